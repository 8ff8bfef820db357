"""What the projectors and the queries agree on about the read tables' contents: how a time
is stored, how an issue is resolved, and when an issue counts as opened and as resolved."""

from __future__ import annotations

from datetime import datetime


def iso(moment: datetime) -> str:
    """A time as the read tables keep it: ISO-8601 UTC text, which sorts as time."""
    return moment.isoformat().replace("+00:00", "Z")


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
