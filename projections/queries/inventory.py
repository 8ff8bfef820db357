"""Queries over the inventory: the list, one item and its movements."""

from __future__ import annotations

from typing import Any

from domain.errors import ValidationFailed, Violation
from projections.clause import Clause
from projections.lists import ListParams, ListQuery, split_filters
from projections.store import ReadStore, Row

_LOW = "(i.low_stock_level IS NOT NULL AND i.quantity <= i.low_stock_level)"


def inventory_scope(company_id: str | None) -> list[Clause]:
    """The items a cleaning company holds; None: every item (the admin)."""
    return [] if company_id is None else [("i.company_id = ?", [company_id])]


def inventory_filters(params: ListParams) -> tuple[ListParams, list[Clause]]:
    rest, taken = split_filters(params, {"lowStock"})
    wanted = {v.strip().lower() for v in taken.get("lowStock", [])}
    if wanted - {"true", "false"}:
        raise ValidationFailed([Violation("filter", "lowStock must be true or false")])
    if wanted == {"true"}:
        return rest, [(_LOW, [])]
    if wanted == {"false"}:
        return rest, [(f"NOT {_LOW}", [])]
    return rest, []


INVENTORY = ListQuery(
    select=(
        "i.id, i.version, i.item_name, i.quantity, i.building_id, b.name AS building_name,"
        " i.supervisor_id, s.name AS supervisor_name, i.project_id, p.name AS project_name,"
        f" i.company_id, c.name AS company_name, i.low_stock_level, {_LOW} AS low_stock,"
        " i.last_updated_at, i.created_at"
    ),
    from_=(
        "inventory i LEFT JOIN buildings b ON b.id = i.building_id"
        " LEFT JOIN accounts s ON s.id = i.supervisor_id"
        " LEFT JOIN projects p ON p.id = i.project_id"
        " LEFT JOIN companies c ON c.id = i.company_id"
    ),
    sortable={
        "itemName": "i.item_name",
        "quantity": "i.quantity",
        "buildingName": "b.name",
        "lastUpdatedAt": "i.last_updated_at",
        "createdAt": "i.created_at",
    },
    default_sort="itemName",
    searchable=("i.item_name", "b.name", "s.name"),
    filterable={
        "building": "i.building_id",
        "supervisor": "i.supervisor_id",
        "project": "i.project_id",
        "company": "i.company_id",
    },
    date_column="i.last_updated_at",
    key="i.id",
    special=inventory_filters,
)


def _typed(row: Row) -> Row:
    return {**row, "low_stock": bool(row["low_stock"])}


def inventory_page(
    store: ReadStore, params: ListParams, scope: list[Clause]
) -> tuple[list[Row], int]:
    rows, total = INVENTORY.page(store, params, scope)
    return [_typed(r) for r in rows], total


def inventory_export(store: ReadStore, params: ListParams, scope: list[Clause]) -> list[Row]:
    return [_typed(r) for r in INVENTORY.all(store, params, scope)]


def inventory_row(store: ReadStore, item_id: str, scope: list[Clause]) -> Row | None:
    row = INVENTORY.first(store, [("i.id = ?", [item_id]), *scope])
    return None if row is None else _typed(row)


def movements_of(store: ReadStore, item_id: str) -> list[dict[str, Any]]:
    """The item's stock changes, newest first, with who made each."""
    return store.query(
        "SELECT m.at, m.change, m.quantity_after, m.reason, m.actor_id, a.name AS actor_name"
        " FROM inventory_movements m LEFT JOIN accounts a ON a.id = m.actor_id"
        " WHERE m.item_id = ? ORDER BY m.version DESC",
        (item_id,),
    )


def movement_at(store: ReadStore, item_id: str, version: int) -> Row | None:
    return store.query_one(
        "SELECT m.at, m.change, m.quantity_after, m.reason, m.actor_id, a.name AS actor_name"
        " FROM inventory_movements m LEFT JOIN accounts a ON a.id = m.actor_id"
        " WHERE m.item_id = ? AND m.version = ?",
        (item_id, version),
    )
