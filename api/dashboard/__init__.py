"""Dashboard (`/api/dashboard`)."""
