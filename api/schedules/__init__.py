"""Schedules (`/api/schedules`): staff shifts, their list, calendar and export."""
