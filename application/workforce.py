"""Workforce: staff schedules, leaves and the inventory of consumables.

Who may act on whose records is the API's gate; what makes a record valid is checked here:
the staff member exists and is assigned the facilities, an item's project covers its
building (asked of the read tables through `WorkforceLookup`, answered in `projections/`;
the API waits for the read tables after each command, so they hold every earlier command).
That a member's shifts do not clash and their leaves do not overlap spans records, and
requests that arrive at once: it is kept on the member's roster (`application/rosters.py`),
which every leave and schedule command checks against and saves with what it changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

from application.base import ConsoleApplication
from application.ports import WorkforceLookup
from application.rosters import Rosters, retried_on_fresh_state
from domain.errors import REQUIRED, ValidationFailed, Violation
from domain.inventory import InventoryItem
from domain.leave import Leave, LeaveStatus, Span, check_leave
from domain.schedule import Schedule, Slot, check_schedule

NO_STAFF = "No such staff member"


class Workforce(ConsoleApplication):
    name = "workforce"

    def __init__(self, lookup: WorkforceLookup, env: dict[str, str] | None = None) -> None:
        super().__init__(env=env)
        self.lookup = lookup
        self.rosters = Rosters(self, lookup)

    # Schedules -----------------------------------------------------------------------

    @retried_on_fresh_state
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
        slot = self._check_schedule(staff_id, *fields, remarks)
        roster = self.rosters.of(staff_id)
        schedule = Schedule.assign(staff_id, *fields, remarks, actor)
        roster.book_shift(str(schedule.id), slot)
        self.save(schedule, roster)
        return schedule.id

    @retried_on_fresh_state
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
        slot = self._check_schedule(schedule.staff_id, *fields, remarks)
        roster = self.rosters.of(schedule.staff_id)
        roster.book_shift(str(schedule.id), slot)
        schedule.change(*fields, remarks, actor)
        self.save(schedule, roster)

    @retried_on_fresh_state
    def delete_schedule(self, schedule_id: str, actor: str) -> None:
        schedule = self.get_schedule(schedule_id)
        roster = self.rosters.of(schedule.staff_id)
        schedule.delete(actor=actor)
        roster.release_shift(str(schedule.id))
        self.save(schedule, roster)

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
    ) -> Slot:
        """Every field rule and the member's facilities at once (400); the clash is the
        roster's to find."""
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
        return slot

    # Leaves --------------------------------------------------------------------------

    @retried_on_fresh_state
    def request_leave(
        self,
        staff_id: str,
        type: str,
        start_date: str,
        end_date: str,
        remarks: str | None,
        actor: str,
    ) -> UUID:
        span = self._check_leave(staff_id, type, start_date, end_date, remarks)
        roster = self.rosters.of(staff_id)
        leave = Leave.request(staff_id, type, start_date, end_date, remarks, actor)
        roster.book_leave(str(leave.id), span)
        self.save(leave, roster)
        return leave.id

    @retried_on_fresh_state
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
        span = self._check_leave(leave.staff_id, type, start_date, end_date, remarks)
        roster = self.rosters.of(leave.staff_id)
        roster.book_leave(str(leave.id), span)
        leave.amend(type, start_date, end_date, remarks, actor)
        self.save(leave, roster)

    @retried_on_fresh_state
    def set_leave_status(self, leave_id: str, status: str, remarks: str | None, actor: str) -> None:
        """APPROVED or REJECTED decide the leave; WITHDRAWN withdraws it. A rejected or
        withdrawn leave frees its dates on the roster."""
        leave = self.get_leave(leave_id)
        if status == LeaveStatus.WITHDRAWN:
            leave.withdraw(actor)
        else:
            leave.decide(status, remarks, actor)
        self._save_with_roster(leave)

    @retried_on_fresh_state
    def delete_leave(self, leave_id: str, actor: str) -> None:
        leave = self.get_leave(leave_id)
        leave.delete(actor=actor)
        self._save_with_roster(leave)

    def get_leave(self, leave_id: str | UUID) -> Leave:
        return self.load(Leave, leave_id, "leave")

    def _save_with_roster(self, leave: Leave) -> None:
        """Saves the leave with the member's roster, its dates freed if it stopped counting:
        the roster's version orders this command against any booking of the member's."""
        roster = self.rosters.of(leave.staff_id)
        if not leave.holds_days:
            roster.release_leave(str(leave.id))
        self.save(leave, roster)

    def _check_leave(
        self,
        staff_id: str,
        type_: str,
        start_date: str,
        end_date: str,
        remarks: str | None,
    ) -> Span:
        """Every field rule and the member at once (400); the overlap is the roster's."""
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
        return span

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
