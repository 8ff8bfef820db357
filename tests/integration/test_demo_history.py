"""The demo's history: a few days of readings, feedback and issues, entered once through the
intake and the rules, with issues resolved by the system and by the facilities' staff."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from application.history import history
from demo.estate import seed_demo, seed_demo_sensors
from domain.building import Building
from domain.issue import IssueStatus
from hygiene.bootstrap import Console
from hygiene.cli import demo_history
from projections.queries.kpi import kpi_overview
from projections.viewer_days import ViewerDays
from tests.commands import report_issue
from tests.e2e.conftest import sign_in

DAYS = 2


def _settled(console: Console) -> None:
    assert console.followers.wait(60, applications=list(console.followers.logs))


def _ends(console: Console) -> dict[str, int]:
    return {
        app.name: app.recorder.max_notification_id() or 0
        for app in (console.readings, console.issues, console.accounts, console.devices)
    }


def test_the_history_fills_the_last_days_once(console: Console) -> None:
    seed_demo(console.organisation, console.accounts)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    console.settle(timeout=30)
    history = demo_history(console, days=DAYS)
    assert not history.done()
    began = datetime.now(UTC)

    assert history.run()
    _settled(console)
    store = console.store

    # Readings in every hour of the days, up to now and none from the future.
    hours = store.query("SELECT DISTINCT hour FROM device_hourly ORDER BY hour")
    days = {row["hour"][:10] for row in hours}
    assert len(days) >= DAYS
    assert len(hours) >= DAYS * 24 - 1
    assert hours[0]["hour"] < (began - timedelta(days=DAYS) + timedelta(hours=1)).isoformat()
    assert hours[-1]["hour"] <= began.isoformat()
    assert store.scalar("SELECT COUNT(*) FROM feedback") > 20

    issues = store.query("SELECT * FROM issues")
    assert len({row["measured_at"][:10] for row in issues}) >= DAYS
    by_system = [r for r in issues if r["resolution"] == "SYSTEM"]
    by_staff = [r for r in issues if r["resolution"] == "STAFF"]
    assert by_system and by_staff
    assert all(r["status"] == IssueStatus.RESOLVED for r in by_system + by_staff)
    # The staff resolved when they would have, minutes to hours after the measurement.
    for row in by_staff:
        measured = datetime.fromisoformat(row["measured_at"])
        resolved = datetime.fromisoformat(row["resolved_at"])
        assert timedelta(minutes=3) <= resolved - measured <= timedelta(hours=10)
        assert resolved <= began
        staff = store.query(
            "SELECT account_id FROM account_facilities WHERE facility_id = ?",
            (row["facility_id"],),
        )
        assert row["resolved_by"] in {s["account_id"] for s in staff}
    issue = console.issues.get_issue(by_staff[0]["id"])
    assert issue.resolved_at == datetime.fromisoformat(by_staff[0]["resolved_at"])

    minutes = store.query("SELECT resolution, minutes FROM kpi_resolutions")
    assert {r["resolution"] for r in minutes} == {"SYSTEM", "STAFF"}
    assert all(3 <= r["minutes"] <= 600 for r in minutes)
    overview = kpi_overview(store, ViewerDays.ending(began, DAYS + 1, timedelta(0)))
    assert overview["overall"]["resolvedByStaff"] == len(by_staff)
    assert overview["overall"]["resolvedBySystem"] == len(by_system)
    assert overview["overall"]["medianMinutes"] is not None
    assert overview["perStaff"] and overview["perBuilding"]

    # Done: a second start (or the same one again) adds nothing.
    ends = _ends(console)
    again = demo_history(console, days=DAYS)
    assert again.done()
    assert again.run()
    assert _ends(console) == ends


def test_a_history_stopped_half_way_carries_on_from_where_it_was(console: Console) -> None:
    seed_demo(console.organisation, console.accounts)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    first = demo_history(console, days=1)
    seen: list[str] = []

    def stop_after_a_chunk(event: str, fields: dict[str, object]) -> None:
        seen.append(event)
        if event == "demo.history.progress":
            first.stop.set()

    first.progress = stop_after_a_chunk
    assert not first.run()
    assert seen[-1] == "demo.history.stopped" and not first.done()
    stored = console.readings.recorder.max_notification_id()

    carried: list[dict[str, object]] = []
    second = demo_history(console, days=1)
    second.progress = lambda event, fields: carried.append({"event": event, **fields})
    assert second.run() and second.done()
    assert carried[0]["resumed"] is True
    # What the first start sent is not sent again; the rest is.
    assert carried[-1]["duplicates"] == 0
    assert carried[-1]["accepted"] == console.readings.recorder.max_notification_id() - stored


# When the history's events happened -------------------------------------------------


@dataclass(frozen=True)
class Entered:
    since: datetime  # the history's first moment
    ended: datetime  # the wall clock once it was entered


def _enter(console: Console, days: int = DAYS) -> Entered:
    """The demo estate and its last `days` days, entered and followed."""
    seed_demo(console.organisation, console.accounts)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    console.settle(timeout=30)
    started: dict[str, object] = {}

    def heard(event: str, fields: dict[str, object]) -> None:
        if event == "demo.history.start":
            started.update(fields)

    assert demo_history(console, days=days, progress=heard).run()
    _settled(console)
    return Entered(datetime.fromisoformat(str(started["since"])), datetime.now(UTC))


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_each_issue_was_raised_when_its_condition_was_measured(console: Console) -> None:
    entered = _enter(console)
    store = console.store
    issues = store.query("SELECT * FROM issues")
    assert issues and any(row["resolved_at"] for row in issues)
    for row in issues:
        created = _at(row["created_at"])
        assert created == _at(row["measured_at"]), row
        assert entered.since <= created <= entered.ended
        if row["resolved_at"] is not None:
            # Resolved after it was raised, by the time the history was entered.
            assert created <= _at(row["resolved_at"]) <= entered.ended, row
        # Its own events say the same, in order.
        events = console.issues.events_of(row["id"], "issue")
        assert events[0].timestamp == created
        assert [e.timestamp for e in events] == sorted(e.timestamp for e in events)

    # Each message is of the time of what it tells.
    told = store.query(
        "SELECT n.type, n.created_at, i.created_at AS opened, i.resolved_at FROM notifications n"
        " JOIN issues i ON i.id = n.issue_id"
    )
    assert {n["type"] for n in told} == {"issue-opened", "issue-resolved"}
    for note in told:
        said = note["opened"] if note["type"] == "issue-opened" else note["resolved_at"]
        assert _at(note["created_at"]) == _at(said), note

    # Minutes from measured to resolved, as the KPI counts them.
    for row in store.query("SELECT measured_at, resolved_at, minutes FROM kpi_resolutions"):
        taken = (_at(row["resolved_at"]) - _at(row["measured_at"])).total_seconds() / 60
        assert row["minutes"] == pytest.approx(taken, abs=0.01)


def test_a_day_of_the_history_lists_the_issues_measured_that_day(console: Console) -> None:
    _enter(console)
    yesterday = (datetime.now(UTC) - timedelta(days=1)).date().isoformat()
    measured = {
        row["id"]
        for row in console.store.query("SELECT id, measured_at FROM issues")
        if row["measured_at"].startswith(yesterday)
    }
    assert measured
    with TestClient(create_app(console)) as client:
        admin = sign_in(client, "admin@example.com")
        listed = client.get(
            "/api/issues",
            headers=admin,
            params={"from": yesterday, "to": yesterday, "pageSize": 500},
        ).json()
        assert {item["id"] for item in listed["items"]} == measured
        assert listed["total"] == len(measured)
        # The dashboard counts the same day the same.
        days = client.get("/api/dashboard/issues", headers=admin, params={"days": 3}).json()
        on_the_day = next(d for d in days["perDay"] if d["day"] == yesterday)
        assert on_the_day["opened"] == len(measured)


def test_histories_run_in_time_order_and_as_of_shows_the_issue_open_then(
    console: Console,
) -> None:
    _enter(console)
    store = console.store
    chosen = [
        store.query_one(
            "SELECT id, measured_at, resolved_at FROM issues WHERE resolution = ?"
            " ORDER BY measured_at LIMIT 1",
            (resolution,),
        )
        for resolution in ("STAFF", "SYSTEM")
    ]
    with TestClient(create_app(console)) as client:
        admin = sign_in(client, "admin@example.com")
        for row in chosen:
            assert row is not None
            issue_id = row["id"]
            measured, resolved = _at(row["measured_at"]), _at(row["resolved_at"])
            events = client.get(f"/api/history/issue/{issue_id}", headers=admin).json()["events"]
            assert [e["type"] for e in events] == ["Opened", "Resolved"]
            assert [_at(e["time"]) for e in events] == [measured, resolved]

            trail = client.get(f"/api/issues/{issue_id}/history", headers=admin).json()
            times = [_at(e["time"]) for e in trail["events"]]
            assert times == sorted(times)
            own = [e["type"] for e in trail["events"] if e["object"] == "issue"]
            assert own == ["Opened", "Resolved"]
            assert measured <= times[0] and times[-1] <= resolved
            assert any(e["object"] == "notification" for e in trail["events"])

            def as_of(moment: datetime, issue_id: str = issue_id) -> Any:
                return client.get(
                    f"/api/issues/{issue_id}/history",
                    headers=admin,
                    params={"asOf": moment.isoformat()},
                )

            assert as_of(measured + (resolved - measured) / 2).json()["state"]["status"] == (
                "OPENED"
            )
            assert as_of(resolved).json()["state"]["status"] == "RESOLVED"
            assert as_of(measured - timedelta(seconds=1)).status_code == 404


def test_the_estate_was_there_before_its_history(console: Console) -> None:
    entered = _enter(console, days=1)
    store = console.store
    for table in ("companies", "buildings", "floors", "facilities", "projects", "accounts"):
        latest = store.scalar(f"SELECT MAX(updated_at) FROM {table}")
        assert latest is not None and _at(latest) < entered.since, table
    latest = store.scalar("SELECT MAX(created_at) FROM devices")
    assert latest is not None and _at(latest) < entered.since
    assert _at(store.scalar("SELECT MAX(created_at) FROM ingest_keys")) < entered.since
    # A building's own history says so too.
    building = store.scalar("SELECT id FROM buildings WHERE name = 'Marina Mall'")
    events = history(console.organisation, Building, building, "building")
    assert events and all(_at(e.time) < entered.since for e in events)


def test_a_live_command_after_the_history_keeps_the_wall_clock(console: Console) -> None:
    _enter(console, days=1)
    facility = console.store.query_one("SELECT id, building_id FROM facilities LIMIT 1")
    assert facility is not None
    before = datetime.now(UTC)
    issue_id = console.issues.open_manual(
        report_issue(facility["id"], facility["building_id"], "odour", None), "someone", []
    )
    after = datetime.now(UTC)
    assert before <= console.issues.get_issue(issue_id).created_on <= after
