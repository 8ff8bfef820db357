"""Companies: landlords and cleaning companies (SPEC.md §7 Companies)."""

from __future__ import annotations

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.companies.schemas import (
    EXPORT_COLUMNS,
    BuildingRef,
    CompanyBody,
    CompanyOut,
    company_outs,
)
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.listing import csv_table
from api.lookups import found
from api.permissions import ADMIN, LANDLORD, MANAGERS, roles
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


class CompanyController(Controller):
    path = "/companies"
    tags = ["companies"]

    @get("/", operation_id="listCompanies", opt=roles(*ADMIN), cache=True, sync_to_thread=True)
    def list_companies(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[CompanyOut]:
        return _page(console, tenancy, companies.company_page(console.store, params), params)

    @get("/export", operation_id="exportCompanies", opt=roles(*ADMIN), sync_to_thread=True)
    def export_companies(self, console: ConsoleDep, params: ParamsDep) -> Response[str]:
        rows = companies.company_rows(console.store, params)
        return csv_table("companies.csv", EXPORT_COLUMNS, rows)

    @get(
        "/landlords",
        operation_id="listLandlords",
        opt=roles(*LANDLORD),
        cache=True,
        sync_to_thread=True,
    )
    def list_landlords(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        params: ParamsDep,
    ) -> Page[CompanyOut]:
        listed = companies.company_page(console.store, params, "LANDLORD", own_company(principal))
        return _page(console, tenancy, listed, params)

    @get(
        "/cleaning-companies",
        operation_id="listCleaningCompanies",
        opt=roles(*MANAGERS),
        cache=True,
        sync_to_thread=True,
    )
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

    @get(
        "/{company_id:str}",
        operation_id="getCompany",
        opt=roles(*detail_roles("company")),
        sync_to_thread=True,
    )
    def get_company(
        self, console: ConsoleDep, tenancy: TenancyDep, company_id: FromPath[str]
    ) -> CompanyOut:
        return _outs(console, tenancy, [visible_company(console, tenancy, company_id)])[0]

    @get(
        "/{company_id:str}/buildings",
        operation_id="listCompanyBuildings",
        opt=roles(*MANAGERS),
        sync_to_thread=True,
    )
    def company_buildings(
        self, console: ConsoleDep, tenancy: TenancyDep, company_id: FromPath[str]
    ) -> list[BuildingRef]:
        row = visible_company(console, tenancy, company_id)
        return _outs(console, tenancy, [row])[0].buildings

    @post("/", operation_id="createCompany", opt=roles(*ADMIN), sync_to_thread=True)
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

    @put(
        "/{company_id:str}",
        operation_id="updateCompany",
        opt=roles(*ADMIN),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
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

    @delete(
        "/{company_id:str}", operation_id="deleteCompany", opt=roles(*ADMIN), sync_to_thread=True
    )
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
