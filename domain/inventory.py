"""InventoryItem: a consumable kept in a building, and every change of its stock.

Each change of the quantity is a `Moved` event with who made it, by how much and why, and
the quantity after it, so the stock's history is its list of movements. Stock never falls
below zero (409). An item may name a low-stock level: a movement that takes the quantity
from above the level to at or below it is what its supervisor is told about.
"""

from __future__ import annotations

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import REQUIRED, Conflict, Violations
from domain.validation import out_of_range, require_text

MAX_QUANTITY = 1_000_000_000
STOCK_COUNT = "Stock count"


def check_item(
    item_name: str, quantity: int, building_id: str, low_stock_level: int | None
) -> None:
    violations = Violations()
    require_text(violations, "itemName", item_name)
    if not 0 <= quantity <= MAX_QUANTITY:
        out_of_range(violations, "quantity", 0, MAX_QUANTITY)
    if not building_id:
        violations.add("buildingId", REQUIRED, "required")
    if low_stock_level is not None and not 0 <= low_stock_level <= MAX_QUANTITY:
        out_of_range(violations, "lowStockLevel", 0, MAX_QUANTITY)
    violations.raise_if_any()


def check_movement(change: int, reason: str) -> None:
    violations = Violations()
    if change == 0 or not -MAX_QUANTITY <= change <= MAX_QUANTITY:
        violations.add("change", "Must not be zero", "not-zero")
    require_text(violations, "reason", reason)
    violations.raise_if_any()


def reaches_low_stock(before: int, after: int, level: int | None) -> bool:
    """True when the stock falls to its low-stock level or below from above it."""
    return level is not None and before > level >= after


class InventoryItem(Deletable):
    what = "inventory-item"

    class Registered(Aggregate.Created):
        item_name: str
        quantity: int
        building_id: str
        supervisor_id: str | None
        project_id: str | None
        company_id: str | None
        low_stock_level: int | None
        actor: str

    class Updated(Aggregate.Event):
        item_name: str
        building_id: str
        supervisor_id: str | None
        project_id: str | None
        company_id: str | None
        low_stock_level: int | None
        actor: str

    class Moved(Aggregate.Event):
        """`quantity` is the stock after the change."""

        change: int
        reason: str
        quantity: int
        actor: str

    @event(Registered)
    def __init__(
        self,
        item_name: str,
        quantity: int,
        building_id: str,
        supervisor_id: str | None,
        project_id: str | None,
        company_id: str | None,
        low_stock_level: int | None,
        actor: str,
    ) -> None:
        self.item_name = item_name
        self.quantity = quantity
        self.building_id = building_id
        self.supervisor_id = supervisor_id
        self.project_id = project_id
        self.company_id = company_id
        self.low_stock_level = low_stock_level
        self.modified_by = actor

    @classmethod
    def register(
        cls,
        item_name: str,
        quantity: int,
        building_id: str,
        supervisor_id: str | None,
        project_id: str | None,
        company_id: str | None,
        low_stock_level: int | None,
        actor: str,
    ) -> InventoryItem:
        check_item(item_name, quantity, building_id, low_stock_level)
        return cls(
            item_name=item_name.strip(),
            quantity=quantity,
            building_id=building_id,
            supervisor_id=supervisor_id or None,
            project_id=project_id or None,
            company_id=company_id or None,
            low_stock_level=low_stock_level,
            actor=actor,
        )

    def update(
        self,
        item_name: str,
        quantity: int,
        building_id: str,
        supervisor_id: str | None,
        project_id: str | None,
        company_id: str | None,
        low_stock_level: int | None,
        actor: str,
    ) -> None:
        """Changes the item; a different quantity is recorded as a stock count."""
        self.check_not_deleted()
        check_item(item_name, quantity, building_id, low_stock_level)
        self._updated(
            item_name=item_name.strip(),
            building_id=building_id,
            supervisor_id=supervisor_id or None,
            project_id=project_id or None,
            company_id=company_id or None,
            low_stock_level=low_stock_level,
            actor=actor,
        )
        if quantity != self.quantity:
            self.move(quantity - self.quantity, STOCK_COUNT, actor)

    @event(Updated)
    def _updated(
        self,
        item_name: str,
        building_id: str,
        supervisor_id: str | None,
        project_id: str | None,
        company_id: str | None,
        low_stock_level: int | None,
        actor: str,
    ) -> None:
        self.item_name = item_name
        self.building_id = building_id
        self.supervisor_id = supervisor_id
        self.project_id = project_id
        self.company_id = company_id
        self.low_stock_level = low_stock_level
        self.modified_by = actor

    def move(self, change: int, reason: str, actor: str) -> None:
        """Adds or takes stock; taking more than there is is a conflict."""
        self.check_not_deleted()
        check_movement(change, reason)
        after = self.quantity + change
        if after < 0:
            raise Conflict(
                f"Only {self.quantity} in stock",
                code="insufficient-stock",
                params={"quantity": self.quantity, "change": change},
            )
        if after > MAX_QUANTITY:
            violations = Violations()
            out_of_range(violations, "change", high=MAX_QUANTITY - self.quantity)
            violations.raise_if_any()
        self._moved(change=change, reason=reason.strip(), quantity=after, actor=actor)

    @event(Moved)
    def _moved(self, change: int, reason: str, quantity: int, actor: str) -> None:
        self.quantity = quantity
        self.modified_by = actor

    @property
    def low_stock(self) -> bool:
        return self.low_stock_level is not None and self.quantity <= self.low_stock_level
