"""Commands on a schedule: assign one to a staff member, change its terms."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import time
from typing import Any

from domain.commands.base import CheckedOnce, ForMember, Versioned, given
from domain.errors import INCORRECT_DATE, INVALID_FORMAT, REQUIRED, Violations
from domain.schedule import SELECT_DAYS, SHIFT_EMPTY, WEEKDAYS, ScheduleType, Slot
from domain.validation import parse_day

MAX_REMARKS_CHARS = 1000
MAX_FACILITIES = 200
_TIME = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")


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


@dataclass(frozen=True, kw_only=True)
class ScheduleTerms(CheckedOnce[Slot]):
    """When, where and as what a schedule is worked; checked, its slot."""

    start_date: str
    end_date: str
    shift_start: str
    shift_end: str
    weekdays: Sequence[str]
    type: str
    facility_ids: Sequence[str] = ()
    remarks: str | None = None

    def __post_init__(self) -> None:
        # Tuples: what was checked cannot change afterwards.
        object.__setattr__(self, "weekdays", tuple(self.weekdays))
        object.__setattr__(self, "facility_ids", tuple(self.facility_ids))

    def _collect(self, violations: Violations) -> Slot | None:
        start = parse_day(violations, "startDate", self.start_date)
        end = parse_day(violations, "endDate", self.end_date)
        if not self.start_date:
            violations.add("startDate", REQUIRED, "required")
        if not self.end_date:
            violations.add("endDate", REQUIRED, "required")
        if start is not None and end is not None and end < start:
            violations.add("endDate", INCORRECT_DATE, "incorrect-date")
        begins = parse_time(violations, "shiftStart", self.shift_start)
        ends = parse_time(violations, "shiftEnd", self.shift_end)
        if begins is not None and ends is not None and ends == begins:
            violations.add("shiftEnd", SHIFT_EMPTY, "shift-empty")
        if not self.weekdays:
            violations.add("weekdays", SELECT_DAYS, "select-days")
        elif any(day not in WEEKDAYS for day in self.weekdays):
            violations.add("weekdays", INVALID_FORMAT, "invalid-format")
        if len(self.facility_ids) > MAX_FACILITIES:
            violations.add(
                "facilityIds", f"At most {MAX_FACILITIES}", "too-many", max=MAX_FACILITIES
            )
        elif any(not f for f in self.facility_ids):
            violations.add("facilityIds", INVALID_FORMAT, "invalid-format")
        if self.type not in ScheduleType.__members__:
            violations.add("type", INVALID_FORMAT, "invalid-format")
        if self.remarks is not None and len(self.remarks) > MAX_REMARKS_CHARS:
            violations.add(
                "remarks",
                f"At most {MAX_REMARKS_CHARS} characters",
                "too-long",
                max=MAX_REMARKS_CHARS,
            )
        if start is None or end is None or begins is None or ends is None:
            return None
        return Slot(start, end, begins, ends, frozenset(self.weekdays))

    def terms(self) -> dict[str, Any]:
        """The terms as the schedule's events store them: the weekdays in week order, each
        facility once, the remarks trimmed."""
        return {
            **given(self, ScheduleTerms),
            "weekdays": [day for day in WEEKDAYS if day in self.weekdays],
            "facility_ids": list(dict.fromkeys(self.facility_ids)),
            "remarks": (self.remarks or "").strip(),
        }


@dataclass(frozen=True, kw_only=True)
class AssignSchedule(ForMember[Slot], ScheduleTerms):
    """A new schedule for the member `staff_id`."""


@dataclass(frozen=True, kw_only=True)
class ChangeSchedule(ScheduleTerms, Versioned):
    """New terms for a schedule; its member stays (another member is another schedule)."""

    schedule_id: str
