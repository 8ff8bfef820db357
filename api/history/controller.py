"""`GET /api/history/{kind}/{id}`: an aggregate's events, or its state `?asOf=` a moment."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import get
from litestar.params import FromPath, QueryParameter

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.input import parse_as_of
from api.permissions import EVERYONE, roles
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
from api.workforce_visibility import visible_item, visible_leave, visible_schedule
from application.history import history, state_as_of
from domain.account import UserAccount
from domain.building import Building
from domain.company import Company
from domain.device import Device
from domain.errors import NotFound
from domain.facility import Facility
from domain.floor import Floor
from domain.inventory import InventoryItem
from domain.issue import Issue
from domain.leave import Leave
from domain.notification import Notification
from domain.project import Project
from domain.schedule import Schedule
from domain.task import AdHocTask

# Each kind: the console's application that records it, and the aggregate class.
KINDS: dict[str, tuple[str, type[Any]]] = {
    "company": ("organisation", Company),
    "building": ("organisation", Building),
    "floor": ("organisation", Floor),
    "facility": ("organisation", Facility),
    "project": ("organisation", Project),
    "account": ("accounts", UserAccount),
    "device": ("devices", Device),
    "issue": ("issues", Issue),
    "task": ("issues", AdHocTask),
    "notification": ("issues", Notification),
    "schedule": ("workforce", Schedule),
    "leave": ("workforce", Leave),
    "inventory": ("workforce", InventoryItem),
}


def _check_visible(
    console: Console, principal: Principal, tenancy: Tenancy, kind: str, object_id: str
) -> None:
    """Refuses (404) an object the caller may not see.

    The admin sees every history, deleted objects included: that is what audits are for.
    """
    if principal.is_admin:
        return
    if kind == "company":
        tenancy.check_company(object_id)
    elif kind == "building":
        visible_building(console, tenancy, object_id)
    elif kind == "floor":
        visible_floor(console, tenancy, object_id)
    elif kind == "facility":
        visible_facility(console, tenancy, object_id)
    elif kind == "project":
        visible_project(console, tenancy, object_id)
    elif kind == "device":
        visible_device(console, tenancy, object_id)
    elif kind == "account":
        readable_account_of_any_kind(console, principal, object_id)
    elif kind == "issue":
        visible_issue(console, tenancy, object_id)
    elif kind == "task":
        readable_task(console, principal, tenancy, object_id)
    elif kind == "notification":
        readable_notification(console, principal, object_id)
    elif kind == "schedule":
        visible_schedule(console, principal, object_id)
    elif kind == "leave":
        visible_leave(console, principal, object_id)
    elif kind == "inventory":
        visible_item(console, principal, object_id)
    else:
        raise NotFound("path")


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
    as_of: Annotated[str | None, QueryParameter(name="asOf")] = None,
) -> dict[str, Any]:
    if kind not in KINDS:
        raise NotFound("path")
    _check_visible(console, principal, tenancy, kind, object_id)
    app_name, cls = KINDS[kind]
    app = getattr(console, app_name)
    if as_of:
        return {
            "kind": kind,
            "id": object_id,
            "asOf": as_of,
            "state": state_as_of(app, cls, object_id, kind, parse_as_of(as_of)),
        }
    entries = history(app, cls, object_id, kind)
    return {"kind": kind, "id": object_id, "events": [vars(e) for e in entries]}
