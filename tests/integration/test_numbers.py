"""Usage, KPI and report figures against a small estate computed by hand.

The demo estate is seeded three days before the day counted (D, two days ago), its
clock set by hand; readings are sent for D with their own times; four issues in one
building are resolved by a supervisor 10, 40 (paper) and 20, 90 (odour) minutes after
they were reported, and one in another landlord's building after 5.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from itertools import count
from typing import Any

import eventsourcing.domain
import msgspec
import pytest

import application.issues
from demo.estate import seed_demo, seed_demo_sensors
from hygiene.bootstrap import Console
from projections.lists import ListParams
from projections.queries import reports, usage
from projections.queries.kpi import kpi_overview
from projections.queries.reach import Reach
from projections.viewer_days import ViewerDays
from tests.commands import report_issue

D = (datetime.now(UTC) - timedelta(days=2)).replace(hour=0, minute=0, second=0, microsecond=0)
DAY = D.date()


class Clock:
    """The events' clock: each event a microsecond after the last, from a chosen moment."""

    def __init__(self, start: datetime) -> None:
        self.start, self.ticks = start, count()

    def set(self, start: datetime) -> None:
        self.start, self.ticks = start, count()

    def __call__(self) -> datetime:
        return self.start + timedelta(microseconds=next(self.ticks))


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    chosen = Clock(D - timedelta(days=3))
    monkeypatch.setattr(eventsourcing.domain, "datetime_now_with_tzinfo", chosen)

    class Now(datetime):
        """What the issues application reads as now (a reported issue's measuring time)."""

        @classmethod
        def now(cls, tz: Any = None) -> Any:
            return chosen()

    monkeypatch.setattr(application.issues, "datetime", Now, raising=False)
    return chosen


@pytest.fixture
def estate(console: Console, clock: Clock) -> dict[str, Any]:
    seed_demo(console.organisation, console.accounts)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    assert console.settle(timeout=60)
    store = console.store
    facility = store.query_one("SELECT id, building_id FROM facilities WHERE code = 'HA-Ground-F'")
    assert facility is not None
    building = facility["building_id"]

    def device(kind: str, where: str, place: str) -> dict[str, Any]:
        row = store.query_one(
            "SELECT d.id, d.identifier, d.facility_id FROM devices d"
            f" LEFT JOIN facilities f ON f.id = d.facility_id WHERE d.kind = ? AND {where}"
            " ORDER BY d.identifier",
            (kind, place),
        )
        assert row is not None, kind
        return dict(row)

    return {
        "building": building,
        "facility": facility["id"],
        "meter": device("water-meter", "f.building_id = ?", building),
        "counter": device("people-counter", "f.building_id = ?", building),
        "main": device("main-water-meter", "d.building_id = ?", building),
        "other_facility": store.scalar(
            "SELECT f.id FROM facilities f JOIN buildings b ON b.id = f.building_id"
            " WHERE b.landlord_id <> (SELECT landlord_id FROM buildings WHERE id = ?)"
            " ORDER BY f.id",
            (building,),
        ),
    }


def _send(console: Console, readings: list[tuple[dict[str, Any], int, datetime, dict]]) -> None:
    raws = [
        msgspec.json.encode(
            {"device": d["identifier"], "seq": seq, "time": t.isoformat(), "readings": values}
        )
        for d, seq, t, values in readings
    ]
    outcomes = console.intake.take(raws, "test")
    assert {o.status for o in outcomes} == {"accepted"}, outcomes
    assert console.followers.wait(30, applications=["readings"])


def _usage_readings(estate: dict[str, Any]) -> list[tuple[dict[str, Any], int, datetime, dict]]:
    meter, main, counter = estate["meter"], estate["main"], estate["counter"]
    at = D.replace
    return [
        (meter, 1, at(hour=9, minute=10), {"waterMeter": 1000.0}),
        (meter, 2, at(hour=10, minute=20), {"waterMeter": 1012.5}),  # +12.5 at 10:00 on D
        (meter, 3, at(hour=8) + timedelta(days=1), {"waterMeter": 1020.0}),  # +7.5 on D+1
        (main, 1, at(hour=9), {"waterMeter": 5000.0}),
        (main, 2, at(hour=12), {"waterMeter": 5100.0}),  # +100 at 12:00 on D
        (counter, 1, at(hour=9), {"peopleCounter": 10}),
        (counter, 2, at(hour=11), {"peopleCounter": 25}),  # +15 at 11:00 on D
    ]


def test_usage_per_facility_and_day_keeps_main_meters_apart(
    console: Console, estate: dict[str, Any]
) -> None:
    _send(console, _usage_readings(estate))
    meter, counter = estate["meter"]["facility_id"], estate["counter"]["facility_id"]
    d0, d1 = DAY.isoformat(), (DAY + timedelta(days=1)).isoformat()
    expected: dict[tuple[str | None, str, str], tuple[int, float]] = {}

    def add(facility: str | None, source: str, day: str, people: int, litres: float) -> None:
        had = expected.get((facility, source, day), (0, 0.0))
        expected[(facility, source, day)] = (had[0] + people, had[1] + litres)

    add(meter, "toilets", d0, 0, 12.5)
    add(meter, "toilets", d1, 0, 7.5)
    add(counter, "toilets", d0, 15, 0.0)
    add(None, "main-meter", d0, 0, 100.0)
    days = ViewerDays(DAY, DAY + timedelta(days=1), timedelta(0))
    rows, total = usage.usage_page(console.store, days, ListParams(page_size=50))
    got = {(r["facility_id"], r["source"], r["day"]): (r["people"], r["litres"]) for r in rows}
    assert got == expected
    assert total == len(expected)
    main = next(r for r in rows if r["source"] == "main-meter")
    assert (main["building_id"], main["facility_name"]) == (estate["building"], None)

    # Eleven hours behind UTC, 10:00 on D is the evening of the day before.
    behind = ViewerDays(DAY - timedelta(days=1), DAY + timedelta(days=1), timedelta(hours=-11))
    rows = usage.usage_rows(console.store, behind, ListParams(sort="day"))
    litres = {(r["source"], r["day"]): r["litres"] for r in rows if r["litres"]}
    assert litres == {
        ("toilets", (DAY - timedelta(days=1)).isoformat()): 12.5,
        ("toilets", d0): 7.5,
        ("main-meter", d0): 100.0,
    }

    # Filters, and a reach that is another landlord's estate sees none of them.
    only_main = ListParams(filters=(("source", "main-meter"),))
    assert [r["litres"] for r in usage.usage_rows(console.store, days, only_main)] == [100.0]
    elsewhere = Reach(frozenset({"another-building"}))
    assert usage.usage_rows(console.store, days, ListParams(), elsewhere) == []


def _resolve_issues(console: Console, clock: Clock, estate: dict[str, Any]) -> str:
    supervisor = console.store.scalar(
        "SELECT id FROM accounts WHERE login_name = 'supervisor@example.com'"
    )
    opened_at = D.replace(hour=8)
    other = console.store.scalar(
        "SELECT building_id FROM facilities WHERE id = ?", (estate["other_facility"],)
    )
    plan = [
        (estate["facility"], estate["building"], "paper-level-low", 10),
        (estate["facility"], estate["building"], "paper-level-low", 40),
        (estate["facility"], estate["building"], "odour", 20),
        (estate["facility"], estate["building"], "odour", 90),
        (estate["other_facility"], other, "odour", 5),
    ]
    for facility, building, issue_type, minutes in plan:
        clock.set(opened_at)
        issue = console.issues.open_manual(
            report_issue(facility, building, issue_type, None), supervisor, []
        )
        clock.set(opened_at + timedelta(minutes=minutes))
        console.issues.resolve(issue, supervisor)
    assert console.settle(timeout=30)
    return str(supervisor)


def _k(resolved: int, mean: float, median: float, p90: float, within: float) -> dict[str, Any]:
    return {
        "resolved": resolved,
        "resolvedByStaff": resolved,
        "resolvedBySystem": 0,
        "meanMinutes": mean,
        "medianMinutes": median,
        "p90Minutes": p90,
        "withinTarget": within,
    }


def test_kpi_from_measured_to_resolved(
    console: Console, clock: Clock, estate: dict[str, Any]
) -> None:
    supervisor = _resolve_issues(console, clock, estate)
    days = ViewerDays.ending(datetime.now(UTC), 7, timedelta(0))
    landlord = console.store.scalar(
        "SELECT landlord_id FROM buildings WHERE id = ?", (estate["building"],)
    )
    reach = Reach(
        frozenset(
            r["id"]
            for r in console.store.query(
                "SELECT id FROM buildings WHERE landlord_id = ?", (landlord,)
            )
        )
    )
    view = kpi_overview(console.store, days, reach.places("r.building_id", "r.facility_id"))
    # Minutes 10, 20, 40, 90: median halfway between 20 and 40; p90 at rank 2.7.
    overall = _k(4, 40.0, 30.0, 75.0, 0.5)
    assert view["overall"] == overall
    assert [(b["id"], {k: b[k] for k in overall}) for b in view["perBuilding"]] == [
        (estate["building"], overall)
    ]
    assert [{k: c[k] for k in overall} for c in view["perCompany"]] == [overall]
    assert [(s["id"], s["name"]) for s in view["perStaff"]] == [(supervisor, "Sam Supervisor")]
    assert view["perType"] == [
        {"issueType": "paper-level-low", "targetMinutes": 30, **_k(2, 25.0, 25.0, 37.0, 0.5)},
        {"issueType": "odour", "targetMinutes": 60, **_k(2, 55.0, 55.0, 83.0, 0.5)},
    ]
    # Everywhere: the other landlord's issue (5 minutes) counts too.
    assert kpi_overview(console.store, days)["overall"]["resolved"] == 5


def test_a_building_report_adds_up(console: Console, clock: Clock, estate: dict[str, Any]) -> None:
    _send(console, _usage_readings(estate))
    _resolve_issues(console, clock, estate)
    days = ViewerDays(DAY, DAY + timedelta(days=1), timedelta(0))
    [report] = reports.building_reports(console.store, days, Reach(), estate["building"])
    assert report["buildingId"] == estate["building"]
    assert report["issuesByType"] == [
        {"issueType": "odour", "opened": 2, "resolved": 2},
        {"issueType": "paper-level-low", "opened": 2, "resolved": 2},
    ]
    assert report["kpi"] == _k(4, 40.0, 30.0, 75.0, 0.5)
    assert (report["people"], report["litres"], report["mainMeterLitres"]) == (15, 20.0, 100.0)
    # Connected device-hours, of 48 hours of every device of the building, registered before
    # D: each hour with a reading, and the hours beginning within the bound of silence after
    # it (the types' interval of 40 minutes times 3: the next two). Meter: 9-12 on D and 8-10
    # on D+1 (7); main meter: 9-11 and 12-14 (6); counter: 9-11 and 11-13 (5).
    devices = console.store.scalar(
        "SELECT COUNT(*) FROM devices d LEFT JOIN facilities f ON f.id = d.facility_id"
        " WHERE COALESCE(f.building_id, d.building_id) = ?",
        (estate["building"],),
    )
    assert report["deviceUptime"] == round(18 / (48 * devices), 4)
    assert report["feedback"]["count"] == 0

    facility = reports.facility_report(
        console.store,
        days,
        {"id": estate["meter"]["facility_id"], "name": "x", "landlord_id": None},
    )
    assert (facility["litres"], facility["mainMeterLitres"]) == (20.0, None)
    assert [(d["day"], d["litres"]) for d in facility["perDay"]] == [
        (DAY.isoformat(), 12.5),
        ((DAY + timedelta(days=1)).isoformat(), 7.5),
    ]
