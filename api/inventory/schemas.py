"""Inventory bodies, and an item and a movement as shown."""

from __future__ import annotations

from typing import Annotated

from api.body_bounds import RecordId, Text, within
from api.listing import Column
from api.schema import Body, Out, to_out
from domain.inventory import MAX_QUANTITY
from projections.store import Row

Stock = Annotated[int, within(0, MAX_QUANTITY)]


class InventoryBody(Body):
    item_name: Text
    quantity: Stock
    building_id: RecordId
    supervisor_id: str | None = None
    project_id: str | None = None
    low_stock_level: Stock | None = None
    version: int | None = None


class MovementBody(Body):
    change: Annotated[int, within(-MAX_QUANTITY, MAX_QUANTITY)]  # and not zero
    reason: Text


class InventoryOut(Out):
    id: str
    version: int
    item_name: str
    quantity: int
    building_id: str
    building_name: str | None
    supervisor_id: str | None
    supervisor_name: str | None
    project_id: str | None
    project_name: str | None
    company_id: str | None
    company_name: str | None
    low_stock_level: int | None
    low_stock: bool
    last_updated_at: str
    created_at: str


class MovementOut(Out):
    at: str
    change: int
    quantity_after: int
    reason: str
    actor_id: str
    actor_name: str | None


def inventory_out(row: Row) -> InventoryOut:
    level = row["low_stock_level"]
    return to_out(
        InventoryOut,
        row,
        quantity=int(row["quantity"]),
        low_stock_level=None if level is None else int(level),
        low_stock=bool(row["low_stock"]),
    )


def movement_out(row: Row) -> MovementOut:
    return to_out(
        MovementOut, row, change=int(row["change"]), quantity_after=int(row["quantity_after"])
    )


EXPORT_COLUMNS: list[Column] = [
    *("id", "item_name", "quantity", "low_stock_level"),
    ("lowStock", lambda row: "yes" if row["low_stock"] else "no"),
    *("building_name", "supervisor_name", "project_name", "company_name"),
    *("last_updated_at", "created_at"),
]
