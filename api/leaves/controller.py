"""Leaves: cleaners and workers request their own; supervisors see their team's, managers
their company's and the admin everyone's; the applicant never decides. Not for landlords."""

from __future__ import annotations

from typing import Annotated

from litestar.params import FromPath, JSONBody, QueryParameter

from api.auth import Principal
from api.calls import BY_PRINCIPAL, Listing, Record
from api.console import Console
from api.context import ConsoleDep, PrincipalDep
from api.leaves.schemas import (
    EXPORT_COLUMNS,
    LEAVE_MOVES,
    CalendarLeave,
    LeaveBody,
    LeaveOut,
    LeaveStatusBody,
    calendar_leave,
    leave_out,
)
from api.list_fields import LEAVE_LIST
from api.listing import table
from api.openapi import required_query
from api.periods import FromDayQuery, ToDayQuery
from api.permissions import CLEANING
from api.routes import Resource, creates, reads, removes, updates
from api.schema import Page
from api.visibility import WORKFORCE, detail_roles, plans, staff_scope, visible_leave
from api.writes import ReadBackDep, WorkforceDep
from application.workforce import Workforce
from domain.commands.leave import AmendLeave, RequestLeave
from domain.errors import Forbidden, ValidationFailed, Violation
from domain.leave import LeaveStatus
from projections.queries import leaves
from projections.queries.schedules import calendar_range
from projections.queries.staff_scope import member_in_scope

LEAVES = Listing(BY_PRINCIPAL, staff_scope, leaves.leave_page, leaves.leave_export)
LEAVE = Record("leave_id", BY_PRINCIPAL, visible_leave)


def _check_applicant(console: Console, principal: Principal, staff_id: str) -> None:
    if member_in_scope(console.store, staff_id, staff_scope(principal)) is None:
        raise ValidationFailed([Violation("staffId", "No such staff member", "no-such-staff")])


class LeaveController(Resource, path="/leaves", tags=["leaves"]):
    # Each leave says what the caller may do with it.
    list_leaves = reads("/", "listLeaves", WORKFORCE, LEAVE_LIST, cache=True)(
        LEAVES.pages_for(Page[LeaveOut], leave_out)
    )

    export_leaves = reads("/export", "exportLeaves", WORKFORCE, LEAVE_LIST)(
        LEAVES.export(table("leaves.csv", EXPORT_COLUMNS))
    )

    @reads("/calendar", "leaveCalendar", WORKFORCE, required_query("from", "to"), cache=True)
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

    @reads("/{leave_id:str}", "getLeave", detail_roles("leave"))
    def get_leave(
        self, console: ConsoleDep, principal: PrincipalDep, leave_id: FromPath[str]
    ) -> LeaveOut:
        return leave_out(visible_leave(console, principal, leave_id), principal)

    @creates("/", "requestLeave", WORKFORCE)
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

    @updates("/{leave_id:str}", "amendLeave", WORKFORCE)
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

    @updates("/{leave_id:str}/status", "setLeaveStatus", WORKFORCE)
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
        if data.status not in LEAVE_MOVES:
            raise ValidationFailed([Violation("status", "Invalid format", "invalid-format")])
        if data.status != LeaveStatus.WITHDRAWN and not plans(principal):
            raise Forbidden("Only a supervisor or a manager decides a leave", code="access-denied")
        workforce.set_leave_status(leave_id, data.status, data.remarks, actor=principal.account_id)

    delete_leave = removes("/{leave_id:str}", "deleteLeave", CLEANING)(
        LEAVE.removal("workforce", Workforce.delete_leave)
    )
