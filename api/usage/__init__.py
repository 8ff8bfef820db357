"""Usage (`/api/usage`): people and litres per facility and day, and main meters."""
