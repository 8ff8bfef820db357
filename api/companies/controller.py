"""Companies: landlords and cleaning companies."""

from __future__ import annotations

from litestar import Response
from litestar.params import FromPath, JSONBody

from api.companies.schemas import (
    EXPORT_COLUMNS,
    BuildingRef,
    CompanyBody,
    CompanyOut,
    company_outs,
)
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.list_fields import COMPANY_LIST
from api.listing import csv_table
from api.lookups import found
from api.permissions import ADMIN, LANDLORD, MANAGERS
from api.routes import Resource, creates, reads, removes, updates
from api.schema import Page, page_of
from api.tenancy import Tenancy
from api.visibility import detail_roles, own_company, visible_company
from api.writes import OrganisationDep, ReadBackDep
from domain.commands.organisation import ChangeCompany, RegisterCompany
from domain.errors import Conflict
from domain.roles import GuardRole
from projections.lists import ListParams
from projections.queries import companies
from projections.store import Row


def _get(console: Console, tenancy: Tenancy, company_id: str) -> CompanyOut:
    row = found(companies.company_row(console.store, company_id), "company")
    return _outs(console, tenancy, [row])[0]


def _outs(console: Console, tenancy: Tenancy, rows: list[Row]) -> list[CompanyOut]:
    """The companies with their buildings: a landlord's own, a cleaning company's through
    its projects; of those, only the ones the caller sees (a landlord choosing a cleaning
    company is not told another landlord's buildings)."""
    ids = [row["id"] for row in rows]
    buildings = companies.buildings_by_company(console.store, ids)
    if tenancy.building_ids is not None:
        seen = tenancy.building_ids
        buildings = {c: [b for b in bs if b["id"] in seen] for c, bs in buildings.items()}
    return company_outs(rows, buildings)


def _page(
    console: Console, tenancy: Tenancy, listed: tuple[list[Row], int], params: ListParams
) -> Page[CompanyOut]:
    rows, total = listed
    return page_of(_outs(console, tenancy, rows), total, params.page, params.page_size)


class CompanyController(Resource, path="/companies", tags=["companies"]):
    @reads("/", "listCompanies", ADMIN, COMPANY_LIST, cache=True)
    def list_companies(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[CompanyOut]:
        return _page(console, tenancy, companies.company_page(console.store, params), params)

    @reads("/export", "exportCompanies", ADMIN, COMPANY_LIST)
    def export_companies(self, console: ConsoleDep, params: ParamsDep) -> Response[str]:
        rows = companies.company_rows(console.store, params)
        return csv_table("companies.csv", EXPORT_COLUMNS, rows)

    @reads("/landlords", "listLandlords", LANDLORD, COMPANY_LIST, cache=True)
    def list_landlords(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        params: ParamsDep,
    ) -> Page[CompanyOut]:
        listed = companies.company_page(console.store, params, "LANDLORD", own_company(principal))
        return _page(console, tenancy, listed, params)

    @reads("/cleaning-companies", "listCleaningCompanies", MANAGERS, COMPANY_LIST, cache=True)
    def list_cleaning_companies(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        params: ParamsDep,
    ) -> Page[CompanyOut]:
        # A landlord chooses among every cleaning company when it starts a project.
        own = (
            own_company(principal)
            if principal.guard_role is GuardRole.CLEANING_COMPANY_MANAGER
            else None
        )
        listed = companies.company_page(console.store, params, "CLEANING_COMPANY", own)
        return _page(console, tenancy, listed, params)

    @reads("/{company_id:str}", "getCompany", detail_roles("company"))
    def get_company(
        self, console: ConsoleDep, tenancy: TenancyDep, company_id: FromPath[str]
    ) -> CompanyOut:
        return _outs(console, tenancy, [visible_company(console, tenancy, company_id)])[0]

    @reads("/{company_id:str}/buildings", "listCompanyBuildings", MANAGERS)
    def company_buildings(
        self, console: ConsoleDep, tenancy: TenancyDep, company_id: FromPath[str]
    ) -> list[BuildingRef]:
        row = visible_company(console, tenancy, company_id)
        return _outs(console, tenancy, [row])[0].buildings

    @creates("/", "createCompany", ADMIN)
    def create_company(
        self,
        organisation: OrganisationDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        data: JSONBody[CompanyBody],
    ) -> CompanyOut:
        company_id = organisation.register_company(
            data.command(RegisterCompany), principal.account_id
        )
        return _get(read_back(), tenancy, str(company_id))

    @updates("/{company_id:str}", "updateCompany", ADMIN)
    def update_company(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        company_id: FromPath[str],
        data: JSONBody[CompanyBody],
    ) -> None:
        current = organisation.get_company(company_id)
        if data.type != current.type and companies.company_in_use(console.store, company_id):
            raise Conflict("A company in use cannot change its type", code="type-fixed")
        command = data.command(ChangeCompany, company_id=company_id, expected_version=data.version)
        organisation.update_company(command, principal.account_id)

    @removes("/{company_id:str}", "deleteCompany", ADMIN)
    def delete_company(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        company_id: FromPath[str],
    ) -> None:
        organisation.get_company(company_id)
        in_use = companies.company_in_use(console.store, company_id)
        if in_use:
            raise Conflict(
                f"The company still has {in_use}; remove them first",
                code="still-used",
                params={"what": "company", "by": in_use},
            )
        organisation.delete_company(company_id, actor=principal.account_id)
