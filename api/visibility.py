"""Whether an object is visible to the caller: each lookup answers the object's row, or 404
when it is unknown or outside the caller's tenancy (another tenant's object is as unknown
as a missing one). Every controller asks here, so none imports another's module."""

from __future__ import annotations

from api.auth import Principal
from api.console import Console
from api.input import is_uuid
from api.permissions import READ_BY
from api.tenancy import Tenancy
from domain.errors import Forbidden, NotFound
from domain.notification import Notification
from domain.roles import AccountKind, GuardRole
from projections.queries import accounts, buildings, devices, facilities, issues, projects
from projections.queries.accounts import AccountReach
from projections.queries.devices import DeviceReach
from projections.store import Row

# Who reads any task within their tenancy; others read only what they were given or gave.
TASK_READERS = (
    GuardRole.LANDLORD_MANAGER,
    GuardRole.CLEANING_COMPANY_MANAGER,
    GuardRole.SUPERVISOR,
)


# The estate ---------------------------------------------------------------------------


def visible_building(console: Console, tenancy: Tenancy, building_id: str) -> Row:
    tenancy.check_building(building_id)
    row = buildings.building_row(console.store, building_id)
    if row is None:
        raise NotFound("building")
    return row


def visible_floor(console: Console, tenancy: Tenancy, floor_id: str) -> Row:
    row = buildings.floor_row(console.store, floor_id)
    if row is None:
        raise NotFound("floor")
    tenancy.check_building(row["building_id"], "floor")
    return row


def visible_facility(console: Console, tenancy: Tenancy, facility_id: str) -> Row:
    row = facilities.facility_row(console.store, facility_id)
    if row is None:
        raise NotFound("facility")
    tenancy.check_facility(row["building_id"], facility_id)
    return row


def project_company(tenancy: Tenancy) -> str | None:
    """The cleaning company whose projects a cleaning company's manager sees; None for the
    others, who see the projects on the buildings of their tenancy."""
    principal = tenancy.principal
    if principal.guard_role is GuardRole.CLEANING_COMPANY_MANAGER:
        return principal.company_id or ""
    return None


def visible_project(console: Console, tenancy: Tenancy, project_id: str) -> Row:
    row = projects.project_row(console.store, project_id, tenancy.reach, project_company(tenancy))
    if row is None:
        raise NotFound("project")
    return row


# Devices ------------------------------------------------------------------------------


def device_reach(tenancy: Tenancy) -> DeviceReach:
    """Which devices the caller sees: a landlord its own (placed or not), a cleaning
    company those in the buildings its projects cover, staff those in their facilities."""
    principal = tenancy.principal
    if principal.guard_role is GuardRole.SYSTEM_ADMIN:
        return DeviceReach(everything=True)
    if tenancy.is_landlord:
        return DeviceReach(landlord_id=principal.company_id or "")
    return DeviceReach(places=tenancy.reach)


def visible_device(console: Console, tenancy: Tenancy, device_id: str) -> Row:
    """The device's list row, or 404 when unknown or outside the caller's tenancy."""
    row = (
        devices.device_within(console.store, device_reach(tenancy), device_id)
        if is_uuid(device_id)
        else None
    )
    if row is None:
        raise NotFound("device")
    return row


# Accounts -----------------------------------------------------------------------------


def account_reach(principal: Principal, kind: AccountKind) -> AccountReach:
    """The accounts of a kind the caller reads: the admin every one, managers and
    supervisors those of their company they look after, anyone else only their own;
    a kind beyond that is forbidden."""
    if principal.is_admin:
        return AccountReach(kind.value)
    if kind in READ_BY.get(principal.guard_role, ()):
        return AccountReach(kind.value, company_id=principal.company_id or "")
    if kind is principal.kind:
        return AccountReach(kind.value, account_id=principal.account_id)
    raise Forbidden("Access denied!")


def readable_account(
    console: Console, principal: Principal, kind: AccountKind, account_id: str
) -> Row:
    row = accounts.account_within(console.store, account_reach(principal, kind), account_id)
    if row is None:
        raise NotFound("account")
    return row


def readable_account_of_any_kind(console: Console, principal: Principal, account_id: str) -> Row:
    kind = accounts.kind_of_account(console.store, account_id)
    if kind is None:
        raise NotFound("account")
    return readable_account(console, principal, AccountKind(kind), account_id)


# Issues, tasks, notifications ---------------------------------------------------------


def visible_issue(console: Console, tenancy: Tenancy, issue_id: str) -> Row:
    row = issues.issue_within(console.store, tenancy.reach, issue_id) if is_uuid(issue_id) else None
    if row is None:
        raise NotFound("issue")
    return row


def own_tasks_only(principal: Principal) -> str | None:
    """Cleaners and workers see the tasks given to them (their id); the rest every task
    they can reach (None)."""
    if principal.guard_role in (GuardRole.CLEANER, GuardRole.WORKER):
        return principal.account_id
    return None


def readable_task(console: Console, principal: Principal, tenancy: Tenancy, task_id: str) -> Row:
    """The assignee, its author, the admin and the managers of its facility read a task."""
    row = issues.task_row(console.store, task_id) if is_uuid(task_id) else None
    if row is None:
        raise NotFound("task")
    if principal.is_admin or principal.account_id in (row["staff_id"], row["created_by"]):
        return row
    if principal.guard_role not in TASK_READERS:
        raise NotFound("task")
    try:
        tenancy.check_facility(row["building_id"], row["facility_id"])
    except NotFound:
        raise NotFound("task") from None
    return row


def readable_notification(console: Console, principal: Principal, notification_id: str) -> None:
    """A notification is its recipient's (and, for audits, the admin's), deleted or not."""
    if not is_uuid(notification_id):
        raise NotFound("notification")
    if principal.is_admin:
        return
    sent = console.issues.events_of(notification_id, "notification")[0]
    if not isinstance(sent, Notification.Sent) or sent.recipient_id != principal.account_id:
        raise NotFound("notification")
