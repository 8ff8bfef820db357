"""Who is told what the workforce records say: a leave requested to those who may decide
it, a decided leave to its applicant and their supervisor, stock that reaches its low-stock
level to the item's supervisor and the company's managers (whom: `application.recipients`).

A process (`application.process`) of the workforce log that writes notifications to the
issues application, where every notification lives: each message is sent exactly once, even
across a crash.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import singledispatchmethod
from typing import Any

from application.issues import Issues
from application.ports import WorkforceLookup
from application.process import Process, Reply
from application.recipients import Circle, who_hears
from application.workforce import Workforce
from domain.clock import each_at
from domain.inventory import InventoryItem, reaches_low_stock
from domain.leave import Leave
from domain.notification import LEAVE_DECIDED, LEAVE_REQUESTED, LOW_STOCK, Notification
from domain.staff import StaffMember

_LEAVE_WORDS = {
    "MC": "medical leave",
    "ANNUAL": "annual leave",
    "OFF_IN_LIEU": "off in lieu",
    "HALF_DAY_AM": "half day (AM)",
    "HALF_DAY_PM": "half day (PM)",
    "NO_PAY": "no-pay leave",
}


class WorkforceNotices(Process):
    name = "workforce-notices"
    upstream = ("workforce",)

    def __init__(self, workforce: Workforce, issues: Issues, lookup: WorkforceLookup) -> None:
        super().__init__(issues)
        self.workforce = workforce
        self.issues = issues
        self.lookup = lookup
        self._members: dict[str, StaffMember | None] = {}

    def react(self, events: Iterable[Any], reply: Reply) -> None:
        self._members = {}
        # A notice is of its cause's time (for a past entered, the demo's, that time).
        super().react(each_at(events, lambda e: e.timestamp), reply)

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """The rest of the workforce log is told to no one."""

    @policy.register
    def _(self, event: Leave.Requested, reply: Reply) -> None:
        reply.collect_events(*self._leave_requested(event))

    @policy.register
    def _(self, event: Leave.Decided, reply: Reply) -> None:
        reply.collect_events(*self._leave_decided(event))

    @policy.register
    def _(self, event: InventoryItem.Moved, reply: Reply) -> None:
        reply.collect_events(*self._low_stock(event))

    def _as_of(self, event: Any) -> Any:
        """The record as the event left it (later events may have changed it since)."""
        return self.workforce.repository.get(event.originator_id, version=event.originator_version)

    def _member(self, account_id: str) -> StaffMember | None:
        """The member as the read side knows them, asked once a batch."""
        if account_id not in self._members:
            self._members[account_id] = self.issues.recipients.member(account_id)
        return self._members[account_id]

    def _leave_requested(self, event: Leave.Requested) -> list[Notification]:
        """ "Charlie Cleaner asks for annual leave (2026-12-21 to 2026-12-23)" to the member's
        supervisor and their company's managers."""
        member = self._member(event.staff_id)
        circle = self.issues.recipients.around_member(LEAVE_REQUESTED, event.staff_id, member)
        name = _name(member)
        words = _LEAVE_WORDS.get(event.type, event.type)
        information = f"{name} asks for {words} ({_dates(event.start_date, event.end_date)})"
        fields = {
            "leaveId": str(event.originator_id),
            "type": event.type,
            "startDate": event.start_date,
            "endDate": event.end_date,
            "staffName": name,
        }
        return _told(LEAVE_REQUESTED, circle, event.actor, lambda _: (information, fields))

    def _leave_decided(self, event: Leave.Decided) -> list[Notification]:
        """ "Your annual leave (…) was approved" to the applicant; "Charlie Cleaner's annual
        leave (…) was approved" to their supervisor (the name in `staffName`)."""
        leave: Leave = self._as_of(event)
        member = self._member(leave.staff_id)
        circle = self.issues.recipients.around_member(LEAVE_DECIDED, leave.staff_id, member)
        name = _name(member)
        words = _LEAVE_WORDS.get(leave.type, leave.type)
        dates = _dates(leave.start_date, leave.end_date)
        fields = {
            "leaveId": str(leave.id),
            "status": event.status,
            "type": leave.type,
            "startDate": leave.start_date,
            "endDate": leave.end_date,
        }
        decided = f"{words} ({dates}) was {event.status.lower()}"

        def worded(recipient: str) -> tuple[str, dict[str, str]]:
            if recipient == leave.staff_id:
                return f"Your {decided}", fields
            return f"{name}'s {decided}", {**fields, "staffName": name}

        return _told(LEAVE_DECIDED, circle, event.actor, worded)

    def _low_stock(self, event: InventoryItem.Moved) -> list[Notification]:
        item: InventoryItem = self._as_of(event)
        before = event.quantity - event.change
        if not reaches_low_stock(before, event.quantity, item.low_stock_level):
            return []
        circle = self.issues.recipients.around_member(
            LOW_STOCK, item.supervisor_id, None, item.company_id
        )
        building = self.lookup.building_name(item.building_id) or ""
        where = f" at {building}" if building else ""
        information = f"{item.item_name} is running low{where}: {event.quantity} left"
        fields = {
            "inventoryId": str(item.id),
            "itemName": item.item_name,
            "quantity": str(event.quantity),
            "buildingName": building,
        }
        return _told(LOW_STOCK, circle, event.actor, lambda _: (information, fields))


def _told(
    notice: str,
    circle: Circle,
    actor: str,
    worded: Callable[[str], tuple[str, dict[str, str]]],
) -> list[Notification]:
    """A notice to each of the circle who hears of it, worded for them: its text, its
    fields."""
    told = []
    for recipient in who_hears(notice, circle, actor):
        information, fields = worded(recipient)
        told.append(
            Notification(
                recipient_id=recipient,
                type=notice,
                information=information,
                issue_id=None,
                task_id=None,
                actor=actor,
                fields=fields,
            )
        )
    return told


def _name(member: StaffMember | None) -> str:
    return member.name if member is not None and member.name else "A member of staff"


def _dates(start: str, end: str) -> str:
    return start if start == end else f"{start} to {end}"
