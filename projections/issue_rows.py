"""A batch of the issues log folded into the `issues` table's rows.

An issue opened and resolved in the same batch is written once, resolved; the resolutions
of earlier issues are one bulk update. Each opened issue keeps the last cleaning of its
facility before it (`cleaned_since`): the latest resolution in the table as the batch found
it, or one earlier in the batch, whichever is later; so the rows are the same however the
log is cut into batches.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from domain.issue import Issue, IssueStatus
from projections.lists import in_clause
from projections.organisation import iso
from projections.store import Writer

#: How an issue was resolved: by a person, or by the system when its condition cleared.
RESOLVED_BY_STAFF = "STAFF"
RESOLVED_BY_SYSTEM = "SYSTEM"

_COLUMNS = (
    "id",
    "device_id",
    "facility_id",
    "building_id",
    "issue_type",
    "source",
    "status",
    "reading",
    "opened_by",
    "created_at",
    "resolved_by",
    "resolved_at",
    "updated_at",
    "version",
    "measured_at",
    "resolution",
    "cleared_at",
    "cleaned_since",
)
_INSERT = f"INSERT INTO issues ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' for _ in _COLUMNS)})"
_RESOLVED = (
    "status",
    "resolved_by",
    "resolved_at",
    "updated_at",
    "version",
    "resolution",
    "cleared_at",
)
_RESOLVE = f"UPDATE issues SET {', '.join(f'{c} = ?' for c in _RESOLVED)} WHERE id = ?"


def _resolution(event: Issue.Resolved) -> dict[str, Any]:
    return dict(
        zip(
            _RESOLVED,
            (
                IssueStatus.RESOLVED.value,
                event.actor,
                iso(event.resolved_at or event.timestamp),  # a person may have said when
                iso(event.timestamp),
                event.originator_version,
                RESOLVED_BY_SYSTEM if event.by_system else RESOLVED_BY_STAFF,
                iso(event.cleared_at) if event.cleared_at else None,
            ),
            strict=True,
        )
    )


def opened_before(events: Sequence[Any]) -> set[str]:
    """The issues a batch resolves that an earlier batch opened."""
    resolved = {str(e.originator_id) for e in events if isinstance(e, Issue.Resolved)}
    return resolved - {str(e.originator_id) for e in events if isinstance(e, Issue.Opened)}


def write_issues(events: Sequence[Any], tx: Writer) -> None:
    """Writes the issues opened and resolved in `events` (other events are left)."""
    opened = [e for e in events if isinstance(e, Issue.Opened)]
    resolved = [e for e in events if isinstance(e, Issue.Resolved)]
    if not opened and not resolved:
        return
    cleaned_before = _cleaned_before(tx, opened)
    rows: dict[str, dict[str, Any]] = {}
    facility_of = _facilities(tx, opened_before(events))
    cleanings: dict[str, list[str]] = {}  # facility -> this batch's resolutions so far
    updates: list[list[Any]] = []
    for event in events:
        issue_id = str(event.originator_id)
        if isinstance(event, Issue.Opened):
            opened_at = iso(event.timestamp)
            facility = event.facility_id
            cleaned = None
            if facility:
                since = [t for t in cleanings.get(facility, ()) if t <= opened_at]
                cleaned = max([*since, cleaned_before.get((facility, opened_at)) or ""]) or None
            rows[issue_id] = _opened_row(event, cleaned)
            facility_of[issue_id] = facility
        elif isinstance(event, Issue.Resolved):
            change = _resolution(event)
            if issue_id in rows:
                rows[issue_id].update(change)
            else:
                updates.append([*change.values(), issue_id])
            facility = facility_of.get(issue_id)
            if facility:
                cleanings.setdefault(facility, []).append(change["resolved_at"])
    if rows:
        tx.executemany(_INSERT, [[row[c] for c in _COLUMNS] for row in rows.values()])
    if updates:
        tx.executemany(_RESOLVE, updates)


def _opened_row(event: Issue.Opened, cleaned: str | None) -> dict[str, Any]:
    at = iso(event.timestamp)
    reading = None if event.reading is None else json.dumps(event.reading, default=str)
    values = (
        str(event.originator_id),
        event.device_id,
        event.facility_id,
        event.building_id,
        event.issue_type,
        event.source,
        IssueStatus.OPENED.value,
        reading,
        event.actor,
        at,
        None,  # resolved_by
        None,  # resolved_at
        at,  # updated_at
        event.originator_version,
        iso(event.measured_at or event.timestamp),
        None,  # resolution
        None,  # cleared_at
        cleaned,
    )
    return dict(zip(_COLUMNS, values, strict=True))


def _facilities(tx: Writer, issue_ids: set[str]) -> dict[str, str | None]:
    if not issue_ids:
        return {}
    where, params = in_clause("id", issue_ids)
    return {
        r["id"]: r["facility_id"]
        for r in tx.query(f"SELECT id, facility_id FROM issues WHERE {where}", params)
    }


def _cleaned_before(tx: Writer, opened: list[Issue.Opened]) -> dict[tuple[str, str], str]:
    """Per (facility, time) of an opening: its latest resolution at or before that time in
    the table as it stands, in one query for the batch."""
    pairs = sorted({(e.facility_id, iso(e.timestamp)) for e in opened if e.facility_id})
    if not pairs:
        return {}
    values = ", ".join("(?, ?)" for _ in pairs)
    rows = tx.query(
        f"WITH opening (facility_id, at) AS (VALUES {values})"
        " SELECT o.facility_id, o.at, (SELECT MAX(i.resolved_at) FROM issues i"
        " WHERE i.facility_id = o.facility_id AND i.resolved_at <= o.at) AS cleaned"
        " FROM opening o",
        [value for pair in pairs for value in pair],
    )
    return {(r["facility_id"], r["at"]): r["cleaned"] for r in rows if r["cleaned"]}
