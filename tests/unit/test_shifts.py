"""Shifts across midnight: a night shift ends the next day, its occurrences say so, and the
clash rule counts its hours past midnight on the next day (examples, and properties against
a minute-by-minute model of two weeks)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from hypothesis import given
from hypothesis import strategies as st

from domain.roster import Roster
from domain.schedule import WEEKDAYS, Slot, clashes, occurrences
from domain.shifts import DAY_MINUTES, occurrences_during

MONDAY = date(2027, 1, 4)
TUESDAY = MONDAY + timedelta(days=1)


def slot(first: date, last: date, begins: str, ends: str, *days: str) -> Slot:
    return Slot(first, last, time.fromisoformat(begins), time.fromisoformat(ends), frozenset(days))


MONDAY_NIGHT = slot(MONDAY, MONDAY, "22:00", "06:00", "MON")


def test_a_night_shift_runs_from_the_weekday_named_to_the_next_morning() -> None:
    (night,) = occurrences(MONDAY_NIGHT, MONDAY - timedelta(days=7), MONDAY + timedelta(days=7))
    assert (night.day, night.start, night.end) == (
        MONDAY,
        datetime(2027, 1, 4, 22),
        datetime(2027, 1, 5, 6),
    )
    assert night.end_date == TUESDAY and night.end - night.start == timedelta(hours=8)
    # A shift that ends at midnight ends on the next date, at its very start.
    (evening,) = occurrences(slot(MONDAY, MONDAY, "16:00", "00:00", "MON"), MONDAY, MONDAY)
    assert evening.end == datetime(2027, 1, 5) and evening.end_date == TUESDAY


def test_its_hours_past_midnight_clash_with_the_next_morning_only() -> None:
    early = slot(TUESDAY, TUESDAY, "05:00", "09:00", "TUE")
    later = slot(TUESDAY, TUESDAY, "07:00", "15:00", "TUE")
    assert clashes(MONDAY_NIGHT, early) and clashes(early, MONDAY_NIGHT)
    assert not clashes(MONDAY_NIGHT, later) and not clashes(later, MONDAY_NIGHT)
    # Touching is not clashing: the morning shift starts as the night one ends.
    assert not clashes(MONDAY_NIGHT, slot(TUESDAY, TUESDAY, "06:00", "14:00", "TUE"))
    # Two nights in a row clash only where they share hours.
    assert clashes(MONDAY_NIGHT, slot(MONDAY, MONDAY, "23:00", "01:00", "MON"))
    assert not clashes(MONDAY_NIGHT, slot(TUESDAY, TUESDAY, "22:00", "06:00", "TUE"))


def test_the_roster_refuses_the_next_mornings_clash_and_books_the_rest() -> None:
    roster = Roster.start("staff-1", [], {})
    roster.book_shift("night", MONDAY_NIGHT)
    roster.book_shift("later", slot(TUESDAY, TUESDAY, "07:00", "15:00", "TUE"))
    assert roster.clash_of("early", slot(TUESDAY, TUESDAY, "05:00", "09:00", "TUE")) == "night"
    assert set(roster.shifts) == {"night", "later"}


def test_the_days_of_a_range_hold_the_night_that_runs_into_them() -> None:
    nights = slot(MONDAY, MONDAY + timedelta(days=13), "22:00", "06:00", "SUN", "MON")
    sunday = MONDAY + timedelta(days=6)
    during = occurrences_during(nights, TUESDAY, sunday)
    # Monday's night runs into Tuesday; Sunday's starts on the range's last day.
    assert [o.day for o in during] == [MONDAY, sunday]
    assert [o.day for o in occurrences(nights, TUESDAY, sunday)] == [sunday]
    ending_at_midnight = slot(MONDAY, MONDAY, "16:00", "00:00", "MON")
    assert occurrences_during(ending_at_midnight, TUESDAY, TUESDAY) == []


# Two weeks from a Monday: every slot starts in them, and its last night may end a day later.
DAYS = 14
first_days = st.integers(0, DAYS - 1).map(lambda n: MONDAY + timedelta(days=n))
weekday_sets = st.frozensets(st.sampled_from(WEEKDAYS), min_size=1)
minutes_of_day = st.integers(0, DAY_MINUTES - 1)


@st.composite
def slots(draw: st.DrawFn) -> Slot:
    """Day shifts and night shifts of any length but none, at any minute."""
    first = draw(first_days)
    last = first + timedelta(days=draw(st.integers(0, (MONDAY + timedelta(DAYS - 1) - first).days)))
    begins = draw(minutes_of_day)
    ends = draw(minutes_of_day.filter(lambda m: m != begins))
    return Slot(
        first,
        last,
        time(begins // 60, begins % 60),
        time(ends // 60, ends % 60),
        draw(weekday_sets),
    )


def worked_minutes(s: Slot) -> set[int]:
    """The model: every minute worked, counted from the first Monday's midnight, day by day."""
    begins = s.shift_start.hour * 60 + s.shift_start.minute
    ends = s.shift_end.hour * 60 + s.shift_end.minute
    length = (ends - begins) % DAY_MINUTES
    worked: set[int] = set()
    for n in range(DAYS):
        day = MONDAY + timedelta(days=n)
        if s.start_date <= day <= s.end_date and WEEKDAYS[day.weekday()] in s.weekdays:
            first = n * DAY_MINUTES + begins
            worked.update(range(first, first + length))
    return worked


@given(slots(), slots())
def test_a_clash_is_symmetric(a: Slot, b: Slot) -> None:
    assert clashes(a, b) == clashes(b, a)


@given(slots())
def test_a_shift_clashes_with_itself_when_it_is_worked_at_all(a: Slot) -> None:
    # Dates that hold none of its weekdays are never worked.
    assert clashes(a, a) == bool(occurrences(a, a.start_date, a.end_date))


@given(slots(), slots())
def test_two_shifts_clash_exactly_when_some_minute_is_worked_in_both(a: Slot, b: Slot) -> None:
    assert clashes(a, b) == bool(worked_minutes(a) & worked_minutes(b))


def _minute(moment: datetime) -> int:
    return int((moment - datetime.combine(MONDAY, time())).total_seconds()) // 60


@given(slots(), st.integers(0, DAYS), st.integers(0, DAYS))
def test_occurrences_cover_the_worked_minutes_that_touch_the_days_asked(
    s: Slot, skip: int, length: int
) -> None:
    date_from = MONDAY + timedelta(days=skip)
    date_to = date_from + timedelta(days=length)
    during = occurrences_during(s, date_from, date_to)
    covered = {m for o in during for m in range(_minute(o.start), _minute(o.end))}
    window = set(range(skip * DAY_MINUTES, (skip + length + 1) * DAY_MINUTES))
    # Each occurrence is a whole shift worked partly in the window, and every minute worked
    # in the window is in one.
    assert worked_minutes(s) & window <= covered <= worked_minutes(s)
    assert all(window.intersection(range(_minute(o.start), _minute(o.end))) for o in during)
    starting = occurrences(s, date_from, date_to)
    assert [o.day for o in starting] == [o.day for o in during if o.day >= date_from]
    assert all(o.start.date() == o.day and o.end > o.start for o in starting)
