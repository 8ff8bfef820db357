"""Issues (`/api/issues`)."""
