"""Days in a named time zone over HTTP: the day lists and the dashboard cut usage at each
local midnight of Europe/London, across the change to summer time (a 23-hour day) and
back (25 hours), where a fixed offset cuts an hour off; an unknown zone is refused."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import answered, refusal, sign_in

LONDON = ZoneInfo("Europe/London")
IN_LONDON = {"timeZone": "Europe/London"}
MARCH, OCTOBER = date(2026, 3, 29), date(2026, 10, 25)  # the clocks went forward, back
# Litres measured around a day of change: the hour before its first midnight, the hours
# after it and before the next, and the hour after that (the day before: 1, the day: 6,
# the day after: 8).
STEPS = ((0, -10, 1.0), (0, 10, 2.0), (1, -10, 4.0), (1, 10, 8.0))


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time(), LONDON).astimezone(UTC)


def _changes_within(first: date, last: date) -> list[date]:
    """The days in London `first`..`last` on which the clocks changed."""
    days = [first + timedelta(days=n) for n in range((last - first).days + 1)]
    return [d for d in days if _midnight(d + timedelta(days=1)) - _midnight(d) != timedelta(1)]


def _send_around(client: TestClient[Any], console: Console, changes: list[date]) -> None:
    """A water meter's running total around each day of `changes`, oldest first."""
    devices = client.get(
        "/api/devices",
        headers=sign_in(client, "admin@example.com"),
        params={"filter": 'type:"water-meter"'},
    ).json()["items"]
    meter, total, sent = devices[0]["deviceId"], 100.0, []
    for day in sorted(changes):
        sent.append((_midnight(day) - timedelta(minutes=50), total))  # the total so far
        for after, minutes, litres in STEPS:
            total += litres
            at = _midnight(day + timedelta(days=after)) + timedelta(minutes=minutes)
            sent.append((at, total))
    messages = [
        {"device": meter, "time": at.isoformat(), "seq": n, "readings": {"waterMeter": value}}
        for n, (at, value) in enumerate(sent, start=1)
    ]
    reply = client.post(
        "/api/ingest/readings",
        headers={"X-Ingest-Key": DEMO_INGEST_KEY},
        json={"messages": messages},
    )
    assert reply.json()["accepted"] == len(messages), reply.text
    assert console.followers.wait(10, applications=["readings"])


def _around(day: date) -> list[str]:
    return [(day + timedelta(days=n)).isoformat() for n in (-1, 0, 1)]


def _litres_by_day(client: TestClient[Any], headers: dict[str, str], **params: Any) -> Any:
    page = answered(client.get("/api/usage", headers=headers, params={"pageSize": 100, **params}))
    by_day: dict[str, float] = {}
    for row in page["items"]:
        by_day[row["day"]] = by_day.get(row["day"], 0.0) + row["litres"]
    return by_day


def test_the_usage_days_are_londons_across_both_changes(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    _send_around(client, console, [MARCH, OCTOBER])
    for change in (MARCH, OCTOBER):
        before, day, after = _around(change)
        span = {"from": before, "to": after}
        london = _litres_by_day(client, as_admin, **span, **IN_LONDON)
        assert london == {before: 1.0, day: 6.0, after: 8.0}, change
        # A fixed offset (winter's in March, summer's in October) cuts an hour wrong.
        fixed = 0 if change == MARCH else 60
        offset = _litres_by_day(client, as_admin, **span, utcOffsetMinutes=fixed)
        assert offset != london and sum(offset.values()) == 15.0


def test_the_dashboard_cuts_days_at_londons_midnights(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    today = datetime.now(LONDON).date()
    # The changes whose day after is over, within the dashboard's last 366 days.
    changes = _changes_within(today - timedelta(days=364), today - timedelta(days=2))
    assert changes  # clocks change twice a year: at least one within any 363 days
    _send_around(client, console, changes)
    view = answered(
        client.get("/api/dashboard/usage", headers=as_admin, params={"days": 366, **IN_LONDON})
    )
    per_day = {d["day"]: d["litres"] for d in view["perDay"]}
    assert len(per_day) == 366 and view["perDay"][-1]["day"] == today.isoformat()
    for change in changes:
        assert [per_day[d] for d in _around(change)] == [1.0, 6.0, 8.0], change
    assert view["litres"] == 15.0 * len(changes)


def test_an_unknown_zone_is_refused_by_name_everywhere_an_offset_is_taken(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    paths = [
        "/api/dashboard/issues",
        "/api/dashboard/usage",
        "/api/dashboard/kpi",
        "/api/dashboard/feedback",
        "/api/feedback",
        "/api/usage",
        "/api/reports",
        "/api/issues",
    ]
    for path in paths:
        reply = client.get(path, headers=as_admin, params={"timeZone": "Mars/Olympus"})
        assert [v["field"] for v in refusal(reply)] == ["timeZone"], path
        assert reply.json()["message"]
        fine = client.get(path, headers=as_admin, params=IN_LONDON)
        assert fine.status_code == 200, (path, fine.text)
