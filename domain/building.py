"""Building: a landlord's property, holding floors."""

from __future__ import annotations

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import Violations
from domain.validation import require_text


def check_building(name: str, address: str, postal_code: str) -> None:
    violations = Violations()
    require_text(violations, "name", name)
    require_text(violations, "address", address)
    require_text(violations, "postalCode", postal_code)
    violations.raise_if_any()


class Building(Deletable):
    what = "building"

    class Registered(Aggregate.Created):
        name: str
        address: str
        postal_code: str
        landlord_id: str
        actor: str

    class Updated(Aggregate.Event):
        name: str
        address: str
        postal_code: str
        landlord_id: str
        actor: str

    class FloorsArranged(Aggregate.Event):
        floor_ids: list[str]
        actor: str

    @event(Registered)
    def __init__(
        self, name: str, address: str, postal_code: str, landlord_id: str, actor: str
    ) -> None:
        check_building(name, address, postal_code)
        self.name = name.strip()
        self.address = address.strip()
        self.postal_code = postal_code.strip()
        self.landlord_id = landlord_id
        self.floor_ids: list[str] = []
        self.modified_by = actor

    @event(Updated)
    def update(
        self, name: str, address: str, postal_code: str, landlord_id: str, actor: str
    ) -> None:
        self.check_not_deleted()
        check_building(name, address, postal_code)
        self.name = name.strip()
        self.address = address.strip()
        self.postal_code = postal_code.strip()
        self.landlord_id = landlord_id
        self.modified_by = actor

    @event(FloorsArranged)
    def arrange_floors(self, floor_ids: list[str], actor: str) -> None:
        """Records which floors the building has, in display order."""
        self.check_not_deleted()
        self.floor_ids = list(dict.fromkeys(floor_ids))
        self.modified_by = actor
