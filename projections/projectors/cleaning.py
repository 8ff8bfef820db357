"""Each facility's usage-based cleaning as it stands (`domain.cleaning`): its setting, the
visitors counted since the count started, and the `cleaning-due` issue open, if any."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.cleaning import CleaningCounter
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import iso

_INSERT = (
    "INSERT INTO cleaning_counters (id, facility_id, clean_after_visitors, visitors, since,"
    " open_issue_id, updated_by, updated_at) VALUES (?, ?, ?, 0, ?, NULL, ?, ?)"
    " ON CONFLICT (id) DO NOTHING"
)
# The count starts again when the setting's start moves (turned on, or off).
_SET = (
    "UPDATE cleaning_counters SET clean_after_visitors = ?,"
    " visitors = CASE WHEN COALESCE(since, '') = COALESCE(?, '') THEN visitors ELSE 0 END,"
    " since = ?, updated_by = ?, updated_at = ? WHERE id = ?"
)
_COUNTED = "UPDATE cleaning_counters SET visitors = ? WHERE id = ?"
_RAISED = "UPDATE cleaning_counters SET open_issue_id = ? WHERE id = ?"
_RESTARTED = (
    "UPDATE cleaning_counters SET visitors = ?, open_issue_id = NULL,"
    " since = CASE WHEN since IS NULL THEN NULL ELSE ? END WHERE id = ?"
)


class CleaningProjection(Projection):
    name = "cleaning"
    upstream = ("issues",)
    tables: ClassVar[dict[str, str]] = {
        "cleaning_counters": (
            "CREATE TABLE IF NOT EXISTS cleaning_counters (id TEXT PRIMARY KEY,"
            " facility_id TEXT NOT NULL, clean_after_visitors INTEGER,"
            " visitors REAL NOT NULL DEFAULT 0, since TEXT, open_issue_id TEXT,"
            " updated_by TEXT NOT NULL, updated_at TEXT NOT NULL)"
        ),
    }
    indexes = (
        "CREATE UNIQUE INDEX IF NOT EXISTS cleaning_counters_facility"
        " ON cleaning_counters (facility_id)",
    )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @process_event.register
    def _(self, event: CleaningCounter.Configured, tx: Writer) -> None:
        tx.execute(
            _INSERT,
            (
                str(event.originator_id),
                event.facility_id,
                event.clean_after_visitors,
                event.since,
                event.actor,
                iso(event.timestamp),
            ),
        )

    @process_event.register
    def _(self, event: CleaningCounter.ThresholdSet, tx: Writer) -> None:
        tx.execute(
            _SET,
            (
                event.clean_after_visitors,
                event.since,
                event.since,
                event.actor,
                iso(event.timestamp),
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: CleaningCounter.Counted, tx: Writer) -> None:
        tx.execute(_COUNTED, (event.count, str(event.originator_id)))

    @process_event.register
    def _(self, event: CleaningCounter.Raised, tx: Writer) -> None:
        tx.execute(_RAISED, (event.issue_id, str(event.originator_id)))

    @process_event.register
    def _(self, event: CleaningCounter.Restarted, tx: Writer) -> None:
        tx.execute(_RESTARTED, (event.count, event.since, str(event.originator_id)))
