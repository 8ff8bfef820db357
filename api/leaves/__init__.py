"""Leaves (`/api/leaves`): requests, their one decision, the list and calendar."""
