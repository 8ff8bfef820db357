"""InventoryItem: a consumable kept in a building, and every change of its stock.

Each change of the quantity is a `Moved` event with who made it, by how much and why, and
the quantity after it, so the stock's history is its list of movements. Stock never falls
below zero (409). An item may name a low-stock level: a movement that takes the quantity
from above the level to at or below it is what its supervisor is told about. The field
rules are the commands' (`domain/commands/inventory.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate

from domain.deletion import Deletable
from domain.errors import Conflict, Violations
from domain.terms import TermsEvent
from domain.validation import out_of_range

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.inventory import ChangeItem, MoveStock, RegisterItem

MAX_QUANTITY = 1_000_000_000
STOCK_COUNT = "Stock count"


def reaches_low_stock(before: int, after: int, level: int | None) -> bool:
    """True when the stock falls to its low-stock level or below from above it."""
    return level is not None and before > level >= after


class InventoryItem(Deletable):
    what = "inventory-item"

    class Registered(TermsEvent, Aggregate.Created):
        item_name: str
        quantity: int
        building_id: str
        supervisor_id: str | None
        project_id: str | None
        company_id: str | None
        low_stock_level: int | None
        actor: str

    class Updated(TermsEvent, Aggregate.Event):
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

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, InventoryItem)
            aggregate.quantity = self.quantity
            aggregate.modified_by = self.actor

    def __init__(self, quantity: int) -> None:
        # The other fields are the event's to set (`take`), as on every change.
        self.quantity = quantity

    @classmethod
    def register(cls, command: RegisterItem, actor: str) -> InventoryItem:
        return cls._create_from(cls.Registered, command, actor, quantity=command.quantity)

    def update(self, command: ChangeItem, actor: str) -> None:
        """Changes the item; a different quantity is recorded as a stock count."""
        self._change(self.Updated, command, actor)
        if command.quantity != self.quantity:
            self._move(command.quantity - self.quantity, STOCK_COUNT, actor)

    def take(self, event: Registered | Updated) -> None:
        """The fields an event stores, and who set them."""
        self.item_name = event.item_name
        self.building_id = event.building_id
        self.supervisor_id = event.supervisor_id
        self.project_id = event.project_id
        self.company_id = event.company_id
        self.low_stock_level = event.low_stock_level
        self.modified_by = event.actor

    def move(self, command: MoveStock, actor: str) -> None:
        """Adds or takes stock; taking more than there is is a conflict."""
        self.check_not_deleted()
        command.check()
        self._move(command.change, command.reason, actor)

    def _move(self, change: int, reason: str, actor: str) -> None:
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
        self.trigger_event(
            self.Moved, change=change, reason=reason.strip(), quantity=after, actor=actor
        )

    @property
    def low_stock(self) -> bool:
        return self.low_stock_level is not None and self.quantity <= self.low_stock_level
