"""One rule per kind of record: the roles its detail call admits, whether a record is
visible to the caller, and which of a set of records the caller sees named. The detail
calls, the history and the names a history shows all read this table, so a history tells
no more than the detail does."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from api.auth import Principal
from api.console import Console
from api.permissions import EVERYONE, MANAGERS
from api.tenancy import Tenancy
from api.visibility.estate import (
    device_reach,
    own_company,
    project_company,
    visible_building,
    visible_company,
    visible_device,
    visible_facility,
    visible_floor,
    visible_project,
)
from api.visibility.people import (
    TASK_READERS,
    readable_account_of_any_kind,
    readable_notification,
    readable_task,
    visible_issue,
)
from api.visibility.workforce import (
    STOCK_KEEPERS,
    WORKFORCE,
    staff_scope,
    stock_company,
    visible_item,
    visible_leave,
    visible_schedule,
)
from domain.roles import GuardRole
from projections.queries import names
from projections.queries.reach import EVERYWHERE, Reach
from projections.store import Row

#: Refuses (404, or 403 for an account of a kind the caller never reads) a record the
#: caller may not see.
Check = Callable[[Console, Principal, Tenancy, str], object]
#: The rows (id, name, …) of those of the records the caller sees.
Names = Callable[[Console, Tenancy, Collection[str]], list[Row]]


@dataclass(frozen=True)
class Kind:
    #: The roles the kind's detail call admits; others are refused (403) before any lookup.
    roles: tuple[GuardRole, ...]
    visible: Check
    #: None where people are named by their own rules (accounts) or never (notifications).
    names: Names | None = None


def _task_names(console: Console, tenancy: Tenancy, ids: Collection[str]) -> list[Row]:
    principal = tenancy.principal
    reach: Reach | None = None  # only the tasks given to or by the caller
    if principal.is_admin:
        reach = EVERYWHERE
    elif principal.guard_role in TASK_READERS:
        reach = tenancy.reach
    return names.task_names(console.store, ids, principal.account_id, reach)


KINDS: dict[str, Kind] = {
    "company": Kind(
        EVERYONE,
        lambda c, p, t, i: visible_company(c, t, i),
        lambda c, t, ids: names.company_names(c.store, ids, own_company(t.principal)),
    ),
    "building": Kind(
        EVERYONE,
        lambda c, p, t, i: visible_building(c, t, i),
        lambda c, t, ids: names.building_names(c.store, ids, t.reach),
    ),
    "floor": Kind(
        EVERYONE,
        lambda c, p, t, i: visible_floor(c, t, i),
        lambda c, t, ids: names.floor_names(c.store, ids, t.reach),
    ),
    "facility": Kind(
        EVERYONE,
        lambda c, p, t, i: visible_facility(c, t, i),
        lambda c, t, ids: names.facility_names(c.store, ids, t.reach),
    ),
    "project": Kind(
        MANAGERS,
        lambda c, p, t, i: visible_project(c, t, i),
        lambda c, t, ids: names.project_names(c.store, ids, t.reach, project_company(t)),
    ),
    # Which accounts a role reads depends on their kind: the check says (403 or 404).
    "account": Kind(EVERYONE, lambda c, p, t, i: readable_account_of_any_kind(c, p, i)),
    "device": Kind(
        MANAGERS,
        lambda c, p, t, i: visible_device(c, t, i),
        lambda c, t, ids: names.device_names(c.store, ids, device_reach(t)),
    ),
    "issue": Kind(
        EVERYONE,
        lambda c, p, t, i: visible_issue(c, t, i),
        lambda c, t, ids: names.issue_names(c.store, ids, t.reach),
    ),
    "task": Kind(EVERYONE, lambda c, p, t, i: readable_task(c, p, t, i), _task_names),
    # No detail call: a notification is its recipient's, whatever their role.
    "notification": Kind(EVERYONE, lambda c, p, t, i: readable_notification(c, p, i)),
    "schedule": Kind(
        WORKFORCE,
        lambda c, p, t, i: visible_schedule(c, p, i),
        lambda c, t, ids: names.schedule_names(c.store, ids, staff_scope(t.principal)),
    ),
    "leave": Kind(
        WORKFORCE,
        lambda c, p, t, i: visible_leave(c, p, i),
        lambda c, t, ids: names.leave_names(c.store, ids, staff_scope(t.principal)),
    ),
    "inventory": Kind(
        STOCK_KEEPERS,
        lambda c, p, t, i: visible_item(c, p, i),
        lambda c, t, ids: names.item_names(c.store, ids, stock_company(t.principal)),
    ),
}


def detail_roles(kind: str) -> tuple[GuardRole, ...]:
    """The roles a kind's detail call names in its guard (`opt=roles(*detail_roles(…))`)."""
    return KINDS[kind].roles
