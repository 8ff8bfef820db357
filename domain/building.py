"""Building: a landlord's property, holding floors. The field rules are the commands'
(`domain/commands/organisation.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.terms import TermsEvent

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import ChangeBuilding, RegisterBuilding


@dataclass(frozen=True)
class _Terms(TermsEvent):
    name: str
    address: str
    postal_code: str
    landlord_id: str
    actor: str


class Building(Deletable):
    what = "building"

    class Registered(_Terms, Aggregate.Created):
        """A new building."""

    class Updated(_Terms, Aggregate.Event):
        """New terms for the building."""

    class FloorsArranged(Aggregate.Event):
        floor_ids: list[str]
        actor: str

    def __init__(self) -> None:
        # The other fields are the event's to set (`take`), as on every change.
        self.floor_ids: list[str] = []

    @classmethod
    def register(cls, command: RegisterBuilding, actor: str) -> Building:
        return cls._create_from(cls.Registered, command, actor)

    def update(self, command: ChangeBuilding, actor: str) -> None:
        self._change(self.Updated, command, actor)

    def take(self, event: _Terms) -> None:
        """The fields an event stores (trimmed), and who set them."""
        self.name = event.name.strip()
        self.address = event.address.strip()
        self.postal_code = event.postal_code.strip()
        self.landlord_id = event.landlord_id
        self.modified_by = event.actor

    @event(FloorsArranged)
    def arrange_floors(self, floor_ids: list[str], actor: str) -> None:
        """Records which floors the building has, in display order."""
        self.check_not_deleted()
        self.floor_ids = list(dict.fromkeys(floor_ids))
        self.modified_by = actor
