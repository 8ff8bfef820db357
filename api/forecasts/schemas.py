"""The forecasts due soon, as listed."""

from __future__ import annotations

from api.schema import Out
from projections.store import Row

#: `withinHours`: how far ahead the list looks, in hours.
MIN_WITHIN_HOURS = 1
MAX_WITHIN_HOURS = 720


class DueOut(Out):
    """A device due to run out (or fill) by `dueAt`; `issueType` is what it will raise."""

    device_id: str
    device_name: str
    facility_id: str | None
    facility_name: str | None
    building_name: str | None
    issue_type: str
    level: float
    due_at: str


class DueSoonOut(Out):
    items: list[DueOut]


def due_out(row: Row) -> DueOut:
    return DueOut(
        device_id=row["device_id"],
        device_name=row["device_name"],
        facility_id=row["facility_id"],
        facility_name=row["facility_name"],
        building_name=row["building_name"],
        issue_type=row["issue_type"],
        level=round(row["level"], 1),
        due_at=row["due_at"],
    )
