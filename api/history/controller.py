"""`GET /api/history/{kind}/{id}`: an aggregate's events, or its state `?asOf=` a moment."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from litestar import get
from litestar.params import FromPath

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.history.schemas import HistoryOut, StateOut, event_out
from api.input import AsOfQuery, parse_as_of
from api.permissions import EVERYONE, MANAGERS, roles
from api.record_names import names_of
from api.tenancy import Tenancy
from api.visibility import (
    readable_account_of_any_kind,
    readable_notification,
    readable_task,
    visible_building,
    visible_device,
    visible_facility,
    visible_floor,
    visible_issue,
    visible_project,
)
from api.workforce_visibility import (
    STOCK_KEEPERS,
    WORKFORCE,
    visible_item,
    visible_leave,
    visible_schedule,
)
from application.history import history, mentions, state_as_of
from domain.account import UserAccount
from domain.building import Building
from domain.company import Company
from domain.device import Device
from domain.errors import Forbidden, NotFound
from domain.facility import Facility
from domain.floor import Floor
from domain.inventory import InventoryItem
from domain.issue import Issue
from domain.leave import Leave
from domain.notification import Notification
from domain.project import Project
from domain.roles import GuardRole
from domain.schedule import Schedule
from domain.task import AdHocTask

#: Refuses (404) an object of a kind the caller may not see.
Check = Callable[[Console, Principal, Tenancy, str], object]


@dataclass(frozen=True)
class Kind:
    application: str  # the console's application that records it
    aggregate: type[Any]
    #: The roles the kind's detail call admits (the same tuple its handler names): a
    #: history tells at least as much as the detail, so it is refused to the same roles.
    roles: tuple[GuardRole, ...]
    visible: Check


KINDS: dict[str, Kind] = {
    "company": Kind("organisation", Company, EVERYONE, lambda c, p, t, i: t.check_company(i)),
    "building": Kind(
        "organisation", Building, EVERYONE, lambda c, p, t, i: visible_building(c, t, i)
    ),
    "floor": Kind("organisation", Floor, EVERYONE, lambda c, p, t, i: visible_floor(c, t, i)),
    "facility": Kind(
        "organisation", Facility, EVERYONE, lambda c, p, t, i: visible_facility(c, t, i)
    ),
    "project": Kind("organisation", Project, MANAGERS, lambda c, p, t, i: visible_project(c, t, i)),
    # Which accounts a role reads depends on their kind: the check says (403 or 404).
    "account": Kind(
        "accounts",
        UserAccount,
        EVERYONE,
        lambda c, p, t, i: readable_account_of_any_kind(c, p, i),
    ),
    "device": Kind("devices", Device, MANAGERS, lambda c, p, t, i: visible_device(c, t, i)),
    "issue": Kind("issues", Issue, EVERYONE, lambda c, p, t, i: visible_issue(c, t, i)),
    "task": Kind("issues", AdHocTask, EVERYONE, lambda c, p, t, i: readable_task(c, p, t, i)),
    # No detail call: a notification is its recipient's, whatever their role.
    "notification": Kind(
        "issues", Notification, EVERYONE, lambda c, p, t, i: readable_notification(c, p, i)
    ),
    "schedule": Kind(
        "workforce", Schedule, WORKFORCE, lambda c, p, t, i: visible_schedule(c, p, i)
    ),
    "leave": Kind("workforce", Leave, WORKFORCE, lambda c, p, t, i: visible_leave(c, p, i)),
    "inventory": Kind(
        "workforce", InventoryItem, STOCK_KEEPERS, lambda c, p, t, i: visible_item(c, p, i)
    ),
}


@get(
    "/history/{kind:str}/{object_id:str}",
    operation_id="history",
    opt=roles(*EVERYONE),
    sync_to_thread=True,
    tags=["history"],
)
def get_history(
    console: ConsoleDep,
    principal: PrincipalDep,
    tenancy: TenancyDep,
    kind: FromPath[str],
    object_id: FromPath[str],
    as_of: AsOfQuery = None,
) -> HistoryOut | StateOut:
    """The record's events, oldest first, with the names of the records they mention that
    the caller sees; or with `asOf`, the record as it was at that moment."""
    found = KINDS.get(kind)
    if found is None:
        raise NotFound("path")
    if principal.guard_role not in found.roles:
        raise Forbidden("Access denied!")  # as the guard answers the kind's detail call
    # The admin sees every history, deleted objects included: that is what audits are for.
    if not principal.is_admin:
        found.visible(console, principal, tenancy, object_id)
    app, cls = getattr(console, found.application), found.aggregate
    if as_of:
        state = state_as_of(app, cls, object_id, kind, parse_as_of(as_of))
        return StateOut(kind=kind, id=object_id, as_of=as_of, state=state)
    entries = history(app, cls, object_id, kind)
    mentioned = mentions(entries)
    mentioned.setdefault(kind, set()).add(object_id)  # "assigned Toilet L2-M to Carol Ng"
    return HistoryOut(
        kind=kind,
        id=object_id,
        events=[event_out(e) for e in entries],
        names=names_of(console, tenancy, mentioned),
    )
