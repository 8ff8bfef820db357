"""Facilities (`/api/facilities`)."""
