"""Read tables of the workforce: schedules (and their facilities), leaves, inventory items
and their stock movements."""

from __future__ import annotations

from datetime import date
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.inventory import InventoryItem
from domain.leave import Leave, LeaveStatus, number_of_days
from domain.schedule import Schedule
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
        schedule_id = str(event.originator_id)
        tx.execute(
            "INSERT INTO schedules (id, staff_id, start_date, end_date, shift_start, shift_end,"
            " weekdays, type, remarks, facility_count, assigned_by, assigned_at, updated_at,"
            " version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                schedule_id,
                event.staff_id,
                *_terms(event),
                event.actor,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )
        self._facilities(tx, schedule_id, event.facility_ids)

    @process_event.register
    def _(self, event: Schedule.Changed, tx: Writer) -> None:
        schedule_id = str(event.originator_id)
        tx.execute(
            "UPDATE schedules SET start_date = ?, end_date = ?, shift_start = ?, shift_end = ?,"
            " weekdays = ?, type = ?, remarks = ?, facility_count = ?, updated_at = ?,"
            " version = ? WHERE id = ?",
            (
                *_terms(event),
                iso(event.timestamp),
                event.originator_version,
                schedule_id,
            ),
        )
        self._facilities(tx, schedule_id, event.facility_ids)

    @process_event.register
    def _(self, event: Schedule.Deleted, tx: Writer) -> None:
        schedule_id = str(event.originator_id)
        tx.execute("DELETE FROM schedule_facilities WHERE schedule_id = ?", (schedule_id,))
        tx.execute("DELETE FROM schedules WHERE id = ?", (schedule_id,))

    # Leaves --------------------------------------------------------------------------

    @process_event.register
    def _(self, event: Leave.Requested, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO leaves (id, staff_id, type, start_date, end_date, number_of_days,"
            " status, remarks, requested_by, received_at, decided_by, decided_at,"
            " decision_remarks, updated_at, version)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, ?)",
            (
                str(event.originator_id),
                event.staff_id,
                event.type,
                event.start_date,
                event.end_date,
                _days(event.type, event.start_date, event.end_date),
                LeaveStatus.PENDING.value,
                event.remarks,
                event.actor,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: Leave.Amended, tx: Writer) -> None:
        tx.execute(
            "UPDATE leaves SET type = ?, start_date = ?, end_date = ?, number_of_days = ?,"
            " remarks = ?, updated_at = ?, version = ? WHERE id = ?",
            (
                event.type,
                event.start_date,
                event.end_date,
                _days(event.type, event.start_date, event.end_date),
                event.remarks,
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: Leave.Decided, tx: Writer) -> None:
        tx.execute(
            "UPDATE leaves SET status = ?, decided_by = ?, decided_at = ?, decision_remarks = ?,"
            " updated_at = ?, version = ? WHERE id = ?",
            (
                event.status,
                event.actor,
                iso(event.timestamp),
                event.remarks,
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: Leave.Withdrawn, tx: Writer) -> None:
        tx.execute(
            "UPDATE leaves SET status = ?, updated_at = ?, version = ? WHERE id = ?",
            (
                LeaveStatus.WITHDRAWN.value,
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: Leave.Deleted, tx: Writer) -> None:
        tx.execute("DELETE FROM leaves WHERE id = ?", (str(event.originator_id),))

    # Inventory -----------------------------------------------------------------------

    @process_event.register
    def _(self, event: InventoryItem.Registered, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO inventory (id, item_name, quantity, building_id, supervisor_id,"
            " project_id, company_id, low_stock_level, created_at, last_updated_at, version)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                str(event.originator_id),
                event.item_name,
                event.quantity,
                event.building_id,
                event.supervisor_id,
                event.project_id,
                event.company_id,
                event.low_stock_level,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: InventoryItem.Updated, tx: Writer) -> None:
        tx.execute(
            "UPDATE inventory SET item_name = ?, building_id = ?, supervisor_id = ?,"
            " project_id = ?, company_id = ?, low_stock_level = ?, last_updated_at = ?,"
            " version = ? WHERE id = ?",
            (
                event.item_name,
                event.building_id,
                event.supervisor_id,
                event.project_id,
                event.company_id,
                event.low_stock_level,
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: InventoryItem.Moved, tx: Writer) -> None:
        item_id = str(event.originator_id)
        tx.execute(
            "UPDATE inventory SET quantity = ?, last_updated_at = ?, version = ? WHERE id = ?",
            (event.quantity, iso(event.timestamp), event.originator_version, item_id),
        )
        tx.execute(
            "INSERT INTO inventory_movements (item_id, version, at, change, quantity_after,"
            " reason, actor_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                item_id,
                event.originator_version,
                iso(event.timestamp),
                event.change,
                event.quantity,
                event.reason,
                event.actor,
            ),
        )

    @process_event.register
    def _(self, event: InventoryItem.Deleted, tx: Writer) -> None:
        item_id = str(event.originator_id)
        tx.execute("DELETE FROM inventory_movements WHERE item_id = ?", (item_id,))
        tx.execute("DELETE FROM inventory WHERE id = ?", (item_id,))


def _days(type_: str, start_date: str, end_date: str) -> float:
    return number_of_days(type_, date.fromisoformat(start_date), date.fromisoformat(end_date))


def _terms(event: Schedule.Assigned | Schedule.Changed) -> tuple[object, ...]:
    """A schedule's terms as its row holds them, from start_date to facility_count."""
    return (
        event.start_date,
        event.end_date,
        event.shift_start,
        event.shift_end,
        ",".join(event.weekdays),
        event.type,
        event.remarks,
        len(set(event.facility_ids)),
    )
