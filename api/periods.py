"""The periods the figures are asked for: the last N days or weeks of the viewer, or the
days from one date to another, each checked at the edge (a 400 naming the parameter).

The parameters are declared here once, with their bounds, so the OpenAPI schema states
what the server enforces: `utcOffsetMinutes`, `days` and `weeks` are bounded integers
(Litestar refuses the rest, `api.parameter_errors` names them), and `from`/`to` days lie
in the calendar of `domain.validation` (FIRST_DAY..LAST_DAY), checked by `calendar_day`.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Annotated
from urllib.parse import parse_qs

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
    QueryParameter(name="from", format="date", description=f"The first day, {_CALENDAR}"),
]
ToDayQuery = Annotated[
    str | None,
    QueryParameter(name="to", format="date", description=f"The last day, {_CALENDAR}"),
]

#: The caller's offset from UTC for this request, in minutes (`utcOffsetMinutes`), None
#: when it gave none a time zone has: exports give times in it, and the kept answers of
#: dated calls the viewer's day. Set for each request by `api.middleware.request_context`.
VIEWER_OFFSET: ContextVar[int | None] = ContextVar("viewer_offset", default=None)


def viewer_offset(query_string: bytes) -> int | None:
    """The `utcOffsetMinutes` of a query string, when it is a whole number of a real time
    zone (the handlers refuse any other)."""
    values = parse_qs(query_string.decode("latin-1")).get("utcOffsetMinutes", [])
    try:
        offset = int(values[-1]) if values else None
    except ValueError:
        return None
    if offset is None or not MIN_OFFSET_MINUTES <= offset <= MAX_OFFSET_MINUTES:
        return None
    return offset


def _check_offset(violations: Violations, utc_offset_minutes: int) -> timedelta:
    if not MIN_OFFSET_MINUTES <= utc_offset_minutes <= MAX_OFFSET_MINUTES:
        violations.add(
            "utcOffsetMinutes",
            f"Must be between {MIN_OFFSET_MINUTES} and {MAX_OFFSET_MINUTES} minutes",
            code="out-of-range",
            min=MIN_OFFSET_MINUTES,
            max=MAX_OFFSET_MINUTES,
        )
        return timedelta(0)  # refused anyway; an offset of years would not even fit
    return timedelta(minutes=utc_offset_minutes)


def check_offset(utc_offset_minutes: int) -> timedelta:
    """A viewer's offset from UTC, refused (400) beyond any time zone."""
    violations = Violations()
    offset = _check_offset(violations, utc_offset_minutes)
    violations.raise_if_any()
    return offset


def last_days(
    days: int | None,
    weeks: int | None,
    utc_offset_minutes: int,
    now: datetime | None = None,
) -> ViewerDays:
    """The last `days` days or `weeks` weeks (not both; 7 days when neither) up to today
    of a viewer `utc_offset_minutes` from UTC."""
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
    offset = _check_offset(violations, utc_offset_minutes)
    violations.raise_if_any()
    count = weeks * 7 if weeks is not None else days if days is not None else DEFAULT_DAYS
    return ViewerDays.ending(now or datetime.now(UTC), count, offset)


@dataclass(frozen=True)
class RecentDays:
    """The last days a dashboard view asked for (`days`, `weeks`, `utcOffsetMinutes`), and
    the moment they run up to, which the view counts its figures at too."""

    now: datetime
    period: ViewerDays

    @property
    def count(self) -> int:
        return len(self.period.days)


def recent_days(
    days: DaysQuery = None, weeks: WeeksQuery = None, utc_offset_minutes: OffsetQuery = 0
) -> RecentDays:
    now = datetime.now(UTC)
    return RecentDays(now, last_days(days, weeks, utc_offset_minutes, now))


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
    offset = _check_offset(violations, utc_offset_minutes)
    violations.raise_if_any()
    # A side left out runs from the other, and stays within the calendar.
    span = timedelta(days=default_days - 1)
    if last is None:
        today = ((now or datetime.now(UTC)) + offset).date()
        last = min(first + span, LAST_DAY) if first is not None else today
    if first is None:
        first = max(last - span, FIRST_DAY)
    if last < first:
        violations.add("to", "The end comes before the start", code="end-before-start")
    elif (last - first).days + 1 > max_days:
        violations.add("to", f"At most {max_days} days", code="range-too-long", max=max_days)
    violations.raise_if_any()
    return ViewerDays(first, last, offset)
