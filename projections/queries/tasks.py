"""The list of ad hoc tasks across issues, narrowed to whose tasks the caller sees."""

from __future__ import annotations

from projections.clause import Clause
from projections.lists import ListParams, ListQuery
from projections.queries.issues import TASKS
from projections.queries.staff_scope import StaffScope
from projections.store import ReadStore, Row

# The tasks' own list, with the assignee's account as `a` (what a `StaffScope` narrows by).
TASK_LIST = ListQuery(
    select=TASKS.select.replace("s.name AS staff_name", "a.name AS staff_name"),
    from_=TASKS.from_.replace("accounts s ON s.id", "accounts a ON a.id"),
    sortable={**TASKS.sortable, "staffName": "a.name"},
    default_sort="-createdAt",
    searchable=TASKS.searchable,
    filterable=TASKS.filterable,
    date_column=TASKS.date_column,
    key=TASKS.key,
)


def task_page(
    store: ReadStore, params: ListParams, scope: StaffScope, assigned_to: str | None
) -> tuple[list[Row], int]:
    """The tasks of the scope's staff; only those given to `assigned_to` when named."""
    clauses: list[Clause] = scope.clauses("t.staff_id")
    if assigned_to is not None:
        clauses.append(("t.staff_id = ?", [assigned_to]))
    return TASK_LIST.page(store, params, clauses)


def task_in_scope(store: ReadStore, task_id: str, scope: StaffScope) -> Row | None:
    return TASK_LIST.first(store, [("t.id = ?", [task_id]), *scope.clauses("t.staff_id")])
