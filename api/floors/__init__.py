"""Floors (`/api/floors`)."""
