"""Roster: one staff member's bookings, the one record the no-overlap rules are kept on.

Whether a leave overlaps another or a shift clashes with another is a rule over all of a
member's leaves and schedules, so no one of them can keep it. The roster holds what the
rules need (each schedule's slot, the dates of each leave that still counts), and every
command that books or frees a member's days goes through it and is saved with it: two
commands at once write the same roster version, so the second fails at the save and is
run again on what the first left, as if it had come second.

Its id is a `uuid5` of the member's id, so every writer finds the same roster, and two
first bookings of a member create it at the same version: one of them wins.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Mapping
from datetime import date, time
from typing import Any, TypeVar

from eventsourcing.domain import Aggregate, event

from domain.errors import Conflict
from domain.leave import Span
from domain.schedule import WEEKDAYS, Slot, clashes

T = TypeVar("T")

SCHEDULE_CLASH = "schedule-clash"
LEAVE_OVERLAPS = "leave-overlaps"
# A booking's conflict with another: what it says, its code, and the param naming the other.
_CLASH = ("The shift overlaps another schedule of this staff member", SCHEDULE_CLASH, "scheduleId")
_OVERLAP = ("The leave overlaps another leave of this staff member", LEAVE_OVERLAPS, "leaveId")


def _shift_fields(schedule_id: str, slot: Slot) -> dict[str, Any]:
    """A slot as an event stores it: dates and `HH:MM` times as text, weekdays in order."""
    return {
        "schedule_id": schedule_id,
        "start_date": slot.start_date.isoformat(),
        "end_date": slot.end_date.isoformat(),
        "shift_start": slot.shift_start.strftime("%H:%M"),
        "shift_end": slot.shift_end.strftime("%H:%M"),
        "weekdays": [day for day in WEEKDAYS if day in slot.weekdays],
    }


def _slot(
    schedule_id: str,
    start_date: str,
    end_date: str,
    shift_start: str,
    shift_end: str,
    weekdays: list[str],
) -> Slot:
    return Slot(
        date.fromisoformat(start_date),
        date.fromisoformat(end_date),
        time.fromisoformat(shift_start),
        time.fromisoformat(shift_end),
        frozenset(weekdays),
        schedule_id,
    )


def _leave_fields(leave_id: str, span: Span) -> dict[str, str]:
    return {
        "leave_id": leave_id,
        "start_date": span.start_date.isoformat(),
        "end_date": span.end_date.isoformat(),
    }


def _span(start_date: str, end_date: str) -> Span:
    return Span(date.fromisoformat(start_date), date.fromisoformat(end_date))


def _first_other(booked: Mapping[str, T], own_id: str, meets: Callable[[T], bool]) -> str | None:
    """The id of the first booking besides `own_id` that `meets` the one being made."""
    return next(
        (other_id for other_id, other in booked.items() if other_id != own_id and meets(other)),
        None,
    )


def _refuse_if(other_id: str | None, message: str, code: str, param: str) -> None:
    """A booking that meets another (`other_id`) is a conflict naming that one."""
    if other_id is not None:
        raise Conflict(message, code=code, params={param: other_id})


class Roster(Aggregate):
    @staticmethod
    def create_id(staff_id: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/rosters/{staff_id}")

    @classmethod
    def start(cls, staff_id: str, slots: Iterable[Slot], leaves: Mapping[str, Span]) -> Roster:
        """A member's roster, starting from what is already booked (each slot with its
        schedule id; the leaves that count, by id)."""
        return cls(
            staff_id=staff_id,
            shifts=[_shift_fields(slot.schedule_id, slot) for slot in slots],
            leaves=[_leave_fields(leave_id, span) for leave_id, span in leaves.items()],
        )

    @event("Started")
    def __init__(
        self, staff_id: str, shifts: list[dict[str, Any]], leaves: list[dict[str, str]]
    ) -> None:
        self.staff_id = staff_id
        self.shifts = {s["schedule_id"]: _slot(**s) for s in shifts}
        self.leaves = {
            entry["leave_id"]: _span(entry["start_date"], entry["end_date"]) for entry in leaves
        }

    # Shifts ---------------------------------------------------------------------------

    def clash_of(self, schedule_id: str, slot: Slot) -> str | None:
        """The id of another schedule whose shift clashes with `slot`, if any."""
        return _first_other(self.shifts, schedule_id, lambda other: clashes(slot, other))

    def book_shift(self, schedule_id: str, slot: Slot) -> None:
        """Books (or moves) a schedule's shift; one that clashes with another is a conflict."""
        _refuse_if(self.clash_of(schedule_id, slot), *_CLASH)
        self._shift_booked(**_shift_fields(schedule_id, slot))

    @event("ShiftBooked")
    def _shift_booked(
        self,
        schedule_id: str,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: list[str],
    ) -> None:
        self.shifts[schedule_id] = _slot(
            schedule_id, start_date, end_date, shift_start, shift_end, weekdays
        )

    def release_shift(self, schedule_id: str) -> None:
        """Frees a deleted schedule's shift (nothing to record when it held none)."""
        if schedule_id in self.shifts:
            self._shift_released(schedule_id=schedule_id)

    @event("ShiftReleased")
    def _shift_released(self, schedule_id: str) -> None:
        del self.shifts[schedule_id]

    # Leaves ---------------------------------------------------------------------------

    def overlap_of(self, leave_id: str, span: Span) -> str | None:
        """The id of another counting leave whose dates overlap `span`, if any."""
        return _first_other(self.leaves, leave_id, span.overlaps)

    def book_leave(self, leave_id: str, span: Span) -> None:
        """Books (or moves) a leave's dates; dates another leave holds are a conflict."""
        _refuse_if(self.overlap_of(leave_id, span), *_OVERLAP)
        self._leave_booked(**_leave_fields(leave_id, span))

    @event("LeaveBooked")
    def _leave_booked(self, leave_id: str, start_date: str, end_date: str) -> None:
        self.leaves[leave_id] = _span(start_date, end_date)

    def release_leave(self, leave_id: str) -> None:
        """Frees the dates of a leave that no longer counts (rejected, withdrawn, deleted)."""
        if leave_id in self.leaves:
            self._leave_released(leave_id=leave_id)

    @event("LeaveReleased")
    def _leave_released(self, leave_id: str) -> None:
        del self.leaves[leave_id]
