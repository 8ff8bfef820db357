"""Devices (SPEC.md §7 Devices)."""

from __future__ import annotations

from litestar import Controller


class DeviceController(Controller):
    path = "/devices"
    tags = ["devices"]
