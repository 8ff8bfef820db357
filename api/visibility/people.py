"""Who reads which account, issue, task and notification."""

from __future__ import annotations

from api.auth import Principal
from api.console import Console
from api.input import is_uuid
from api.lookups import found
from api.permissions import READ_BY
from api.tenancy import Tenancy
from domain.errors import Forbidden, NotFound
from domain.notification import Notification
from domain.roles import AccountKind, GuardRole
from projections.queries import accounts, issues
from projections.queries.accounts import AccountReach
from projections.store import Row

# Who reads any task within their tenancy; others read only what they were given or gave.
TASK_READERS = (
    GuardRole.LANDLORD_MANAGER,
    GuardRole.CLEANING_COMPANY_MANAGER,
    GuardRole.SUPERVISOR,
)


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
    reach = account_reach(principal, kind)
    return found(accounts.account_within(console.store, reach, account_id), "account")


def readable_account_of_any_kind(console: Console, principal: Principal, account_id: str) -> Row:
    kind = found(accounts.kind_of_account(console.store, account_id), "account")
    return readable_account(console, principal, AccountKind(kind), account_id)


def visible_issue(console: Console, tenancy: Tenancy, issue_id: str) -> Row:
    row = issues.issue_within(console.store, tenancy.reach, issue_id) if is_uuid(issue_id) else None
    return found(row, "issue")


def own_tasks_only(principal: Principal) -> str | None:
    """Cleaners and workers see the tasks given to them (their id); the rest every task
    they can reach (None)."""
    if principal.guard_role in (GuardRole.CLEANER, GuardRole.WORKER):
        return principal.account_id
    return None


def readable_task(console: Console, principal: Principal, tenancy: Tenancy, task_id: str) -> Row:
    """The assignee, its author, the admin and the managers of its facility read a task."""
    row = found(issues.task_row(console.store, task_id) if is_uuid(task_id) else None, "task")
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
