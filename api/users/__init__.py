"""Users (`/api/users`)."""
