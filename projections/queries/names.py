"""The names of the records a history mentions, each lookup narrowed to what the caller sees.

Each function takes the ids a history names and the caller's scope (the same one the
record's detail call checks), and answers a row per id it may name: `id` and `name`, and
what a reader needs beside it (an account's `kind` and `company_id`, an issue's
`issue_type`, a floor's `building_id`). Ids outside the scope, or of records that are gone
from the read tables, are left out: the history shows them unnamed."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from projections.clause import Clause
from projections.lists import in_clause
from projections.queries.devices import DeviceReach
from projections.queries.reach import Reach
from projections.queries.staff_scope import StaffScope
from projections.store import ReadStore, Row

# Each kind's lookup: the select, naming the record's id (its first column) and `name`.
_SELECTS = {
    "account": "SELECT a.id, COALESCE(NULLIF(a.name, ''), a.login_name) AS name, a.kind,"
    " a.company_id FROM accounts a",
    "company": "SELECT c.id, c.name FROM companies c",
    "building": "SELECT b.id, b.name FROM buildings b",
    "floor": "SELECT fl.id, fl.label AS name, fl.building_id FROM floors fl",
    "facility": "SELECT f.id, f.name FROM facilities f",
    "project": "SELECT p.id, p.name FROM projects p",
    "device": "SELECT d.id, d.name FROM devices d LEFT JOIN facilities f ON f.id = d.facility_id",
    "issue": "SELECT i.id, i.issue_type, COALESCE(f.name, '') AS name FROM issues i"
    " LEFT JOIN facilities f ON f.id = i.facility_id",
    "task": "SELECT t.id, t.title AS name FROM tasks t",
    "item": "SELECT i.id, i.item_name AS name FROM inventory i",
}


def _rows(store: ReadStore, kind: str, ids: Collection[str], scope: Sequence[Clause]) -> list[Row]:
    return _selected(store, _SELECTS[kind], ids, scope)


def _selected(
    store: ReadStore, select: str, ids: Collection[str], scope: Sequence[Clause]
) -> list[Row]:
    """The rows of `select` whose id (its first column) is one of `ids`, within `scope`."""
    if not ids:
        return []
    id_column = select.removeprefix("SELECT ").split(",", 1)[0]
    clauses = [in_clause(id_column, ids), *scope]
    where = " AND ".join(f"({clause})" for clause, _ in clauses)
    args: list[Any] = [arg for _, values in clauses for arg in values]
    return store.query(f"{select} WHERE {where}", args)


def account_names(
    store: ReadStore, ids: Collection[str], company_id: str | None, account_id: str
) -> list[Row]:
    """Accounts by name (or login name): every one when `company_id` is None (the admin),
    else those of that company and the caller's own."""
    scope: list[Clause] = []
    if company_id is not None:
        scope.append(("a.company_id = ? OR a.id = ?", [company_id, account_id]))
    return _rows(store, "account", ids, scope)


def company_names(store: ReadStore, ids: Collection[str], company_id: str | None) -> list[Row]:
    """Companies: every one when `company_id` is None (the admin), else only that one."""
    scope: list[Clause] = [] if company_id is None else [("c.id = ?", [company_id])]
    return _rows(store, "company", ids, scope)


def building_names(store: ReadStore, ids: Collection[str], reach: Reach) -> list[Row]:
    return _rows(store, "building", ids, reach.buildings("b.id"))


def floor_names(store: ReadStore, ids: Collection[str], reach: Reach) -> list[Row]:
    """Floors by label, with their building (a floor is seen with its building)."""
    return _rows(store, "floor", ids, reach.buildings("fl.building_id"))


def facility_names(store: ReadStore, ids: Collection[str], reach: Reach) -> list[Row]:
    return _rows(store, "facility", ids, reach.places("f.building_id", "f.id"))


def project_names(
    store: ReadStore, ids: Collection[str], reach: Reach, cleaning_company_id: str | None
) -> list[Row]:
    """Projects of the company when named, else those on the buildings of the reach."""
    scope = (
        [("p.cleaning_company_id = ?", [cleaning_company_id])]
        if cleaning_company_id is not None
        else reach.buildings("p.building_id")
    )
    return _rows(store, "project", ids, scope)


def device_names(store: ReadStore, ids: Collection[str], reach: DeviceReach) -> list[Row]:
    return _rows(store, "device", ids, reach.clauses())


def issue_names(store: ReadStore, ids: Collection[str], reach: Reach) -> list[Row]:
    """Issues by their type and the facility they were raised at (an issue has no name)."""
    return _rows(store, "issue", ids, reach.places("i.building_id", "i.facility_id"))


def task_names(
    store: ReadStore, ids: Collection[str], account_id: str, reach: Reach | None
) -> list[Row]:
    """Tasks by title: those given to or by the caller, and when `reach` is given, every
    task within it."""
    own = "t.staff_id = ? OR t.created_by = ?"
    scope: Clause = (own, [account_id, account_id])
    if reach is not None:
        places = reach.places("t.building_id", "t.facility_id")
        within = " AND ".join(f"({c})" for c, _ in places) or "1 = 1"
        args = [account_id, account_id, *(arg for _, values in places for arg in values)]
        scope = (f"{own} OR ({within})", args)
    return _rows(store, "task", ids, [scope])


def schedule_names(store: ReadStore, ids: Collection[str], scope: StaffScope) -> list[Row]:
    """Schedules by their staff member's name."""
    return _staff_rows(store, "schedules", ids, scope)


def leave_names(store: ReadStore, ids: Collection[str], scope: StaffScope) -> list[Row]:
    """Leaves by their staff member's name."""
    return _staff_rows(store, "leaves", ids, scope)


def _staff_rows(store: ReadStore, table: str, ids: Collection[str], scope: StaffScope) -> list[Row]:
    """Rows of a table held by a staff member (`staff_id`), named by them."""
    select = (
        "SELECT r.id, COALESCE(NULLIF(a.name, ''), a.login_name) AS name"
        f" FROM {table} r JOIN accounts a ON a.id = r.staff_id"
    )
    return _selected(store, select, ids, scope.clauses("r.staff_id"))


def item_names(store: ReadStore, ids: Collection[str], company_id: str | None) -> list[Row]:
    """Stock items: every one when `company_id` is None (the admin), else the company's."""
    scope: list[Clause] = [] if company_id is None else [("i.company_id = ?", [company_id])]
    return _rows(store, "item", ids, scope)
