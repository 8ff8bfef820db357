"""The no-overlap rules under any interleaving of leave and schedule commands (stateful).

A `RuleBasedStateMachine` runs requests, amendments, decisions, withdrawals and deletions
of leaves, and assignments, changes and deletions of schedules, for three staff members on
the workforce application over SQLite, including records stored before rosters existed.
Each command's answer is checked against a model of the rules, and after every step: no two
counting leaves of a member overlap, no two schedules of a member clash, and each member's
roster holds exactly the stored leaves that count and the stored schedules.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from datetime import date, time, timedelta
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    invariant,
    multiple,
    rule,
)

from application.workforce import Workforce
from domain.errors import Conflict, NotFound
from domain.leave import COUNTING, Leave, LeaveStatus, Span
from domain.roster import Roster
from domain.schedule import WEEKDAYS, Schedule, Slot, clashes
from domain.staff import ProjectRef, StaffMember
from tests.commands import amend, assign, change, request

STAFF = ("staff-1", "staff-2", "staff-3")
SUPERVISOR = "supervisor-1"


class StoredLookup:
    """The workforce's questions answered from its own event store: the three members, and
    their leaves and schedules as stored (what the read tables show once caught up)."""

    app: Workforce
    _memo: tuple[int | None, list[Any]] = (-1, [])

    def staff_member(self, account_id: str) -> StaffMember | None:
        if account_id not in STAFF:
            return None
        return StaffMember(account_id, "cleaner", "company-1", SUPERVISOR, account_id)

    def stored(self, cls: type) -> list[Any]:
        """The live records of the class, as the event store holds them now."""
        last = self.app.recorder.max_notification_id()
        if self._memo[0] != last:
            notifications = self.app.recorder.select_notifications(1, 100_000)
            ids = dict.fromkeys(n.originator_id for n in notifications)
            self._memo = (last, [self.app.repository.get(i) for i in ids])
        found = self._memo[1]
        return [a for a in found if isinstance(a, cls) and not getattr(a, "deleted", False)]

    def schedules_of(self, staff_id: str) -> list[Slot]:
        return [s.slot for s in self.stored(Schedule) if s.staff_id == staff_id]

    def leaves_of(self, staff_id: str) -> dict[str, Span]:
        leaves = self.stored(Leave)
        return {str(a.id): a.span for a in leaves if a.staff_id == staff_id and a.holds_days}

    def project(self, project_id: str) -> ProjectRef | None:
        return None

    def building_exists(self, building_id: str) -> bool:
        return False

    def cleaning_companies_of(self, building_id: str) -> list[str]:
        return []

    def building_name(self, building_id: str) -> str | None:
        return None


@dataclass
class Booking:
    """The model's view of a leave (a span) or a schedule (a slot)."""

    staff_id: str
    held: Any
    status: str = LeaveStatus.PENDING
    deleted: bool = False

    @property
    def counts(self) -> bool:
        return not self.deleted and self.status in COUNTING


first_days = st.integers(1, 24)
spans = st.builds(
    lambda first, length: Span(date(2027, 1, first), date(2027, 1, first) + timedelta(days=length)),
    first_days,
    st.integers(0, 3),
)
slots = st.builds(
    lambda first, length, hour, hours, weekdays: Slot(
        date(2027, 1, first),
        date(2027, 1, first) + timedelta(days=length),
        time(hour),
        time((hour + hours) % 24),  # past midnight: a night shift, ending the next day
        frozenset(weekdays),
    ),
    first_days,
    st.integers(0, 10),
    st.integers(0, 23),
    st.integers(1, 8),
    st.sets(st.sampled_from(WEEKDAYS), min_size=1, max_size=3),
)


def _leave_args(span: Span) -> tuple[str, str, str]:
    return "ANNUAL", span.start_date.isoformat(), span.end_date.isoformat()


def _slot_args(slot: Slot) -> tuple[Any, ...]:
    return (
        slot.start_date.isoformat(),
        slot.end_date.isoformat(),
        slot.shift_start.strftime("%H:%M"),
        slot.shift_end.strftime("%H:%M"),
        [day for day in WEEKDAYS if day in slot.weekdays],
        [],
        "REGULAR",
        None,
    )


@settings(max_examples=30, stateful_step_count=25, deadline=None)
class RosterMachine(RuleBasedStateMachine):
    leaves = Bundle("leaves")
    schedules = Bundle("schedules")

    def __init__(self) -> None:
        super().__init__()
        self.folder = tempfile.TemporaryDirectory()
        self.lookup = StoredLookup()
        env = {
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "SQLITE_DBNAME": f"{self.folder.name}/workforce.sqlite",
        }
        self.work = Workforce(self.lookup, env=env)
        self.lookup.app = self.work
        self.model_leaves: dict[str, Booking] = {}
        self.model_shifts: dict[str, Booking] = {}
        #: The members some leave or schedule command has gone through: each has a roster.
        self.rostered: set[str] = set()

    def teardown(self) -> None:
        self.work.close()
        self.folder.cleanup()

    # What the rules say a command should answer -------------------------------------

    def _overlaps(self, staff_id: str, span: Span, leave_id: str = "") -> set[str]:
        return {
            other_id
            for other_id, other in self.model_leaves.items()
            if other_id != leave_id
            and other.staff_id == staff_id
            and other.counts
            and span.overlaps(other.held)
        }

    def _clashes(self, staff_id: str, slot: Slot, schedule_id: str = "") -> set[str]:
        return {
            other_id
            for other_id, other in self.model_shifts.items()
            if other_id != schedule_id
            and other.staff_id == staff_id
            and not other.deleted
            and clashes(slot, other.held)
        }

    def _has_roster(self, staff_id: str) -> bool:
        return bool(self.work.recorder.select_events(Roster.create_id(staff_id), limit=1))

    # Leaves -------------------------------------------------------------------------

    @rule(target=leaves, staff_id=st.sampled_from(STAFF), span=spans)
    def request(self, staff_id: str, span: Span) -> Any:
        expected = self._overlaps(staff_id, span)
        try:
            leave_id = self.work.request_leave(
                request(staff_id, *_leave_args(span), None), staff_id
            )
        except Conflict as refused:
            assert refused.code == "leave-overlaps" and refused.params["leaveId"] in expected
            return multiple()
        assert not expected
        self.model_leaves[str(leave_id)] = Booking(staff_id, span)
        self.rostered.add(staff_id)
        return str(leave_id)

    @rule(leave_id=leaves, span=spans)
    def amend(self, leave_id: str, span: Span) -> None:
        leave = self.model_leaves[leave_id]
        expected = self._overlaps(leave.staff_id, span, leave_id)
        try:
            self.work.amend_leave(amend(leave_id, *_leave_args(span), None), leave.staff_id)
        except NotFound:
            assert leave.deleted
            return
        except Conflict as refused:
            if leave.status != LeaveStatus.PENDING:
                assert refused.code == "leave-decided"
            else:
                assert refused.code == "leave-overlaps" and refused.params["leaveId"] in expected
            return
        assert leave.status == LeaveStatus.PENDING and not leave.deleted and not expected
        leave.held = span
        self.rostered.add(leave.staff_id)

    @rule(leave_id=leaves, status=st.sampled_from(["APPROVED", "REJECTED", "WITHDRAWN"]))
    def decide_or_withdraw(self, leave_id: str, status: str) -> None:
        leave = self.model_leaves[leave_id]
        actor = leave.staff_id if status == LeaveStatus.WITHDRAWN else SUPERVISOR
        try:
            self.work.set_leave_status(leave_id, status, None, actor)
        except NotFound:
            assert leave.deleted
            return
        except Conflict as refused:
            assert refused.code == "leave-decided" and leave.status != LeaveStatus.PENDING
            return
        assert leave.status == LeaveStatus.PENDING and not leave.deleted
        leave.status = status
        self.rostered.add(leave.staff_id)

    @rule(leave_id=leaves)
    def delete_leave(self, leave_id: str) -> None:
        leave = self.model_leaves[leave_id]
        try:
            self.work.delete_leave(leave_id, SUPERVISOR)
        except NotFound:
            assert leave.deleted
            return
        assert not leave.deleted
        leave.deleted = True
        self.rostered.add(leave.staff_id)

    @rule(target=leaves, staff_id=st.sampled_from(STAFF), span=spans)
    def leave_stored_before_rosters(self, staff_id: str, span: Span) -> Any:
        """A member with no roster yet may have leaves stored without one."""
        if self._has_roster(staff_id) or self._overlaps(staff_id, span):
            return multiple()
        leave = Leave.request(request(staff_id, *_leave_args(span), None), staff_id)
        self.work.save(leave)
        self.model_leaves[str(leave.id)] = Booking(staff_id, span)
        return str(leave.id)

    # Schedules ----------------------------------------------------------------------

    @rule(target=schedules, staff_id=st.sampled_from(STAFF), slot=slots)
    def assign(self, staff_id: str, slot: Slot) -> Any:
        expected = self._clashes(staff_id, slot)
        try:
            schedule_id = self.work.assign_schedule(assign(staff_id, *_slot_args(slot)), SUPERVISOR)
        except Conflict as refused:
            assert refused.code == "schedule-clash" and refused.params["scheduleId"] in expected
            return multiple()
        assert not expected
        self.model_shifts[str(schedule_id)] = Booking(staff_id, slot)
        self.rostered.add(staff_id)
        return str(schedule_id)

    @rule(schedule_id=schedules, slot=slots)
    def change(self, schedule_id: str, slot: Slot) -> None:
        shift = self.model_shifts[schedule_id]
        expected = self._clashes(shift.staff_id, slot, schedule_id)
        try:
            self.work.change_schedule(change(schedule_id, *_slot_args(slot)), SUPERVISOR)
        except NotFound:
            assert shift.deleted
            return
        except Conflict as refused:
            assert refused.code == "schedule-clash" and refused.params["scheduleId"] in expected
            return
        assert not shift.deleted and not expected
        shift.held = slot
        self.rostered.add(shift.staff_id)

    @rule(schedule_id=schedules)
    def delete_schedule(self, schedule_id: str) -> None:
        shift = self.model_shifts[schedule_id]
        try:
            self.work.delete_schedule(schedule_id, SUPERVISOR)
        except NotFound:
            assert shift.deleted
            return
        assert not shift.deleted
        shift.deleted = True
        self.rostered.add(shift.staff_id)

    @rule(target=schedules, staff_id=st.sampled_from(STAFF), slot=slots)
    def schedule_stored_before_rosters(self, staff_id: str, slot: Slot) -> Any:
        if self._has_roster(staff_id) or self._clashes(staff_id, slot):
            return multiple()
        schedule = Schedule.assign(assign(staff_id, *_slot_args(slot)), SUPERVISOR)
        self.work.save(schedule)
        self.model_shifts[str(schedule.id)] = Booking(staff_id, slot)
        return str(schedule.id)

    # After every step ---------------------------------------------------------------

    @invariant()
    def no_two_counting_leaves_of_a_member_overlap(self) -> None:
        counting = [a for a in self.lookup.stored(Leave) if a.holds_days]
        for n, one in enumerate(counting):
            for other in counting[n + 1 :]:
                assert one.staff_id != other.staff_id or not one.span.overlaps(other.span)

    @invariant()
    def no_two_schedules_of_a_member_clash(self) -> None:
        live = self.lookup.stored(Schedule)
        for n, one in enumerate(live):
            for other in live[n + 1 :]:
                assert one.staff_id != other.staff_id or not clashes(one.slot, other.slot)

    @invariant()
    def each_roster_holds_what_is_stored(self) -> None:
        for staff_id in STAFF:
            if not self._has_roster(staff_id):
                assert staff_id not in self.rostered
                continue
            roster: Roster = self.work.repository.get(Roster.create_id(staff_id))
            assert roster.leaves == self.lookup.leaves_of(staff_id)
            assert roster.shifts == {s.schedule_id: s for s in self.lookup.schedules_of(staff_id)}

    @invariant()
    def the_store_shows_what_the_rules_allowed(self) -> None:
        stored = {str(a.id) for a in self.lookup.stored(Leave) if a.holds_days}
        assert stored == {i for i, leave in self.model_leaves.items() if leave.counts}
        live = {str(a.id) for a in self.lookup.stored(Schedule)}
        assert live == {i for i, shift in self.model_shifts.items() if not shift.deleted}


TestRosterMachine = RosterMachine.TestCase
