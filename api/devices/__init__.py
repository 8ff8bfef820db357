"""Devices (`/api/devices`)."""
