"""Ingest (`/api/ingest`)."""
