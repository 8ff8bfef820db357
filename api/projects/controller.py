"""Projects: which cleaning company looks after which building."""

from __future__ import annotations

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.listing import csv_table
from api.permissions import LANDLORD, MANAGERS, roles
from api.projects.schemas import EXPORT_COLUMNS, ProjectBody, ProjectOut, project_out
from api.schema import Page, paged
from api.tenancy import Tenancy
from api.visibility import detail_roles, project_company, visible_project
from api.writes import OrganisationDep, ReadBackDep
from domain.commands.organisation import ChangeProject, StartProject
from domain.errors import ValidationFailed, Violation
from projections.queries import projects


def _check_building(tenancy: Tenancy, building_id: str) -> None:
    """A landlord starts projects only on its own buildings."""
    if tenancy.building_ids is not None and building_id not in tenancy.building_ids:
        raise ValidationFailed([Violation("buildingId", "No such building")])


class ProjectController(Controller):
    path = "/projects"
    tags = ["projects"]

    @get("/", operation_id="listProjects", opt=roles(*MANAGERS), cache=True, sync_to_thread=True)
    def list_projects(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[ProjectOut]:
        listed = projects.project_page(
            console.store, params, tenancy.reach, project_company(tenancy)
        )
        return paged(listed, project_out, params)

    @get("/export", operation_id="exportProjects", opt=roles(*MANAGERS), sync_to_thread=True)
    def export_projects(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        rows = projects.project_rows(console.store, params, tenancy.reach, project_company(tenancy))
        return csv_table("projects.csv", EXPORT_COLUMNS, rows)

    @get(
        "/{project_id:str}",
        operation_id="getProject",
        opt=roles(*detail_roles("project")),
        sync_to_thread=True,
    )
    def get_project(
        self, console: ConsoleDep, tenancy: TenancyDep, project_id: FromPath[str]
    ) -> ProjectOut:
        return project_out(visible_project(console, tenancy, project_id))

    @post("/", operation_id="createProject", opt=roles(*LANDLORD), sync_to_thread=True)
    def create_project(
        self,
        organisation: OrganisationDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        data: JSONBody[ProjectBody],
    ) -> ProjectOut:
        _check_building(tenancy, data.building_id)
        project_id = organisation.start_project(data.command(StartProject), principal.account_id)
        return project_out(visible_project(read_back(), tenancy, str(project_id)))

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
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        project_id: FromPath[str],
        data: JSONBody[ProjectBody],
    ) -> None:
        visible_project(console, tenancy, project_id)
        _check_building(tenancy, data.building_id)
        command = data.command(ChangeProject, project_id=project_id, expected_version=data.version)
        organisation.update_project(command, principal.account_id)

    @delete(
        "/{project_id:str}", operation_id="deleteProject", opt=roles(*LANDLORD), sync_to_thread=True
    )
    def delete_project(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        project_id: FromPath[str],
    ) -> None:
        visible_project(console, tenancy, project_id)
        organisation.delete_project(project_id, actor=principal.account_id)
