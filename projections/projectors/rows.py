"""The rows a projector writes for a record's events, given column by column.

A statement is composed from the columns named (the projector's own constants, never
input); every value is bound as a parameter. A record's row carries its id, and the time
and version of the last event that changed it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from projections.store import Writer
from projections.tables import iso


def insert(tx: Writer, table: str, row: Mapping[str, Any]) -> None:
    """Writes `row` (column → value) into `table`."""
    columns = ", ".join(row)
    marks = ", ".join("?" for _ in row)
    tx.execute(f"INSERT INTO {table} ({columns}) VALUES ({marks})", tuple(row.values()))


def stamped(event: Any, *times: str) -> dict[str, Any]:
    """The event's time under each of the columns `times`, and its version."""
    moment = iso(event.timestamp)
    return {**dict.fromkeys(times, moment), "version": event.originator_version}


def created(tx: Writer, table: str, event: Any, row: Mapping[str, Any], *times: str) -> None:
    """The row of the record `event` creates: its id, `row`, and the event's time under
    each of the columns `times` and its version."""
    insert(tx, table, {"id": str(event.originator_id), **row, **stamped(event, *times)})


def update(tx: Writer, table: str, event: Any, sets: Mapping[str, Any]) -> None:
    """Sets `sets` (column → value) on the row of the event's record."""
    columns = ", ".join(f"{column} = ?" for column in sets)
    tx.execute(
        f"UPDATE {table} SET {columns} WHERE id = ?", (*sets.values(), str(event.originator_id))
    )


def touch(
    tx: Writer, table: str, event: Any, sets: Mapping[str, Any], stamp: str = "updated_at"
) -> None:
    """Sets `sets` on the row of the event's record, with the event's time (under `stamp`)
    and its version."""
    update(tx, table, event, {**sets, **stamped(event, stamp)})


def delete(tx: Writer, table: str, event: Any) -> None:
    """Removes the row of the event's record."""
    tx.execute(f"DELETE FROM {table} WHERE id = ?", (str(event.originator_id),))
