"""The periods the figures are asked for: the last N days or weeks of the viewer, or the
days from one date to another, each checked at the edge (a 400 naming the parameter).

The parameters are declared here once, with their bounds, so the OpenAPI schema states
what the server enforces: `utcOffsetMinutes`, `days` and `weeks` are bounded integers
(Litestar refuses the rest, `api.parameter_errors` names them), and `from`/`to` days lie
in the calendar of `domain.validation` (FIRST_DAY..LAST_DAY), checked by `calendar_day`.

The viewer's zone is `timeZone`, a named (IANA) zone whose days follow its daylight
saving, when given; otherwise the fixed `utcOffsetMinutes` (0 when neither is given).
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from functools import cache
from importlib import resources
from typing import Annotated
from urllib.parse import parse_qs
from zoneinfo import ZoneInfo

from litestar.openapi.spec import OpenAPIFormat, OpenAPIType, Schema
from litestar.params import QueryParameter

from domain.errors import INCORRECT_DATE, REQUIRED, Violations
from domain.validation import FIRST_DAY, LAST_DAY, beyond_calendar, in_calendar
from projections.viewer_days import ViewerDays

MAX_DAYS = 366
MAX_WEEKS = 53
DEFAULT_DAYS = 7
# The settings offer UTC-11 to UTC+13; a little room either side.
MIN_OFFSET_MINUTES, MAX_OFFSET_MINUTES = -12 * 60, 14 * 60
_CALENDAR = f"{FIRST_DAY.isoformat()} to {LAST_DAY.isoformat()}"
# The years of the calendar (2000 to 2100), which a `format: date` alone does not bound;
# stated only (`calendar_day` checks the days, naming the calendar's bounds).
_IN_CALENDAR = r"^(20[0-9]{2}|2100)-"
# A day, or a moment on one (a list's `from`/`to` may carry a time), or empty: not given.
_DAY_OR_NONE = [
    Schema(type=OpenAPIType.STRING, format=OpenAPIFormat.DATE, pattern=_IN_CALENDAR),
    Schema(type=OpenAPIType.STRING, format=OpenAPIFormat.DATE_TIME, pattern=_IN_CALENDAR),
    Schema(type=OpenAPIType.STRING, max_length=0),
    Schema(type=OpenAPIType.NULL),
]

#: The `utcOffsetMinutes` query parameter of every call that counts the viewer's days.
OffsetQuery = Annotated[
    int,
    QueryParameter(
        name="utcOffsetMinutes",
        ge=MIN_OFFSET_MINUTES,
        le=MAX_OFFSET_MINUTES,
        description="The viewer's offset from UTC in minutes (UTC+8: 480)",
    ),
]
#: The `timeZone` query parameter: a named zone, which wins over `utcOffsetMinutes`.
TimeZoneQuery = Annotated[
    str | None,
    QueryParameter(
        name="timeZone",
        description="The viewer's time zone, an IANA name (Europe/London); days begin at its"
        " local midnight, daylight saving included. Wins over utcOffsetMinutes",
    ),
]
#: `days` and `weeks`: the last N days (or weeks) of the viewer, today included.
DaysQuery = Annotated[
    int | None, QueryParameter(name="days", ge=1, le=MAX_DAYS, description="The last N days")
]
WeeksQuery = Annotated[
    int | None, QueryParameter(name="weeks", ge=1, le=MAX_WEEKS, description="The last N weeks")
]
#: `from` and `to`: days of the viewer (YYYY-MM-DD), both included.
FromDayQuery = Annotated[
    str | None,
    QueryParameter(
        name="from",
        schema_extra={"one_of": _DAY_OR_NONE},
        description=f"The first day, {_CALENDAR}",
    ),
]
ToDayQuery = Annotated[
    str | None,
    QueryParameter(
        name="to",
        schema_extra={"one_of": _DAY_OR_NONE},
        description=f"The last day, {_CALENDAR}",
    ),
]

#: The caller's zone for this request (`timeZone`, else `utcOffsetMinutes`), None when it
#: gave none a time zone has: exports give times in it, and the kept answers of dated
#: calls the viewer's day. Set for each request by `api.middleware.request_context`.
VIEWER_ZONE: ContextVar[tzinfo | None] = ContextVar("viewer_zone", default=None)


@cache
def zone_names() -> frozenset[str]:
    """The IANA zone names of the pinned `tzdata` package: the same on every machine (the
    system's database may add names of its own, such as `localtime`)."""
    return frozenset(resources.files("tzdata").joinpath("zones").read_text().split())


def named_zone(name: str) -> ZoneInfo | None:
    """The zone of an IANA name, None for any other text (only the database's own names
    are opened, never a path a caller makes up)."""
    return ZoneInfo(name) if name in zone_names() else None


def viewer_zone(query_string: bytes) -> tzinfo | None:
    """The zone a query string names: its `timeZone` when a known one, else its
    `utcOffsetMinutes` when a whole number of a real time zone (the handlers refuse any
    other)."""
    query = parse_qs(query_string.decode("latin-1"))
    names = query.get("timeZone", [])
    if names:
        return named_zone(names[-1])
    values = query.get("utcOffsetMinutes", [])
    try:
        offset = int(values[-1]) if values else None
    except ValueError:
        return None
    if offset is None or not MIN_OFFSET_MINUTES <= offset <= MAX_OFFSET_MINUTES:
        return None
    return timezone(timedelta(minutes=offset))


def _check_zone(violations: Violations, utc_offset_minutes: int, time_zone: str | None) -> tzinfo:
    """The viewer's zone: `time_zone` by name when given, else the offset; refused (in
    `violations`) when the name is unknown or the offset beyond any time zone."""
    if not MIN_OFFSET_MINUTES <= utc_offset_minutes <= MAX_OFFSET_MINUTES:
        violations.add(
            "utcOffsetMinutes",
            f"Must be between {MIN_OFFSET_MINUTES} and {MAX_OFFSET_MINUTES} minutes",
            code="out-of-range",
            min=MIN_OFFSET_MINUTES,
            max=MAX_OFFSET_MINUTES,
        )
        return UTC  # refused anyway; an offset of years would not even fit
    if time_zone is None:
        return timezone(timedelta(minutes=utc_offset_minutes))
    zone = named_zone(time_zone)
    if zone is None:
        violations.add(
            "timeZone", "An IANA time zone such as Europe/London", code="unknown-time-zone"
        )
        return UTC
    return zone


def check_zone(utc_offset_minutes: int, time_zone: str | None = None) -> tzinfo:
    """A viewer's zone, refused (400) when unknown or an offset beyond any time zone."""
    violations = Violations()
    zone = _check_zone(violations, utc_offset_minutes, time_zone)
    violations.raise_if_any()
    return zone


def last_days(
    days: int | None,
    weeks: int | None,
    utc_offset_minutes: int,
    now: datetime | None = None,
    time_zone: str | None = None,
) -> ViewerDays:
    """The last `days` days or `weeks` weeks (not both; 7 days when neither) up to today
    of a viewer in `time_zone`, or `utc_offset_minutes` from UTC."""
    violations = Violations()
    if days is not None and weeks is not None:
        violations.add("weeks", "Choose days or weeks", code="days-or-weeks")
    if days is not None and not 1 <= days <= MAX_DAYS:
        violations.add(
            "days", f"Must be between 1 and {MAX_DAYS}", code="out-of-range", min=1, max=MAX_DAYS
        )
    if weeks is not None and not 1 <= weeks <= MAX_WEEKS:
        violations.add(
            "weeks",
            f"Must be between 1 and {MAX_WEEKS}",
            code="out-of-range",
            min=1,
            max=MAX_WEEKS,
        )
    zone = _check_zone(violations, utc_offset_minutes, time_zone)
    violations.raise_if_any()
    count = weeks * 7 if weeks is not None else days if days is not None else DEFAULT_DAYS
    return ViewerDays.ending(now or datetime.now(UTC), count, zone)


@dataclass(frozen=True)
class RecentDays:
    """The last days a dashboard view asked for (`days`, `weeks`, the zone), and
    the moment they run up to, which the view counts its figures at too."""

    now: datetime
    period: ViewerDays

    @property
    def count(self) -> int:
        return len(self.period.days)


def recent_days(
    days: DaysQuery = None,
    weeks: WeeksQuery = None,
    utc_offset_minutes: OffsetQuery = 0,
    time_zone: TimeZoneQuery = None,
) -> RecentDays:
    now = datetime.now(UTC)
    return RecentDays(now, last_days(days, weeks, utc_offset_minutes, now, time_zone))


def calendar_day(violations: Violations, field: str, text: str | None) -> date | None:
    """The day a `from` or `to` names (its first ten characters: YYYY-MM-DD), refused
    beyond the calendar; None when it names none."""
    if not text:
        return None
    try:
        day = date.fromisoformat(text[:10])
    except ValueError:
        violations.add(field, INCORRECT_DATE)
        return None
    if not in_calendar(day):
        violations.items.append(beyond_calendar(field))
        return None
    return day


def between_dates(
    date_from: str | None,
    date_to: str | None,
    utc_offset_minutes: int = 0,
    *,
    max_days: int = MAX_DAYS,
    default_days: int = DEFAULT_DAYS,
    required: bool = False,
    now: datetime | None = None,
    time_zone: str | None = None,
) -> ViewerDays:
    """The viewer's days `date_from`..`date_to` (YYYY-MM-DD, both included); one left out
    runs `default_days` from the other (or up to today); at most `max_days` days."""
    violations = Violations()
    first = calendar_day(violations, "from", date_from)
    last = calendar_day(violations, "to", date_to)
    if required:
        for field, text in (("from", date_from), ("to", date_to)):
            if not text:
                violations.add(field, REQUIRED)
    zone = _check_zone(violations, utc_offset_minutes, time_zone)
    violations.raise_if_any()
    # A side left out runs from the other, and stays within the calendar.
    span = timedelta(days=default_days - 1)
    if last is None:
        today = ViewerDays.ending(now or datetime.now(UTC), 1, zone).last
        last = min(first + span, LAST_DAY) if first is not None else today
    if first is None:
        first = max(last - span, FIRST_DAY)
    if last < first:
        violations.add("to", "The end comes before the start", code="end-before-start")
    elif (last - first).days + 1 > max_days:
        violations.add("to", f"At most {max_days} days", code="range-too-long", max=max_days)
    violations.raise_if_any()
    return ViewerDays(first, last, zone)
