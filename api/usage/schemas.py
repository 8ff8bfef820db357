"""A usage row as shown, and the export's columns."""

from __future__ import annotations

from typing import Any

from api.schema import Out
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


def usage_out(row: Row) -> UsageOut:
    return UsageOut(
        facility_id=row["facility_id"],
        facility_name=row["facility_name"],
        building_id=row["building_id"],
        building_name=row["building_name"],
        floor_label=row["floor_label"],
        source=row["source"],
        day=row["day"],
        people=row["people"],
        litres=row["litres"],
        has_people_counter=row["has_people_counter"],
        has_water_meter=row["has_water_meter"],
    )


EXPORT_HEADER = ("day", "building", "floor", "facility", "source", "people", "litres")


def export_row(usage: UsageOut) -> tuple[Any, ...]:
    return (
        usage.day,
        usage.building_name,
        usage.floor_label,
        usage.facility_name,
        usage.source,
        usage.people,
        usage.litres,
    )
