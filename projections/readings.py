"""Read tables of the readings."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, ClassVar

from projections.projection import Projection
from projections.store import Writer


class ReadingsProjection(Projection):
    name = "readings"
    upstream = ("readings",)
    tables: ClassVar[dict[str, str]] = {}

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""
