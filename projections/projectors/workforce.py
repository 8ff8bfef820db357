"""Read tables of the workforce: schedules (and their facilities), leaves, inventory items
and their stock movements."""

from __future__ import annotations

from datetime import date
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.inventory import InventoryItem
from domain.leave import Leave, LeaveStatus, number_of_days
from domain.schedule import Schedule
from projections.projectors import rows
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import iso


class WorkforceProjection(Projection):
    name = "workforce"
    upstream = ("workforce",)
    tables: ClassVar[dict[str, str]] = {
        "schedules": (
            "CREATE TABLE IF NOT EXISTS schedules (id TEXT PRIMARY KEY, staff_id TEXT NOT NULL,"
            " start_date TEXT NOT NULL, end_date TEXT NOT NULL, shift_start TEXT NOT NULL,"
            " shift_end TEXT NOT NULL, weekdays TEXT NOT NULL, type TEXT NOT NULL,"
            " remarks TEXT NOT NULL, facility_count INTEGER NOT NULL,"
            " assigned_by TEXT NOT NULL, assigned_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
            " version INTEGER NOT NULL)"
        ),
        "schedule_facilities": (
            "CREATE TABLE IF NOT EXISTS schedule_facilities (schedule_id TEXT NOT NULL,"
            " facility_id TEXT NOT NULL, position INTEGER NOT NULL,"
            " PRIMARY KEY (schedule_id, facility_id))"
        ),
        "leaves": (
            "CREATE TABLE IF NOT EXISTS leaves (id TEXT PRIMARY KEY, staff_id TEXT NOT NULL,"
            " type TEXT NOT NULL, start_date TEXT NOT NULL, end_date TEXT NOT NULL,"
            " number_of_days REAL NOT NULL, status TEXT NOT NULL, remarks TEXT NOT NULL,"
            " requested_by TEXT NOT NULL, received_at TEXT NOT NULL, decided_by TEXT,"
            " decided_at TEXT, decision_remarks TEXT, updated_at TEXT NOT NULL,"
            " version INTEGER NOT NULL)"
        ),
        "inventory": (
            "CREATE TABLE IF NOT EXISTS inventory (id TEXT PRIMARY KEY, item_name TEXT NOT NULL,"
            " quantity BIGINT NOT NULL, building_id TEXT NOT NULL, supervisor_id TEXT,"
            " project_id TEXT, company_id TEXT, low_stock_level BIGINT,"
            " created_at TEXT NOT NULL, last_updated_at TEXT NOT NULL, version INTEGER NOT NULL)"
        ),
        "inventory_movements": (
            "CREATE TABLE IF NOT EXISTS inventory_movements (item_id TEXT NOT NULL,"
            " version INTEGER NOT NULL, at TEXT NOT NULL, change BIGINT NOT NULL,"
            " quantity_after BIGINT NOT NULL, reason TEXT NOT NULL, actor_id TEXT NOT NULL,"
            " PRIMARY KEY (item_id, version))"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS schedules_staff ON schedules (staff_id, start_date)",
        "CREATE INDEX IF NOT EXISTS schedule_facilities_facility"
        " ON schedule_facilities (facility_id)",
        "CREATE INDEX IF NOT EXISTS leaves_staff ON leaves (staff_id, start_date)",
        "CREATE INDEX IF NOT EXISTS inventory_building ON inventory (building_id)",
        "CREATE INDEX IF NOT EXISTS inventory_company ON inventory (company_id)",
    )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    # Schedules -----------------------------------------------------------------------

    @staticmethod
    def _facilities(tx: Writer, schedule_id: str, facility_ids: list[str]) -> None:
        tx.execute("DELETE FROM schedule_facilities WHERE schedule_id = ?", (schedule_id,))
        tx.executemany(
            "INSERT INTO schedule_facilities (schedule_id, facility_id, position) VALUES (?, ?, ?)",
            [(schedule_id, f, n) for n, f in enumerate(dict.fromkeys(facility_ids))],
        )

    @process_event.register
    def _(self, event: Schedule.Assigned, tx: Writer) -> None:
        row = {"staff_id": event.staff_id, **_schedule(event), "assigned_by": event.actor}
        rows.created(tx, "schedules", event, row, "assigned_at", "updated_at")
        self._facilities(tx, str(event.originator_id), event.facility_ids)

    @process_event.register
    def _(self, event: Schedule.Changed, tx: Writer) -> None:
        rows.touch(tx, "schedules", event, _schedule(event))
        self._facilities(tx, str(event.originator_id), event.facility_ids)

    @process_event.register
    def _(self, event: Schedule.Deleted, tx: Writer) -> None:
        tx.execute(
            "DELETE FROM schedule_facilities WHERE schedule_id = ?", (str(event.originator_id),)
        )
        rows.delete(tx, "schedules", event)

    # Leaves --------------------------------------------------------------------------

    @process_event.register
    def _(self, event: Leave.Requested, tx: Writer) -> None:
        row = {
            "staff_id": event.staff_id,
            **_leave(event),
            "status": LeaveStatus.PENDING.value,
            "requested_by": event.actor,
            "decided_by": None,
            "decided_at": None,
            "decision_remarks": None,
        }
        rows.created(tx, "leaves", event, row, "received_at", "updated_at")

    @process_event.register
    def _(self, event: Leave.Amended, tx: Writer) -> None:
        rows.touch(tx, "leaves", event, _leave(event))

    @process_event.register
    def _(self, event: Leave.Decided, tx: Writer) -> None:
        decision = {
            "status": event.status,
            "decided_by": event.actor,
            "decided_at": iso(event.timestamp),
            "decision_remarks": event.remarks,
        }
        rows.touch(tx, "leaves", event, decision)

    @process_event.register
    def _(self, event: Leave.Withdrawn, tx: Writer) -> None:
        rows.touch(tx, "leaves", event, {"status": LeaveStatus.WITHDRAWN.value})

    @process_event.register
    def _(self, event: Leave.Deleted, tx: Writer) -> None:
        rows.delete(tx, "leaves", event)

    # Inventory -----------------------------------------------------------------------

    @process_event.register
    def _(self, event: InventoryItem.Registered, tx: Writer) -> None:
        row = {**_item(event), "quantity": event.quantity}
        rows.created(tx, "inventory", event, row, "created_at", "last_updated_at")

    @process_event.register
    def _(self, event: InventoryItem.Updated, tx: Writer) -> None:
        rows.touch(tx, "inventory", event, _item(event), "last_updated_at")

    @process_event.register
    def _(self, event: InventoryItem.Moved, tx: Writer) -> None:
        rows.touch(tx, "inventory", event, {"quantity": event.quantity}, "last_updated_at")
        movement = {
            "item_id": str(event.originator_id),
            "version": event.originator_version,
            "at": iso(event.timestamp),
            "change": event.change,
            "quantity_after": event.quantity,
            "reason": event.reason,
            "actor_id": event.actor,
        }
        rows.insert(tx, "inventory_movements", movement)

    @process_event.register
    def _(self, event: InventoryItem.Deleted, tx: Writer) -> None:
        tx.execute("DELETE FROM inventory_movements WHERE item_id = ?", (str(event.originator_id),))
        rows.delete(tx, "inventory", event)


# Each record's terms as its row holds them.


def _schedule(event: Schedule.Assigned | Schedule.Changed) -> dict[str, Any]:
    return {
        "start_date": event.start_date,
        "end_date": event.end_date,
        "shift_start": event.shift_start,
        "shift_end": event.shift_end,
        "weekdays": ",".join(event.weekdays),
        "type": event.type,
        "remarks": event.remarks,
        "facility_count": len(set(event.facility_ids)),
    }


def _leave(event: Leave.Requested | Leave.Amended) -> dict[str, Any]:
    start, end = date.fromisoformat(event.start_date), date.fromisoformat(event.end_date)
    return {
        "type": event.type,
        "start_date": event.start_date,
        "end_date": event.end_date,
        "number_of_days": number_of_days(event.type, start, end),
        "remarks": event.remarks,
    }


def _item(event: InventoryItem.Registered | InventoryItem.Updated) -> dict[str, Any]:
    return {
        "item_name": event.item_name,
        "building_id": event.building_id,
        "supervisor_id": event.supervisor_id,
        "project_id": event.project_id,
        "company_id": event.company_id,
        "low_stock_level": event.low_stock_level,
    }
