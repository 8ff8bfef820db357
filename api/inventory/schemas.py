"""Inventory bodies, and an item and a movement as shown."""

from __future__ import annotations

from typing import Annotated

from api.body_bounds import within
from api.schema import Body, Out
from domain.inventory import MAX_QUANTITY
from projections.store import Row

Stock = Annotated[int, within(0, MAX_QUANTITY)]


class InventoryBody(Body):
    item_name: str
    quantity: Stock
    building_id: str
    supervisor_id: str | None = None
    project_id: str | None = None
    low_stock_level: Stock | None = None
    version: int | None = None


class MovementBody(Body):
    change: Annotated[int, within(-MAX_QUANTITY, MAX_QUANTITY)]  # and not zero
    reason: str


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
    return InventoryOut(
        id=row["id"],
        version=row["version"],
        item_name=row["item_name"],
        quantity=int(row["quantity"]),
        building_id=row["building_id"],
        building_name=row["building_name"],
        supervisor_id=row["supervisor_id"],
        supervisor_name=row["supervisor_name"],
        project_id=row["project_id"],
        project_name=row["project_name"],
        company_id=row["company_id"],
        company_name=row["company_name"],
        low_stock_level=None if row["low_stock_level"] is None else int(row["low_stock_level"]),
        low_stock=bool(row["low_stock"]),
        last_updated_at=row["last_updated_at"],
        created_at=row["created_at"],
    )


def movement_out(row: Row) -> MovementOut:
    return MovementOut(
        at=row["at"],
        change=int(row["change"]),
        quantity_after=int(row["quantity_after"]),
        reason=row["reason"],
        actor_id=row["actor_id"],
        actor_name=row["actor_name"],
    )
