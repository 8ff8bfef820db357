"""A usage row as shown, and the export's columns."""

from __future__ import annotations

from typing import Any

from api.schema import Out, to_out
from projections.store import Row


class UsageOut(Out):
    facility_id: str | None
    facility_name: str | None
    building_id: str
    building_name: str | None
    floor_label: str | None
    source: str
    day: str
    people: int
    litres: float
    # Whether the facility has a people counter and a water meter: without one its figure
    # is missing, not 0 (a main meter's row: neither).
    has_people_counter: bool = False
    has_water_meter: bool = False
    #: The facility's `cleaning-due` issues resolved that day.
    cleanings: int = 0
    #: The visitors counted that day per cleaning (people / cleanings); null without a
    #: cleaning or a people counter.
    visitors_per_cleaning: int | None = None


def usage_out(row: Row) -> UsageOut:
    return to_out(UsageOut, row)


EXPORT_HEADER = (
    *("day", "building", "floor", "facility", "source", "people", "litres"),
    *("cleanings", "visitors per cleaning"),
)


def export_row(usage: UsageOut) -> tuple[Any, ...]:
    return (
        usage.day,
        usage.building_name,
        usage.floor_label,
        usage.facility_name,
        usage.source,
        usage.people,
        usage.litres,
        usage.cleanings,
        usage.visitors_per_cleaning,
    )
