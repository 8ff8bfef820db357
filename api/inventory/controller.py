"""Inventory: the system admin's alone (docs/roles.md); every
other role is refused every call (403). The stock of every cleaning company is kept here,
and low stock is still told to the item's supervisor."""

from __future__ import annotations

from litestar.params import FromPath, JSONBody

from api.auth import Principal
from api.calls import BY_PRINCIPAL, Listing, Record
from api.context import ConsoleDep, PrincipalDep
from api.inventory.schemas import (
    EXPORT_COLUMNS,
    InventoryBody,
    InventoryOut,
    MovementBody,
    MovementOut,
    inventory_out,
    movement_out,
)
from api.list_fields import STOCK_LIST
from api.listing import table
from api.routes import Resource, creates, reads, removes, updates
from api.schema import Page
from api.visibility import STOCK_KEEPERS, detail_roles, stock_company, visible_item
from api.writes import ReadBackDep, WorkforceDep
from application.workforce import Workforce
from domain.commands.inventory import ChangeItem, MoveStock, RegisterItem
from domain.errors import NotFound
from projections.clause import Clause
from projections.queries import inventory


def _stock(principal: Principal) -> list[Clause]:
    return inventory.inventory_scope(stock_company(principal))


STOCK = Listing(BY_PRINCIPAL, _stock, inventory.inventory_page, inventory.inventory_export)
ITEM = Record("item_id", BY_PRINCIPAL, visible_item)


class InventoryController(Resource, path="/inventory", tags=["inventory"]):
    list_items = reads("/", "listInventory", STOCK_KEEPERS, STOCK_LIST, cache=True)(
        STOCK.pages(Page[InventoryOut], inventory_out)
    )

    export_items = reads("/export", "exportInventory", STOCK_KEEPERS, STOCK_LIST)(
        STOCK.export(table("inventory.csv", EXPORT_COLUMNS))
    )

    get_item = reads("/{item_id:str}", "getInventoryItem", detail_roles("inventory"))(
        ITEM.detail(InventoryOut, inventory_out)
    )

    @creates("/", "createInventoryItem", STOCK_KEEPERS)
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

    @updates("/{item_id:str}", "updateInventoryItem", STOCK_KEEPERS)
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

    delete_item = removes("/{item_id:str}", "deleteInventoryItem", STOCK_KEEPERS)(
        ITEM.removal("workforce", Workforce.delete_item)
    )

    @reads("/{item_id:str}/movements", "listInventoryMovements", STOCK_KEEPERS)
    def list_movements(
        self, console: ConsoleDep, principal: PrincipalDep, item_id: FromPath[str]
    ) -> list[MovementOut]:
        """Newest first."""
        visible_item(console, principal, item_id)
        return [movement_out(r) for r in inventory.movements_of(console.store, item_id)]

    @creates("/{item_id:str}/movements", "moveInventoryStock", STOCK_KEEPERS)
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
