"""The HTTP API (Litestar): controllers, auth, role guards, DTOs and the web UI."""
