"""Readings: the high-volume sensor messages, in an event store of their own."""

from __future__ import annotations

from application.base import ConsoleApplication


class Readings(ConsoleApplication):
    name = "readings"
