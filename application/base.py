"""What every application of the console shares: loading aggregates as the API expects."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import cache
from typing import Any, TypeVar
from uuid import UUID

from eventsourcing.application import (
    AggregateNotFoundError,
    Application,
    ProcessingEvent,
)
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import ProcessRecorder, StoredEvent, Tracking, Transcoder
from eventsourcing.utils import resolve_topic

from application.batch_recorder import BatchRecorder
from application.transcoding import FastJSONTranscoder
from domain.errors import Conflict, NotFound
from domain.index import UniqueIndex
from storage.event_store import latest_rows

A = TypeVar("A", bound=Aggregate)
Index = TypeVar("Index", bound=UniqueIndex)


_class_of = cache(resolve_topic)


def parse_id(value: str | UUID, what: str) -> UUID:
    if isinstance(value, UUID):
        return value
    try:
        return UUID(str(value))
    except ValueError:
        raise NotFound(what) from None


class ConsoleApplication(Application[UUID]):
    """An application whose aggregates can be deleted and carry optimistic versions."""

    env = {"AGGREGATE_CACHE_MAXSIZE": "2000", "DEEPCOPY_FROM_AGGREGATE_CACHE": "y"}

    def construct_transcoder(self) -> Transcoder:
        transcoder = FastJSONTranscoder()
        self.register_transcodings(transcoder)
        return transcoder

    def load(self, cls: type[A], aggregate_id: str | UUID, what: str) -> A:
        """Answers a live aggregate of the given class, or NotFound."""
        try:
            aggregate: Aggregate = self.repository.get(parse_id(aggregate_id, what))
        except AggregateNotFoundError:
            raise NotFound(what) from None
        if not isinstance(aggregate, cls) or getattr(aggregate, "deleted", False):
            raise NotFound(what)
        return aggregate

    def find_index(self, cls: type[Index], key: str) -> Index | None:
        """The index of `key`, as stored, or None when the value was never claimed."""
        try:
            index: Index = self.repository.get(cls.create_id(key))
        except AggregateNotFoundError:
            return None
        return index

    def claim_index(self, cls: type[Index], key: str, owner_id: UUID) -> Index:
        """The index of `key` claimed for `owner_id`, to save with the owner; a value held
        by another owner is a conflict (and two racing claims fail at the save)."""
        index = self.find_index(cls, key)
        if index is None:
            return cls(key=key, owner_id=owner_id)
        index.claim(owner_id)
        return index

    def release_index(self, cls: type[Index], key: str, owner_id: UUID) -> list[Index]:
        """The index of `key` released, if `owner_id` holds it: to save with the owner."""
        index = self.find_index(cls, key)
        if index is None or index.owner_id != owner_id:
            return []
        index.release()
        return [index]

    @staticmethod
    def as_expected(aggregate: A, expected: int | None) -> A:
        """The aggregate, if it is at the version a change was made against (None: any);
        else the change is a conflict (409)."""
        if expected is not None and expected != aggregate.version:
            raise Conflict(
                f"Stale version: the record is at version {aggregate.version}, "
                f"the change was made against version {expected}",
                code="stale-version",
                params={"version": aggregate.version, "expected": expected},
            )
        return aggregate

    def events_of(self, aggregate_id: str | UUID, what: str) -> list[Any]:
        events = list(self.events.get(parse_id(aggregate_id, what)))
        if not events:
            raise NotFound(what)
        return events

    def read_log(self, start: int, limit: int) -> tuple[list[Any], int]:
        """Up to `limit` events of the notification log from id `start` on, and the id of
        the last one read (`start - 1` when there is none yet): what followers consume."""
        events, last, _ = self.read_wanted(start, limit)
        return events, last

    def read_wanted(
        self, start: int, limit: int, wants: Callable[[type], bool] | None = None
    ) -> tuple[list[Any], int, int]:
        """As `read_log`, leaving out, undecoded, the events of classes `wants` declines;
        answers the events, the id of the last one read and how many were read."""
        rows = BatchRecorder(self).select_from(start, limit)
        if not rows:
            return [], start - 1, 0
        events = [
            self.mapper.to_domain_event(stored_event(row[1:]))
            for row in rows
            if wants is None or wants(_class_of(row[3]))
        ]
        return events, rows[-1][0], len(rows)

    def get_many(self, aggregate_ids: Collection[UUID]) -> dict[UUID, Any]:
        """The stored aggregates among these ids, each at its latest version.

        On PostgreSQL they are read in two round trips whatever their number (the latest
        snapshots, then the events after them), each aggregate's rows found by the primary
        key however long the log; a follower that needs a few dozen of them per batch would
        otherwise wait on a round trip for each.
        """
        if not aggregate_ids:
            return {}
        snapshots = self.snapshots
        rows = latest_rows(
            self.recorder, None if snapshots is None else snapshots.recorder, aggregate_ids
        )
        if rows is None:
            found: dict[UUID, Any] = {}
            for aggregate_id in aggregate_ids:
                try:
                    found[aggregate_id] = self.repository.get(aggregate_id)
                except AggregateNotFoundError:
                    continue
            return found
        # Per aggregate: its latest snapshot (if any), then the events after it.
        history: dict[UUID, list[Any]] = {}
        snapshot_rows, event_rows = rows
        for row in snapshot_rows:
            assert snapshots is not None
            history[row[0]] = [snapshots.mapper.to_domain_event(stored_event(row))]
        for row in event_rows:
            history.setdefault(row[0], []).append(self.mapper.to_domain_event(stored_event(row)))
        return {i: a for i, events in history.items() if (a := _projected(events)) is not None}


class ProcessApplication(ConsoleApplication):
    """An application that also follows others: its recorder keeps tracking records, so
    what it saves in reply to a batch of their events, and how far it has read them,
    commit in one transaction (a batch is never acted on twice)."""

    def construct_recorder(self) -> ProcessRecorder:
        return self.factory.process_recorder()

    def save_with_tracking(self, aggregates: Sequence[Aggregate], tracking: Tracking) -> None:
        """Records the aggregates' pending events and the tracking record atomically.

        A tracking record at or below the recorded position raises `IntegrityError` and
        stores nothing.
        """
        processing_event: ProcessingEvent[UUID] = ProcessingEvent(tracking=tracking)
        processing_event.collect_events(*aggregates)
        recordings = self._record(processing_event)
        self._take_snapshots(processing_event)
        self._notify(recordings)

    def tracked_position(self, upstream_name: str) -> int:
        """How far the named upstream application's log has been processed (0: not yet)."""
        recorder = self.recorder
        assert isinstance(recorder, ProcessRecorder)
        return recorder.max_tracking_id(upstream_name) or 0


def stored_event(row: Sequence[Any]) -> StoredEvent:
    """A stored event from a row of (originator id, version, topic, state)."""
    return StoredEvent(
        originator_id=row[0], originator_version=row[1], topic=row[2], state=bytes(row[3])
    )


def _projected(events: Sequence[Any]) -> Any:
    """An aggregate from its snapshot and events, as `project_aggregate` makes it without
    checking each event against a runtime protocol (which cost more than the mutation)."""
    aggregate = None
    for event in events:
        aggregate = event.mutate(aggregate)
    return aggregate
