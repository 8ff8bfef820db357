"""Ad hoc tasks for issues: created by the cleaning side, read by the assignee and managers."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from litestar.params import FromPath, JSONBody, QueryParameter

from api.auth import Principal
from api.caching import SETTLED
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.input import is_uuid
from api.list_fields import TASK_LIST
from api.permissions import STAFF_READERS
from api.routes import Resource, creates, reads, updates
from api.schema import Page, paged
from api.task_out import TaskOut, task_out
from api.tasks.schemas import TaskBody, TaskStatusBody
from api.visibility import WORKFORCE, detail_roles, readable_task, staff_scope, visible_issue
from api.writes import IssuesDep, ReadBackDep
from domain.commands.issue import AssignTask
from domain.errors import NotFound, ValidationFailed, Violation
from domain.task import STAFF_ROLES
from projections.queries.issues import place_of_facility
from projections.queries.staffing import cleaning_companies_of_building, staff_member
from projections.queries.tasks import task_in_scope, task_page
from projections.store import Row


def _check_staff(
    console: Console, principal: Principal, issue: Row | None, role: str, staff_id: str
) -> list[Violation]:
    """The assignee is an account of the named role in a cleaning company of the building;
    a cleaning company's people assign their own company's staff only."""
    if role not in STAFF_ROLES or issue is None:
        return []
    member = staff_member(console.store, staff_id) if is_uuid(staff_id) else None
    companies = cleaning_companies_of_building(console.store, issue["building_id"] or "")
    if not principal.is_admin:
        companies = [c for c in companies if c == principal.company_id]
    if member is None or member["kind"] != role or member["company_id"] not in companies:
        return [Violation("staffId", f"No such {role} in the building's cleaning company")]
    return []


class TaskController(Resource, path="/tasks", tags=["tasks"]):
    @creates("/", "createTask", STAFF_READERS)
    def create_task(
        self,
        console: ConsoleDep,
        issues: IssuesDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        data: JSONBody[TaskBody],
    ) -> TaskOut:
        """An ad hoc task for an open issue; the assignee is notified (409 when resolved)."""
        violations: list[Violation] = []
        issue: Row | None = None
        try:
            issue = visible_issue(console, tenancy, data.issue_id)
        except NotFound:
            violations.append(Violation("issueId", "No such issue"))
        command = data.command(AssignTask)
        try:
            command.check()
        except ValidationFailed as failed:
            violations.extend(failed.violations)
        violations.extend(_check_staff(console, principal, issue, data.staff_role, data.staff_id))
        if violations:
            raise ValidationFailed(violations)
        assert issue is not None
        if not issue["facility_id"] or not issue["building_id"]:
            raise ValidationFailed([Violation("issueId", "The issue has no facility to work at")])
        place = place_of_facility(console.store, issue["facility_id"])
        command = replace(command, issue_id=issue["id"])
        task_id = issues.create_task(command, principal.account_id, place=place)
        return task_out(readable_task(read_back(), principal, tenancy, str(task_id)))

    @reads("/{task_id:str}", "getTask", detail_roles("task"))
    def get_task(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        task_id: FromPath[str],
    ) -> TaskOut:
        return task_out(readable_task(console, principal, tenancy, task_id))

    @reads("/", "listTasks", WORKFORCE, TASK_LIST, SETTLED, cache=True)
    def list_tasks(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        params: ParamsDep,
        mine: Annotated[bool, QueryParameter(name="mine")] = False,
    ) -> Page[TaskOut]:
        """Assignees see theirs, supervisors their team's, managers their company's;
        `mine=true`: only those assigned to the caller."""
        found = task_page(
            console.store,
            params,
            staff_scope(principal),
            principal.account_id if mine else None,
        )
        return paged(found, task_out, params)

    @updates("/{task_id:str}/status", "setTaskStatus", WORKFORCE)
    def set_status(
        self,
        console: ConsoleDep,
        issues: IssuesDep,
        principal: PrincipalDep,
        task_id: FromPath[str],
        data: JSONBody[TaskStatusBody],
    ) -> None:
        """IN_PROGRESS or DONE, by the assignee or whoever plans their work (409 otherwise:
        OPEN → IN_PROGRESS → DONE, or OPEN → DONE)."""
        if (
            not is_uuid(task_id)
            or task_in_scope(console.store, task_id, staff_scope(principal)) is None
        ):
            raise NotFound("task")
        issues.move_task(task_id, data.status, data.remarks, actor=principal.account_id)
