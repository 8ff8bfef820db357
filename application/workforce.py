"""Workforce: staff schedules, leaves and the inventory of consumables.

Who may act on whose records is the API's gate; what makes a record valid is checked here:
the staff member exists and is assigned the facilities, a member's shifts do not clash,
leaves of one member do not overlap, an item's project covers its building. Those checks
read the read tables through `WorkforceLookup` (answered in `projections/`); the API waits
for the read tables after each command, so they hold every earlier command.
"""

from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

from application.base import ConsoleApplication
from application.ports import WorkforceLookup
from domain.errors import REQUIRED, Conflict, ValidationFailed, Violation
from domain.inventory import InventoryItem
from domain.leave import Leave, LeaveStatus, check_leave
from domain.schedule import Schedule, Slot, check_schedule, clashes

NO_STAFF = "No such staff member"


class Workforce(ConsoleApplication):
    name = "workforce"

    def __init__(self, lookup: WorkforceLookup, env: dict[str, str] | None = None) -> None:
        super().__init__(env=env)
        self.lookup = lookup

    # Schedules -----------------------------------------------------------------------

    def assign_schedule(
        self,
        staff_id: str,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: Sequence[str],
        facility_ids: Sequence[str],
        type: str,
        remarks: str | None,
        actor: str,
    ) -> UUID:
        fields = (start_date, end_date, shift_start, shift_end, weekdays, facility_ids, type)
        self._check_schedule(staff_id, *fields, remarks, schedule_id="")
        schedule = Schedule.assign(staff_id, *fields, remarks, actor)
        self.save(schedule)
        return schedule.id

    def change_schedule(
        self,
        schedule_id: str,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: Sequence[str],
        facility_ids: Sequence[str],
        type: str,
        remarks: str | None,
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        schedule = self.get_schedule(schedule_id)
        self.check_version(schedule, expected_version)
        fields = (start_date, end_date, shift_start, shift_end, weekdays, facility_ids, type)
        self._check_schedule(schedule.staff_id, *fields, remarks, schedule_id=str(schedule.id))
        schedule.change(*fields, remarks, actor)
        self.save(schedule)

    def delete_schedule(self, schedule_id: str, actor: str) -> None:
        schedule = self.get_schedule(schedule_id)
        schedule.delete(actor=actor)
        self.save(schedule)

    def get_schedule(self, schedule_id: str | UUID) -> Schedule:
        return self.load(Schedule, schedule_id, "schedule")

    def _check_schedule(
        self,
        staff_id: str,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: Sequence[str],
        facility_ids: Sequence[str],
        type_: str,
        remarks: str | None,
        *,
        schedule_id: str,
    ) -> Slot:
        """Every field rule and the member's facilities at once, then the clash (409)."""
        violations: list[Violation] = []
        slot: Slot | None = None
        try:
            slot = check_schedule(
                staff_id,
                start_date,
                end_date,
                shift_start,
                shift_end,
                weekdays,
                facility_ids,
                type_,
                remarks,
            )
        except ValidationFailed as failed:
            violations.extend(failed.violations)
        member = self.lookup.staff_member(staff_id) if staff_id else None
        if staff_id and member is None:
            violations.append(Violation("staffId", NO_STAFF, "no-such-staff"))
        if member is not None:
            unassigned = [f for f in facility_ids if f not in member.facility_ids]
            if unassigned:
                violations.append(
                    Violation(
                        "facilityIds",
                        "Not among the staff member's assigned facilities",
                        "facility-not-assigned",
                    )
                )
        if violations:
            raise ValidationFailed(violations)
        assert slot is not None
        for other in self.lookup.schedules_of(staff_id):
            if other.schedule_id != schedule_id and clashes(slot, other):
                raise Conflict(
                    "The shift overlaps another schedule of this staff member",
                    code="schedule-clash",
                    params={"scheduleId": other.schedule_id},
                )
        return slot

    # Leaves --------------------------------------------------------------------------

    def request_leave(
        self,
        staff_id: str,
        type: str,
        start_date: str,
        end_date: str,
        remarks: str | None,
        actor: str,
    ) -> UUID:
        self._check_leave(staff_id, type, start_date, end_date, remarks, leave_id="")
        leave = Leave.request(staff_id, type, start_date, end_date, remarks, actor)
        self.save(leave)
        return leave.id

    def amend_leave(
        self,
        leave_id: str,
        type: str,
        start_date: str,
        end_date: str,
        remarks: str | None,
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        leave = self.get_leave(leave_id)
        self.check_version(leave, expected_version)
        leave.check_pending()
        self._check_leave(
            leave.staff_id, type, start_date, end_date, remarks, leave_id=str(leave.id)
        )
        leave.amend(type, start_date, end_date, remarks, actor)
        self.save(leave)

    def set_leave_status(self, leave_id: str, status: str, remarks: str | None, actor: str) -> None:
        """APPROVED or REJECTED decide the leave; WITHDRAWN withdraws it."""
        leave = self.get_leave(leave_id)
        if status == LeaveStatus.WITHDRAWN:
            leave.withdraw(actor)
        else:
            leave.decide(status, remarks, actor)
        self.save(leave)

    def delete_leave(self, leave_id: str, actor: str) -> None:
        leave = self.get_leave(leave_id)
        leave.delete(actor=actor)
        self.save(leave)

    def get_leave(self, leave_id: str | UUID) -> Leave:
        return self.load(Leave, leave_id, "leave")

    def _check_leave(
        self,
        staff_id: str,
        type_: str,
        start_date: str,
        end_date: str,
        remarks: str | None,
        *,
        leave_id: str,
    ) -> None:
        violations: list[Violation] = []
        span = None
        try:
            span = check_leave(type_, start_date, end_date, remarks, staff_id)
        except ValidationFailed as failed:
            violations.extend(failed.violations)
        if staff_id and self.lookup.staff_member(staff_id) is None:
            violations.append(Violation("staffId", NO_STAFF, "no-such-staff"))
        if violations:
            raise ValidationFailed(violations)
        assert span is not None
        for other_id, other in self.lookup.leaves_of(staff_id).items():
            if other_id != leave_id and span.overlaps(other):
                raise Conflict(
                    "The leave overlaps another leave of this staff member",
                    code="leave-overlaps",
                    params={"leaveId": other_id},
                )

    # Inventory -----------------------------------------------------------------------

    def register_item(
        self,
        item_name: str,
        quantity: int,
        building_id: str,
        supervisor_id: str | None,
        project_id: str | None,
        company_id: str | None,
        low_stock_level: int | None,
        actor: str,
    ) -> UUID:
        """`company_id` is the caller's cleaning company (None for the admin)."""
        company = self._item_company(building_id, supervisor_id, project_id, company_id)
        item = InventoryItem.register(
            item_name,
            quantity,
            building_id,
            supervisor_id,
            project_id,
            company,
            low_stock_level,
            actor,
        )
        self.save(item)
        return item.id

    def update_item(
        self,
        item_id: str,
        item_name: str,
        quantity: int,
        building_id: str,
        supervisor_id: str | None,
        project_id: str | None,
        company_id: str | None,
        low_stock_level: int | None,
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        item = self.get_item(item_id)
        self.check_version(item, expected_version)
        company = self._item_company(
            building_id, supervisor_id, project_id, company_id or item.company_id
        )
        item.update(
            item_name,
            quantity,
            building_id,
            supervisor_id,
            project_id,
            company,
            low_stock_level,
            actor,
        )
        self.save(item)

    def move_stock(self, item_id: str, change: int, reason: str, actor: str) -> InventoryItem:
        """Adds (positive) or takes (negative) stock; answers the item after the change."""
        item = self.get_item(item_id)
        item.move(change, reason, actor)
        self.save(item)
        return item

    def delete_item(self, item_id: str, actor: str) -> None:
        item = self.get_item(item_id)
        item.delete(actor=actor)
        self.save(item)

    def get_item(self, item_id: str | UUID) -> InventoryItem:
        return self.load(InventoryItem, item_id, "inventory-item")

    def _item_company(
        self,
        building_id: str,
        supervisor_id: str | None,
        project_id: str | None,
        company_id: str | None,
    ) -> str | None:
        """The cleaning company that holds the item: the project's, the caller's, or the
        building's only one; with every reference checked at once."""
        violations: list[Violation] = []
        company: str | None = None
        known_building = bool(building_id) and self.lookup.building_exists(building_id)
        if building_id and not known_building:
            violations.append(Violation("buildingId", "No such building", "no-such-building"))
        companies = self.lookup.cleaning_companies_of(building_id) if known_building else []
        if project_id:
            project = self.lookup.project(project_id)
            if project is None or (company_id and project.company_id != company_id):
                violations.append(Violation("projectId", "No such project", "no-such-project"))
            elif known_building and project.building_id != building_id:
                violations.append(
                    Violation(
                        "projectId",
                        "The project does not cover this building",
                        "project-elsewhere",
                    )
                )
            else:
                company = project.company_id
        elif company_id:
            if known_building and company_id not in companies:
                violations.append(Violation("buildingId", "No such building", "no-such-building"))
            company = company_id
        elif known_building:
            if len(companies) == 1:
                company = companies[0]
            else:
                violations.append(Violation("projectId", REQUIRED, "required"))
        if supervisor_id:
            member = self.lookup.staff_member(supervisor_id)
            if member is None or member.kind != "supervisor" or member.company_id != company:
                violations.append(
                    Violation("supervisorId", "No such supervisor", "no-such-supervisor")
                )
        if violations:
            raise ValidationFailed(violations)
        return company
