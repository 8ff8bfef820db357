"""Device uptime over HTTP, against shares computed by hand: the reports per building, the
facility report and a device's own page, with devices silent for part of the period, one
registered during it, and one whose readings go back before its registration.

The period is two whole days, D (three days ago) and D+1, 48 hours; the estate's clock is
set by hand for each registration, and readings carry their own times. The devices take
their type's reporting interval, 40 minutes: each stays ONLINE two hours after a reading,
so the two hours after one it reported in count as connected too:

- A, in Harbourfront Tower's HA-Ground-F, registered the day before D: reports in the
  first 12 hours of D, then never again: connected 14 of 48 hours;
- B, in HA-Ground-M of the same building, registered at 12:30 on D+1: reports from 13:00
  to 23:00 (11 hours) of the 12 hours from 12:00: 11 of 12 (and two hours past the period);
- C, in Marina Mall's MA-B1-M, registered at the start of D+1 (after its history, as the
  demo's devices are): reports in the first 6 hours of D and of D+1: 16 of 48, counted from
  its first reading; on D alone, 8 of 24.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import eventsourcing.domain
import msgspec
import pytest
from litestar.testing import TestClient

from api.app import create_app
from demo.estate import seed_demo
from hygiene.bootstrap import Console
from tests import commands as make
from tests.e2e.conftest import sign_in

D = (datetime.now(UTC) - timedelta(days=3)).replace(hour=0, minute=0, second=0, microsecond=0)
DAY, NEXT = D.date().isoformat(), (D + timedelta(days=1)).date().isoformat()
HOUR = timedelta(hours=1)


class Clock:
    """The events' clock: a chosen moment (each event a microsecond on), or the real one."""

    def __init__(self) -> None:
        self.at: datetime | None = None
        self.ticks = 0

    def set(self, at: datetime | None) -> None:
        self.at, self.ticks = at, 0

    def __call__(self) -> datetime:
        if self.at is None:
            return datetime.now(UTC)
        self.ticks += 1
        return self.at + timedelta(microseconds=self.ticks)


@pytest.fixture
def estate(console: Console, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    clock = Clock()
    monkeypatch.setattr(eventsourcing.domain, "datetime_now_with_tzinfo", clock)
    clock.set(D - timedelta(days=2))
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    store = console.store

    def facility(code: str) -> dict[str, Any]:
        row = store.query_one(
            "SELECT f.id, f.building_id, b.landlord_id FROM facilities f"
            " JOIN buildings b ON b.id = f.building_id WHERE f.code = ?",
            (code,),
        )
        assert row is not None, code
        return dict(row)

    def register(name: str, code: str, identifier: str, at: datetime) -> dict[str, Any]:
        place = facility(code)
        clock.set(at)
        device_id = console.devices.register_device(
            make.device(
                name, None, "toilet-paper", identifier, place["landlord_id"], place["id"],
                {}, [], 0.0,
            ),
            "test",
        )  # fmt: skip
        return {**place, "device": str(device_id), "identifier": identifier}

    devices = {
        "a": register("A", "HA-Ground-F", "id:6:0000000000A1", D - timedelta(days=1)),
        "b": register("B", "HA-Ground-M", "id:6:0000000000B1", D + timedelta(hours=36.5)),
        "c": register("C", "MA-B1-M", "id:6:0000000000C1", D + timedelta(days=1)),
    }
    clock.set(None)
    assert console.settle(timeout=30)
    sent = [("a", D + HOUR * h) for h in range(12)]
    sent += [("b", D + timedelta(days=1) + HOUR * h + timedelta(minutes=5)) for h in range(13, 24)]
    sent += [("c", D + HOUR * h) for h in range(6)]
    sent += [("c", D + timedelta(days=1) + HOUR * h) for h in range(6)]
    raws = [
        msgspec.json.encode(
            {
                "device": devices[name]["identifier"],
                "seq": seq,
                "time": at.isoformat(),
                "readings": {"range": 120, "batteryVoltage": 3.6},
            }
        )
        for seq, (name, at) in enumerate(sent, start=1)
    ]
    assert {o.status for o in console.intake.take(raws, "test")} == {"accepted"}
    assert console.followers.wait(30, applications=["readings"])
    return devices


@pytest.fixture
def client(console: Console, estate: dict[str, Any]) -> Iterator[TestClient[Any]]:
    with TestClient(create_app(console)) as test_client:
        yield test_client


def _buildings(client: TestClient[Any], headers: dict[str, str], last: str) -> dict[str, Any]:
    reply = client.get("/api/reports", headers=headers, params={"from": DAY, "to": last})
    assert reply.status_code == 200, reply.text
    return {b["buildingName"]: b["deviceUptime"] for b in reply.json()["buildings"]}


def test_the_reports_share_each_buildings_device_hours(
    client: TestClient[Any], estate: dict[str, Any]
) -> None:
    admin = sign_in(client, "admin@example.com")
    # A 14 of 48 and B 11 of 12; C 16 of 48 from its first reading; no device: none.
    assert _buildings(client, admin, NEXT) == {
        "Greenway Plaza": None,
        "Harbourfront Tower": round(25 / 60, 4),
        "Marina Mall": round(16 / 48, 4),
    }
    # D alone: B was not there yet; C was, by its readings, before its registration.
    assert _buildings(client, admin, DAY) == {
        "Greenway Plaza": None,
        "Harbourfront Tower": round(14 / 24, 4),
        "Marina Mall": round(8 / 24, 4),
    }
    landlord = sign_in(client, "landlord@example.com")
    assert _buildings(client, landlord, NEXT) == {
        "Harbourfront Tower": round(25 / 60, 4),
        "Marina Mall": round(16 / 48, 4),
    }


def test_a_facility_report_shares_its_own_devices_hours(
    client: TestClient[Any], estate: dict[str, Any]
) -> None:
    landlord = sign_in(client, "landlord@example.com")
    for name, share in (
        ("a", round(14 / 48, 4)),
        ("b", round(11 / 12, 4)),
        ("c", round(16 / 48, 4)),
    ):
        place = estate[name]["id"]
        reply = client.get(
            f"/api/facilities/{place}/reports",
            headers=landlord,
            params={"from": DAY, "to": NEXT},
        )
        assert reply.status_code == 200, reply.text
        assert reply.json()["deviceUptime"] == share, name


def _rolling(connected: int, came: datetime, now: datetime, days: int) -> float:
    """A silent device's share of the whole hours from its coming (or the window's start)
    to the hour under way, which it has not reported in."""
    start = max(came, now.replace(minute=0, second=0, microsecond=0) - timedelta(days=days) + HOUR)
    hours = (now.replace(minute=0, second=0, microsecond=0) - start) // HOUR
    return round(connected / hours, 4)


def test_a_devices_page_shows_its_last_7_and_30_days(
    client: TestClient[Any], estate: dict[str, Any]
) -> None:
    landlord = sign_in(client, "landlord@example.com")
    # A's 12 hours and the two after; B's 11 and the two after, past the reports' period.
    for name, connected, came in (
        ("a", 14, D - timedelta(days=1)),
        ("b", 13, D + timedelta(hours=36)),
    ):
        before = datetime.now(UTC)
        reply = client.get(f"/api/devices/{estate[name]['device']}", headers=landlord)
        after = datetime.now(UTC)
        assert reply.status_code == 200, reply.text
        uptime = reply.json()["uptime"]
        # The hour may turn during the call: the answer is that of one side of it.
        for key, days in (("last7Days", 7), ("last30Days", 30)):
            expected = {_rolling(connected, came, at, days) for at in (before, after)}
            assert uptime[key] in expected, (name, key, uptime, expected)
    listed = client.get("/api/devices", headers=landlord).json()["items"]
    assert listed and all("uptime" not in item for item in listed)
    greenway = sign_in(client, "greenway@example.com")
    assert client.get(f"/api/devices/{estate['a']['device']}", headers=greenway).status_code == 404
