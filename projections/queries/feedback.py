"""Feedback within a reach: the list and export with their filters, the dashboard's view,
a facility's feedback settings, and what a visitor's page names."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from projections import feedback
from projections.clause import Clause
from projections.lists import ListParams
from projections.queries.reach import Reach
from projections.store import ReadStore, Row

_PLACE = "COALESCE(fb.facility_id, d.facility_id)"


def _listed(params: ListParams, reach: Reach) -> tuple[ListParams, list[Clause]]:
    rest, clauses = feedback.feedback_filters(params)
    return rest, [*reach.places("f.building_id", _PLACE), *clauses]


def feedback_page(store: ReadStore, params: ListParams, reach: Reach) -> tuple[list[Row], int]:
    rest, clauses = _listed(params, reach)
    return feedback.FEEDBACK.page(store, rest, clauses)


def feedback_rows(store: ReadStore, params: ListParams, reach: Reach) -> list[Row]:
    rest, clauses = _listed(params, reach)
    return feedback.FEEDBACK.all(store, rest, clauses)


def feedback_by_day(
    store: ReadStore, reach: Reach, now: datetime, days: int, utc_offset: timedelta
) -> dict[str, Any]:
    """Count, average, per rating, per area and per day of the viewer's last `days` days."""
    scope = reach.places("f.building_id", _PLACE)
    return feedback.feedback_by_day(store, scope, now, days, utc_offset)


def feedback_settings(store: ReadStore, facility_ids: Sequence[str]) -> dict[str, dict[str, int]]:
    """Each facility's `threshold` and `windowMinutes`, the defaults where never set."""
    chosen = feedback.feedback_settings_of(store, facility_ids)
    answer = {}
    for facility_id in facility_ids:
        row = chosen.get(facility_id) or feedback.DEFAULTS
        answer[facility_id] = {
            "threshold": int(row["threshold"]),
            "windowMinutes": int(row["window_minutes"]),
        }
    return answer


def visit_place(store: ReadStore, facility_id: str) -> Row | None:
    """The names a visitor's page shows: facility, building and floor."""
    return store.query_one(
        "SELECT f.id, f.name AS facility_name, b.name AS building_name, fl.label AS floor_label"
        " FROM facilities f LEFT JOIN buildings b ON b.id = f.building_id"
        " LEFT JOIN floors fl ON fl.id = f.floor_id WHERE f.id = ?",
        (facility_id,),
    )
