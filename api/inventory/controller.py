"""Inventory: the system admin's alone (SPEC.md §6 lists it for no other role); every
other role is refused every call (403). The stock of every cleaning company is kept here,
and low stock is still told to the item's supervisor."""

from __future__ import annotations

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.context import ConsoleDep, ParamsDep, PrincipalDep
from api.inventory.schemas import (
    EXPORT_COLUMNS,
    InventoryBody,
    InventoryOut,
    MovementBody,
    MovementOut,
    inventory_out,
    movement_out,
)
from api.listing import csv_table
from api.permissions import roles
from api.schema import Page, paged
from api.visibility import STOCK_KEEPERS, detail_roles, stock_company, visible_item
from api.writes import ReadBackDep, WorkforceDep
from domain.commands.inventory import ChangeItem, MoveStock, RegisterItem
from domain.errors import NotFound
from projections.queries import inventory


class InventoryController(Controller):
    path = "/inventory"
    tags = ["inventory"]

    @get(
        "/",
        operation_id="listInventory",
        opt=roles(*STOCK_KEEPERS),
        cache=True,
        sync_to_thread=True,
    )
    def list_items(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[InventoryOut]:
        found = inventory.inventory_page(
            console.store, params, inventory.inventory_scope(stock_company(principal))
        )
        return paged(found, inventory_out, params)

    @get("/export", operation_id="exportInventory", opt=roles(*STOCK_KEEPERS), sync_to_thread=True)
    def export_items(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Response[str]:
        rows = inventory.inventory_export(
            console.store, params, inventory.inventory_scope(stock_company(principal))
        )
        return csv_table("inventory.csv", EXPORT_COLUMNS, rows)

    @get(
        "/{item_id:str}",
        operation_id="getInventoryItem",
        opt=roles(*detail_roles("inventory")),
        sync_to_thread=True,
    )
    def get_item(
        self, console: ConsoleDep, principal: PrincipalDep, item_id: FromPath[str]
    ) -> InventoryOut:
        return inventory_out(visible_item(console, principal, item_id))

    @post("/", operation_id="createInventoryItem", opt=roles(*STOCK_KEEPERS), sync_to_thread=True)
    def create_item(
        self,
        workforce: WorkforceDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        data: JSONBody[InventoryBody],
    ) -> InventoryOut:
        command = data.command(RegisterItem, company_id=stock_company(principal))
        item_id = workforce.register_item(command, actor=principal.account_id)
        return inventory_out(visible_item(read_back(), principal, str(item_id)))

    @put(
        "/{item_id:str}",
        operation_id="updateInventoryItem",
        opt=roles(*STOCK_KEEPERS),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def update_item(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        item_id: FromPath[str],
        data: JSONBody[InventoryBody],
    ) -> None:
        """A changed quantity is recorded as a stock count."""
        visible_item(console, principal, item_id)
        command = data.command(
            ChangeItem,
            item_id=item_id,
            company_id=stock_company(principal),
            expected_version=data.version,
        )
        workforce.update_item(command, actor=principal.account_id)

    @delete(
        "/{item_id:str}",
        operation_id="deleteInventoryItem",
        opt=roles(*STOCK_KEEPERS),
        sync_to_thread=True,
    )
    def delete_item(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        principal: PrincipalDep,
        item_id: FromPath[str],
    ) -> None:
        visible_item(console, principal, item_id)
        workforce.delete_item(item_id, actor=principal.account_id)

    @get(
        "/{item_id:str}/movements",
        operation_id="listInventoryMovements",
        opt=roles(*STOCK_KEEPERS),
        sync_to_thread=True,
    )
    def list_movements(
        self, console: ConsoleDep, principal: PrincipalDep, item_id: FromPath[str]
    ) -> list[MovementOut]:
        """Newest first."""
        visible_item(console, principal, item_id)
        return [movement_out(r) for r in inventory.movements_of(console.store, item_id)]

    @post(
        "/{item_id:str}/movements",
        operation_id="moveInventoryStock",
        opt=roles(*STOCK_KEEPERS),
        sync_to_thread=True,
    )
    def move_stock(
        self,
        console: ConsoleDep,
        workforce: WorkforceDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        item_id: FromPath[str],
        data: JSONBody[MovementBody],
    ) -> MovementOut:
        """Adds or takes stock; taking more than there is is a conflict (409)."""
        visible_item(console, principal, item_id)
        command = data.command(MoveStock, item_id=item_id)
        item = workforce.move_stock(command, actor=principal.account_id)
        row = inventory.movement_at(read_back().store, item_id, item.version)
        if row is None:  # the read tables are behind (a follower in trouble)
            raise NotFound("movement")
        return movement_out(row)
