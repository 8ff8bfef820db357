"""The dashboard's issue views: monitoring per day, most frequent types, hot facilities."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from application.demo import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import said, sign_in
from tests.e2e.test_issues import facility, report

PATH = "/api/dashboard/issues"
USAGE = "/api/dashboard/usage"


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
    assert (view["opened"], view["resolved"], view["open"]) == (3, 1, 2)
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
    assert (greenway["opened"], greenway["open"], greenway["hotFacilities"]) == (0, 0, [])
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
        assert reply.status_code == 400
        assert [v["field"] for v in said(reply.json()["violations"])] == [field]
    assert client.get(PATH, headers=as_admin, params={"days": "week"}).status_code == 400


def test_people_and_water_from_the_counters_show_per_day_and_where(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    def sensor(kind: str) -> dict[str, Any]:
        items = client.get(
            "/api/devices", headers=as_landlord, params={"filter": f'type:"{kind}"'}
        ).json()["items"]
        return dict(items[0])

    door, meter = sensor("people-counter"), sensor("water-meter")
    now = datetime.now(UTC)
    at = [now - timedelta(minutes=m) for m in (30, 20, 10)]
    sent = [
        (door, 1, at[0], {"peopleCounter": 40}),
        (door, 2, at[1], {"peopleCounter": 52}),  # 12 people
        (door, 3, at[2], {"peopleCounter": 55}),  # 3 more
        (meter, 1, at[0], {"waterMeter": 200.0}),
        (meter, 2, at[2], {"waterMeter": 236.5}),  # 36.5 litres
    ]
    messages = [
        {"device": d["deviceId"], "time": t.isoformat(), "seq": seq, "readings": values}
        for d, seq, t, values in sent
    ]
    key = {"X-Ingest-Key": DEMO_INGEST_KEY}
    reply = client.post("/api/ingest/readings", headers=key, json={"messages": messages})
    assert reply.json()["accepted"] == 5
    assert console.followers.wait(10, applications=["readings"])

    view = client.get(USAGE, headers=as_landlord, params={"days": 2}).json()
    assert (view["people"], view["litres"]) == (15, 36.5)
    by_day = {d["day"]: (d["people"], d["litres"]) for d in view["perDay"]}
    assert len(by_day) == 2
    assert sum(p for p, _ in by_day.values()) == 15
    thirsty = view["byFacility"][0]
    assert (thirsty["facilityId"], thirsty["litres"]) == (meter["facilityId"], 36.5)

    greenway = client.get(USAGE, headers=sign_in(client, "greenway@example.com"))
    assert (greenway.json()["people"], greenway.json()["litres"]) == (0, 0)
    cleaner = client.get(USAGE, headers=sign_in(client, "cleaner@example.com"))
    assert cleaner.status_code == 403
