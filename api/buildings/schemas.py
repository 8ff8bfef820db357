"""Building bodies, and a building as shown (with its floors when asked for one)."""

from __future__ import annotations

from api.estate_out import FloorOut
from api.schema import Body, Out
from projections.store import Row


class BuildingBody(Body):
    name: str
    address: str
    postal_code: str
    landlord_id: str | None = None
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
    return BuildingOut(
        id=row["id"],
        name=row["name"],
        address=row["address"],
        postal_code=row["postal_code"],
        landlord_id=row["landlord_id"],
        landlord_name=row["landlord_name"],
        floor_count=row["floor_count"],
        facility_count=row["facility_count"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        version=row["version"],
        floors=floors,
    )
