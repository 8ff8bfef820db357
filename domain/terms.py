"""Terms: the fields a record is created with and changed by, declared once.

A record's created event and its change event store the same terms, so the aggregate
declares them once, as a frozen dataclass its two events both extend, and applies either
event the same way: its own `take(event)`. The events keep their own classes, so their
stored topics stay theirs.

The fields only a created event stores (what never changes) keep their stored place
before the terms: they come in a base listed after the terms (`class Requested(_Terms,
OfMember, Aggregate.Created)`), since a dataclass takes its bases' fields from the last base
to the first. Where they stand among the terms (a device's, an item's), each event lists
its fields and shares only the `take`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


class TermsCommand(Protocol):
    """A command carrying a record's terms: checked first, then stored by an event."""

    def check(self) -> object: ...

    def terms(self) -> dict[str, Any]: ...


class TermsEvent:
    """Base of an aggregate's terms: an event carrying them is applied by `take`."""

    def apply(self, aggregate: Any) -> None:
        aggregate.take(self)


@dataclass(frozen=True)
class OfMember:
    """The staff member a record is for, for good (a schedule, a leave)."""

    staff_id: str
