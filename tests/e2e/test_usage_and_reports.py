"""Usage rows, reports, facility reports and a device's hourly series over HTTP: roles,
tenancy, ranges and exports; and main water meters placed on their building."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import answered, created, refusal, said, sign_in
from tests.e2e.test_issues import facility

NOW = datetime.now(UTC).replace(second=0, microsecond=0)
TODAY = NOW.date().isoformat()
JUST_TODAY = {"from": TODAY, "to": TODAY}


def _device(client: TestClient[Any], headers: dict[str, str], kind: str) -> dict[str, Any]:
    items = client.get("/api/devices", headers=headers, params={"filter": f'type:"{kind}"'})
    return dict(items.json()["items"][0])


def _send(client: TestClient[Any], console: Console, sent: list[tuple[Any, ...]]) -> None:
    messages = [
        {"device": d["deviceId"], "time": t.isoformat(), "seq": seq, "readings": values}
        for d, seq, t, values in sent
    ]
    key = {"X-Ingest-Key": DEMO_INGEST_KEY}
    reply = client.post("/api/ingest/readings", headers=key, json={"messages": messages})
    assert reply.json()["accepted"] == len(sent)
    assert console.followers.wait(10, applications=["readings"])


def _water(client: TestClient[Any], console: Console, headers: dict[str, str]) -> dict[str, Any]:
    meter, main = (
        _device(client, headers, "water-meter"),
        _device(client, headers, "main-water-meter"),
    )
    before = NOW - timedelta(minutes=30)
    _send(
        client,
        console,
        [
            (meter, 1, before, {"waterMeter": 10.0, "batteryVoltage": 3.6, "rssi": -70}),
            (meter, 2, NOW, {"waterMeter": 52.5, "batteryVoltage": 3.5, "rssi": -75}),
            (main, 1, before, {"waterMeter": 100.0}),
            (main, 2, NOW, {"waterMeter": 190.0}),
        ],
    )
    return {"meter": meter, "main": main}


def test_usage_rows_per_facility_and_day_with_main_meters_apart(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    water = _water(client, console, as_landlord)
    page = answered(client.get("/api/usage", headers=as_landlord, params=JUST_TODAY))
    by_source = {(r["source"], r["facilityId"]): r for r in page["items"]}
    toilets = by_source[("toilets", water["meter"]["facilityId"])]
    assert (toilets["day"], toilets["litres"], toilets["people"]) == (TODAY, 42.5, 0)
    assert toilets["facilityName"] == water["meter"]["facilityName"]
    main = by_source[("main-meter", None)]
    assert (main["buildingId"], main["litres"], main["facilityName"]) == (
        water["main"]["buildingId"],
        90.0,
        None,
    )
    assert page["total"] == 2

    only = client.get(
        "/api/usage", headers=as_landlord, params={"filter": 'source:"main-meter"'}
    ).json()
    assert [r["litres"] for r in only["items"]] == [90.0]
    bad = client.get("/api/usage", headers=as_landlord, params={"filter": 'source:"x"'})
    assert bad.status_code == 400

    export = client.get("/api/usage/export", headers=as_landlord)
    assert export.headers["content-disposition"] == 'attachment; filename="usage.csv"'
    assert export.text.splitlines()[0] == (
        "day,building,floor,facility,source,people,litres,cleanings,visitors per cleaning"
    )
    assert len(export.text.splitlines()) == 3

    # Another landlord sees none of it; cleaners and workers have no usage.
    greenway = client.get("/api/usage", headers=sign_in(client, "greenway@example.com"))
    assert greenway.json()["total"] == 0
    assert (
        client.get("/api/usage", headers=sign_in(client, "cleaner@example.com")).status_code == 403
    )
    supervisor = client.get("/api/usage", headers=sign_in(client, "supervisor@example.com"))
    assert supervisor.status_code == 200
    assert all(r["source"] == "toilets" for r in supervisor.json()["items"])


def test_bad_ranges_are_refused_by_name(client: TestClient[Any], as_admin: dict[str, str]) -> None:
    ladies = facility(client, as_admin, "HA-Ground-F")
    for path in ("/api/usage", "/api/reports", f"/api/facilities/{ladies['id']}/reports"):
        backwards = client.get(path, headers=as_admin, params={"from": TODAY, "to": "2020-01-01"})
        assert backwards.status_code == 400, path
        assert [v["field"] for v in backwards.json()["violations"]] == ["to"]
        bad = client.get(path, headers=as_admin, params={"from": "2026-02-31"})
        assert bad.status_code == 400, path
    too_long = client.get(
        "/api/reports", headers=as_admin, params={"from": "2020-01-01", "to": TODAY}
    )
    assert said(too_long.json()["violations"]) == [{"field": "to", "message": "At most 366 days"}]


def test_reports_per_building_within_the_tenancy_and_exported(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    water = _water(client, console, as_landlord)
    answer = answered(client.get("/api/reports", headers=as_landlord, params=JUST_TODAY))
    assert (answer["from"], answer["to"]) == (TODAY, TODAY)
    building = next(
        b for b in answer["buildings"] if b["buildingId"] == water["main"]["buildingId"]
    )
    assert building["mainMeterLitres"] == 90.0
    assert building["litres"] >= 42.5  # the toilets' meter is in the same building
    assert 0 < building["deviceUptime"] <= 1
    assert building["feedback"]["count"] == 0
    assert len(building["feedback"]["perRating"]) == 5
    assert building["kpi"]["resolved"] == 0

    greenway = sign_in(client, "greenway@example.com")
    theirs = client.get("/api/reports", headers=greenway).json()["buildings"]
    assert water["main"]["buildingId"] not in [b["buildingId"] for b in theirs]
    foreign = client.get(
        "/api/reports", headers=greenway, params={"buildingId": water["main"]["buildingId"]}
    )
    assert foreign.status_code == 404
    supervisor = sign_in(client, "supervisor@example.com")
    assert client.get("/api/reports", headers=supervisor).status_code == 403

    export = client.get("/api/reports/export", headers=as_landlord, params={"from": TODAY})
    assert export.headers["content-disposition"] == 'attachment; filename="reports.csv"'
    lines = export.text.splitlines()
    assert lines[0].startswith("from,to,building,landlord,issues opened")
    assert len(lines) == 1 + len(answer["buildings"])


def test_a_facility_report_has_its_days(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    water = _water(client, console, as_landlord)
    place = water["meter"]["facilityId"]
    week_ago = (NOW - timedelta(days=6)).date().isoformat()
    report = answered(
        client.get(
            f"/api/facilities/{place}/reports",
            headers=as_landlord,
            params={"from": week_ago, "to": TODAY},
        )
    )
    assert (report["facilityId"], report["litres"], report["mainMeterLitres"]) == (
        place,
        42.5,
        None,
    )
    assert [d["day"] for d in report["perDay"]][-1] == TODAY
    assert len(report["perDay"]) == 7
    assert report["perDay"][-1]["litres"] == 42.5
    greenway = sign_in(client, "greenway@example.com")
    assert client.get(f"/api/facilities/{place}/reports", headers=greenway).status_code == 404


def test_a_device_series_hour_by_hour(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    water = _water(client, console, as_landlord)
    meter = water["meter"]["id"]
    reply = client.get(f"/api/devices/{meter}/series", headers=as_landlord)
    assert reply.status_code == 200
    hours = reply.json()["hours"]
    last = hours[-1]
    assert last["hour"] == NOW.strftime("%Y-%m-%dT%H:00:00Z")
    assert (last["battery"], last["rssi"], last["people"], last["level"]) == (3.5, -75, None, None)
    assert sum(h["litres"] for h in hours) == 42.5
    too_long = client.get(
        f"/api/devices/{meter}/series",
        headers=as_landlord,
        params={"from": (NOW - timedelta(days=31)).date().isoformat(), "to": TODAY},
    )
    assert said(too_long.json()["violations"]) == [{"field": "to", "message": "At most 31 days"}]
    greenway = sign_in(client, "greenway@example.com")
    assert client.get(f"/api/devices/{meter}/series", headers=greenway).status_code == 404


def test_a_main_water_meter_is_placed_on_its_building(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    building = facility(client, as_landlord, "HA-Ground-F")["buildingId"]
    body = {"name": "Intake 2", "type": "main-water-meter", "deviceId": "id:6:00000000AA01"}
    device = created(
        client.post("/api/devices", headers=as_landlord, json={**body, "buildingId": building})
    )
    assert (device["buildingId"], device["facilityId"]) == (building, None)

    paper = {"name": "Paper", "type": "toilet-paper", "deviceId": "id:6:00000000AA02"}
    refused = client.post(
        "/api/devices", headers=as_landlord, json={**paper, "buildingId": building}
    )
    assert refusal(refused) == [
        {"field": "buildingId", "message": "Only a main water meter is placed on a building"}
    ]
    greenway = sign_in(client, "greenway@example.com")
    foreign = client.post(
        "/api/devices",
        headers=greenway,
        json={**body, "deviceId": "id:6:00000000AA03", "buildingId": building},
    )
    assert foreign.status_code == 400
    assert [v["field"] for v in foreign.json()["violations"]] == ["buildingId"]
    # Into a facility, out of its building.
    ladies = facility(client, as_landlord, "HA-Ground-F")["id"]
    moved = client.put(
        f"/api/devices/{device['id']}", headers=as_landlord, json={"facilityId": ladies}
    )
    assert moved.status_code == 204
    again = client.get(f"/api/devices/{device['id']}", headers=as_landlord).json()
    assert (again["facilityId"], again["buildingId"]) == (ladies, building)
