"""Looking a record up by what a caller names: unknown is 404, whichever call asks."""

from __future__ import annotations

from typing import TypeVar

from domain.errors import NotFound

T = TypeVar("T")


def found(value: T | None, what: str) -> T:
    """`value`, or 404 naming `what` when the lookup found nothing."""
    if value is None:
        raise NotFound(what)
    return value
