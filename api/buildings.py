"""Buildings and their floors (SPEC.md §7 Buildings)."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep, settled
from api.facilities import FacilityOut, facility_out
from api.floors import FloorOut, floor_out
from api.listing import csv_response
from api.permissions import EVERYONE, LANDLORD, roles
from api.schema import Body, Out, Page, page_of
from api.tenancy import Tenancy
from application.organisation import FloorSpec
from domain.errors import Conflict, NotFound, ValidationFailed, Violation
from projections import estate
from projections.lists import ListParams
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


def _out(row: Row, floors: list[FloorOut] | None = None) -> BuildingOut:
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


def visible_building(console: Console, tenancy: Tenancy, building_id: str) -> Row:
    tenancy.check_building(building_id)
    row = estate.one(console.store, estate.BUILDINGS, "b.id", building_id)
    if row is None:
        raise NotFound("building")
    return row


def _landlord_of(principal: Principal, requested: str | None) -> str:
    if principal.is_admin:
        if not requested:
            raise ValidationFailed([Violation("landlordId", "This field is required")])
        return requested
    if requested and requested != principal.company_id:
        raise ValidationFailed([Violation("landlordId", "Must be your own company")])
    return principal.company_id or ""


class BuildingController(Controller):
    path = "/buildings"
    tags = ["buildings"]

    @get("/", operation_id="listBuildings", opt=roles(*EVERYONE), sync_to_thread=True)
    def list_buildings(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[BuildingOut]:
        rows, total = estate.BUILDINGS.page(console.store, params, tenancy.building_clause("b.id"))
        return page_of([_out(r) for r in rows], total, params.page, params.page_size)

    @get("/export", operation_id="exportBuildings", opt=roles(*EVERYONE), sync_to_thread=True)
    def export_buildings(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        rows = estate.BUILDINGS.all(console.store, params, tenancy.building_clause("b.id"))
        return csv_response(
            "buildings.csv",
            [
                "id",
                "name",
                "address",
                "postalCode",
                "landlord",
                "floors",
                "facilities",
                "createdAt",
            ],
            (
                [
                    r["id"],
                    r["name"],
                    r["address"],
                    r["postal_code"],
                    r["landlord_name"],
                    r["floor_count"],
                    r["facility_count"],
                    r["created_at"],
                ]
                for r in rows
            ),
        )

    @get(
        "/{building_id:str}", operation_id="getBuilding", opt=roles(*EVERYONE), sync_to_thread=True
    )
    def get_building(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> BuildingOut:
        row = visible_building(console, tenancy, building_id)
        floors = [
            floor_out(f, with_plan=False) for f in estate.floors_of(console.store, building_id)
        ]
        return _out(row, floors)

    @post("/", operation_id="createBuilding", opt=roles(*LANDLORD), sync_to_thread=True)
    def create_building(
        self, console: ConsoleDep, principal: PrincipalDep, data: JSONBody[BuildingBody]
    ) -> BuildingOut:
        building_id = console.organisation.register_building(
            name=data.name,
            address=data.address,
            postal_code=data.postal_code,
            landlord_id=_landlord_of(principal, data.landlord_id),
            actor=principal.account_id,
        )
        settled(console)
        row = estate.one(console.store, estate.BUILDINGS, "b.id", str(building_id))
        assert row is not None
        return _out(row, [])

    @put(
        "/{building_id:str}",
        operation_id="updateBuilding",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def update_building(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        data: JSONBody[BuildingBody],
    ) -> None:
        row = visible_building(console, tenancy, building_id)
        console.organisation.update_building(
            building_id,
            name=data.name,
            address=data.address,
            postal_code=data.postal_code,
            landlord_id=_landlord_of(principal, data.landlord_id or row["landlord_id"]),
            actor=principal.account_id,
            expected_version=data.version,
        )
        settled(console)

    @delete(
        "/{building_id:str}",
        operation_id="deleteBuilding",
        opt=roles(*LANDLORD),
        sync_to_thread=True,
    )
    def delete_building(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
    ) -> None:
        visible_building(console, tenancy, building_id)
        if estate.building_in_use(console.store, building_id):
            raise Conflict("The building still has projects; remove them first")
        console.organisation.delete_building(building_id, actor=principal.account_id)
        settled(console)

    @get(
        "/{building_id:str}/floors",
        operation_id="listBuildingFloors",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def list_floors(
        self, console: ConsoleDep, tenancy: TenancyDep, building_id: FromPath[str]
    ) -> list[FloorOut]:
        visible_building(console, tenancy, building_id)
        return [floor_out(f, with_plan=False) for f in estate.floors_of(console.store, building_id)]

    @put(
        "/{building_id:str}/floors",
        operation_id="arrangeBuildingFloors",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def arrange_floors(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        data: JSONBody[list[FloorSpecBody]],
        model: FromQuery[str | None] = None,
        sort: FromQuery[str | None] = None,
    ) -> None:
        visible_building(console, tenancy, building_id)
        console.organisation.arrange_floors(
            building_id,
            [FloorSpec(label=f.label, floor_number=f.floor_number, id=f.id) for f in data],
            actor=principal.account_id,
        )
        settled(console)

    @get(
        "/{building_id:str}/facilities",
        operation_id="listBuildingFacilities",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def list_facilities(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> list[FacilityOut]:
        visible_building(console, tenancy, building_id)
        extra: list[tuple[str, Any]] = [
            ("f.building_id = ?", [building_id]),
            *tenancy.facility_clause("f.id"),
        ]
        rows = estate.FACILITIES.all(console.store, ListParams(sort="floorNumber"), extra)
        return [facility_out(r) for r in rows]
