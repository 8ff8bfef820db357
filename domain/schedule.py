"""Schedule: the days and shift a staff member works, at which facilities.

Dates are calendar dates of the estate's time zone and times are times of day there, so a
schedule means the same to everyone whatever zone their browser is in. Its occurrences are
computed, never stored (`domain/shifts.py`): one on each of its weekdays between its start
and end, each ending the next day when the shift ends before it starts (a night shift).
The field rules are the commands' (`domain/commands/schedule.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, time
from enum import StrEnum
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate

from domain.deletion import Deletable
from domain.shifts import WEEKDAYS, Occurrence, Slot, clashes, occurrences, weekday_of
from domain.terms import OfMember, TermsEvent

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.schedule import AssignSchedule, ChangeSchedule

__all__ = [
    "SELECT_DAYS",
    "SHIFT_EMPTY",
    "WEEKDAYS",
    "Occurrence",
    "Schedule",
    "ScheduleType",
    "Slot",
    "clashes",
    "occurrences",
    "weekday_of",
]

SELECT_DAYS = "Select a day or days"
# An end before the start is on the next day (a night shift); an end at the start is no shift.
SHIFT_EMPTY = "The shift must not end when it starts"


class ScheduleType(StrEnum):
    REGULAR = "REGULAR"
    RELIEF = "RELIEF"
    OVERTIME = "OVERTIME"


@dataclass(frozen=True)
class _Terms(TermsEvent):
    start_date: str
    end_date: str
    shift_start: str
    shift_end: str
    weekdays: list[str]
    facility_ids: list[str]
    type: str
    remarks: str
    actor: str


class Schedule(Deletable):
    """A member's recurring shift; `staff_id` never changes (a new member, a new schedule)."""

    what = "schedule"

    class Assigned(_Terms, OfMember, Aggregate.Created):
        """A member's new schedule."""

    class Changed(_Terms, Aggregate.Event):
        """New terms for the schedule."""

    def __init__(self, staff_id: str, actor: str) -> None:
        # The terms are the event's to set (`take`), as on every change.
        self.staff_id = staff_id
        self.assigned_by = actor

    @classmethod
    def assign(cls, command: AssignSchedule, actor: str) -> Schedule:
        return cls._create_from(cls.Assigned, command, actor, staff_id=command.staff_id)

    def change(self, command: ChangeSchedule, actor: str) -> None:
        self._change(self.Changed, command, actor)

    def take(self, event: _Terms) -> None:
        """The terms an event stores, and who set them."""
        self.start_date = event.start_date
        self.end_date = event.end_date
        self.shift_start = event.shift_start
        self.shift_end = event.shift_end
        self.weekdays = list(event.weekdays)
        self.facility_ids = list(event.facility_ids)
        self.type = event.type
        self.remarks = event.remarks
        self.modified_by = event.actor

    @property
    def slot(self) -> Slot:
        return Slot(
            date.fromisoformat(self.start_date),
            date.fromisoformat(self.end_date),
            time.fromisoformat(self.shift_start),
            time.fromisoformat(self.shift_end),
            frozenset(self.weekdays),
            str(self.id),
        )
