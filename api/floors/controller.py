"""Floors: their plan, toilet markers and facilities (SPEC.md §7 Floors)."""

from __future__ import annotations

from litestar import Controller, get, post, put
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.estate_out import FacilityOut, FloorOut, facility_out, floor_out
from api.floors.schemas import FacilityBody, MarkersBody, PlanBody
from api.permissions import EVERYONE, LANDLORD, roles
from api.visibility import detail_roles, visible_floor
from api.writes import OrganisationDep, ReadBackDep
from domain.commands.organisation import AddFacility
from projections.queries import facilities


class FloorController(Controller):
    path = "/floors"
    tags = ["floors"]

    @get(
        "/{floor_id:str}",
        operation_id="getFloor",
        opt=roles(*detail_roles("floor")),
        sync_to_thread=True,
    )
    def get_floor(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> FloorOut:
        return floor_out(visible_floor(console, tenancy, floor_id))

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
        visible_floor(console, tenancy, floor_id)
        rows = facilities.facilities_of_floor(console.store, floor_id, tenancy.reach)
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
        organisation: OrganisationDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        data: JSONBody[FacilityBody],
    ) -> FacilityOut:
        visible_floor(console, tenancy, floor_id)
        command = data.command(AddFacility, floor_id=floor_id)
        facility_id = organisation.add_facility(command, principal.account_id)
        row = facilities.facility_row(read_back().store, str(facility_id))
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
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        data: JSONBody[PlanBody],
    ) -> None:
        visible_floor(console, tenancy, floor_id)
        organisation.upload_plan(floor_id, data.floor_plan, actor=principal.account_id)

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
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        data: JSONBody[MarkersBody],
    ) -> None:
        visible_floor(console, tenancy, floor_id)
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
        organisation.place_markers(floor_id, markers, actor=principal.account_id)
