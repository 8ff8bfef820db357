"""Inventory: stock never below zero, every change a movement, the low-stock crossing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.commands.inventory import ChangeItem, RegisterItem
from domain.errors import Conflict, ValidationFailed
from domain.inventory import STOCK_COUNT, InventoryItem, reaches_low_stock
from tests.commands import move


def item(**changes: Any) -> InventoryItem:
    fields: dict[str, Any] = {
        "item_name": " Jumbo roll ",
        "quantity": 10,
        "building_id": "building-1",
        "supervisor_id": "supervisor-1",
        "project_id": None,
        "company_id": "company-1",
        "low_stock_level": 3,
    }
    return InventoryItem.register(RegisterItem(**{**fields, **changes}), "manager-1")


def test_the_rules_of_an_item() -> None:
    with pytest.raises(ValidationFailed) as failed:
        item(item_name=" ", quantity=-1, building_id="", low_stock_level=-2)
    assert {v.field for v in failed.value.violations} == {
        "itemName",
        "quantity",
        "buildingId",
        "lowStockLevel",
    }
    assert item().item_name == "Jumbo roll"
    with pytest.raises(ValidationFailed):
        item().move(move("item-1", 0, "nothing"), "manager-1")
    with pytest.raises(ValidationFailed):
        item().move(move("item-1", 1, " "), "manager-1")


def test_an_edit_that_changes_the_quantity_records_a_stock_count() -> None:
    stock = item()
    stock.collect_events()
    edit = ChangeItem(
        item_id=str(stock.id),
        item_name="Jumbo roll",
        quantity=7,
        building_id="building-1",
        company_id="company-1",
        low_stock_level=2,
    )
    stock.update(edit, "manager-1")
    moved = [e for e in stock.collect_events() if isinstance(e, InventoryItem.Moved)]
    assert [(m.change, m.reason, m.quantity) for m in moved] == [(-3, STOCK_COUNT, 7)]


@given(st.integers(0, 50), st.lists(st.integers(-20, 20).filter(bool), max_size=30))
def test_stock_never_falls_below_zero_and_is_the_sum_of_its_movements(
    start: int, changes: list[int]
) -> None:
    stock = item(quantity=start)
    expected = start
    for change in changes:
        if expected + change < 0:
            with pytest.raises(Conflict):
                stock.move(move("item-1", change, "used"), "cleaner-1")
        else:
            stock.move(move("item-1", change, "used"), "cleaner-1")
            expected += change
        assert stock.quantity == expected >= 0
    moved = [e for e in stock.collect_events() if isinstance(e, InventoryItem.Moved)]
    assert start + sum(m.change for m in moved) == stock.quantity
    assert all(m.quantity >= 0 for m in moved)


@given(st.integers(0, 30), st.integers(0, 30), st.one_of(st.none(), st.integers(0, 30)))
def test_low_stock_is_reached_only_by_falling_to_the_level_from_above(
    before: int, after: int, level: int | None
) -> None:
    crossed = reaches_low_stock(before, after, level)
    assert crossed == (level is not None and before > level and after <= level)
