"""Projects (`/api/projects`)."""
