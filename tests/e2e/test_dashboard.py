"""The dashboard's views: issues monitoring, most frequent types, hot facilities, usage,
KPI and the overview, within each caller's tenancy."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import refusal, sign_in
from tests.e2e.test_issues import facility, report

PATH = "/api/dashboard/issues"
USAGE = "/api/dashboard/usage"
KPI = "/api/dashboard/kpi"
OVERVIEW = "/api/dashboard/overview"


def test_issues_opened_and_resolved_show_per_day_by_type_and_where(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    ladies = facility(client, as_landlord, "HA-Ground-F")
    first = report(client, as_landlord, ladies["id"], "paper-level-low")
    report(client, as_landlord, ladies["id"], "odour")
    report(client, as_landlord, ladies["id"], "paper-level-low")
    resolved = client.put(
        f"/api/issues/{first['id']}/status",
        headers=sign_in(client, "supervisor@example.com"),
        json={"issuesStatus": "RESOLVED"},
    )
    assert resolved.status_code == 204

    view = client.get(PATH, headers=as_landlord, params={"days": 7}).json()
    assert (view["opened"], view["resolved"], view["openNow"]) == (3, 1, 2)
    assert len(view["perDay"]) == 7
    today = datetime.now(UTC).date().isoformat()
    assert view["perDay"][-1] == {"day": today, "opened": 3, "resolved": 1}
    assert sum(d["opened"] for d in view["perDay"][:-1]) == 0
    assert [(t["issueType"], t["count"]) for t in view["byType"]] == [
        ("paper-level-low", 2),
        ("odour", 1),
    ]
    assert view["byType"][0]["issueName"] == "Paper level low"
    hot = view["hotFacilities"][0]
    assert (hot["facilityId"], hot["facilityName"], hot["open"]) == (
        ladies["id"],
        "Ladies Ground",
        2,
    )
    assert view["meanMinutesToResolve"] is not None and view["meanMinutesToResolve"] >= 0

    # Days are the viewer's: fourteen hours ahead, "today" may already be tomorrow.
    ahead = client.get(PATH, headers=as_landlord, params={"days": 1, "utcOffsetMinutes": 840})
    local_today = (datetime.now(UTC) + timedelta(hours=14)).date().isoformat()
    assert [d["day"] for d in ahead.json()["perDay"]] == [local_today]

    # Another landlord's dashboard counts none of them; cleaners have no dashboard.
    greenway = client.get(PATH, headers=sign_in(client, "greenway@example.com")).json()
    assert (greenway["opened"], greenway["openNow"], greenway["hotFacilities"]) == (0, 0, [])
    cleaner = client.get(PATH, headers=sign_in(client, "cleaner@example.com"))
    assert cleaner.status_code == 403


def test_a_range_out_of_bounds_is_refused_by_name(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    for params, field in [
        ({"days": 0}, "days"),
        ({"days": 400}, "days"),
        ({"utcOffsetMinutes": 2000}, "utcOffsetMinutes"),
    ]:
        reply = client.get(PATH, headers=as_admin, params=params)
        assert [v["field"] for v in refusal(reply)] == [field]
    assert client.get(PATH, headers=as_admin, params={"days": "week"}).status_code == 400


def test_people_and_water_from_the_counters_show_per_day_and_where(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    def sensor(kind: str) -> dict[str, Any]:
        items = client.get(
            "/api/devices", headers=as_landlord, params={"filter": f'type:"{kind}"'}
        ).json()["items"]
        return dict(items[0])

    door, meter, main = sensor("people-counter"), sensor("water-meter"), sensor("main-water-meter")
    now = datetime.now(UTC)
    at = [now - timedelta(minutes=m) for m in (30, 20, 10)]
    sent = [
        (door, 1, at[0], {"peopleCounter": 40}),
        (door, 2, at[1], {"peopleCounter": 52}),  # 12 people
        (door, 3, at[2], {"peopleCounter": 55}),  # 3 more
        (meter, 1, at[0], {"waterMeter": 200.0}),
        (meter, 2, at[2], {"waterMeter": 236.5}),  # 36.5 litres
        (main, 1, at[0], {"waterMeter": 9000.0}),
        (main, 2, at[2], {"waterMeter": 9080.0}),  # 80 litres at the building's intake
    ]
    messages = [
        {"device": d["deviceId"], "time": t.isoformat(), "seq": seq, "readings": values}
        for d, seq, t, values in sent
    ]
    key = {"X-Ingest-Key": DEMO_INGEST_KEY}
    reply = client.post("/api/ingest/readings", headers=key, json={"messages": messages})
    assert reply.json()["accepted"] == 7
    assert console.followers.wait(10, applications=["readings"])

    view = client.get(USAGE, headers=as_landlord, params={"days": 2}).json()
    # The main meter measures the toilets' water too: beside it, never added in.
    assert (view["people"], view["litres"], view["mainMeterLitres"]) == (15, 36.5, 80.0)
    assert main["buildingId"] and main["facilityId"] is None
    by_day = {d["day"]: (d["people"], d["litres"]) for d in view["perDay"]}
    assert len(by_day) == 2
    assert sum(p for p, _ in by_day.values()) == 15
    thirsty = view["byFacility"][0]
    assert (thirsty["facilityId"], thirsty["litres"]) == (meter["facilityId"], 36.5)

    greenway = client.get(USAGE, headers=sign_in(client, "greenway@example.com"))
    assert (greenway.json()["people"], greenway.json()["litres"]) == (0, 0)
    cleaner = client.get(USAGE, headers=sign_in(client, "cleaner@example.com"))
    assert cleaner.status_code == 403


def test_weeks_are_honoured_and_days_with_weeks_refused(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    twelve = client.get(PATH, headers=as_admin, params={"weeks": 12}).json()
    assert len(twelve["perDay"]) == 84
    assert (twelve["from"], twelve["to"]) == (
        twelve["perDay"][0]["day"],
        twelve["perDay"][-1]["day"],
    )
    for path in (PATH, USAGE, KPI):
        both = client.get(path, headers=as_admin, params={"days": 7, "weeks": 1})
        assert refusal(both) == [{"field": "weeks", "message": "Choose days or weeks"}]
        assert client.get(path, headers=as_admin, params={"weeks": 54}).status_code == 400


def test_the_overview_is_counted_on_the_server_for_every_dashboard_role(
    client: TestClient[Any], as_admin: dict[str, str], as_landlord: dict[str, str]
) -> None:
    admin = client.get(OVERVIEW, headers=as_admin).json()
    devices = client.get("/api/devices", headers=as_admin, params={"pageSize": 1}).json()
    assert admin["devices"]["total"] == devices["total"]
    assert admin["devices"]["unknown"] == devices["total"]  # no readings yet
    assert admin["companies"] > 0 and admin["gateways"] is not None
    assert admin["openIssues"] == 0

    landlord = client.get(OVERVIEW, headers=as_landlord).json()
    assert landlord["companies"] is None and landlord["gateways"] is None
    assert 0 < landlord["buildings"] < admin["buildings"]
    own = client.get("/api/devices", headers=as_landlord, params={"pageSize": 1}).json()
    assert landlord["devices"]["total"] == own["total"]

    supervisor = client.get(OVERVIEW, headers=sign_in(client, "supervisor@example.com")).json()
    assert supervisor["projects"] is None
    assert supervisor["facilities"] > 0 and supervisor["devices"]["total"] > 0
    assert client.get(OVERVIEW, headers=sign_in(client, "cleaner@example.com")).status_code == 403


def test_low_battery_and_weak_signal_are_counted_over_every_device(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    items = client.get("/api/devices", headers=as_admin, params={"pageSize": 3}).json()["items"]
    now = datetime.now(UTC).isoformat()
    messages = [
        {
            "device": items[0]["deviceId"],
            "time": now,
            "seq": 1,
            "readings": {"batteryVoltage": 2.9},
        },
        {"device": items[1]["deviceId"], "time": now, "seq": 1, "readings": {"rssi": -120}},
        {"device": items[2]["deviceId"], "time": now, "seq": 1, "readings": {"rssi": -60}},
    ]
    key = {"X-Ingest-Key": DEMO_INGEST_KEY}
    assert (
        client.post("/api/ingest/readings", headers=key, json={"messages": messages}).json()[
            "accepted"
        ]
        == 3
    )
    assert console.followers.wait(10, applications=["readings"])
    devices = client.get(OVERVIEW, headers=as_admin).json()["devices"]
    assert (devices["lowBattery"], devices["weakSignal"], devices["online"]) == (1, 1, 3)


def test_the_kpi_counts_resolved_issues_within_the_tenancy(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    ladies = facility(client, as_landlord, "HA-Ground-F")
    first = report(client, as_landlord, ladies["id"], "odour")
    report(client, as_landlord, ladies["id"], "paper-level-low")
    supervisor = sign_in(client, "supervisor@example.com")
    done = client.put(
        f"/api/issues/{first['id']}/status", headers=supervisor, json={"issuesStatus": "RESOLVED"}
    )
    assert done.status_code == 204

    view = client.get(KPI, headers=as_landlord, params={"weeks": 1}).json()
    overall = view["overall"]
    assert (overall["resolved"], overall["resolvedByStaff"], overall["resolvedBySystem"]) == (
        1,
        1,
        0,
    )
    assert overall["withinTarget"] == 1.0  # minutes after it was reported; odour has 60
    assert [t["issueType"] for t in view["perType"]] == ["odour"]
    assert view["perType"][0]["targetMinutes"] == 60
    assert [s["name"] for s in view["perStaff"]] == ["Sam Supervisor"]
    assert [b["name"] for b in view["perBuilding"]] == ["Harbourfront Tower"]
    assert len(view["perCompany"]) == 1

    greenway = client.get(KPI, headers=sign_in(client, "greenway@example.com")).json()
    assert greenway["overall"]["resolved"] == 0 and greenway["overall"]["meanMinutes"] is None
    assert client.get(KPI, headers=sign_in(client, "cleaner@example.com")).status_code == 403
