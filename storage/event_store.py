"""The event store's SQL beyond the eventsourcing library's: batches of one-event
aggregates appended in one statement, the notification log read a stretch at a time, and
many aggregates' latest rows in two round trips.

The library's recorders keep their tables and locks; these statements run on the same
tables through the recorders' own connections, on PostgreSQL or SQLite.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.persistence import Recorder, StoredEvent
from eventsourcing.postgres import PostgresAggregateRecorder, PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder
from psycopg.rows import tuple_row
from psycopg.sql import SQL, Identifier

# notification id, originator id, originator version, topic, state
LogRow = tuple[int, UUID, int, str, bytes]
# originator id, originator version, topic, state
EventRow = tuple[UUID, int, str, bytes]


def append_stored(recorder: Recorder, stored: Sequence[StoredEvent]) -> set[UUID]:
    """Stores the version-1 events whose aggregate is not stored yet; answers their ids."""
    if isinstance(recorder, PostgresApplicationRecorder):
        return _append_postgres(recorder, stored)
    if isinstance(recorder, SQLiteApplicationRecorder):
        return _append_sqlite(recorder, stored)
    raise TypeError(f"No batch path for {type(recorder).__name__}")


def select_from(recorder: Any, start: int, limit: int) -> list[LogRow]:
    """Up to `limit` notifications from id `start` on, as plain rows."""
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


def latest_rows(
    recorder: Recorder, snapshots: Recorder | None, aggregate_ids: Collection[UUID]
) -> tuple[list[EventRow], list[EventRow]] | None:
    """The latest snapshot of each of these aggregates (if any), then its events after it,
    in two round trips however many they are; None where the store is not PostgreSQL."""
    if not isinstance(recorder, PostgresAggregateRecorder):
        return None
    ids = list(aggregate_ids)
    schema = Identifier(recorder.datastore.schema)
    snapshot_rows: list[EventRow] = []
    with recorder.datastore.transaction(commit=False) as cursor:
        raw = cursor.connection.cursor(row_factory=tuple_row)
        # Each aggregate's rows by the primary key, one aggregate after another: joined
        # as a whole, a log of a few busy aggregates (the rules' watches) looks to the
        # planner as if every id had thousands of rows, and it scanned the whole table
        # (and compiled the plan) for a few dozen rows.
        raw.execute("SET LOCAL jit = off")
        if snapshots is not None:
            assert isinstance(snapshots, PostgresAggregateRecorder)
            raw.execute(
                SQL(
                    "SELECT s.* FROM unnest(%s::uuid[]) AS t(id) CROSS JOIN LATERAL"
                    " (SELECT originator_id, originator_version, topic, state FROM {}.{}"
                    "  WHERE originator_id = t.id ORDER BY originator_version DESC LIMIT 1) s"
                ).format(schema, Identifier(snapshots.events_table_name)),
                (ids,),
            )
            snapshot_rows = raw.fetchall()
        after = {row[0]: row[1] for row in snapshot_rows}
        raw.execute(
            SQL(
                "SELECT e.* FROM unnest(%s::uuid[], %s::bigint[]) AS t(id, after)"
                " CROSS JOIN LATERAL (SELECT originator_id, originator_version, topic, state"
                "  FROM {}.{} WHERE originator_id = t.id AND originator_version > t.after"
                "  ORDER BY originator_version) e"
            ).format(schema, Identifier(recorder.events_table_name)),
            (ids, [after.get(i, 0) for i in ids]),
        )
        return snapshot_rows, raw.fetchall()


def _append_postgres(
    recorder: PostgresApplicationRecorder, stored: Sequence[StoredEvent]
) -> set[UUID]:
    # COPY into a per-connection scratch table is several times faster than binding
    # arrays; the INSERT … SELECT then skips ids already stored, and keeps the order the
    # events were given in, which becomes their order in the notification log.
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
                copy.write_row((ordinal, s.originator_id, s.originator_version, s.topic, s.state))
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


def _append_sqlite(recorder: SQLiteApplicationRecorder, stored: Sequence[StoredEvent]) -> set[UUID]:
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
