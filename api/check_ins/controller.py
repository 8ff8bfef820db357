"""Check-ins: a supervisor, cleaner or worker scans the code on the door of a facility
they are assigned; the list shows them within the caller's estate (cleaners and workers
their own), and the visits count them per facility and day of the viewer."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from litestar.params import JSONBody, QueryParameter

from api.caching import DATED, SETTLED
from api.check_ins.schemas import (
    CheckInBody,
    CheckInCreated,
    CheckInOut,
    VisitsOut,
    check_in_out,
    visit_out,
)
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.list_fields import lists
from api.periods import FromDayQuery, OffsetQuery, TimeZoneQuery, ToDayQuery, between_dates
from api.permissions import DASHBOARD, EVERYONE
from api.routes import Resource, creates, reads
from api.schema import Page, paged
from api.tenancy import Tenancy
from api.visibility import visible_facility
from api.writes import WorkforceDep
from application.check_ins import facility_of_code, record_check_in
from domain.commands.check_in import RecordCheckIn
from domain.errors import Forbidden
from domain.roles import GuardRole
from projections.clause import Clause
from projections.queries import check_ins

STAFF = (GuardRole.SUPERVISOR, GuardRole.CLEANER, GuardRole.WORKER)
#: Who sees only their own check-ins in the list.
OWN_ONLY = (GuardRole.CLEANER, GuardRole.WORKER)
NOT_ASSIGNED = "You are not assigned this facility"

FacilityQuery = Annotated[str | None, QueryParameter(name="facilityId", max_length=100)]
StaffQuery = Annotated[str | None, QueryParameter(name="staffId", max_length=100)]


def _own(tenancy: Tenancy) -> str | None:
    principal = tenancy.principal
    return principal.account_id if principal.guard_role in OWN_ONLY else None


class CheckInController(Resource, path="/check-ins", tags=["check-ins"]):
    @creates("/", "checkIn", STAFF)
    def check_in(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        data: JSONBody[CheckInBody],
    ) -> CheckInCreated:
        """The caller was at the facility whose door shows `code`, at `time` (now if left
        out). An unknown code answers 404, a retired one 409, a facility the caller is not
        assigned 403."""
        command = RecordCheckIn(code=data.code, time=data.time, now=datetime.now(UTC))
        command.check()
        facility_id = facility_of_code(console.organisation, data.code)
        if facility_id not in principal.facility_ids:
            raise Forbidden(NOT_ASSIGNED, code="not-assigned")
        row = visible_facility(console, tenancy, facility_id)
        recorded = record_check_in(
            workforce, command, facility_id, row["building_id"], principal.account_id
        )
        return CheckInCreated(
            id=str(recorded.id),
            facility_id=facility_id,
            staff_id=principal.account_id,
            time=recorded.time,
        )

    @reads("/", "listCheckIns", EVERYONE, lists(check_ins.CHECK_INS), SETTLED, cache=True)
    def list_check_ins(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        params: ParamsDep,
        facility_id: FacilityQuery = None,
        staff_id: StaffQuery = None,
    ) -> Page[CheckInOut]:
        """Newest first, within the caller's estate; cleaners and workers see their own.
        `from`/`to` are UTC days, as in every list."""
        extra: list[Clause] = []
        if facility_id:
            extra.append(("c.facility_id = ?", [facility_id]))
        if staff_id:
            extra.append(("c.staff_id = ?", [staff_id]))
        found = check_ins.check_in_page(console.store, params, tenancy.reach, _own(tenancy), extra)
        return paged(found, check_in_out, params)

    @reads("/visits", "listCheckInVisits", DASHBOARD, SETTLED, DATED, cache=True)
    def visits(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        date_from: FromDayQuery = None,
        date_to: ToDayQuery = None,
        utc_offset_minutes: OffsetQuery = 0,
        time_zone: TimeZoneQuery = None,
    ) -> VisitsOut:
        """Per facility of the caller's estate and day of the viewer (`from`..`to`, the
        last week when left out): the check-ins there and how many people made them."""
        days = between_dates(date_from, date_to, utc_offset_minutes, time_zone=time_zone)
        rows = check_ins.visits(console.store, days, tenancy.reach)
        return VisitsOut(
            date_from=days.first.isoformat(),
            date_to=days.last.isoformat(),
            items=[visit_out(row) for row in rows],
        )
