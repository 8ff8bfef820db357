"""What every application of the console shares: loading aggregates as the API expects."""

from __future__ import annotations

from typing import Any, TypeVar
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.domain import Aggregate

from domain.errors import Conflict, NotFound

A = TypeVar("A", bound=Aggregate)


def parse_id(value: str | UUID, what: str) -> UUID:
    if isinstance(value, UUID):
        return value
    try:
        return UUID(str(value))
    except ValueError:
        raise NotFound(f"No such {what}") from None


class ConsoleApplication(Application[UUID]):
    """An application whose aggregates can be deleted and carry optimistic versions."""

    env = {"AGGREGATE_CACHE_MAXSIZE": "2000", "DEEPCOPY_FROM_AGGREGATE_CACHE": "y"}

    def load(self, cls: type[A], aggregate_id: str | UUID, what: str) -> A:
        """Answers a live aggregate of the given class, or NotFound."""
        try:
            aggregate: Aggregate = self.repository.get(parse_id(aggregate_id, what))
        except AggregateNotFoundError:
            raise NotFound(f"No such {what}") from None
        if not isinstance(aggregate, cls) or getattr(aggregate, "deleted", False):
            raise NotFound(f"No such {what}")
        return aggregate

    @staticmethod
    def check_version(aggregate: Aggregate, expected: int | None) -> None:
        if expected is not None and expected != aggregate.version:
            raise Conflict(
                f"Stale version: the record is at version {aggregate.version}, "
                f"the change was made against version {expected}"
            )

    def events_of(self, aggregate_id: str | UUID, what: str) -> list[Any]:
        events = list(self.events.get(parse_id(aggregate_id, what)))
        if not events:
            raise NotFound(f"No such {what}")
        return events
