"""The workforce commands from their fields in the order the tests write them: who or what,
then the terms (`remarks` last), as the applications took them before commands."""

from __future__ import annotations

from typing import Any

from domain.commands.inventory import MoveStock, RegisterItem
from domain.commands.leave import AmendLeave, DecideLeave, RequestLeave
from domain.commands.schedule import AssignSchedule, ChangeSchedule

SCHEDULE = "start_date end_date shift_start shift_end weekdays facility_ids type remarks"
LEAVE = "type start_date end_date remarks"
ITEM = "item_name quantity building_id supervisor_id project_id company_id low_stock_level"


def _named(names: str, values: tuple[Any, ...]) -> dict[str, Any]:
    return dict(zip(names.split(), values, strict=True))


def assign(staff_id: str, *terms: Any) -> AssignSchedule:
    return AssignSchedule(staff_id=staff_id, **_named(SCHEDULE, terms))


def change(schedule_id: str, *terms: Any, version: int | None = None) -> ChangeSchedule:
    fields = _named(SCHEDULE, terms)
    return ChangeSchedule(schedule_id=schedule_id, expected_version=version, **fields)


def request(staff_id: str, *terms: Any) -> RequestLeave:
    return RequestLeave(staff_id=staff_id, **_named(LEAVE, terms))


def amend(leave_id: str, *terms: Any, version: int | None = None) -> AmendLeave:
    return AmendLeave(leave_id=leave_id, expected_version=version, **_named(LEAVE, terms))


def decide(status: str, remarks: str | None) -> DecideLeave:
    return DecideLeave(status=status, remarks=remarks)


def register(*fields: Any) -> RegisterItem:
    return RegisterItem(**_named(ITEM, fields))


def move(item_id: str, change: int, reason: str) -> MoveStock:
    return MoveStock(item_id=item_id, change=change, reason=reason)
