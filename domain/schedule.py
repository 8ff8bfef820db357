"""Schedule: the days and shift a staff member works, at which facilities.

Dates are calendar dates of the estate's time zone and times are times of day there, so a
schedule means the same to everyone whatever zone their browser is in. Its occurrences are
computed, never stored (`domain/shifts.py`): one on each of its weekdays between its start
and end, each ending the next day when the shift ends before it starts (a night shift).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, time
from enum import StrEnum

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import INCORRECT_DATE, INVALID_FORMAT, REQUIRED, Violations
from domain.shifts import WEEKDAYS, Occurrence, Slot, clashes, occurrences, weekday_of
from domain.validation import parse_day

__all__ = [
    "SELECT_DAYS",
    "SHIFT_EMPTY",
    "WEEKDAYS",
    "Occurrence",
    "Schedule",
    "ScheduleType",
    "Slot",
    "check_schedule",
    "clashes",
    "occurrences",
    "weekday_of",
]

SELECT_DAYS = "Select a day or days"
# An end before the start is on the next day (a night shift); an end at the start is no shift.
SHIFT_EMPTY = "The shift must not end when it starts"
MAX_REMARKS_CHARS = 1000
MAX_FACILITIES = 200
_TIME = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")


class ScheduleType(StrEnum):
    REGULAR = "REGULAR"
    RELIEF = "RELIEF"
    OVERTIME = "OVERTIME"


def parse_time(violations: Violations, field: str, value: str | None) -> time | None:
    """An `HH:MM` time of day (24 hours)."""
    if value is None or value == "":
        violations.add(field, REQUIRED, "required")
        return None
    match = _TIME.match(value)
    if match is None:
        violations.add(field, INVALID_FORMAT, "invalid-format")
        return None
    return time(int(match.group(1)), int(match.group(2)))


def check_schedule(
    staff_id: str,
    start_date: str,
    end_date: str,
    shift_start: str,
    shift_end: str,
    weekdays: Sequence[str],
    facility_ids: Sequence[str],
    type_: str,
    remarks: str | None,
) -> Slot:
    """Checks every field at once and answers the schedule's slot."""
    violations = Violations()
    if not staff_id:
        violations.add("staffId", REQUIRED, "required")
    start = parse_day(violations, "startDate", start_date)
    end = parse_day(violations, "endDate", end_date)
    if not start_date:
        violations.add("startDate", REQUIRED, "required")
    if not end_date:
        violations.add("endDate", REQUIRED, "required")
    if start is not None and end is not None and end < start:
        violations.add("endDate", INCORRECT_DATE, "incorrect-date")
    begins = parse_time(violations, "shiftStart", shift_start)
    ends = parse_time(violations, "shiftEnd", shift_end)
    if begins is not None and ends is not None and ends == begins:
        violations.add("shiftEnd", SHIFT_EMPTY, "shift-empty")
    if not weekdays:
        violations.add("weekdays", SELECT_DAYS, "select-days")
    elif any(day not in WEEKDAYS for day in weekdays):
        violations.add("weekdays", INVALID_FORMAT, "invalid-format")
    if len(facility_ids) > MAX_FACILITIES:
        violations.add("facilityIds", f"At most {MAX_FACILITIES}", "too-many", max=MAX_FACILITIES)
    elif any(not f for f in facility_ids):
        violations.add("facilityIds", INVALID_FORMAT, "invalid-format")
    if type_ not in ScheduleType.__members__:
        violations.add("type", INVALID_FORMAT, "invalid-format")
    if remarks is not None and len(remarks) > MAX_REMARKS_CHARS:
        violations.add(
            "remarks", f"At most {MAX_REMARKS_CHARS} characters", "too-long", max=MAX_REMARKS_CHARS
        )
    violations.raise_if_any()
    assert start is not None and end is not None and begins is not None and ends is not None
    return Slot(start, end, begins, ends, frozenset(weekdays))


def _ordered(weekdays: Sequence[str]) -> list[str]:
    return [day for day in WEEKDAYS if day in weekdays]


class Schedule(Deletable):
    """A member's recurring shift; `staff_id` never changes (a new member, a new schedule)."""

    what = "schedule"

    class Assigned(Aggregate.Created):
        staff_id: str
        start_date: str
        end_date: str
        shift_start: str
        shift_end: str
        weekdays: list[str]
        facility_ids: list[str]
        type: str
        remarks: str
        actor: str

    class Changed(Aggregate.Event):
        start_date: str
        end_date: str
        shift_start: str
        shift_end: str
        weekdays: list[str]
        facility_ids: list[str]
        type: str
        remarks: str
        actor: str

    @event(Assigned)
    def __init__(
        self,
        staff_id: str,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: list[str],
        facility_ids: list[str],
        type: str,
        remarks: str,
        actor: str,
    ) -> None:
        self.staff_id = staff_id
        self.assigned_by = actor
        self._set(
            start_date, end_date, shift_start, shift_end, weekdays, facility_ids, type, remarks
        )
        self.modified_by = actor

    @classmethod
    def assign(
        cls,
        staff_id: str,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: Sequence[str],
        facility_ids: Sequence[str],
        type: str,
        remarks: str | None,
        actor: str,
    ) -> Schedule:
        check_schedule(
            staff_id,
            start_date,
            end_date,
            shift_start,
            shift_end,
            weekdays,
            facility_ids,
            type,
            remarks,
        )
        return cls(
            staff_id=staff_id,
            start_date=start_date,
            end_date=end_date,
            shift_start=shift_start,
            shift_end=shift_end,
            weekdays=_ordered(weekdays),
            facility_ids=list(dict.fromkeys(facility_ids)),
            type=type,
            remarks=(remarks or "").strip(),
            actor=actor,
        )

    def change(
        self,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: Sequence[str],
        facility_ids: Sequence[str],
        type: str,
        remarks: str | None,
        actor: str,
    ) -> None:
        self.check_not_deleted()
        check_schedule(
            self.staff_id,
            start_date,
            end_date,
            shift_start,
            shift_end,
            weekdays,
            facility_ids,
            type,
            remarks,
        )
        self._changed(
            start_date=start_date,
            end_date=end_date,
            shift_start=shift_start,
            shift_end=shift_end,
            weekdays=_ordered(weekdays),
            facility_ids=list(dict.fromkeys(facility_ids)),
            type=type,
            remarks=(remarks or "").strip(),
            actor=actor,
        )

    @event(Changed)
    def _changed(
        self,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: list[str],
        facility_ids: list[str],
        type: str,
        remarks: str,
        actor: str,
    ) -> None:
        self._set(
            start_date, end_date, shift_start, shift_end, weekdays, facility_ids, type, remarks
        )
        self.modified_by = actor

    def _set(
        self,
        start_date: str,
        end_date: str,
        shift_start: str,
        shift_end: str,
        weekdays: list[str],
        facility_ids: list[str],
        type_: str,
        remarks: str,
    ) -> None:
        self.start_date = start_date
        self.end_date = end_date
        self.shift_start = shift_start
        self.shift_end = shift_end
        self.weekdays = list(weekdays)
        self.facility_ids = list(facility_ids)
        self.type = type_
        self.remarks = remarks

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
