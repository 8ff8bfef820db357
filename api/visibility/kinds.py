"""One rule per kind of record: the roles its detail call admits, whether a record is
visible to the caller, and which of a set of records the caller sees named. The detail
calls, the history and the names a history shows all read this table, so a history tells
no more than the detail does."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from api.auth import Principal
from api.console import Console
from api.permissions import EVERYONE, MANAGERS
from api.tenancy import Tenancy
from api.visibility import estate, people, workforce
from domain.roles import GuardRole
from projections.queries import names
from projections.queries.reach import EVERYWHERE, Reach
from projections.store import ReadStore, Row

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


Scope = TypeVar("Scope")
#: Who decides: the caller's tenancy, or their own account.
By = TypeVar("By", Tenancy, Principal)


def _by_tenancy(principal: Principal, tenancy: Tenancy) -> Tenancy:
    return tenancy


def _by_principal(principal: Principal, tenancy: Tenancy) -> Principal:
    return principal


def _scoped(
    roles: tuple[GuardRole, ...],
    visible: Callable[[Console, By, str], Row],
    named: Callable[[ReadStore, Collection[str], Scope], list[Row]],
    scope: Callable[[By], Scope],
    by: Callable[[Principal, Tenancy], By],
) -> Kind:
    """A kind the caller's tenancy, or their own account (their staff or their stock),
    decides: whether one is visible, and the names of those within `scope` of it."""
    return Kind(
        roles,
        lambda c, p, t, i: visible(c, by(p, t), i),
        lambda c, t, ids: named(c.store, ids, scope(by(t.principal, t))),
    )


#: A kind the caller's tenancy decides.
_of_tenancy = partial(_scoped, by=_by_tenancy)
#: A kind the caller's own account decides (their staff or their stock).
_of_principal = partial(_scoped, by=_by_principal)


def _reach(tenancy: Tenancy) -> Reach:
    return tenancy.reach


def _task_names(console: Console, tenancy: Tenancy, ids: Collection[str]) -> list[Row]:
    principal = tenancy.principal
    reach: Reach | None = None  # only the tasks given to or by the caller
    if principal.is_admin:
        reach = EVERYWHERE
    elif principal.guard_role in people.TASK_READERS:
        reach = tenancy.reach
    return names.task_names(console.store, ids, principal.account_id, reach)


def _project_names(console: Console, tenancy: Tenancy, ids: Collection[str]) -> list[Row]:
    company = estate.project_company(tenancy)
    return names.project_names(console.store, ids, tenancy.reach, company)


KINDS: dict[str, Kind] = {
    "company": _of_tenancy(
        EVERYONE,
        estate.visible_company,
        names.company_names,
        lambda t: estate.own_company(t.principal),
    ),
    "building": _of_tenancy(EVERYONE, estate.visible_building, names.building_names, _reach),
    "floor": _of_tenancy(EVERYONE, estate.visible_floor, names.floor_names, _reach),
    "facility": _of_tenancy(EVERYONE, estate.visible_facility, names.facility_names, _reach),
    "project": Kind(MANAGERS, lambda c, p, t, i: estate.visible_project(c, t, i), _project_names),
    # Which accounts a role reads depends on their kind: the check says (403 or 404).
    "account": Kind(EVERYONE, lambda c, p, t, i: people.readable_account_of_any_kind(c, p, i)),
    "device": _of_tenancy(MANAGERS, estate.visible_device, names.device_names, estate.device_reach),
    "issue": _of_tenancy(EVERYONE, people.visible_issue, names.issue_names, _reach),
    "task": Kind(EVERYONE, lambda c, p, t, i: people.readable_task(c, p, t, i), _task_names),
    # No detail call: a notification is its recipient's, whatever their role.
    "notification": Kind(EVERYONE, lambda c, p, t, i: people.readable_notification(c, p, i)),
    "schedule": _of_principal(
        workforce.WORKFORCE,
        workforce.visible_schedule,
        names.schedule_names,
        workforce.staff_scope,
    ),
    "leave": _of_principal(
        workforce.WORKFORCE, workforce.visible_leave, names.leave_names, workforce.staff_scope
    ),
    "inventory": _of_principal(
        workforce.STOCK_KEEPERS,
        workforce.visible_item,
        names.item_names,
        workforce.stock_company,
    ),
}


def detail_roles(kind: str) -> tuple[GuardRole, ...]:
    """The roles a kind's detail call names in its guard (`opt=roles(*detail_roles(…))`)."""
    return KINDS[kind].roles
