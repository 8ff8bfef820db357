"""Tasks (`/api/tasks`)."""
