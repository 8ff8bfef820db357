"""Facility: a toilet on a floor (male, female or accessible). The field rules are the
commands' (`domain/commands/organisation.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate, event
from eventsourcing.utils import register_topic

from domain.deletion import Deletable
from domain.feedback import (
    DEFAULT_THRESHOLD,
    DEFAULT_WINDOW_MINUTES,
    FeedbackSettings,
    check_feedback_settings,
)
from domain.terms import TermsEvent

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import AddFacility, ChangeFacility

FACILITY_TYPES = ("male", "female", "accessible")


@dataclass(frozen=True)
class _Place:
    """Where a facility is, for good."""

    building_id: str
    floor_id: str


@dataclass(frozen=True)
class _Terms(TermsEvent):
    name: str
    code: str
    type: str
    actor: str


class Facility(Deletable):
    what = "facility"

    class Added(_Terms, _Place, Aggregate.Created):
        """A new facility on a floor of a building."""

    class Updated(_Terms, Aggregate.Event):
        """New terms for the facility."""

    class FeedbackSettingsChanged(Aggregate.Event):
        """How many visitors naming a condition within how many minutes raise its issue."""

        threshold: int
        window_minutes: int
        actor: str

    def __init__(self, building_id: str, floor_id: str) -> None:
        # The other fields are the event's to set (`take`), as on every change.
        self.building_id = building_id
        self.floor_id = floor_id
        self.feedback = FeedbackSettings(DEFAULT_THRESHOLD, DEFAULT_WINDOW_MINUTES)

    @classmethod
    def add(cls, command: AddFacility, building_id: str, actor: str) -> Facility:
        """A new facility on the command's floor, of the building `building_id`."""
        return cls._create_from(
            cls.Added, command, actor, building_id=building_id, floor_id=command.floor_id
        )

    def update(self, command: ChangeFacility, actor: str) -> None:
        self._change(self.Updated, command, actor)

    def take(self, event: _Terms) -> None:
        """The fields an event stores (trimmed), and who set them."""
        self.name = event.name.strip()
        self.code = event.code.strip()
        self.type = event.type
        self.modified_by = event.actor

    def set_feedback_settings(self, threshold: int, window_minutes: int, actor: str) -> None:
        self.check_not_deleted()
        check_feedback_settings(threshold, window_minutes)
        self._set_feedback(threshold=threshold, window_minutes=window_minutes, actor=actor)

    @event(FeedbackSettingsChanged)
    def _set_feedback(self, threshold: int, window_minutes: int, actor: str) -> None:
        self.feedback = FeedbackSettings(threshold, window_minutes)
        self.modified_by = actor


# Stored before deletion was one event for every record.
register_topic("domain.facility:Facility.Removed", Facility.Deleted)
