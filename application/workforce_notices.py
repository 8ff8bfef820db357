"""Who is told what the workforce records say: a decided leave to its applicant, stock that
reaches its low-stock level to the item's supervisor.

A follower of the workforce log that writes notifications to the issues application (where
every notification lives), with how far it has read, in one transaction: each message is
sent exactly once, even across a crash.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import IntegrityError, Tracking

from application.issues import Issues
from application.ports import WorkforceLookup
from application.workforce import Workforce
from domain.inventory import InventoryItem, reaches_low_stock
from domain.leave import Leave
from domain.notification import Notification

LEAVE_DECIDED = "leave-decided"
LOW_STOCK = "low-stock"

_LEAVE_WORDS = {
    "MC": "medical leave",
    "ANNUAL": "annual leave",
    "OFF_IN_LIEU": "off in lieu",
    "HALF_DAY_AM": "half day (AM)",
    "HALF_DAY_PM": "half day (PM)",
    "NO_PAY": "no-pay leave",
}


class WorkforceNotices:
    name = "workforce-notices"
    upstream = ("workforce",)
    writes = ("issues",)

    def __init__(self, workforce: Workforce, issues: Issues, lookup: WorkforceLookup) -> None:
        self.workforce = workforce
        self.issues = issues
        self.lookup = lookup

    def position(self, upstream: str) -> int:
        return self.issues.tracked_position(upstream)

    def follow(self, upstream: str, events: Sequence[Any], last: int, position: int) -> int:
        notices: list[Notification] = []
        for event in events:
            if isinstance(event, Leave.Decided):
                notices.append(self._leave_decided(event))
            elif isinstance(event, InventoryItem.Moved):
                notices.extend(self._low_stock(event))
        try:
            self.issues.save_with_tracking(notices, Tracking(upstream, last))
        except IntegrityError:  # another runner of this follower got there first
            return self.issues.tracked_position(upstream)
        return last

    def _as_of(self, event: Any) -> Any:
        """The record as the event left it (later events may have changed it since)."""
        return self.workforce.repository.get(event.originator_id, version=event.originator_version)

    def _leave_decided(self, event: Leave.Decided) -> Notification:
        leave: Leave = self._as_of(event)
        words = _LEAVE_WORDS.get(leave.type, leave.type)
        dates = (
            leave.start_date
            if leave.start_date == leave.end_date
            else f"{leave.start_date} to {leave.end_date}"
        )
        return Notification(
            recipient_id=leave.staff_id,
            type=LEAVE_DECIDED,
            information=f"Your {words} ({dates}) was {event.status.lower()}",
            issue_id=None,
            task_id=None,
            actor=event.actor,
            fields={
                "leaveId": str(leave.id),
                "status": event.status,
                "type": leave.type,
                "startDate": leave.start_date,
                "endDate": leave.end_date,
            },
        )

    def _low_stock(self, event: InventoryItem.Moved) -> list[Notification]:
        item: InventoryItem = self._as_of(event)
        before = event.quantity - event.change
        if not item.supervisor_id or not reaches_low_stock(
            before, event.quantity, item.low_stock_level
        ):
            return []
        building = self.lookup.building_name(item.building_id) or ""
        where = f" at {building}" if building else ""
        return [
            Notification(
                recipient_id=item.supervisor_id,
                type=LOW_STOCK,
                information=f"{item.item_name} is running low{where}: {event.quantity} left",
                issue_id=None,
                task_id=None,
                actor=event.actor,
                fields={
                    "inventoryId": str(item.id),
                    "itemName": item.item_name,
                    "quantity": str(event.quantity),
                    "buildingName": building,
                },
            )
        ]
