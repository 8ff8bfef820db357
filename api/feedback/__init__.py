"""Feedback (`/api/feedback`, `/api/dashboard/feedback`): the presses of panels and QR pages."""
