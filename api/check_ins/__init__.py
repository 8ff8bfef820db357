"""Check-ins (`/api/check-ins`): staff scanning the code on a facility's door, the list and
the visits per facility and day."""
