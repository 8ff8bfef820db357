"""The dashboard's views within a caller's reach."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from projections import dashboard
from projections.queries.reach import Reach
from projections.store import ReadStore


def issue_activity(
    store: ReadStore, reach: Reach, now: datetime, days: int, utc_offset: timedelta
) -> dict[str, Any]:
    """Issues opened and resolved per day of the viewer, the frequent types, the hot spots."""
    scope = reach.places("i.building_id", "i.facility_id")
    return dashboard.issue_activity(store, scope, now, days, utc_offset)


def usage_by_day(
    store: ReadStore, reach: Reach, now: datetime, days: int, utc_offset: timedelta
) -> dict[str, Any]:
    """People counted and water used per day of the viewer, from the devices of the reach."""
    scope = reach.places("f.building_id", "d.facility_id")
    return dashboard.usage_by_day(store, scope, now, days, utc_offset)
