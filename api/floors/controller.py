"""Floors: their plan, toilet markers and facilities."""

from __future__ import annotations

from litestar.params import FromPath, FromQuery, JSONBody

from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.estate_out import FacilityOut, FloorOut, facility_out, floor_out
from api.floors.schemas import FacilityBody, MarkersBody, PlanBody
from api.permissions import EVERYONE, LANDLORD
from api.routes import Resource, creates, reads, updates
from api.visibility import detail_roles, visible_floor
from api.writes import OrganisationDep, ReadBackDep
from domain.commands.organisation import AddFacility
from projections.queries import facilities


class FloorController(Resource, path="/floors", tags=["floors"]):
    @reads("/{floor_id:str}", "getFloor", detail_roles("floor"))
    def get_floor(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        floor_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> FloorOut:
        return floor_out(visible_floor(console, tenancy, floor_id))

    @reads("/{floor_id:str}/facilities", "listFloorFacilities", EVERYONE)
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

    @creates("/{floor_id:str}/facilities", "createFloorFacility", LANDLORD)
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

    @updates("/{floor_id:str}/plan", "uploadFloorPlan", LANDLORD, request_max_body_size=4_000_000)
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

    @updates("/{floor_id:str}/markers", "placeFloorMarkers", LANDLORD)
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
