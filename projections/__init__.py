"""The read side: projectors follow the event stores and keep the read tables."""
