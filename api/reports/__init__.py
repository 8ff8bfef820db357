"""Reports (`/api/reports`, `/api/facilities/{id}/reports`): a period's figures."""
