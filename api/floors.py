"""Floors: their plan, toilet markers and facilities (SPEC.md §7 Floors)."""

from __future__ import annotations

from typing import Any, Literal

from litestar import Controller, get, post, put
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.console import Console
from api.context import ConsoleDep, PrincipalDep, TenancyDep, settled
from api.facilities import FacilityOut, facility_out
from api.permissions import EVERYONE, LANDLORD, roles
from api.schema import Body, Out
from api.tenancy import Tenancy
from domain.errors import NotFound
from projections import estate
from projections.lists import ListParams
from projections.store import Row


class Marker(Body):
    type: Literal["male", "female", "accessible"]
    x: float
    y: float
    facility_id: str
    label: str | None = None


class MarkerOut(Out, omit_defaults=True):
    type: str
    x: float
    y: float
    facility_id: str
    label: str | None = None


class PlanBody(Body):
    floor_plan: str | None


class MarkersBody(Body):
    markers: list[Marker]


class FacilityBody(Body):
    name: str
    code: str
    type: Literal["male", "female", "accessible"]


class FloorOut(Out):
    id: str
    building_id: str
    label: str
    floor_number: int
    has_plan: bool
    markers: list[MarkerOut]
    version: int
    floor_plan: str | None = None


def floor_out(row: Row, with_plan: bool = True) -> FloorOut:
    return FloorOut(
        id=row["id"],
        building_id=row["building_id"],
        label=row["label"],
        floor_number=row["floor_number"],
        has_plan=bool(row["floor_plan"]),
        markers=[
            MarkerOut(
                type=m["type"],
                x=m["x"],
                y=m["y"],
                facility_id=m["facilityId"],
                label=m.get("label"),
            )
            for m in row["markers"]
        ],
        version=row["version"],
        floor_plan=row["floor_plan"] if with_plan else None,
    )


def _visible_floor(console: Console, tenancy: Tenancy, floor_id: str) -> Row:
    row = estate.floor(console.store, floor_id)
    if row is None:
        raise NotFound("floor")
    tenancy.check_building(row["building_id"], "floor")
    return row


class FloorController(Controller):
    path = "/floors"
    tags = ["floors"]

    @get("/{floor_id:str}", operation_id="getFloor", opt=roles(*EVERYONE), sync_to_thread=True)
    def get_floor(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> FloorOut:
        return floor_out(_visible_floor(console, tenancy, floor_id))

    @get(
        "/{floor_id:str}/facilities",
        operation_id="listFloorFacilities",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def list_facilities(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> list[FacilityOut]:
        _visible_floor(console, tenancy, floor_id)
        extra: list[tuple[str, Any]] = [
            ("f.floor_id = ?", [floor_id]),
            *tenancy.facility_clause("f.id"),
        ]
        rows = estate.FACILITIES.all(console.store, ListParams(), extra)
        return [facility_out(r) for r in rows]

    @post(
        "/{floor_id:str}/facilities",
        operation_id="createFloorFacility",
        opt=roles(*LANDLORD),
        sync_to_thread=True,
    )
    def create_facility(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        data: JSONBody[FacilityBody],
    ) -> FacilityOut:
        _visible_floor(console, tenancy, floor_id)
        facility_id = console.organisation.add_facility(
            floor_id, name=data.name, code=data.code, type=data.type, actor=principal.account_id
        )
        settled(console)
        row = estate.one(console.store, estate.FACILITIES, "f.id", str(facility_id))
        assert row is not None
        return facility_out(row)

    @put(
        "/{floor_id:str}/plan",
        operation_id="uploadFloorPlan",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
        request_max_body_size=4_000_000,
    )
    def upload_plan(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        data: JSONBody[PlanBody],
    ) -> None:
        _visible_floor(console, tenancy, floor_id)
        console.organisation.upload_plan(floor_id, data.floor_plan, actor=principal.account_id)
        settled(console)

    @put(
        "/{floor_id:str}/markers",
        operation_id="placeFloorMarkers",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def place_markers(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        data: JSONBody[MarkersBody],
    ) -> None:
        _visible_floor(console, tenancy, floor_id)
        markers = [
            {
                "type": m.type,
                "x": m.x,
                "y": m.y,
                "facilityId": m.facility_id,
                **({"label": m.label} if m.label else {}),
            }
            for m in data.markers
        ]
        console.organisation.place_markers(floor_id, markers, actor=principal.account_id)
        settled(console)
