"""Schedules: planned by the admin, a cleaning company's managers and supervisors for the
staff in their scope; cleaners and workers read theirs and create their own,
never anyone else's; not for landlords (docs/roles.md)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar.params import FromPath, JSONBody, QueryParameter

from api.auth import Principal
from api.caching import SETTLED
from api.calls import BY_PRINCIPAL, Listing, Record
from api.console import Console
from api.context import ConsoleDep, PrincipalDep
from api.list_fields import SCHEDULE_LIST
from api.listing import table
from api.openapi import required_query
from api.periods import FromDayQuery, ToDayQuery
from api.routes import Resource, creates, reads, removes, updates
from api.schedules.schemas import (
    EXPORT_COLUMNS,
    CalendarDay,
    ScheduleBody,
    ScheduleOut,
    schedule_out,
)
from api.schema import Page
from api.visibility import PLANNERS, STAFF, WORKFORCE, detail_roles, staff_scope, visible_schedule
from api.writes import ReadBackDep, WorkforceDep
from application.workforce import Workforce
from domain.commands.schedule import AssignSchedule, ChangeSchedule
from domain.errors import Forbidden, ValidationFailed, Violation
from projections.queries import schedules
from projections.queries.staff_scope import member_in_scope

SCHEDULES = Listing(BY_PRINCIPAL, staff_scope, schedules.schedule_page, schedules.schedule_export)
SCHEDULE = Record("schedule_id", BY_PRINCIPAL, visible_schedule)


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


class ScheduleController(Resource, path="/schedules", tags=["schedules"]):
    list_schedules = reads("/", "listSchedules", WORKFORCE, SCHEDULE_LIST, SETTLED, cache=True)(
        SCHEDULES.pages(Page[ScheduleOut], schedule_out)
    )

    export_schedules = reads("/export", "exportSchedules", WORKFORCE, SCHEDULE_LIST)(
        SCHEDULES.export(table("schedules.csv", EXPORT_COLUMNS))
    )

    @reads("/calendar", "scheduleCalendar", WORKFORCE, required_query("from", "to"), cache=True)
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

    get_schedule = reads("/{schedule_id:str}", "getSchedule", detail_roles("schedule"))(
        SCHEDULE.detail(ScheduleOut, schedule_out)
    )

    @creates("/", "createSchedule", WORKFORCE)
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

    @updates("/{schedule_id:str}", "updateSchedule", PLANNERS)
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

    delete_schedule = removes("/{schedule_id:str}", "deleteSchedule", PLANNERS)(
        SCHEDULE.removal("workforce", Workforce.delete_schedule)
    )
