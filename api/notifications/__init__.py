"""Notifications (`/api/notifications`)."""
