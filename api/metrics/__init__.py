"""Prometheus metrics (`/metrics`)."""
