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
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder
from psycopg.rows import tuple_row
from psycopg.sql import SQL, Identifier

# notification id, originator id, originator version, topic, state
LogRow = tuple[int, UUID, int, str, bytes]


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
        if isinstance(self.recorder, PostgresApplicationRecorder):
            return self._postgres(stored)
        if isinstance(self.recorder, SQLiteApplicationRecorder):
            return self._sqlite(stored)
        raise TypeError(f"No batch path for {type(self.recorder).__name__}")

    def select_from(self, start: int, limit: int) -> list[LogRow]:
        """Up to `limit` notifications from id `start` on, as plain rows."""
        recorder = self.recorder
        if isinstance(recorder, PostgresApplicationRecorder):
            # Plain tuples in binary form: the stock select builds a dict and an object per
            # row and parses the state from hex, which costs more than decoding the event.
            with (
                recorder.datastore.get_connection() as connection,
                connection.cursor(row_factory=tuple_row, binary=True) as cursor,
            ):
                cursor.execute(
                    SQL(
                        "SELECT notification_id, originator_id, originator_version, topic, state"
                        " FROM {}.{} WHERE notification_id >= %s"
                        " ORDER BY notification_id LIMIT %s"
                    ).format(
                        Identifier(recorder.datastore.schema),
                        Identifier(recorder.events_table_name),
                    ),
                    (start, limit),
                    prepare=True,
                )
                return cursor.fetchall()
        return [
            (n.id, UUID(str(n.originator_id)), n.originator_version, n.topic, n.state)
            for n in recorder.select_notifications(start=start, limit=limit)
        ]

    def _postgres(self, stored: Sequence[StoredEvent]) -> set[UUID]:
        # COPY into a per-connection scratch table is several times faster than binding
        # arrays; the INSERT … SELECT then skips ids already stored, and keeps the order the
        # events were given in, which becomes their order in the notification log.
        recorder = self.recorder
        assert isinstance(recorder, PostgresApplicationRecorder)
        schema = Identifier(recorder.datastore.schema)
        table = Identifier(recorder.events_table_name)
        scratch = Identifier(f"incoming_{recorder.events_table_name}")
        with recorder.datastore.transaction(commit=True) as cursor:
            cursor.execute(
                SQL(
                    "CREATE TEMP TABLE IF NOT EXISTS {} (ordinal int, originator_id uuid,"
                    " originator_version bigint, topic text, state bytea) ON COMMIT DELETE ROWS"
                ).format(scratch),
                prepare=False,
            )
            with cursor.copy(
                SQL(
                    "COPY {} (ordinal, originator_id, originator_version, topic, state)"
                    " FROM STDIN (FORMAT BINARY)"
                ).format(scratch)
            ) as copy:
                copy.set_types(["int4", "uuid", "int8", "text", "bytea"])
                for ordinal, s in enumerate(_first_of_each(stored)):
                    copy.write_row(
                        (ordinal, s.originator_id, s.originator_version, s.topic, s.state)
                    )
            for statement in recorder.lock_table_statements:
                cursor.execute(statement, prepare=False)
            cursor.execute(
                SQL(
                    "INSERT INTO {}.{} (originator_id, originator_version, topic, state)"
                    " SELECT originator_id, originator_version, topic, state FROM {}"
                    " ORDER BY ordinal ON CONFLICT DO NOTHING RETURNING originator_id"
                ).format(schema, table, scratch)
            )
            return {row["originator_id"] for row in cursor.fetchall()}

    def _sqlite(self, stored: Sequence[StoredEvent]) -> set[UUID]:
        recorder = self.recorder
        assert isinstance(recorder, SQLiteApplicationRecorder)
        table = recorder.events_table_name
        by_hex = {UUID(str(s.originator_id)).hex: s for s in stored}
        with recorder.datastore.transaction(commit=True) as cursor:
            # The write lock first: a transaction that has read cannot wait for another
            # process's write to end ("database is locked" at once); one that has not, can.
            cursor.execute(f"UPDATE {table} SET topic = topic WHERE 0")
            existing: set[str] = set()
            keys = list(by_hex)
            for start in range(0, len(keys), 500):
                chunk = keys[start : start + 500]
                marks = ",".join("?" * len(chunk))
                cursor.execute(
                    f"SELECT originator_id FROM {table} WHERE originator_id IN ({marks})",
                    chunk,
                )
                existing.update(row[0] for row in cursor.fetchall())
            fresh = [s for key, s in by_hex.items() if key not in existing]
            cursor.executemany(
                f"INSERT INTO {table} (originator_id, originator_version, topic, state)"
                " VALUES (?, ?, ?, ?)",
                [
                    (UUID(str(s.originator_id)).hex, s.originator_version, s.topic, s.state)
                    for s in fresh
                ],
            )
        return {UUID(str(s.originator_id)) for s in fresh}


def _first_of_each(stored: Sequence[StoredEvent]) -> list[StoredEvent]:
    """The events in the order given, an event given twice (same id and version) once."""
    seen: set[tuple[Any, int]] = set()
    first = []
    for s in stored:
        key = (s.originator_id, s.originator_version)
        if key not in seen:
            seen.add(key)
            first.append(s)
    return first
