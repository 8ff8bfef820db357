"""What the projectors and the queries agree on about the read tables' contents: how a time
is stored, how an issue is resolved, and when an issue counts as opened and as resolved."""

from __future__ import annotations

from datetime import UTC, datetime


def iso(moment: datetime) -> str:
    """A time as the read tables keep it: ISO-8601 UTC text. A whole second is written
    without a fraction, so to compare within a second, compare `exact` forms."""
    return moment.isoformat().replace("+00:00", "Z")


def exact(moment: datetime) -> str:
    """A time as text that sorts as time to the microsecond, fraction always written."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def exact_sql(column: str) -> str:
    """SQL for a column of `iso` times in `exact` form: a whole second ("...:35Z", 20
    characters) would sort after the same second's fractions ("...:35.5Z")."""
    return (
        f"(CASE WHEN length({column}) = 20"
        f" THEN substr({column}, 1, 19) || '.000000Z' ELSE {column} END)"
    )


#: How an issue was resolved: by a person, or by the system when its condition cleared.
RESOLVED_BY_STAFF = "STAFF"
RESOLVED_BY_SYSTEM = "SYSTEM"

#: When an issue counts as opened and as resolved: when its condition was measured, and
#: when it cleared (the system's resolutions) or a person resolved it. Entered history
#: (`resolved_at` the time the rules got to it) counts on the days it happened.
OPENED_AT = "COALESCE(i.measured_at, i.created_at)"
RESOLVED_AT = "COALESCE(i.cleared_at, i.resolved_at)"

#: A webhook delivery waiting for its first attempt (`webhook_deliveries.state`); after one,
#: the state is the last attempt's outcome (`domain.delivery.Outcome`).
DELIVERY_WAITING = "waiting"
