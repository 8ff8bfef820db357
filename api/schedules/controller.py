"""Schedules: planned by the admin, a cleaning company's managers and supervisors for the
staff in their scope; cleaners and workers read theirs and create their own (SPEC.md §6:
"schedules with create and info"), never anyone else's; not for landlords."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.auth import Principal
from api.caching import SETTLED
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep
from api.listing import csv_table
from api.periods import FromDayQuery, ToDayQuery
from api.permissions import roles
from api.schedules.schemas import (
    EXPORT_COLUMNS,
    CalendarDay,
    ScheduleBody,
    ScheduleOut,
    schedule_out,
)
from api.schema import Page, paged
from api.visibility import PLANNERS, STAFF, WORKFORCE, detail_roles, staff_scope, visible_schedule
from api.writes import ReadBackDep, WorkforceDep
from domain.commands.schedule import AssignSchedule, ChangeSchedule
from domain.errors import Forbidden, ValidationFailed, Violation
from projections.queries import schedules
from projections.queries.staff_scope import member_in_scope


def _member_to_schedule(console: Console, principal: Principal, staff_id: str) -> str:
    """Whom a new schedule is for. Cleaners and workers schedule themselves (their own id, or
    none given) and are refused anyone else (403); a planner names a member of their scope,
    and anyone else is no such member (400)."""
    if principal.guard_role in STAFF:
        if staff_id and staff_id != principal.account_id:
            raise Forbidden("Cleaners and workers schedule only themselves")
        return principal.account_id
    if staff_id and member_in_scope(console.store, staff_id, staff_scope(principal)) is None:
        raise ValidationFailed([Violation("staffId", "No such staff member", "no-such-staff")])
    return staff_id


class ScheduleController(Controller):
    path = "/schedules"
    tags = ["schedules"]

    @get(
        "/",
        operation_id="listSchedules",
        opt=roles(*WORKFORCE) | SETTLED,
        cache=True,
        sync_to_thread=True,
    )
    def list_schedules(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[ScheduleOut]:
        found = schedules.schedule_page(console.store, params, staff_scope(principal))
        return paged(found, schedule_out, params)

    @get("/export", operation_id="exportSchedules", opt=roles(*WORKFORCE), sync_to_thread=True)
    def export_schedules(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Response[str]:
        rows = schedules.schedule_export(console.store, params, staff_scope(principal))
        return csv_table("schedules.csv", EXPORT_COLUMNS, rows)

    @get(
        "/calendar",
        operation_id="scheduleCalendar",
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
        staff_id: Annotated[str | None, QueryParameter(name="staffId")] = None,
    ) -> list[CalendarDay]:
        """Every shift worked on the days from..to (at most 62 days), with the dates it
        starts and ends on (a night shift ends the next day, and one that starts the evening
        before `from` is listed), and whether the member is on leave the day it starts."""
        first, last = schedules.calendar_range(date_from, date_to)
        days = schedules.calendar(console.store, first, last, staff_scope(principal), staff_id)
        return msgspec.convert(days, list[CalendarDay])

    @get(
        "/{schedule_id:str}",
        operation_id="getSchedule",
        opt=roles(*detail_roles("schedule")),
        sync_to_thread=True,
    )
    def get_schedule(
        self, console: ConsoleDep, principal: PrincipalDep, schedule_id: FromPath[str]
    ) -> ScheduleOut:
        return schedule_out(visible_schedule(console, principal, schedule_id))

    @post("/", operation_id="createSchedule", opt=roles(*WORKFORCE), sync_to_thread=True)
    def create_schedule(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        data: JSONBody[ScheduleBody],
    ) -> ScheduleOut:
        staff_id = _member_to_schedule(console, principal, data.staff_id)
        command = data.command(AssignSchedule, staff_id=staff_id)
        schedule_id = workforce.assign_schedule(command, actor=principal.account_id)
        return schedule_out(visible_schedule(read_back(), principal, str(schedule_id)))

    @put(
        "/{schedule_id:str}",
        operation_id="updateSchedule",
        opt=roles(*PLANNERS),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def update_schedule(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        schedule_id: FromPath[str],
        data: JSONBody[ScheduleBody],
    ) -> None:
        """The member stays the schedule's (left out: kept); another member is another
        schedule."""
        row = visible_schedule(console, principal, schedule_id)
        if data.staff_id and data.staff_id != row["staff_id"]:
            raise ValidationFailed(
                [Violation("staffId", "A schedule keeps its staff member", "staff-fixed")]
            )
        command = data.command(
            ChangeSchedule, schedule_id=schedule_id, expected_version=data.version
        )
        workforce.change_schedule(command, actor=principal.account_id)

    @delete(
        "/{schedule_id:str}",
        operation_id="deleteSchedule",
        opt=roles(*PLANNERS),
        sync_to_thread=True,
    )
    def delete_schedule(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        schedule_id: FromPath[str],
    ) -> None:
        visible_schedule(console, principal, schedule_id)
        workforce.delete_schedule(schedule_id, actor=principal.account_id)
