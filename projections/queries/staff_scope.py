"""Whose workforce records a caller sees, as clauses over the staff member's account row.

Every workforce list joins the staff member's account as `a`; the API says which scope a
caller has (docs/roles.md), this module says what it means in SQL.
"""

from __future__ import annotations

from dataclasses import dataclass

from projections.clause import Clause
from projections.store import ReadStore, Row


@dataclass(frozen=True)
class StaffScope:
    """One of: everyone (the admin), a company's staff (its managers), a supervisor's team
    and the supervisor, or one member's own records."""

    everyone: bool = False
    company_id: str | None = None
    team_of: str | None = None
    own: str | None = None

    def clauses(self, staff_column: str) -> list[Clause]:
        if self.everyone:
            return []
        if self.company_id is not None:
            return [("a.company_id = ?", [self.company_id])]
        if self.team_of is not None:
            return [(f"(a.supervisor_id = ? OR {staff_column} = ?)", [self.team_of] * 2)]
        return [(f"{staff_column} = ?", [self.own or ""])]


def member_in_scope(store: ReadStore, staff_id: str, scope: StaffScope) -> Row | None:
    """The supervisor, cleaner or worker, if the scope covers them: id, kind, company_id,
    supervisor_id and name."""
    return store.query_one(
        "SELECT a.id, a.kind, a.company_id, a.supervisor_id, a.name FROM accounts a"
        " WHERE a.id = ? AND a.kind IN ('supervisor', 'cleaner', 'worker')"
        + "".join(f" AND {clause}" for clause, _ in scope.clauses("a.id")),
        [staff_id, *(arg for _, args in scope.clauses("a.id") for arg in args)],
    )
