"""`GET /api/history/{kind}/{id}`: an aggregate's events, or its state `?asOf=` a moment."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from litestar.params import FromPath, PathParameter

from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.history.schemas import HistoryOut, StateOut, event_out
from api.input import AsOfQuery, parse_as_of
from api.permissions import EVERYONE
from api.record_names import names_of
from api.routes import reads
from api.visibility import KINDS as RULES
from api.visibility import Kind as Rule
from application.history import history, mentions, state_as_of, with_check_ins
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
from projections.queries import check_ins


@dataclass(frozen=True)
class Kind:
    application: str  # the console's application that records it
    aggregate: type[Any]
    #: Who sees a record of the kind: the detail call's rule, as a history tells at least
    #: as much as the detail does.
    rule: Rule

    @property
    def roles(self) -> tuple[GuardRole, ...]:
        return self.rule.roles


RECORDED: dict[str, tuple[str, type[Any]]] = {
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
#: The kind of record in `/history/{kind}/{id}`: one the console records.
KindPath = Annotated[str, PathParameter(schema_extra={"enum": list(RECORDED)})]
KINDS: dict[str, Kind] = {
    kind: Kind(application, aggregate, RULES[kind])
    for kind, (application, aggregate) in RECORDED.items()
}


@reads("/history/{kind:str}/{object_id:str}", "history", EVERYONE, tags=["history"])
def get_history(
    console: ConsoleDep,
    principal: PrincipalDep,
    tenancy: TenancyDep,
    kind: KindPath,
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
        found.rule.visible(console, principal, tenancy, object_id)
    app, cls = getattr(console, found.application), found.aggregate
    if as_of:
        state = state_as_of(app, cls, object_id, kind, parse_as_of(as_of))
        return StateOut(kind=kind, id=object_id, as_of=as_of, state=state)
    entries = history(app, cls, object_id, kind)
    if kind == "facility":
        rows = check_ins.entries_at(console.store, object_id)
        entries = with_check_ins(entries, [(r["id"], r["staff_id"], r["time"]) for r in rows])
    mentioned = mentions(entries)
    mentioned.setdefault(kind, set()).add(object_id)  # "assigned Toilet L2-M to Carol Ng"
    return HistoryOut(
        kind=kind,
        id=object_id,
        events=[event_out(e) for e in entries],
        names=names_of(console, tenancy, mentioned),
    )
