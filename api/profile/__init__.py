"""The signed-in account's own settings (`/api/profile`)."""
