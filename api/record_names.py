"""The names a history's reader sees in place of ids: `{id: {kind, name, page, …}}`.

A record is named when the caller may open it: its detail call admits their role and its
tenancy check lets them see it (the admin sees every record still in the read tables).
People are named to the people of their own company, and to the admin; `page` says
whether the caller may also open the person's page (their users call reads them).
Anything else stays unnamed, and the reader shows "someone" or "a facility"."""

from __future__ import annotations

from collections.abc import Collection
from typing import Annotated

import msgspec

from api.auth import Principal
from api.console import Console
from api.permissions import READ_BY
from api.schema import Out
from api.tenancy import Tenancy
from api.visibility import KINDS, own_company
from domain.roles import GuardRole
from projections.queries import names
from projections.store import Row


def _described(text: str) -> msgspec.Meta:
    return msgspec.Meta(extra_json_schema={"description": text})


class NameOut(Out, omit_defaults=True):
    """A record a history mentions, as a person reads it."""

    kind: Annotated[
        str,
        _described(
            "account, company, building, floor, facility, project, device, issue, task,"
            " schedule, leave or inventory"
        ),
    ]
    name: Annotated[
        str,
        _described(
            "The record's name; an issue's is its facility's, a schedule's or a leave's its"
            " staff member's, an account's its person's (or login name)"
        ),
    ]
    page: Annotated[
        bool,
        _described(
            "Whether the caller may open the record's own page (always, but for a person"
            " named as a colleague whose account the caller may not read)"
        ),
    ]
    account_kind: Annotated[
        str | None, _described("An account's kind: which users page it is on")
    ] = None
    issue_type: Annotated[str | None, _described("An issue's type id")] = None
    building_id: Annotated[
        str | None, _described("A floor's building, whose page shows the floor")
    ] = None


#: The roles each kind's detail call admits: only they see the kind's records named.
#: People are named by their own rules, and notifications never.
DETAIL_ROLES: dict[str, tuple[GuardRole, ...]] = {
    kind: rule.roles for kind, rule in KINDS.items() if rule.names is not None
}


def _account(principal: Principal, row: Row) -> NameOut:
    readable = principal.is_admin or row["id"] == principal.account_id
    if not readable and row["company_id"] == principal.company_id:
        readable = any(kind.value == row["kind"] for kind in READ_BY.get(principal.guard_role, ()))
    return NameOut(
        kind="account", name=str(row["name"]), page=readable, account_kind=str(row["kind"])
    )


def _accounts(console: Console, principal: Principal, ids: Collection[str]) -> dict[str, NameOut]:
    rows = names.account_names(console.store, ids, own_company(principal), principal.account_id)
    return {str(row["id"]): _account(principal, row) for row in rows if row["name"]}


def names_of(
    console: Console, tenancy: Tenancy, mentioned: dict[str, set[str]]
) -> dict[str, NameOut]:
    """The names of the records mentioned (kind → ids) that the caller sees."""
    principal = tenancy.principal
    found: dict[str, NameOut] = {}
    for kind, ids in mentioned.items():
        if kind == "account":
            found.update(_accounts(console, principal, ids))
            continue
        rule = KINDS.get(kind)
        if rule is None or rule.names is None or principal.guard_role not in rule.roles:
            continue
        for row in rule.names(console, tenancy, ids):
            found[str(row["id"])] = NameOut(
                kind=kind,
                name=str(row["name"] or ""),
                page=True,
                issue_type=row.get("issue_type"),
                building_id=row.get("building_id"),
            )
    return found
