"""Shifts: when a schedule is worked, and when two schedules of one member clash.

A schedule is worked on each of its weekdays from its start date to its end date; each of
those days starts one occurrence, at the shift's start. A shift whose end comes before its
start is a night shift and ends the next day: 22:00 to 06:00 is eight hours, from the
evening of the weekday named to the next morning, so its hours past midnight fall on the
next date, which may be a weekday the schedule does not name or a day past its end date.
(An end equal to the start, a shift of no length, is refused before it becomes a slot.)

Times are wall-clock times of the estate and every day has 24 hours: a shift means the
same to everyone whatever zone their browser is in.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

WEEKDAYS = ("MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN")
DAY_MINUTES = 24 * 60
# A shift lasts less than a day, so occurrences that start more than a day apart never meet.
_NEIGHBOURS = (-1, 0, 1)


def weekday_of(day: date) -> str:
    return WEEKDAYS[day.weekday()]


def _minute_of(moment: time) -> int:
    return moment.hour * 60 + moment.minute


@dataclass(frozen=True)
class Slot:
    """What decides when a schedule is worked, and so whether two schedules clash."""

    start_date: date
    end_date: date
    shift_start: time
    shift_end: time
    weekdays: frozenset[str]
    schedule_id: str = ""

    @property
    def overnight(self) -> bool:
        """The shift ends the day after it starts."""
        return self.shift_end <= self.shift_start

    @property
    def minutes(self) -> tuple[int, int]:
        """An occurrence's start and end in minutes from the midnight its day begins with
        (the end is past 24 hours for a night shift); the end is not worked."""
        begins, ends = _minute_of(self.shift_start), _minute_of(self.shift_end)
        return begins, ends + DAY_MINUTES if self.overnight else ends


@dataclass(frozen=True)
class Occurrence:
    """One worked shift: the day it starts on, and when it starts and ends."""

    day: date
    start: datetime
    end: datetime

    @property
    def end_date(self) -> date:
        """The date it ends on: the next one for a night shift."""
        return self.end.date()


def _occurrence(slot: Slot, day: date) -> Occurrence:
    begins, ends = slot.minutes
    midnight = datetime.combine(day, time())
    return Occurrence(day, midnight + timedelta(minutes=begins), midnight + timedelta(minutes=ends))


def occurrences(slot: Slot, date_from: date, date_to: date) -> list[Occurrence]:
    """The occurrences that start from `date_from` to `date_to` (inclusive), in order."""
    first = max(slot.start_date, date_from)
    last = min(slot.end_date, date_to)
    found = []
    day = first
    while day <= last:
        if weekday_of(day) in slot.weekdays:
            found.append(_occurrence(slot, day))
        day += timedelta(days=1)
    return found


def occurrences_during(slot: Slot, date_from: date, date_to: date) -> list[Occurrence]:
    """The occurrences worked at some moment of the days `date_from` to `date_to`: those
    that start on them, and a night shift that starts the evening before and runs into
    `date_from`."""
    begins = datetime.combine(date_from, time())
    earlier = date_from - timedelta(days=1) if slot.overnight else date_from
    return [o for o in occurrences(slot, earlier, date_to) if o.end > begins]


def _meet(a: Slot, b: Slot, offset: int) -> bool:
    """An occurrence of `b` that starts `offset` days after one of `a` shares a moment
    with it."""
    a_begins, a_ends = a.minutes
    b_begins, b_ends = (m + offset * DAY_MINUTES for m in b.minutes)
    return a_begins < b_ends and b_begins < a_ends


def _worked_days_apart(a: Slot, b: Slot, offset: int) -> bool:
    """Some day `a` is worked is followed `offset` days later by a day `b` is worked."""
    shift = timedelta(days=offset)
    first = max(a.start_date, b.start_date - shift)
    last = min(a.end_date, b.end_date - shift)
    if last < first:
        return False
    # Within a week every weekday occurs; a shorter overlap holds only some of them.
    span = min((last - first).days + 1, 7)
    days = (first + timedelta(days=n) for n in range(span))
    return any(
        weekday_of(day) in a.weekdays and weekday_of(day + shift) in b.weekdays for day in days
    )


def clashes(a: Slot, b: Slot) -> bool:
    """Two schedules clash when some moment is worked in both: an occurrence of one meets
    an occurrence of the other that starts the same day, or a day before or after (a night
    shift's hours past midnight count on the next day)."""
    return any(_meet(a, b, offset) and _worked_days_apart(a, b, offset) for offset in _NEIGHBOURS)
