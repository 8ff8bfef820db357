"""Commands on an inventory item: register it, change it, move its stock."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from domain.commands.base import Rules, Versioned, given
from domain.errors import REQUIRED, Violations
from domain.inventory import MAX_QUANTITY
from domain.validation import out_of_range, require_text


@dataclass(frozen=True, kw_only=True)
class ItemTerms(Rules):
    """What the item is, how many there are, where and whose.

    `company_id` is the cleaning company that holds the item: the caller's as given (None
    for the admin), settled by the application from the project or the building."""

    item_name: str
    quantity: int
    building_id: str
    supervisor_id: str | None = None
    project_id: str | None = None
    company_id: str | None = None
    low_stock_level: int | None = None

    def _collect(self, violations: Violations) -> None:
        require_text(violations, "itemName", self.item_name)
        if not 0 <= self.quantity <= MAX_QUANTITY:
            out_of_range(violations, "quantity", 0, MAX_QUANTITY)
        if not self.building_id:
            violations.add("buildingId", REQUIRED, "required")
        level = self.low_stock_level
        if level is not None and not 0 <= level <= MAX_QUANTITY:
            out_of_range(violations, "lowStockLevel", 0, MAX_QUANTITY)

    def terms(self) -> dict[str, Any]:
        """The fields as the item's events store them (an unnamed reference is None),
        but for the quantity, which only a registration stores."""
        stored = given(self, ItemTerms)
        del stored["quantity"]
        return {
            **stored,
            "item_name": self.item_name.strip(),
            "supervisor_id": self.supervisor_id or None,
            "project_id": self.project_id or None,
            "company_id": self.company_id or None,
        }


@dataclass(frozen=True, kw_only=True)
class RegisterItem(ItemTerms):
    """A new item with its first stock."""


@dataclass(frozen=True, kw_only=True)
class ChangeItem(ItemTerms, Versioned):
    """New fields for an item; a different quantity is a stock count."""

    item_id: str


@dataclass(frozen=True, kw_only=True)
class MoveStock(Rules):
    """Add (positive) or take (negative) stock, and why."""

    item_id: str
    change: int
    reason: str

    def _collect(self, violations: Violations) -> None:
        if self.change == 0 or not -MAX_QUANTITY <= self.change <= MAX_QUANTITY:
            violations.add("change", "Must not be zero", "not-zero")
        require_text(violations, "reason", self.reason)
