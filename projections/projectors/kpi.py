"""Read model of the response-time KPI: one row per resolved issue, with its minutes.

Follows the issues log. An opened issue waits in `kpi_open_issues` with where it is, its
type and when its condition was measured; its resolution moves it to `kpi_resolutions`
with who resolved it (a person, or the system when the condition cleared), when, and the
minutes between. The cleaning company and the names are the estate's as they are when
asked (joined by `projections/queries/kpi.py`), so this projection reads no other
projection's tables and a replay gives the same rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, ClassVar

from domain.issue import Issue
from projections.lists import in_clause
from projections.projectors.issues import opened_before
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import RESOLVED_BY_STAFF, RESOLVED_BY_SYSTEM, iso


def _moment(value: Any) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value).replace("Z", "+00:00"))


class KpiProjection(Projection):
    name = "kpi"
    upstream = ("issues",)
    folds = (Issue.Opened, Issue.Resolved)
    tables: ClassVar[dict[str, str]] = {
        "kpi_open_issues": (
            "CREATE TABLE IF NOT EXISTS kpi_open_issues (issue_id TEXT PRIMARY KEY,"
            " building_id TEXT, facility_id TEXT, issue_type TEXT NOT NULL,"
            " measured_at TEXT NOT NULL)"
        ),
        "kpi_resolutions": (
            "CREATE TABLE IF NOT EXISTS kpi_resolutions (issue_id TEXT PRIMARY KEY,"
            " building_id TEXT, facility_id TEXT, issue_type TEXT NOT NULL,"
            " measured_at TEXT NOT NULL, resolved_at TEXT NOT NULL, resolution TEXT NOT NULL,"
            " resolver_id TEXT, minutes REAL NOT NULL)"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS kpi_resolutions_resolved ON kpi_resolutions (resolved_at)",
        "CREATE INDEX IF NOT EXISTS kpi_resolutions_building"
        " ON kpi_resolutions (building_id, resolved_at)",
    )

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        """Folds a batch: an issue opened and resolved in it goes straight to
        `kpi_resolutions`; the openings it resolves from earlier are read in one query."""
        opened: dict[str, tuple[Any, ...]] = {}
        earlier = opened_before(events)
        where, params = in_clause("issue_id", earlier)
        rows = (
            tx.query(
                "SELECT issue_id, building_id, facility_id, issue_type, measured_at"
                f" FROM kpi_open_issues WHERE {where}",
                params,
            )
            if earlier
            else []
        )
        waiting = {row["issue_id"]: _opening(row) for row in rows}
        closed: list[tuple[str]] = []
        resolutions: list[tuple[Any, ...]] = []
        for event in events:
            issue_id = str(event.originator_id)
            if isinstance(event, Issue.Opened):
                # Issues raised before the measuring time was kept: the time they were raised.
                measured = _moment(getattr(event, "measured_at", None)) or event.timestamp
                opened[issue_id] = (
                    event.building_id,
                    event.facility_id,
                    event.issue_type,
                    iso(measured),
                )
            elif isinstance(event, Issue.Resolved):
                opening = opened.pop(issue_id, None)
                if opening is None and (opening := waiting.pop(issue_id, None)) is not None:
                    closed.append((issue_id,))
                if opening is not None:
                    resolutions.append(_resolution(issue_id, opening, event))
        if closed:
            tx.executemany("DELETE FROM kpi_open_issues WHERE issue_id = ?", closed)
        if opened:
            tx.executemany(
                "INSERT INTO kpi_open_issues (issue_id, building_id, facility_id, issue_type,"
                " measured_at) VALUES (?, ?, ?, ?, ?)",
                [(issue_id, *opening) for issue_id, opening in opened.items()],
            )
        if resolutions:
            tx.executemany(
                "INSERT INTO kpi_resolutions (issue_id, building_id, facility_id, issue_type,"
                " measured_at, resolved_at, resolution, resolver_id, minutes)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                resolutions,
            )


def _opening(row: dict[str, Any]) -> tuple[Any, ...]:
    """building, facility, issue type, measured (as kept in `kpi_open_issues`)."""
    return (row["building_id"], row["facility_id"], row["issue_type"], row["measured_at"])


def _resolution(issue_id: str, opening: tuple[Any, ...], event: Issue.Resolved) -> tuple[Any, ...]:
    """A row of `kpi_resolutions`: the minutes from measured to cleared or resolved."""
    by_system = bool(getattr(event, "by_system", False))
    cleared = _moment(getattr(event, "cleared_at", None))
    # A person may have said when they resolved it (`resolved_at`, the demo's history).
    stated = _moment(getattr(event, "resolved_at", None))
    done = cleared if by_system and cleared is not None else stated or event.timestamp
    measured = _moment(opening[3])
    assert measured is not None
    minutes = round((done - measured).total_seconds() / 60, 3)
    return (
        issue_id,
        *opening,
        iso(done),
        RESOLVED_BY_SYSTEM if by_system else RESOLVED_BY_STAFF,
        None if by_system else event.actor,
        max(0.0, minutes),
    )
