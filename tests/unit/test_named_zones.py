"""A viewer's named time zone (`timeZone`, an IANA name): each day runs from its own local
midnight to the next, so a day of a daylight-saving change is 23 or 25 hours long; an
unknown name is refused by name; the offset keeps working as before."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, timezone
from importlib import resources
from zoneinfo import ZoneInfo

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from api.listing import list_params, safe_cell
from api.periods import between_dates, check_zone, last_days, viewer_zone
from domain.errors import ValidationFailed
from domain.validation import FIRST_DAY, LAST_DAY
from projections.viewer_days import ViewerDays

# Zones with and without daylight saving, some changing at midnight itself (São Paulo,
# Santiago, Havana, Tehran), north and south of the equator.
ZONES = [
    "UTC",
    "Europe/London",
    "Europe/Berlin",
    "America/New_York",
    "America/Sao_Paulo",
    "America/Santiago",
    "America/Havana",
    "Asia/Tehran",
    "Asia/Shanghai",
    "Asia/Kolkata",
    "Australia/Sydney",
    "Pacific/Auckland",
]
HOUR = timedelta(hours=1)
NOW = datetime(2026, 11, 21, 8, 15, tzinfo=UTC)


def _offset(moment: datetime, zone: ZoneInfo) -> timedelta:
    return moment.astimezone(zone).utcoffset() or timedelta(0)


@given(name=st.sampled_from(ZONES), day=st.dates(min_value=FIRST_DAY, max_value=LAST_DAY))
@example(name="Europe/London", day=date(2026, 3, 29))
@example(name="Europe/London", day=date(2026, 10, 25))
@example(name="America/Santiago", day=date(2024, 9, 8))  # no midnight that day
def test_a_day_runs_from_local_midnight_to_the_next(name: str, day: date) -> None:
    zone = ZoneInfo(name)
    days = ViewerDays(day, day, zone)
    since, until = days.since, days.until
    # The first moment of the day, and the first of the next: nothing between is lost.
    assert days.day_of(since) == day
    assert days.day_of(since - timedelta(microseconds=1)) == day - timedelta(days=1)
    assert days.day_of(until) == day + timedelta(days=1)
    assert days.day_of(until - timedelta(microseconds=1)) == day
    # Local midnight, unless the zone skipped it that day (then the first moment after).
    midnight = datetime.combine(day, time(), zone)
    if midnight.astimezone(UTC).astimezone(zone).replace(tzinfo=None) == midnight.replace(
        tzinfo=None
    ):
        assert since.astimezone(zone).time() == time()
    # 24 hours, less what the clocks went forward (more what they went back) since the
    # day before ended: a skipped midnight shortens the day as much as a later change.
    change = _offset(until, zone) - _offset(since - timedelta(microseconds=1), zone)
    assert until - since == timedelta(hours=24) - change
    assert until - since in {23 * HOUR, 24 * HOUR, 25 * HOUR}
    assert (until - since == 24 * HOUR) == (change == timedelta(0))


def test_london_days_across_the_changes_are_23_and_25_hours() -> None:
    london = ZoneInfo("Europe/London")
    spring = ViewerDays(date(2026, 3, 28), date(2026, 3, 30), london)
    _, params = spring.values()
    rows = [params[i : i + 3] for i in range(0, len(params), 3)]
    assert rows == [
        ["2026-03-28", "2026-03-28T00:00:00.000000Z", "2026-03-29T00:00:00.000000Z"],
        ["2026-03-29", "2026-03-29T00:00:00.000000Z", "2026-03-29T23:00:00.000000Z"],
        ["2026-03-30", "2026-03-29T23:00:00.000000Z", "2026-03-30T23:00:00.000000Z"],
    ]
    autumn = ViewerDays(date(2026, 10, 25), date(2026, 10, 25), london)
    assert autumn.until - autumn.since == 25 * HOUR
    assert autumn.since == datetime(2026, 10, 24, 23, tzinfo=UTC)


def test_the_last_days_end_on_the_zones_today() -> None:
    late = datetime(2026, 7, 1, 23, 30, tzinfo=UTC)  # half past midnight in London
    assert last_days(1, None, 0, late, "Europe/London").first == date(2026, 7, 2)
    assert last_days(1, None, 0, late).first == date(2026, 7, 1)
    period = between_dates(None, None, 0, now=late, time_zone="Europe/London")
    assert period.last == date(2026, 7, 2)


@pytest.mark.parametrize(
    "name",
    ["Mars/Olympus", "Europe", "../../etc/passwd", "", "utc", "Europe/London\x00", "localtime"],
)
def test_an_unknown_zone_is_refused_by_name(name: str) -> None:
    for check in (
        lambda: check_zone(0, name),
        lambda: between_dates("2026-01-01", "2026-01-02", 0, time_zone=name),
        lambda: last_days(7, None, 0, NOW, name),
        lambda: list_params(time_zone=name),
    ):
        with pytest.raises(ValidationFailed) as refused:
            check()
        assert [(v.field, v.code) for v in refused.value.violations] == [
            ("timeZone", "unknown-time-zone")
        ]


def test_the_offset_works_as_before_and_a_name_wins_over_it() -> None:
    assert check_zone(480) == timezone(timedelta(hours=8))
    assert check_zone(480, "Europe/London") == ZoneInfo("Europe/London")
    with pytest.raises(ValidationFailed):
        check_zone(2000, "Europe/London")


@pytest.mark.parametrize(
    ("query", "zone"),
    [
        (b"timeZone=Europe%2FLondon", ZoneInfo("Europe/London")),
        (b"timeZone=Europe/London&utcOffsetMinutes=480", ZoneInfo("Europe/London")),
        (b"utcOffsetMinutes=480", timezone(timedelta(hours=8))),
        (b"timeZone=Mars/Olympus&utcOffsetMinutes=480", None),  # refused by the handler
        (b"utcOffsetMinutes=2000", None),
        (b"", None),
    ],
)
def test_the_zone_of_a_query_string(query: bytes, zone: object) -> None:
    assert viewer_zone(query) == zone


def test_an_exported_time_is_in_the_named_zone_summer_and_winter() -> None:
    london = ZoneInfo("Europe/London")
    assert safe_cell("2026-07-01T12:00:00Z", london) == "2026-07-01T13:00:00+01:00"
    assert safe_cell("2026-12-01T12:00:00Z", london) == "2026-12-01T12:00:00Z"
    assert safe_cell("2026-07-01T12:00:00Z") == "2026-07-01T12:00:00Z"


def test_the_zones_taken_are_the_pinned_databases_on_every_machine() -> None:
    """The schema's list of zones, and what the server takes, come from the pinned `tzdata`
    package, not from the machine (whose database may add `localtime` or lack a zone): the
    committed copy of the schema stays the server's wherever it is built."""
    from api.openapi import _SHARED

    pinned = set(resources.files("tzdata").joinpath("zones").read_text().split())
    listed = _SHARED["timeZone"][1].enum
    assert listed == sorted(pinned)
    assert "localtime" not in listed
    assert {"UTC", "Europe/London", "Asia/Shanghai"} <= pinned
