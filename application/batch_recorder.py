"""Appends many one-event aggregates in one transaction, skipping those already stored,
and reads the notification log back a stretch at a time.

The stock `Application.save` inserts row by row under a table lock; readings arrive by the
thousand, so they take this path to the same events table: one statement a batch, the
same exclusive lock (readers of the notification log never skip a gap), and duplicates
(same aggregate id) left out instead of failing the batch.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from uuid import UUID

from eventsourcing.application import Application
from eventsourcing.persistence import StoredEvent

from storage import event_store
from storage.event_store import LogRow


class BatchRecorder:
    def __init__(self, app: Application[UUID]) -> None:
        self.recorder = app.recorder
        self.mapper = app.mapper

    def append_new(self, events: Sequence[Any]) -> set[UUID]:
        """Stores the version-1 events whose aggregate is not stored yet; answers their ids."""
        return self.append_stored([self.mapper.to_stored_event(e) for e in events])

    def append_stored(self, stored: Sequence[StoredEvent]) -> set[UUID]:
        """As `append_new`, for events already in their stored form."""
        if not stored:
            return set()
        return event_store.append_stored(self.recorder, stored)

    def select_from(self, start: int, limit: int) -> list[LogRow]:
        """Up to `limit` notifications from id `start` on, as plain rows."""
        return event_store.select_from(self.recorder, start, limit)
