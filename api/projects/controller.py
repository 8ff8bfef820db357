"""Projects: which cleaning company looks after which building."""

from __future__ import annotations

from litestar.params import FromPath, JSONBody

from api.calls import BY_TENANCY, Listing, Record
from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.list_fields import PROJECT_LIST
from api.listing import table
from api.permissions import LANDLORD, MANAGERS
from api.projects.schemas import EXPORT_COLUMNS, ProjectBody, ProjectOut, project_out
from api.routes import Resource, creates, reads, removes, updates
from api.schema import Page
from api.tenancy import Tenancy
from api.visibility import detail_roles, project_company, visible_project
from api.writes import OrganisationDep, ReadBackDep
from application.organisation import Organisation
from domain.commands.organisation import ChangeProject, StartProject
from domain.errors import ValidationFailed, Violation
from projections.lists import ListParams
from projections.queries import projects
from projections.store import ReadStore, Row


def _check_building(tenancy: Tenancy, building_id: str) -> None:
    """A landlord starts projects only on its own buildings."""
    if tenancy.building_ids is not None and building_id not in tenancy.building_ids:
        raise ValidationFailed([Violation("buildingId", "No such building")])


def _page(store: ReadStore, params: ListParams, tenancy: Tenancy) -> tuple[list[Row], int]:
    return projects.project_page(store, params, tenancy.reach, project_company(tenancy))


def _rows(store: ReadStore, params: ListParams, tenancy: Tenancy) -> list[Row]:
    return projects.project_rows(store, params, tenancy.reach, project_company(tenancy))


#: A cleaning company's managers see their company's projects, others those of their reach.
PROJECTS = Listing(BY_TENANCY, lambda tenancy: tenancy, _page, _rows)
PROJECT = Record("project_id", BY_TENANCY, visible_project)


class ProjectController(Resource, path="/projects", tags=["projects"]):
    list_projects = reads("/", "listProjects", MANAGERS, PROJECT_LIST, cache=True)(
        PROJECTS.pages(Page[ProjectOut], project_out)
    )

    export_projects = reads("/export", "exportProjects", MANAGERS, PROJECT_LIST)(
        PROJECTS.export(table("projects.csv", EXPORT_COLUMNS))
    )

    get_project = reads("/{project_id:str}", "getProject", detail_roles("project"))(
        PROJECT.detail(ProjectOut, project_out)
    )

    @creates("/", "createProject", LANDLORD)
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

    @updates("/{project_id:str}", "updateProject", LANDLORD)
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

    delete_project = removes("/{project_id:str}", "deleteProject", LANDLORD)(
        PROJECT.removal("organisation", Organisation.delete_project)
    )
