"""The demo's history: a few days of readings, feedback and issues, entered once through the
intake and the rules, with issues resolved by the system and by the facilities' staff."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from application.demo import seed_demo, seed_demo_sensors
from domain.issue import IssueStatus
from hygiene.bootstrap import Console
from hygiene.cli import demo_history
from projections.kpi_queries import kpi_overview
from projections.viewer_days import ViewerDays

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
