"""Buildings and their floors."""

from __future__ import annotations

from litestar.params import FromPath, FromQuery, JSONBody

from api.auth import Principal
from api.buildings.schemas import (
    EXPORT_COLUMNS,
    BuildingBody,
    BuildingOut,
    FloorSpecBody,
    building_out,
)
from api.calls import BY_TENANCY, Listing, reach
from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.estate_out import FacilityOut, FloorOut, facility_out, floor_out
from api.list_fields import BUILDING_LIST
from api.listing import table
from api.permissions import EVERYONE, LANDLORD
from api.routes import Resource, creates, reads, removes, updates
from api.schema import Page
from api.visibility import detail_roles, visible_building
from api.writes import OrganisationDep, ReadBackDep
from domain.commands.organisation import (
    ArrangeFloors,
    ChangeBuilding,
    FloorSpec,
    RegisterBuilding,
)
from domain.errors import Conflict, ValidationFailed, Violation
from projections.queries import buildings, facilities

BUILDINGS = Listing(BY_TENANCY, reach, buildings.building_page, buildings.building_rows)


def _landlord_of(principal: Principal, requested: str | None) -> str:
    if principal.is_admin:
        if not requested:
            raise ValidationFailed([Violation("landlordId", "This field is required")])
        return requested
    if requested and requested != principal.company_id:
        raise ValidationFailed([Violation("landlordId", "Must be your own company")])
    return principal.company_id or ""


class BuildingController(Resource, path="/buildings", tags=["buildings"]):
    list_buildings = reads("/", "listBuildings", EVERYONE, BUILDING_LIST, cache=True)(
        BUILDINGS.pages(Page[BuildingOut], building_out)
    )

    export_buildings = reads("/export", "exportBuildings", EVERYONE, BUILDING_LIST)(
        BUILDINGS.export(table("buildings.csv", EXPORT_COLUMNS))
    )

    @reads("/{building_id:str}", "getBuilding", detail_roles("building"))
    def get_building(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> BuildingOut:
        row = visible_building(console, tenancy, building_id)
        floors = [
            floor_out(f, with_plan=False) for f in buildings.floors_of(console.store, building_id)
        ]
        return building_out(row, floors)

    @creates("/", "createBuilding", LANDLORD)
    def create_building(
        self,
        organisation: OrganisationDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        data: JSONBody[BuildingBody],
    ) -> BuildingOut:
        landlord_id = _landlord_of(principal, data.landlord_id)
        command = data.command(RegisterBuilding, landlord_id=landlord_id)
        building_id = organisation.register_building(command, principal.account_id)
        row = buildings.building_row(read_back().store, str(building_id))
        assert row is not None
        return building_out(row, [])

    @updates("/{building_id:str}", "updateBuilding", LANDLORD)
    def update_building(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        data: JSONBody[BuildingBody],
    ) -> None:
        row = visible_building(console, tenancy, building_id)
        command = data.command(
            ChangeBuilding,
            building_id=building_id,
            landlord_id=_landlord_of(principal, data.landlord_id or row["landlord_id"]),
            expected_version=data.version,
        )
        organisation.update_building(command, principal.account_id)

    @removes("/{building_id:str}", "deleteBuilding", LANDLORD)
    def delete_building(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
    ) -> None:
        visible_building(console, tenancy, building_id)
        if buildings.building_in_use(console.store, building_id):
            raise Conflict(
                "The building still has projects; remove them first",
                code="still-used",
                params={"what": "building", "by": "projects"},
            )
        organisation.delete_building(building_id, actor=principal.account_id)

    @reads("/{building_id:str}/floors", "listBuildingFloors", EVERYONE)
    def list_floors(
        self, console: ConsoleDep, tenancy: TenancyDep, building_id: FromPath[str]
    ) -> list[FloorOut]:
        visible_building(console, tenancy, building_id)
        floors = buildings.floors_of(console.store, building_id)
        return [floor_out(f, with_plan=False) for f in floors]

    @updates("/{building_id:str}/floors", "arrangeBuildingFloors", LANDLORD)
    def arrange_floors(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        data: JSONBody[list[FloorSpecBody]],
        model: FromQuery[str | None] = None,
        sort: FromQuery[str | None] = None,
    ) -> None:
        visible_building(console, tenancy, building_id)
        floors = [FloorSpec(label=f.label, floor_number=f.floor_number, id=f.id) for f in data]
        command = ArrangeFloors(building_id=building_id, floors=floors)
        organisation.arrange_floors(command, principal.account_id)

    @reads("/{building_id:str}/facilities", "listBuildingFacilities", EVERYONE)
    def list_facilities(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        building_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> list[FacilityOut]:
        visible_building(console, tenancy, building_id)
        rows = facilities.facilities_of_building(console.store, building_id, tenancy.reach)
        return [facility_out(r) for r in rows]
