"""Read tables of the devices."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, ClassVar

from projections.projection import Projection
from projections.store import Writer


class DevicesProjection(Projection):
    name = "devices"
    upstream = ("devices",)
    tables: ClassVar[dict[str, str]] = {}

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""
