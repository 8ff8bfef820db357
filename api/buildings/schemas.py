"""Building bodies, and a building as shown (with its floors when asked for one)."""

from __future__ import annotations

from api.body_bounds import RecordId, Text
from api.estate_out import FloorOut
from api.listing import Column
from api.schema import Body, Out, to_out
from projections.store import Row


class BuildingBody(Body):
    name: Text
    address: Text
    postal_code: Text
    landlord_id: RecordId | None = None
    version: int | None = None


class FloorSpecBody(Body):
    label: str
    floor_number: int
    id: str | None = None


class BuildingOut(Out, omit_defaults=True):
    id: str
    name: str
    address: str
    postal_code: str
    landlord_id: str
    landlord_name: str | None
    floor_count: int
    facility_count: int
    created_at: str
    updated_at: str
    version: int
    floors: list[FloorOut] | None = None


def building_out(row: Row, floors: list[FloorOut] | None = None) -> BuildingOut:
    return to_out(BuildingOut, row, floors=floors)


EXPORT_COLUMNS: list[Column] = [
    *("id", "name", "address", "postal_code"),
    ("landlord", "landlord_name"),
    ("floors", "floor_count"),
    ("facilities", "facility_count"),
    "created_at",
]
