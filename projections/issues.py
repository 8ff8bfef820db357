"""Read tables of the issues."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, ClassVar

from projections.projection import Projection
from projections.store import Writer


class IssuesProjection(Projection):
    name = "issues"
    upstream = ("issues",)
    tables: ClassVar[dict[str, str]] = {}

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""
