"""Forecasts (`/api/forecasts`)."""
