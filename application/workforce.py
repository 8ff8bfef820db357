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

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar
from uuid import UUID

from application.base import ConsoleApplication
from application.ports import WorkforceLookup
from application.rosters import Rosters, retried_on_fresh_state
from domain.commands.base import CheckedOnce
from domain.commands.inventory import ChangeItem, ItemTerms, MoveStock, RegisterItem
from domain.commands.leave import AmendLeave, DecideLeave, RequestLeave
from domain.commands.schedule import AssignSchedule, ChangeSchedule
from domain.errors import REQUIRED, ValidationFailed, Violation
from domain.inventory import InventoryItem
from domain.leave import Leave, LeaveStatus
from domain.roster import Roster
from domain.schedule import Schedule

NO_STAFF = "No such staff member"
T = TypeVar("T")
B = TypeVar("B")


def _checked(check: Callable[[], T], violations: list[Violation]) -> T | None:
    """What a command's check answers, or None with its violations added to the others, so
    a form hears of every broken rule at once."""
    try:
        return check()
    except ValidationFailed as failed:
        violations.extend(failed.violations)
        return None


class Workforce(ConsoleApplication):
    name = "workforce"

    def __init__(self, lookup: WorkforceLookup, env: dict[str, str] | None = None) -> None:
        super().__init__(env=env)
        self.lookup = lookup
        self.rosters = Rosters(self, lookup)

    # Schedules -----------------------------------------------------------------------

    @retried_on_fresh_state
    def assign_schedule(self, command: AssignSchedule, actor: str) -> UUID:
        slot = self._check_member(command.staff_id, command, command.facility_ids)
        schedule = Schedule.assign(command, actor)
        self._save_booked(schedule, command.staff_id, Roster.book_shift, slot)
        return schedule.id

    @retried_on_fresh_state
    def change_schedule(self, command: ChangeSchedule, actor: str) -> None:
        schedule = self.as_expected(
            self.get_schedule(command.schedule_id), command.expected_version
        )
        slot = self._check_member(schedule.staff_id, command, command.facility_ids)
        schedule.change(command, actor)
        self._save_booked(schedule, schedule.staff_id, Roster.book_shift, slot)

    @retried_on_fresh_state
    def delete_schedule(self, schedule_id: str, actor: str) -> None:
        schedule = self.get_schedule(schedule_id)
        roster = self.rosters.of(schedule.staff_id)
        schedule.delete(actor=actor)
        roster.release_shift(str(schedule.id))
        self.save(schedule, roster)

    def get_schedule(self, schedule_id: str | UUID) -> Schedule:
        return self.load(Schedule, schedule_id, "schedule")

    # Leaves --------------------------------------------------------------------------

    @retried_on_fresh_state
    def request_leave(self, command: RequestLeave, actor: str) -> UUID:
        span = self._check_member(command.staff_id, command)
        leave = Leave.request(command, actor)
        self._save_booked(leave, command.staff_id, Roster.book_leave, span)
        return leave.id

    @retried_on_fresh_state
    def amend_leave(self, command: AmendLeave, actor: str) -> None:
        leave = self.as_expected(self.get_leave(command.leave_id), command.expected_version)
        leave.check_pending()
        span = self._check_member(leave.staff_id, command)
        leave.amend(command, actor)
        self._save_booked(leave, leave.staff_id, Roster.book_leave, span)

    @retried_on_fresh_state
    def set_leave_status(self, leave_id: str, status: str, remarks: str | None, actor: str) -> None:
        """APPROVED or REJECTED decide the leave; WITHDRAWN withdraws it. A rejected or
        withdrawn leave frees its dates on the roster."""
        leave = self.get_leave(leave_id)
        if status == LeaveStatus.WITHDRAWN:
            leave.withdraw(actor)
        else:
            leave.decide(DecideLeave(status=status, remarks=remarks), actor)
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

    # Bookings ------------------------------------------------------------------------

    def _check_member(
        self, staff_id: str, command: CheckedOnce[B], facility_ids: Sequence[str] = ()
    ) -> B:
        """What the command's rules give (a schedule's slot, a leave's span), with the
        member and the facilities named for them checked at once (400); a clash or an
        overlap is the roster's to find."""
        violations: list[Violation] = []
        booking = _checked(command.check, violations)
        member = self.lookup.staff_member(staff_id) if staff_id else None
        if staff_id and member is None:
            violations.append(Violation("staffId", NO_STAFF, "no-such-staff"))
        if member is not None and any(f not in member.facility_ids for f in facility_ids):
            violations.append(
                Violation(
                    "facilityIds",
                    "Not among the staff member's assigned facilities",
                    "facility-not-assigned",
                )
            )
        if violations:
            raise ValidationFailed(violations)
        assert booking is not None
        return booking

    def _save_booked(
        self,
        record: Schedule | Leave,
        staff_id: str,
        book: Callable[[Roster, str, B], None],
        booking: B,
    ) -> None:
        """Books the record's shift or days on the member's roster (a clash or an overlap is
        a conflict) and saves the two together."""
        roster = self.rosters.of(staff_id)
        book(roster, str(record.id), booking)
        self.save(record, roster)

    # Inventory -----------------------------------------------------------------------

    def register_item(self, command: RegisterItem, actor: str) -> UUID:
        """The command's `company_id` is the caller's cleaning company (None for the admin)."""
        company = self._item_company(command, command.company_id)
        item = InventoryItem.register(replace(command, company_id=company), actor)
        self.save(item)
        return item.id

    def update_item(self, command: ChangeItem, actor: str) -> None:
        item = self.as_expected(self.get_item(command.item_id), command.expected_version)
        company = self._item_company(command, command.company_id or item.company_id)
        item.update(replace(command, company_id=company), actor)
        self.save(item)

    def move_stock(self, command: MoveStock, actor: str) -> InventoryItem:
        """Adds (positive) or takes (negative) stock; answers the item after the change."""
        item = self.get_item(command.item_id)
        item.move(command, actor)
        self.save(item)
        return item

    def delete_item(self, item_id: str, actor: str) -> None:
        item = self.get_item(item_id)
        item.delete(actor=actor)
        self.save(item)

    def get_item(self, item_id: str | UUID) -> InventoryItem:
        return self.load(InventoryItem, item_id, "inventory-item")

    def _item_company(self, command: ItemTerms, company_id: str | None) -> str | None:
        """The cleaning company that holds the item: the project's, the caller's (or, on a
        change, the item's), or the building's only one; with every reference checked at
        once."""
        building_id, project_id = command.building_id, command.project_id
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
        if command.supervisor_id:
            member = self.lookup.staff_member(command.supervisor_id)
            if member is None or member.kind != "supervisor" or member.company_id != company:
                violations.append(
                    Violation("supervisorId", "No such supervisor", "no-such-supervisor")
                )
        if violations:
            raise ValidationFailed(violations)
        return company
