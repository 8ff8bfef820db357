"""Authn (`/api/authn`)."""
