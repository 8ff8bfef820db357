"""Rejected sensor messages piling up: what the administrators are told of.

A gateway that sends what the console cannot take (an unknown device, a broken format) fills
the dead letters unseen. The rejections are counted per clock hour (UTC); when an hour's
count reaches `PILING_UP`, that is news once: not again while each following hour reaches
it too (the same trouble going on), and again once an hour has passed below it.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

PILING_UP = 20


def _hour_of(moment: datetime) -> datetime:
    return moment.astimezone(UTC).replace(minute=0, second=0, microsecond=0)


def count_rejection(window: dict[str, Any], at: datetime) -> tuple[dict[str, Any], bool]:
    """The window after one more rejection at `at`, and whether it makes the pile news.

    `window` is `{"hour": ISO start of the hour counted, "count": n, "goingOn": bool}` (empty
    before the first); a rejection stamped before the hour counted (another process's clock)
    counts in it."""
    hour = _hour_of(at)
    counted = datetime.fromisoformat(window["hour"]) if window.get("hour") else None
    if counted is not None and hour <= counted:
        count = int(window.get("count", 0)) + 1
        going_on = bool(window.get("goingOn", False))
        hour = counted
    else:
        reached = int(window.get("count", 0)) >= PILING_UP
        going_on = reached and counted == hour - timedelta(hours=1)
        count = 1
    after = {"hour": hour.isoformat(), "count": count, "goingOn": going_on}
    return after, count == PILING_UP and not going_on
