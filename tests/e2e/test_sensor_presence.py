"""Which sensors a place has, so a figure no device measures is said to be missing rather
than 0: the usage rows say whether their facility has a people counter and a water meter,
and the reports and the dashboard's usage count each kind, as the devices list has them."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console

NOW = datetime.now(UTC).replace(second=0, microsecond=0)
TODAY = NOW.date().isoformat()
KINDS = {
    "peopleCounters": "people-counter",
    "waterMeters": "water-meter",
    "mainWaterMeters": "main-water-meter",
    "feedbackPanels": "feedback-panel",
}


def _devices(client: TestClient[Any], headers: dict[str, str]) -> list[dict[str, Any]]:
    reply = client.get("/api/devices", headers=headers, params={"pageSize": 500})
    assert reply.status_code == 200, reply.text
    return list(reply.json()["items"])


def _expected(devices: list[dict[str, Any]]) -> dict[str, int]:
    kinds = Counter(d["type"] for d in devices)
    return {**{name: kinds[kind] for name, kind in KINDS.items()}, "devices": len(devices)}


def test_usage_rows_say_whether_their_toilet_counts_people_and_water(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    devices = _devices(client, as_landlord)
    meter = next(d for d in devices if d["type"] == "water-meter")
    counter = next(d for d in devices if d["type"] == "people-counter")
    messages = [
        {"device": meter["deviceId"], "time": (NOW - timedelta(minutes=30)).isoformat(), "seq": 1,
         "readings": {"waterMeter": 10.0}},
        {"device": meter["deviceId"], "time": NOW.isoformat(), "seq": 2,
         "readings": {"waterMeter": 12.5}},
        {"device": counter["deviceId"], "time": (NOW - timedelta(minutes=30)).isoformat(),
         "seq": 1, "readings": {"peopleCounter": 5}},
        {"device": counter["deviceId"], "time": NOW.isoformat(), "seq": 2,
         "readings": {"peopleCounter": 9}},
    ]  # fmt: skip
    key = {"X-Ingest-Key": DEMO_INGEST_KEY}
    reply = client.post("/api/ingest/readings", headers=key, json={"messages": messages})
    assert reply.json()["accepted"] == 4
    assert console.followers.wait(10, applications=["readings"])
    rows = client.get("/api/usage", headers=as_landlord, params={"from": TODAY, "to": TODAY})
    assert rows.status_code == 200, rows.text
    by_facility = {r["facilityId"]: r for r in rows.json()["items"] if r["source"] == "toilets"}
    kinds: dict[str, set[str]] = {}
    for device in devices:
        kinds.setdefault(device["facilityId"], set()).add(device["type"])
    for place in (meter["facilityId"], counter["facilityId"]):
        row = by_facility[place]
        assert row["hasPeopleCounter"] is ("people-counter" in kinds[place]), row
        assert row["hasWaterMeter"] is ("water-meter" in kinds[place]), row
    # The demo puts each floor's meter and its counters in different washrooms.
    assert by_facility[meter["facilityId"]]["hasPeopleCounter"] is False
    assert by_facility[meter["facilityId"]]["people"] == 0
    assert by_facility[counter["facilityId"]]["hasWaterMeter"] is False


def test_reports_and_the_dashboard_count_each_kind_of_sensor(
    client: TestClient[Any], as_landlord: dict[str, str], as_cc_manager: dict[str, str]
) -> None:
    devices = _devices(client, as_landlord)
    reports = client.get("/api/reports", headers=as_landlord).json()["buildings"]
    assert reports
    for report in reports:
        here = [d for d in devices if d["buildingId"] == report["buildingId"]]
        assert report["sensors"] == _expected(here), report["buildingName"]
    facility = next(d["facilityId"] for d in devices if d["type"] == "feedback-panel")
    report = client.get(f"/api/facilities/{facility}/reports", headers=as_landlord).json()
    assert report["sensors"] == _expected([d for d in devices if d["facilityId"] == facility])
    for headers in (as_landlord, as_cc_manager):
        usage = client.get("/api/dashboard/usage", headers=headers, params={"days": 7})
        assert usage.status_code == 200, usage.text
        assert usage.json()["sensors"] == _expected(_devices(client, headers))
