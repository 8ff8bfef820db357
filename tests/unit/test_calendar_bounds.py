"""The calendar every date a caller gives keeps to (2000-01-01 to 2100-12-31), and the day
arithmetic within it: whatever text a period's parameters hold, the parsers answer days
within the calendar or a 400 naming the parameter, never an OverflowError; and any days
within it, at any offset up to ±14 hours, have bounds a datetime holds."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from itertools import pairwise

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from api.input import parse_moment
from api.listing import list_params
from api.periods import between_dates, last_days
from domain.errors import ValidationFailed, Violations
from domain.validation import FIRST_DAY, LAST_DAY, parse_day
from projections.queries.schedules import calendar_range
from projections.viewer_days import WIDEST_OFFSET, ViewerDays, parse_utc, utc_text

NOW = datetime(2026, 11, 21, 8, 15, tzinfo=UTC)
in_calendar = st.dates(min_value=FIRST_DAY, max_value=LAST_DAY)
any_day = st.dates().map(date.isoformat)
any_text = st.one_of(
    any_day, st.text(max_size=12), st.sampled_from(["", "NaN", "1e309", "2024-02-30"])
)
minutes = WIDEST_OFFSET // timedelta(minutes=1)
offsets = st.integers(-minutes, minutes).map(lambda m: timedelta(minutes=m))


@given(first=in_calendar, length=st.integers(0, 400), offset=offsets)
@example(first=LAST_DAY, length=0, offset=WIDEST_OFFSET)
@example(first=LAST_DAY, length=0, offset=-WIDEST_OFFSET)
@example(first=FIRST_DAY, length=0, offset=WIDEST_OFFSET)
@example(first=FIRST_DAY, length=0, offset=-WIDEST_OFFSET)
def test_days_within_the_calendar_have_bounds_at_any_offset(
    first: date, length: int, offset: timedelta
) -> None:
    last = min(first + timedelta(days=length), LAST_DAY)
    days = ViewerDays(first, last, offset)
    assert days.since < days.until
    _, params = days.values()
    rows = [params[i : i + 3] for i in range(0, len(params), 3)]
    assert [row[0] for row in rows] == [d.isoformat() for d in days.days]
    for (_, _, until), (_, following, _) in pairwise(rows):
        assert until == following  # the days meet, none missed, none overlapping
    for day, since, until in rows:
        assert parse_utc(until) - parse_utc(since) == timedelta(days=1)
        assert days.day_of(parse_utc(since)).isoformat() == day
    assert rows[0][1] == utc_text(days.since) and rows[-1][2] == utc_text(days.until)


@pytest.mark.parametrize(
    ("first", "last", "offset"),
    [
        (date(1999, 12, 31), date(2000, 1, 1), timedelta(0)),
        (date(2100, 12, 31), date(2101, 1, 1), timedelta(0)),
        (date(9999, 12, 31), date(9999, 12, 31), timedelta(0)),
        (date(2026, 1, 1), date(2026, 1, 1), WIDEST_OFFSET + timedelta(minutes=1)),
    ],
)
def test_days_beyond_the_calendar_are_refused_when_made(
    first: date, last: date, offset: timedelta
) -> None:
    with pytest.raises(ValueError, match="beyond"):
        ViewerDays(first, last, offset)


def _named(error: ValidationFailed) -> set[str]:
    return {v.field for v in error.violations}


@given(date_from=any_text | st.none(), date_to=any_text | st.none(), offset=st.integers())
@example(date_from="9999-12-31", date_to=None, offset=0)
@example(date_from=None, date_to="0001-01-01", offset=0)
@example(date_from="2100-12-31", date_to=None, offset=840)
@example(date_from=None, date_to="2000-01-01", offset=-720)
def test_a_period_is_days_of_the_calendar_or_a_400_naming_its_parameters(
    date_from: str | None, date_to: str | None, offset: int
) -> None:
    try:
        days = between_dates(date_from, date_to, offset, now=NOW)
    except ValidationFailed as error:
        assert _named(error) and _named(error) <= {"from", "to", "utcOffsetMinutes"}
        return
    assert FIRST_DAY <= days.first <= days.last <= LAST_DAY
    assert days.since < days.until


@given(days=st.integers() | st.none(), weeks=st.integers() | st.none(), offset=st.integers())
def test_the_last_days_are_days_of_the_calendar_or_a_400(
    days: int | None, weeks: int | None, offset: int
) -> None:
    try:
        period = last_days(days, weeks, offset, NOW)
    except ValidationFailed as error:
        assert _named(error) <= {"days", "weeks", "utcOffsetMinutes"}
        return
    assert FIRST_DAY <= period.first <= period.last <= LAST_DAY


@given(date_from=any_text | st.none(), date_to=any_text | st.none())
def test_a_list_or_a_calendar_takes_only_days_of_the_calendar(
    date_from: str | None, date_to: str | None
) -> None:
    for parse in (
        lambda: list_params(date_from=date_from, date_to=date_to),
        lambda: calendar_range(date_from, date_to),
    ):
        try:
            parse()
        except ValidationFailed as error:
            assert _named(error) <= {"from", "to"}
            continue
        for text in (date_from, date_to):
            if text:
                assert FIRST_DAY <= date.fromisoformat(text[:10]) <= LAST_DAY


@given(moment=st.datetimes(timezones=st.none() | st.timezones()))
@example(moment=datetime(9999, 12, 31, 23, 59, tzinfo=UTC))
def test_a_moment_is_on_a_day_of_the_calendar_or_a_400(moment: datetime) -> None:
    try:
        parsed = parse_moment(moment.isoformat(), "asOf")
    except ValidationFailed as error:
        assert _named(error) == {"asOf"}
        assert not FIRST_DAY <= moment.date() <= LAST_DAY
        return
    assert FIRST_DAY <= moment.date() <= LAST_DAY
    assert parsed.astimezone(UTC).tzinfo is UTC


@pytest.mark.parametrize(
    ("text", "taken"),
    [
        ("2000-01-01", True),
        ("2100-12-31", True),
        ("1999-12-31", False),
        ("2101-01-01", False),
        ("0001-01-01", False),
        ("9999-12-31", False),
    ],
)
def test_schedules_and_leaves_take_days_of_the_calendar(text: str, taken: bool) -> None:
    violations = Violations()
    day = parse_day(violations, "startDate", text)
    assert (day is not None) is taken
    if not taken:
        assert [(v.field, v.code) for v in violations.items] == [("startDate", "out-of-range")]
        assert violations.items[0].params == {"min": "2000-01-01", "max": "2100-12-31"}
