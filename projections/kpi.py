"""Read model of the response-time KPI: one row per resolved issue, with its minutes.

Follows the issues log. An opened issue waits in `kpi_open_issues` with where it is, its
type and when its condition was measured; its resolution moves it to `kpi_resolutions`
with who resolved it (a person, or the system when the condition cleared), when, and the
minutes between. The cleaning company and the names are the estate's as they are when
asked (joined by `projections/kpi_queries.py`), so this projection reads no other
projection's tables and a replay gives the same rows.
"""

from __future__ import annotations

from datetime import datetime
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.issue import Issue
from projections.organisation import iso
from projections.projection import Projection
from projections.store import Writer

STAFF, SYSTEM = "STAFF", "SYSTEM"


def _moment(value: Any) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value).replace("Z", "+00:00"))


class KpiProjection(Projection):
    name = "kpi"
    upstream = ("issues",)
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

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not count are skipped."""

    @process_event.register
    def _(self, event: Issue.Opened, tx: Writer) -> None:
        # Issues raised before the measuring time was kept: the time they were raised.
        measured = _moment(getattr(event, "measured_at", None)) or event.timestamp
        tx.execute(
            "INSERT INTO kpi_open_issues (issue_id, building_id, facility_id, issue_type,"
            " measured_at) VALUES (?, ?, ?, ?, ?)",
            (
                str(event.originator_id),
                event.building_id,
                event.facility_id,
                event.issue_type,
                iso(measured),
            ),
        )

    @process_event.register
    def _(self, event: Issue.Resolved, tx: Writer) -> None:
        issue_id = str(event.originator_id)
        opened = tx.query(
            "SELECT building_id, facility_id, issue_type, measured_at FROM kpi_open_issues"
            " WHERE issue_id = ?",
            (issue_id,),
        )
        if not opened:
            return
        row = opened[0]
        by_system = bool(getattr(event, "by_system", False))
        cleared = _moment(getattr(event, "cleared_at", None))
        # A person may have said when they resolved it (`resolved_at`, the demo's history).
        stated = _moment(getattr(event, "resolved_at", None))
        done = cleared if by_system and cleared is not None else stated or event.timestamp
        measured = _moment(row["measured_at"])
        assert measured is not None
        minutes = round((done - measured).total_seconds() / 60, 3)
        tx.execute("DELETE FROM kpi_open_issues WHERE issue_id = ?", (issue_id,))
        tx.execute(
            "INSERT INTO kpi_resolutions (issue_id, building_id, facility_id, issue_type,"
            " measured_at, resolved_at, resolution, resolver_id, minutes)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                issue_id,
                row["building_id"],
                row["facility_id"],
                row["issue_type"],
                row["measured_at"],
                iso(done),
                SYSTEM if by_system else STAFF,
                None if by_system else event.actor,
                max(0.0, minutes),
            ),
        )
