"""Days of a viewer's time zone, as moments in UTC and as SQL both back ends read.

Read tables keep UTC times as ISO-8601 text, which sorts as time. A viewer's day is the
stretch between two such texts; a run of days is handed to SQL as a `VALUES` list
(`day, since, until`) to join on, so rows are bucketed by local day in the database, the
same on SQLite and PostgreSQL, whatever the offset (whole hours or not).

The viewer's zone is a fixed offset from UTC or a named (IANA) zone. Each day runs from
its own local midnight to the next one, worked out day by day, so in a zone with daylight
saving the day of the change is 23 or 25 hours long. Where a zone skips midnight, the
day begins at its first moment (`fold=0` reads a missing time with the offset before
the change, which lands on the first moment after it).

The days are those of the calendar (`domain.validation`: 2000-01-01 to 2100-12-31) and
the offset within any time zone's (±14 hours), as the API checks them: within those, no
day's bounds (the day after the last one included, shifted by the offset) can leave what
a datetime holds, and a ViewerDays beyond them is refused when made, never met as an
OverflowError halfway through a query.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from typing import Any

from domain.validation import in_calendar

#: The widest offset from UTC of any time zone (they run from UTC-12 to UTC+14).
WIDEST_OFFSET = timedelta(hours=14)


def utc_text(moment: datetime) -> str:
    """A whole second as a bound to compare stored times with: `…THH:MM:SS.000000Z`.

    Stored times are written with or without a fraction (`…:00Z`, `…:00.25Z`); text
    comparison with a bound of six zero digits orders every one of them as time, an equal
    time counting as not before the bound (`since <= t < until` holds as for datetimes).
    """
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000000Z")


#: A viewer's time zone: a named zone (a `tzinfo`), or an offset from UTC.
Zone = tzinfo | timedelta


def as_zone(zone: Zone) -> tzinfo:
    """A zone as `tzinfo`: an offset from UTC becomes the fixed zone of that offset."""
    return timezone(zone) if isinstance(zone, timedelta) else zone


def parse_utc(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


@dataclass(frozen=True)
class ViewerDays:
    """Consecutive days `first`..`last` (inclusive) of a viewer's `zone`: a named zone, or
    an offset from UTC."""

    first: date
    last: date
    #: An offset given as a `timedelta` is kept as the fixed zone of that offset.
    zone: tzinfo

    def __post_init__(self) -> None:
        if not (in_calendar(self.first) and in_calendar(self.last)):
            raise ValueError(f"Days beyond the calendar: {self.first}..{self.last}")
        given: Zone = self.zone
        fixed = given if isinstance(given, timedelta) else given.utcoffset(None)
        if fixed is not None and abs(fixed) > WIDEST_OFFSET:
            raise ValueError(f"An offset beyond any time zone: {fixed}")
        object.__setattr__(self, "zone", as_zone(given))

    @classmethod
    def ending(cls, until: datetime, days: int, zone: Zone) -> ViewerDays:
        """The last `days` days up to `until`, today of the viewer included."""
        last = until.astimezone(as_zone(zone)).date()
        return cls(last - timedelta(days=days - 1), last, as_zone(zone))

    @property
    def days(self) -> list[date]:
        return [self.first + timedelta(days=n) for n in range((self.last - self.first).days + 1)]

    def start_of(self, day: date) -> datetime:
        """The first moment of `day` in the zone, in UTC (its local midnight)."""
        return datetime.combine(day, time(), self.zone).astimezone(UTC)

    @property
    def since(self) -> datetime:
        return self.start_of(self.first)

    @property
    def until(self) -> datetime:
        """The moment the day after the last began (exclusive end)."""
        return self.start_of(self.last + timedelta(days=1))

    def day_of(self, moment: datetime) -> date:
        return moment.astimezone(self.zone).date()

    def values(self) -> tuple[str, list[Any]]:
        """`days (day, since, until) AS (VALUES …)` for a WITH clause, and its parameters;
        a stored time `t` is on `day` when `since <= t AND t < until`."""
        params: list[Any] = []
        for day in self.days:
            after = self.start_of(day + timedelta(days=1))
            params.extend([day.isoformat(), utc_text(self.start_of(day)), utc_text(after)])
        rows = ", ".join("(?, ?, ?)" for _ in self.days)
        return f"days (day, since, until) AS (VALUES {rows})", params
