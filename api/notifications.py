"""Notifications of the signed-in account."""

from __future__ import annotations

from litestar import Controller


class NotificationController(Controller):
    path = "/notifications"
    tags = ["notifications"]
