"""Facilities (toilets) across the visible estate."""

from __future__ import annotations

from typing import Literal

from litestar import Controller, Response, delete, get, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep, settled
from api.listing import csv_response
from api.permissions import EVERYONE, LANDLORD, roles
from api.schema import Body, Out, Page, page_of
from api.tenancy import Tenancy
from domain.errors import NotFound
from projections import estate
from projections.store import Row


class FacilityUpdate(Body):
    name: str
    code: str
    type: Literal["male", "female", "accessible"]
    version: int | None = None


class FacilityOut(Out):
    id: str
    name: str
    code: str
    type: str
    floor_id: str
    floor_label: str
    floor_number: int
    building_id: str
    building_name: str
    version: int


def facility_out(row: Row) -> FacilityOut:
    return FacilityOut(
        id=row["id"],
        name=row["name"],
        code=row["code"],
        type=row["type"],
        floor_id=row["floor_id"],
        floor_label=row["floor_label"],
        floor_number=row["floor_number"],
        building_id=row["building_id"],
        building_name=row["building_name"],
        version=row["version"],
    )


def visible_facility(console: Console, tenancy: Tenancy, facility_id: str) -> Row:
    row = estate.one(console.store, estate.FACILITIES, "f.id", facility_id)
    if row is None:
        raise NotFound("facility")
    tenancy.check_facility(row["building_id"], facility_id)
    return row


class FacilityController(Controller):
    path = "/facilities"
    tags = ["facilities"]

    @get("/", operation_id="listFacilities", opt=roles(*EVERYONE), sync_to_thread=True)
    def list_facilities(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[FacilityOut]:
        extra = [*tenancy.building_clause("f.building_id"), *tenancy.facility_clause("f.id")]
        rows, total = estate.FACILITIES.page(console.store, params, extra)
        return page_of([facility_out(r) for r in rows], total, params.page, params.page_size)

    @get("/export", operation_id="exportFacilities", opt=roles(*EVERYONE), sync_to_thread=True)
    def export_facilities(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        extra = [*tenancy.building_clause("f.building_id"), *tenancy.facility_clause("f.id")]
        rows = estate.FACILITIES.all(console.store, params, extra)
        return csv_response(
            "facilities.csv",
            ["id", "name", "code", "type", "building", "floor", "createdAt"],
            (
                [
                    r["id"],
                    r["name"],
                    r["code"],
                    r["type"],
                    r["building_name"],
                    r["floor_label"],
                    r["created_at"],
                ]
                for r in rows
            ),
        )

    @get(
        "/{facility_id:str}", operation_id="getFacility", opt=roles(*EVERYONE), sync_to_thread=True
    )
    def get_facility(
        self, console: ConsoleDep, tenancy: TenancyDep, facility_id: FromPath[str]
    ) -> FacilityOut:
        return facility_out(visible_facility(console, tenancy, facility_id))

    @put(
        "/{facility_id:str}",
        operation_id="updateFacility",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def update_facility(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
        data: JSONBody[FacilityUpdate],
    ) -> None:
        visible_facility(console, tenancy, facility_id)
        console.organisation.update_facility(
            facility_id,
            name=data.name,
            code=data.code,
            type=data.type,
            actor=principal.account_id,
            expected_version=data.version,
        )
        settled(console)

    @delete(
        "/{facility_id:str}",
        operation_id="deleteFacility",
        opt=roles(*LANDLORD),
        sync_to_thread=True,
    )
    def delete_facility(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
    ) -> None:
        visible_facility(console, tenancy, facility_id)
        console.organisation.remove_facility(facility_id, actor=principal.account_id)
        settled(console)
