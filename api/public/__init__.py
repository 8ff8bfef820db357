"""Public (`/api/public/visit`): a facility's feedback page, reached without signing in."""
