"""Devices: sensors placed in facilities, with unique identifiers."""

from __future__ import annotations

from application.base import ConsoleApplication


class Devices(ConsoleApplication):
    name = "devices"
