"""Projects: which cleaning company looks after which building."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep, settled
from api.listing import csv_response
from api.permissions import LANDLORD, MANAGERS, roles
from api.schema import Body, Out, Page, page_of
from api.tenancy import Tenancy
from domain.errors import NotFound, ValidationFailed, Violation
from domain.roles import GuardRole
from projections import estate
from projections.store import Row


class ProjectBody(Body):
    name: str
    building_id: str
    cleaning_company_id: str
    version: int | None = None


class ProjectOut(Out):
    id: str
    name: str
    building_id: str
    building_name: str | None
    cleaning_company_id: str
    cleaning_company_name: str | None
    created_at: str
    updated_at: str
    version: int


def _out(row: Row) -> ProjectOut:
    return ProjectOut(
        id=row["id"],
        name=row["name"],
        building_id=row["building_id"],
        building_name=row["building_name"],
        cleaning_company_id=row["cleaning_company_id"],
        cleaning_company_name=row["cleaning_company_name"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        version=row["version"],
    )


def _scope(tenancy: Tenancy) -> list[tuple[str, list[Any]]]:
    principal = tenancy.principal
    if principal.guard_role is GuardRole.CLEANING_COMPANY_MANAGER:
        return [("p.cleaning_company_id = ?", [principal.company_id or ""])]
    return tenancy.building_clause("p.building_id")


def _visible(console: Console, tenancy: Tenancy, project_id: str) -> Row:
    row = estate.PROJECTS.first(console.store, [("p.id = ?", [project_id]), *_scope(tenancy)])
    if row is None:
        raise NotFound("project")
    return row


def _check_building(tenancy: Tenancy, building_id: str) -> None:
    """A landlord starts projects only on its own buildings."""
    if tenancy.building_ids is not None and building_id not in tenancy.building_ids:
        raise ValidationFailed([Violation("buildingId", "No such building")])


class ProjectController(Controller):
    path = "/projects"
    tags = ["projects"]

    @get("/", operation_id="listProjects", opt=roles(*MANAGERS), sync_to_thread=True)
    def list_projects(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[ProjectOut]:
        rows, total = estate.PROJECTS.page(console.store, params, _scope(tenancy))
        return page_of([_out(r) for r in rows], total, params.page, params.page_size)

    @get("/export", operation_id="exportProjects", opt=roles(*MANAGERS), sync_to_thread=True)
    def export_projects(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        rows = estate.PROJECTS.all(console.store, params, _scope(tenancy))
        return csv_response(
            "projects.csv",
            ["id", "name", "building", "cleaningCompany", "createdAt"],
            (
                [
                    r["id"],
                    r["name"],
                    r["building_name"],
                    r["cleaning_company_name"],
                    r["created_at"],
                ]
                for r in rows
            ),
        )

    @get("/{project_id:str}", operation_id="getProject", opt=roles(*MANAGERS), sync_to_thread=True)
    def get_project(
        self, console: ConsoleDep, tenancy: TenancyDep, project_id: FromPath[str]
    ) -> ProjectOut:
        return _out(_visible(console, tenancy, project_id))

    @post("/", operation_id="createProject", opt=roles(*LANDLORD), sync_to_thread=True)
    def create_project(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        data: JSONBody[ProjectBody],
    ) -> ProjectOut:
        _check_building(tenancy, data.building_id)
        project_id = console.organisation.start_project(
            name=data.name,
            building_id=data.building_id,
            cleaning_company_id=data.cleaning_company_id,
            actor=principal.account_id,
        )
        settled(console)
        return _out(_visible(console, tenancy, str(project_id)))

    @put(
        "/{project_id:str}",
        operation_id="updateProject",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def update_project(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        project_id: FromPath[str],
        data: JSONBody[ProjectBody],
    ) -> None:
        _visible(console, tenancy, project_id)
        _check_building(tenancy, data.building_id)
        console.organisation.update_project(
            project_id,
            name=data.name,
            building_id=data.building_id,
            cleaning_company_id=data.cleaning_company_id,
            actor=principal.account_id,
            expected_version=data.version,
        )
        settled(console)

    @delete(
        "/{project_id:str}", operation_id="deleteProject", opt=roles(*LANDLORD), sync_to_thread=True
    )
    def delete_project(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        project_id: FromPath[str],
    ) -> None:
        _visible(console, tenancy, project_id)
        console.organisation.delete_project(project_id, actor=principal.account_id)
        settled(console)
