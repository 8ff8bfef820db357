"""`GET /api/history/{kind}/{id}`: an aggregate's events, or its state `?asOf=` a moment."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from litestar import get
from litestar.params import FromPath, QueryParameter

from api.auth import Principal
from api.buildings import visible_building
from api.console import Console
from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.devices import visible_device
from api.facilities import visible_facility
from api.floors import _visible_floor
from api.permissions import EVERYONE, roles
from api.projects import _visible as visible_project
from api.tenancy import Tenancy
from api.users import _readable
from application.history import history, state_as_of
from domain.account import UserAccount
from domain.building import Building
from domain.company import Company
from domain.device import Device
from domain.errors import NotFound, ValidationFailed, Violation
from domain.facility import Facility
from domain.floor import Floor
from domain.project import Project
from domain.roles import AccountKind

KINDS: dict[str, tuple[str, type[Any]]] = {
    "company": ("organisation", Company),
    "building": ("organisation", Building),
    "floor": ("organisation", Floor),
    "facility": ("organisation", Facility),
    "project": ("organisation", Project),
    "account": ("accounts", UserAccount),
    "device": ("devices", Device),
}


def _check_visible(
    console: Console, principal: Principal, tenancy: Tenancy, kind: str, object_id: str
) -> tuple[Any, type[Any]]:
    """Answers (application, aggregate class) once the caller may see the object.

    The admin sees every history, deleted objects included: that is what audits are for.
    """
    if kind not in KINDS:
        raise NotFound("path")
    app_name, cls = KINDS[kind]
    if principal.is_admin:
        return getattr(console, app_name), cls
    if kind == "company":
        tenancy.check_company(object_id)
        return console.organisation, Company
    if kind == "building":
        visible_building(console, tenancy, object_id)
        return console.organisation, Building
    if kind == "floor":
        _visible_floor(console, tenancy, object_id)
        return console.organisation, Floor
    if kind == "facility":
        visible_facility(console, tenancy, object_id)
        return console.organisation, Facility
    if kind == "project":
        visible_project(console, tenancy, object_id)
        return console.organisation, Project
    if kind == "device":
        visible_device(console, tenancy, object_id)
        return console.devices, Device
    if kind == "account":
        row = console.store.query_one("SELECT kind FROM accounts WHERE id = ?", (object_id,))
        if row is None:
            raise NotFound("account")
        _readable(console, principal, AccountKind(row["kind"]), object_id)
        return console.accounts, UserAccount
    raise NotFound("path")


def _moment(value: str) -> datetime:
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise ValidationFailed([Violation("asOf", "Incorrect date")]) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


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
    app, cls = _check_visible(console, principal, tenancy, kind, object_id)
    what = kind
    if as_of:
        return {
            "kind": kind,
            "id": object_id,
            "asOf": as_of,
            "state": state_as_of(app, cls, object_id, what, _moment(as_of)),
        }
    entries = history(app, cls, object_id, what)
    return {"kind": kind, "id": object_id, "events": [vars(e) for e in entries]}
