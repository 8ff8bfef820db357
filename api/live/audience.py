"""Who may hear of a change: the rules of the lists and detail calls, asked once per viewer
for a whole batch of changes.

A record is told to a viewer when its kind's detail call admits their role and the
viewer's tenancy reaches it (`api.record_names.names_of`, which the history's names use:
`api.visibility.KINDS`); a notification to its recipient alone. Once deleted, a record is
gone from the read tables those rules read: its deletion is told to the admin (who audits
deleted records), and to the streams that were told of it before (the hub remembers).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from api.auth import Principal, load_principal
from api.caching import Memo
from api.console import Console
from api.live.changes import DELETED, Change
from api.live.subscriber import Viewer
from api.record_names import names_of
from api.tenancy import Tenancy, tenancy_of
from domain.errors import Unauthorized


class Audience(Protocol):
    def scope(self, viewer: Viewer) -> object | None:
        """What the viewer may see now, as a value equal for viewers who see the same;
        None once they may see nothing (signed out, their session revoked, their role
        changed): their streams end."""
        ...

    def visible(self, scope: object, changes: Sequence[Change]) -> set[int]:
        """The indexes of the changes a viewer of this scope may hear of."""
        ...


class ConsoleAudience:
    """The visibility rules on the read tables, with the callers and tenancies the API
    keeps per read-store version (so a batch costs a known caller no lookup)."""

    def __init__(self, console: Console, principals: Memo[Principal], tenancies: Memo[Tenancy]):
        self._console = console
        self._principals = principals
        self._tenancies = tenancies

    def scope(self, viewer: Viewer) -> Tenancy | None:
        store = self._console.store
        key = (viewer.account_id, viewer.session_id)
        try:
            principal = self._principals.get(
                key, lambda: load_principal(store, viewer.account_id, viewer.session_id)
            )
        except Unauthorized:
            return None
        if principal.role != viewer.role:
            return None
        return self._tenancies.get(
            (principal.account_id, principal.role), lambda: tenancy_of(store, principal)
        )

    def visible(self, scope: object, changes: Sequence[Change]) -> set[int]:
        assert isinstance(scope, Tenancy)
        principal = scope.principal
        mentioned: dict[str, set[str]] = {}
        for change in changes:
            if change.kind != "notification":
                mentioned.setdefault(change.kind, set()).add(change.id)
        named = names_of(self._console, scope, mentioned) if mentioned else {}
        seen = {(name.kind, record) for record, name in named.items() if name.page}
        return {
            index
            for index, change in enumerate(changes)
            if (
                change.recipient == principal.account_id
                if change.kind == "notification"
                else (change.kind, change.id) in seen
                or (change.type == DELETED and principal.is_admin)
            )
        }
