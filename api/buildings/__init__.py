"""Buildings (`/api/buildings`)."""
