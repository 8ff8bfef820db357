"""Commands from their fields in the order the tests write them: who or what, then the
terms (`remarks` last), as the applications took them before commands."""

from __future__ import annotations

from typing import Any

from domain.commands.account import ChangeAccount, RegisterAccount
from domain.commands.device import ChangeDevice, DeviceTerms, RegisterDevice
from domain.commands.inventory import MoveStock, RegisterItem
from domain.commands.issue import AssignTask, ReportIssue
from domain.commands.leave import AmendLeave, DecideLeave, RequestLeave
from domain.commands.organisation import (
    AddFacility,
    ArrangeFloors,
    ChangeBuilding,
    ChangeCompany,
    FloorSpec,
    RegisterBuilding,
    RegisterCompany,
    StartProject,
)
from domain.commands.schedule import AssignSchedule, ChangeSchedule

SCHEDULE = "start_date end_date shift_start shift_end weekdays facility_ids type remarks"
LEAVE = "type start_date end_date remarks"
ITEM = "item_name quantity building_id supervisor_id project_id company_id low_stock_level"


def _named(names: str, values: tuple[Any, ...]) -> dict[str, Any]:
    return dict(zip(names.split(), values, strict=True))


def _leading(names: str, values: tuple[Any, ...]) -> dict[str, Any]:
    """The first of the fields, as many as were given: the rest are named or left out."""
    listed = names.split()
    assert len(values) <= len(listed)
    return dict(zip(listed, values, strict=False))


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


# The estate's and the devices' commands, from the fields in the order the applications
# took them before commands.

COMPANY = "name type code"
BUILDING = "name address postal_code landlord_id"
FACILITY = "name code type"
PROJECT = "name building_id cleaning_company_id"
DEVICE = "name description kind identifier landlord_id"
REGISTERED = f"{DEVICE} facility_id kpi_parameters accessories meter_adjustment"
CHANGED = f"{DEVICE} accessories meter_adjustment"


def company(*fields: Any) -> RegisterCompany:
    return RegisterCompany(**_named(COMPANY, fields))


def company_change(company_id: str, *fields: Any, version: int | None = None) -> ChangeCompany:
    named = _named(COMPANY, fields)
    return ChangeCompany(company_id=company_id, expected_version=version, **named)


def building(*fields: Any) -> RegisterBuilding:
    return RegisterBuilding(**_named(BUILDING, fields))


def building_change(building_id: str, *fields: Any, version: int | None = None) -> ChangeBuilding:
    named = _named(BUILDING, fields)
    return ChangeBuilding(building_id=building_id, expected_version=version, **named)


def floors(building_id: str, specs: list[FloorSpec]) -> ArrangeFloors:
    return ArrangeFloors(building_id=building_id, floors=specs)


def facility(floor_id: str, *fields: Any) -> AddFacility:
    return AddFacility(floor_id=floor_id, **_named(FACILITY, fields))


def project(*fields: Any) -> StartProject:
    return StartProject(**_named(PROJECT, fields))


def device(*fields: Any, **named: Any) -> RegisterDevice:
    """Positional fields in the order of `REGISTERED`, or named ones."""
    return RegisterDevice(**_leading(REGISTERED, fields), **named)


def device_change(
    device_id: str, *fields: Any, version: int | None = None, **named: Any
) -> ChangeDevice:
    """Positional fields in the order of `CHANGED`, or named ones."""
    given = _leading(CHANGED, fields)
    return ChangeDevice(device_id=device_id, expected_version=version, **given, **named)


def details(*fields: Any, **named: Any) -> DeviceTerms:
    """A device's details as its edit form changes them (positional in the order of
    `CHANGED`), without the device or its place."""
    return DeviceTerms(**_leading(CHANGED, fields), **named)


# The accounts' commands, from the fields in the order the application took them.

ACCOUNT = "kind login_name password profile"
TASK = "title type staff_role staff_id remarks"


def account(*fields: Any) -> RegisterAccount:
    return RegisterAccount(**_named(ACCOUNT, fields))


def account_change(
    account_id: str,
    profile: dict[str, Any],
    password: str | None = None,
    version: int | None = None,
) -> ChangeAccount:
    return ChangeAccount(
        account_id=account_id, profile=profile, password=password, expected_version=version
    )


# The issues' commands, from the fields in the order the application took them.


def report_issue(
    facility_id: str,
    building_id: str,
    issue_type: str,
    device_id: str | None = None,
    *,
    description: str | None = None,
    photo: str | None = None,
) -> ReportIssue:
    return ReportIssue(
        facility_id=facility_id,
        building_id=building_id,
        issue_type=issue_type,
        device_id=device_id,
        description=description,
        photo=photo,
    )


def assign_task(issue_id: Any, *fields: Any) -> AssignTask:
    """The task's fields in the order `title type staff_role staff_id remarks`."""
    return AssignTask(issue_id=str(issue_id), **_named(TASK, fields))
