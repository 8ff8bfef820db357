"""Facility: a toilet on a floor (male, female or accessible). The field rules are the
commands' (`domain/commands/organisation.py`)."""

from __future__ import annotations

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

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import AddFacility, ChangeFacility

FACILITY_TYPES = ("male", "female", "accessible")


class Facility(Deletable):
    what = "facility"

    class Added(Aggregate.Created):
        building_id: str
        floor_id: str
        name: str
        code: str
        type: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Facility)
            aggregate.take(self)

    class Updated(Aggregate.Event):
        name: str
        code: str
        type: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Facility)
            aggregate.take(self)

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
        command.check()
        return cls._create(
            cls.Added,
            building_id=building_id,
            floor_id=command.floor_id,
            actor=actor,
            **command.terms(),
        )

    def update(self, command: ChangeFacility, actor: str) -> None:
        self.check_not_deleted()
        command.check()
        self.trigger_event(self.Updated, actor=actor, **command.terms())

    def take(self, event: Added | Updated) -> None:
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
