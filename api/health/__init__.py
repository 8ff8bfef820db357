"""Health (`/api/health`)."""
