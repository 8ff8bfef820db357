"""Whose workforce records a caller sees, as clauses over the staff member's account row.

Every workforce list joins the staff member's account as `a`; the API says which scope a
caller has (SPEC.md §6), this module says what it means in SQL.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Clause = tuple[str, list[Any]]


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
