"""Companies (`/api/companies`)."""
