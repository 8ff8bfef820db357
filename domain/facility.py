"""Facility: a toilet on a floor (male, female or accessible)."""

from __future__ import annotations

from eventsourcing.domain import Aggregate, event
from eventsourcing.utils import register_topic

from domain.deletion import Deletable
from domain.errors import Violations
from domain.feedback import (
    DEFAULT_THRESHOLD,
    DEFAULT_WINDOW_MINUTES,
    FeedbackSettings,
    check_feedback_settings,
)
from domain.validation import require_text

FACILITY_TYPES = ("male", "female", "accessible")


def check_facility(name: str, code: str, type_: str) -> None:
    violations = Violations()
    require_text(violations, "name", name)
    require_text(violations, "code", code)
    if type_ not in FACILITY_TYPES:
        violations.add("type", "Must be male, female or accessible")
    violations.raise_if_any()


class Facility(Deletable):
    what = "facility"

    class Added(Aggregate.Created):
        building_id: str
        floor_id: str
        name: str
        code: str
        type: str
        actor: str

    class Updated(Aggregate.Event):
        name: str
        code: str
        type: str
        actor: str

    class FeedbackSettingsChanged(Aggregate.Event):
        """How many visitors naming a condition within how many minutes raise its issue."""

        threshold: int
        window_minutes: int
        actor: str

    @event(Added)
    def __init__(
        self,
        building_id: str,
        floor_id: str,
        name: str,
        code: str,
        type: str,
        actor: str,
    ) -> None:
        check_facility(name, code, type)
        self.building_id = building_id
        self.floor_id = floor_id
        self.name = name.strip()
        self.code = code.strip()
        self.type = type
        self.feedback = FeedbackSettings(DEFAULT_THRESHOLD, DEFAULT_WINDOW_MINUTES)
        self.modified_by = actor

    @event(Updated)
    def update(self, name: str, code: str, type: str, actor: str) -> None:
        self.check_not_deleted()
        check_facility(name, code, type)
        self.name = name.strip()
        self.code = code.strip()
        self.type = type
        self.modified_by = actor

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
