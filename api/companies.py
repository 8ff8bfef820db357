"""Companies: landlords and cleaning companies (SPEC.md §7 Companies)."""

from __future__ import annotations

from typing import Literal

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep, settled
from api.listing import csv_response
from api.permissions import ADMIN, EVERYONE, LANDLORD, MANAGERS, roles
from api.schema import Body, Out, Page, page_of
from domain.errors import Conflict, NotFound
from domain.roles import GuardRole
from projections import estate
from projections.lists import in_clause
from projections.store import Row


class CompanyBody(Body):
    name: str
    type: Literal["LANDLORD", "CLEANING_COMPANY"]
    code: str
    version: int | None = None


class BuildingRef(Out):
    id: str
    name: str


class CompanyOut(Out):
    id: str
    name: str
    type: str
    code: str
    created_at: str
    updated_at: str
    version: int
    buildings: list[BuildingRef]


def _out(console: Console, rows: list[Row]) -> list[CompanyOut]:
    ids = [row["id"] for row in rows]
    buildings: dict[str, list[BuildingRef]] = {i: [] for i in ids}
    if ids:
        clause, args = in_clause("landlord_id", ids)
        for b in console.store.query(
            f"SELECT id, name, landlord_id FROM buildings WHERE {clause} ORDER BY name",
            args,
        ):
            buildings[b["landlord_id"]].append(BuildingRef(id=b["id"], name=b["name"]))
        clause, args = in_clause("p.cleaning_company_id", ids)
        for b in console.store.query(
            "SELECT DISTINCT b.id, b.name, p.cleaning_company_id FROM projects p"
            f" JOIN buildings b ON b.id = p.building_id WHERE {clause} ORDER BY b.name",
            args,
        ):
            buildings[b["cleaning_company_id"]].append(BuildingRef(id=b["id"], name=b["name"]))
    return [
        CompanyOut(
            id=r["id"],
            name=r["name"],
            type=r["type"],
            code=r["code"],
            created_at=r["created_at"],
            updated_at=r["updated_at"],
            version=r["version"],
            buildings=buildings[r["id"]],
        )
        for r in rows
    ]


def _get(console: Console, company_id: str) -> CompanyOut:
    row = estate.one(console.store, estate.COMPANIES, "c.id", company_id)
    if row is None:
        raise NotFound("company")
    return _out(console, [row])[0]


def _own_company(principal: Principal) -> list[tuple[str, list[str]]]:
    return [] if principal.is_admin else [("c.id = ?", [principal.company_id or ""])]


class CompanyController(Controller):
    path = "/companies"
    tags = ["companies"]

    @get("/", operation_id="listCompanies", opt=roles(*ADMIN), sync_to_thread=True)
    def list_companies(self, console: ConsoleDep, params: ParamsDep) -> Page[CompanyOut]:
        rows, total = estate.COMPANIES.page(console.store, params)
        return page_of(_out(console, rows), total, params.page, params.page_size)

    @get("/export", operation_id="exportCompanies", opt=roles(*ADMIN), sync_to_thread=True)
    def export_companies(self, console: ConsoleDep, params: ParamsDep) -> Response[str]:
        rows = estate.COMPANIES.all(console.store, params)
        return csv_response(
            "companies.csv",
            ["id", "name", "type", "code", "createdAt"],
            ([r["id"], r["name"], r["type"], r["code"], r["created_at"]] for r in rows),
        )

    @get("/landlords", operation_id="listLandlords", opt=roles(*LANDLORD), sync_to_thread=True)
    def list_landlords(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[CompanyOut]:
        extra = [("c.type = ?", ["LANDLORD"]), *_own_company(principal)]
        rows, total = estate.COMPANIES.page(console.store, params, extra)
        return page_of(_out(console, rows), total, params.page, params.page_size)

    @get(
        "/cleaning-companies",
        operation_id="listCleaningCompanies",
        opt=roles(*MANAGERS),
        sync_to_thread=True,
    )
    def list_cleaning_companies(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[CompanyOut]:
        # A landlord chooses among every cleaning company when it starts a project.
        extra: list[tuple[str, list[str]]] = [("c.type = ?", ["CLEANING_COMPANY"])]
        if principal.guard_role is GuardRole.CLEANING_COMPANY_MANAGER:
            extra += _own_company(principal)
        rows, total = estate.COMPANIES.page(console.store, params, extra)
        return page_of(_out(console, rows), total, params.page, params.page_size)

    @get("/{company_id:str}", operation_id="getCompany", opt=roles(*EVERYONE), sync_to_thread=True)
    def get_company(
        self, console: ConsoleDep, tenancy: TenancyDep, company_id: FromPath[str]
    ) -> CompanyOut:
        tenancy.check_company(company_id)
        return _get(console, company_id)

    @get(
        "/{company_id:str}/buildings",
        operation_id="listCompanyBuildings",
        opt=roles(*MANAGERS),
        sync_to_thread=True,
    )
    def company_buildings(
        self, console: ConsoleDep, tenancy: TenancyDep, company_id: FromPath[str]
    ) -> list[BuildingRef]:
        tenancy.check_company(company_id)
        company = _get(console, company_id)
        return company.buildings

    @post("/", operation_id="createCompany", opt=roles(*ADMIN), sync_to_thread=True)
    def create_company(
        self, console: ConsoleDep, principal: PrincipalDep, data: JSONBody[CompanyBody]
    ) -> CompanyOut:
        company_id = console.organisation.register_company(
            name=data.name, type=data.type, code=data.code, actor=principal.account_id
        )
        settled(console)
        return _get(console, str(company_id))

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
        principal: PrincipalDep,
        company_id: FromPath[str],
        data: JSONBody[CompanyBody],
    ) -> None:
        current = console.organisation.get_company(company_id)
        if data.type != current.type and estate.company_in_use(console.store, company_id):
            raise Conflict("A company in use cannot change its type")
        console.organisation.update_company(
            company_id,
            name=data.name,
            type=data.type,
            code=data.code,
            actor=principal.account_id,
            expected_version=data.version,
        )
        settled(console)

    @delete(
        "/{company_id:str}", operation_id="deleteCompany", opt=roles(*ADMIN), sync_to_thread=True
    )
    def delete_company(
        self, console: ConsoleDep, principal: PrincipalDep, company_id: FromPath[str]
    ) -> None:
        console.organisation.get_company(company_id)
        in_use = estate.company_in_use(console.store, company_id)
        if in_use:
            raise Conflict(f"The company still has {in_use}; remove them first")
        console.organisation.delete_company(company_id, actor=principal.account_id)
        settled(console)
