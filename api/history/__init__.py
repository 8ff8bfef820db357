"""History (`/api/history`)."""
