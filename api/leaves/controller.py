"""Leaves: cleaners and workers request their own; supervisors see their team's, managers
their company's and the admin everyone's; the applicant never decides. Not for landlords."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep
from api.leaves.schemas import (
    EXPORT_COLUMNS,
    CalendarLeave,
    LeaveBody,
    LeaveOut,
    LeaveStatusBody,
    calendar_leave,
    leave_out,
)
from api.listing import csv_table
from api.periods import FromDayQuery, ToDayQuery
from api.permissions import CLEANING, roles
from api.schema import Page, paged
from api.visibility import WORKFORCE, detail_roles, plans, staff_scope, visible_leave
from api.writes import ReadBackDep, WorkforceDep
from domain.commands.leave import AmendLeave, RequestLeave
from domain.errors import Forbidden, ValidationFailed, Violation
from domain.leave import DECISIONS, LeaveStatus
from projections.queries import leaves
from projections.queries.schedules import calendar_range
from projections.queries.staff_scope import member_in_scope


def _check_applicant(console: Console, principal: Principal, staff_id: str) -> None:
    if member_in_scope(console.store, staff_id, staff_scope(principal)) is None:
        raise ValidationFailed([Violation("staffId", "No such staff member", "no-such-staff")])


class LeaveController(Controller):
    path = "/leaves"
    tags = ["leaves"]

    @get("/", operation_id="listLeaves", opt=roles(*WORKFORCE), cache=True, sync_to_thread=True)
    def list_leaves(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[LeaveOut]:
        found = leaves.leave_page(console.store, params, staff_scope(principal))
        return paged(found, lambda r: leave_out(r, principal), params)

    @get("/export", operation_id="exportLeaves", opt=roles(*WORKFORCE), sync_to_thread=True)
    def export_leaves(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Response[str]:
        rows = leaves.leave_export(console.store, params, staff_scope(principal))
        return csv_table("leaves.csv", EXPORT_COLUMNS, rows)

    @get(
        "/calendar",
        operation_id="leaveCalendar",
        opt=roles(*WORKFORCE),
        cache=True,
        sync_to_thread=True,
    )
    def calendar(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        date_from: FromDayQuery = None,
        date_to: ToDayQuery = None,
        every_status: Annotated[bool, QueryParameter(name="all")] = False,
    ) -> list[CalendarLeave]:
        first, last = calendar_range(date_from, date_to)
        rows = leaves.leave_calendar(
            console.store, first.isoformat(), last.isoformat(), staff_scope(principal), every_status
        )
        return [calendar_leave(r) for r in rows]

    @get(
        "/{leave_id:str}",
        operation_id="getLeave",
        opt=roles(*detail_roles("leave")),
        sync_to_thread=True,
    )
    def get_leave(
        self, console: ConsoleDep, principal: PrincipalDep, leave_id: FromPath[str]
    ) -> LeaveOut:
        return leave_out(visible_leave(console, principal, leave_id), principal)

    @post("/", operation_id="requestLeave", opt=roles(*WORKFORCE), sync_to_thread=True)
    def request_leave(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        data: JSONBody[LeaveBody],
    ) -> LeaveOut:
        """For the caller, or for a member of the caller's scope."""
        staff_id = data.staff_id or principal.account_id
        _check_applicant(console, principal, staff_id)
        command = data.command(RequestLeave, staff_id=staff_id)
        leave_id = workforce.request_leave(command, actor=principal.account_id)
        return leave_out(visible_leave(read_back(), principal, str(leave_id)), principal)

    @put(
        "/{leave_id:str}",
        operation_id="amendLeave",
        opt=roles(*WORKFORCE),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def amend_leave(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        leave_id: FromPath[str],
        data: JSONBody[LeaveBody],
    ) -> None:
        """A pending leave, by its applicant or whoever plans for them."""
        row = visible_leave(console, principal, leave_id)
        if data.staff_id and data.staff_id != row["staff_id"]:
            raise ValidationFailed(
                [Violation("staffId", "A leave keeps its staff member", "staff-fixed")]
            )
        command = data.command(AmendLeave, leave_id=leave_id, expected_version=data.version)
        workforce.amend_leave(command, actor=principal.account_id)

    @put(
        "/{leave_id:str}/status",
        operation_id="setLeaveStatus",
        opt=roles(*WORKFORCE),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def set_status(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        leave_id: FromPath[str],
        data: JSONBody[LeaveStatusBody],
    ) -> None:
        """APPROVED or REJECTED by a planner other than the applicant; WITHDRAWN by the
        applicant; only while pending (409)."""
        visible_leave(console, principal, leave_id)
        if data.status not in (*DECISIONS, LeaveStatus.WITHDRAWN):
            raise ValidationFailed([Violation("status", "Invalid format", "invalid-format")])
        if data.status != LeaveStatus.WITHDRAWN and not plans(principal):
            raise Forbidden("Only a supervisor or a manager decides a leave", code="access-denied")
        workforce.set_leave_status(leave_id, data.status, data.remarks, actor=principal.account_id)

    @delete(
        "/{leave_id:str}", operation_id="deleteLeave", opt=roles(*CLEANING), sync_to_thread=True
    )
    def delete_leave(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        leave_id: FromPath[str],
    ) -> None:
        visible_leave(console, principal, leave_id)
        workforce.delete_leave(leave_id, actor=principal.account_id)
