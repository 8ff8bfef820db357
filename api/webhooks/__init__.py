"""Webhooks (`/api/webhooks`)."""
