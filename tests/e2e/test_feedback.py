"""Feedback end to end: the QR page, the rules it feeds, the list, the dashboard, settings."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from domain.thresholds import threshold
from hygiene.bootstrap import Console
from tests.e2e.conftest import sign_in

KEY = {"X-Ingest-Key": DEMO_INGEST_KEY}


def _paper_sensor(console: Console) -> dict[str, Any]:
    row = console.store.query_one(
        "SELECT id, identifier, facility_id, kpi_parameters FROM devices"
        " WHERE kind = 'toilet-paper' AND facility_id IS NOT NULL ORDER BY identifier"
    )
    assert row is not None
    return dict(row)


def _link(client: TestClient[Any], headers: dict[str, str], facility: str) -> str:
    reply = client.get(f"/api/facilities/{facility}/feedback-link", headers=headers)
    assert reply.status_code == 200, reply.text
    token: str = reply.json()["token"]
    assert reply.json()["path"] == f"/visit/{token}"
    return token


def _paper_issues(client: TestClient[Any], headers: dict[str, str], facility: str) -> list[Any]:
    reply = client.get(
        "/api/issues",
        headers=headers,
        params={"filter": [f'facility:"{facility}"', 'type:"paper-level-low"']},
    )
    assert reply.status_code == 200, reply.text
    items: list[Any] = reply.json()["items"]
    return items


def _send_level(client: TestClient[Any], sensor: dict[str, Any], seq: int, percent: float) -> None:
    kpi = json.loads(sensor["kpi_parameters"] or "{}")
    empty = threshold("toilet-paper", kpi, "emptyDistanceMm")
    full = threshold("toilet-paper", kpi, "fullDistanceMm")
    message = {
        "device": sensor["identifier"],
        "time": (datetime.now(UTC) + timedelta(seconds=seq % 100)).isoformat(),
        "seq": seq,
        "readings": {"range": empty + (full - empty) * percent / 100},
    }
    reply = client.post("/api/ingest/readings", headers=KEY, json={"messages": [message]})
    assert reply.status_code == 200, reply.text


def test_three_visitors_naming_no_paper_open_one_issue_that_a_refill_resolves(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    sensor = _paper_sensor(console)
    facility = sensor["facility_id"]
    # A full dispenser to begin with: whatever the demo left open, it clears.
    _send_level(client, sensor, 10**9, 95)
    console.followers.wait(applications=("readings", "issues"))
    for issue in _paper_issues(client, as_admin, facility):
        if issue["status"] == "OPENED":
            client.put(
                f"/api/issues/{issue['id']}/status",
                headers=as_admin,
                json={"issuesStatus": "RESOLVED"},
            )
    token = _link(client, as_admin, facility)
    page = client.get(f"/api/public/visit/{token}")
    assert page.status_code == 200, page.text
    assert set(page.json()) == {"facilityName", "buildingName", "floorLabel"}
    before = len(_paper_issues(client, as_admin, facility))
    for _ in range(3):
        reply = client.post(
            f"/api/public/visit/{token}/feedback",
            json={"rating": 5, "areas": ["no-toilet-paper"]},
        )
        assert reply.status_code == 201, reply.text
        assert reply.json() == {"accepted": True}
    issues = _paper_issues(client, as_admin, facility)
    assert len(issues) == before + 1
    opened = [i for i in issues if i["status"] == "OPENED"]
    assert len(opened) == 1 and opened[0]["device"] == sensor["id"]
    assert opened[0]["measuredAt"] <= opened[0]["createdAt"]
    # The fourth within ten minutes is refused, kindly.
    flood = client.post(
        f"/api/public/visit/{token}/feedback", json={"rating": 5, "areas": ["no-toilet-paper"]}
    )
    assert flood.status_code == 429
    assert int(flood.headers["Retry-After"]) > 0
    assert flood.json()["code"] == "too-many-requests"
    assert flood.json()["message"] == "Thank you, your feedback was already received"
    # The sensor sees the paper run out and be refilled: the issue resolves itself.
    _send_level(client, sensor, 10**9 + 1, 2)
    _send_level(client, sensor, 10**9 + 2, 90)
    console.followers.wait(applications=("readings", "issues"))
    [issue] = [i for i in _paper_issues(client, as_admin, facility) if i["id"] == opened[0]["id"]]
    assert (issue["status"], issue["resolution"], issue["resolvedBy"]) == (
        "RESOLVED",
        "SYSTEM",
        "rules",
    )
    assert issue["clearedAt"] is not None
    # Its staff were told it cleared.
    kinds = console.store.query(
        "SELECT type, fields FROM notifications WHERE issue_id = ? ORDER BY created_at",
        (issue["id"],),
    )
    resolved = [k for k in kinds if k["type"] == "issue-resolved"]
    if any(k["type"] == "issue-opened" for k in kinds):
        assert resolved and json.loads(resolved[0]["fields"])["resolution"] == "SYSTEM"
    # The history names whom each notification went to.
    trail = client.get(f"/api/issues/{issue['id']}/history", headers=as_admin).json()["events"]
    for entry in trail:
        if entry["object"] == "notification":
            assert entry["recipientName"]


def test_the_public_page_refuses_unknown_tokens_and_bad_feedback(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    facility = _paper_sensor(console)["facility_id"]
    token = _link(client, as_admin, facility)
    assert _link(client, as_admin, facility) == token  # stable
    forged = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
    assert client.get(f"/api/public/visit/{forged}").status_code == 404
    assert client.get("/api/public/visit/nothing-at-all").status_code == 404
    bad = client.post(f"/api/public/visit/{token}/feedback", json={"rating": 9, "areas": ["x"]})
    assert bad.status_code == 400
    assert {v["field"] for v in bad.json()["violations"]} == {"rating", "areas"}


def test_the_feedback_list_filters_exports_and_keeps_to_roles_and_tenancy(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    facility = _paper_sensor(console)["facility_id"]
    token = _link(client, as_admin, facility)
    for rating, areas in ((1, []), (4, ["faulty-light", "wet-floor"])):
        reply = client.post(
            f"/api/public/visit/{token}/feedback", json={"rating": rating, "areas": areas}
        )
        assert reply.status_code == 201, reply.text
    everything = client.get("/api/feedback", headers=as_admin, params={"pageSize": 500}).json()
    assert everything["total"] >= 2
    row = next(i for i in everything["items"] if i["source"] == "qr" and i["ratingValue"] == 4)
    assert row["rating"] == "poor"
    assert row["areasOfInconveniences"] == ["faulty-light", "wet-floor"]
    assert row["facilityId"] == facility and row["buildingId"] and row["company"]
    assert row["device"] is None and row["timestamp"]
    poor = client.get(
        "/api/feedback",
        headers=as_admin,
        params={"filter": ['rating:"poor"', 'area:"wet-floor"', f'facility:"{facility}"']},
    ).json()
    assert [i["id"] for i in poor["items"]] == [row["id"]]
    bad = client.get("/api/feedback", headers=as_admin, params={"filter": 'area:"dragons"'})
    assert bad.status_code == 400
    export = client.get("/api/feedback/export", headers=as_admin)
    assert export.status_code == 200
    assert "feedback.csv" in export.headers["content-disposition"]
    assert export.text.splitlines()[0].startswith("id,company,building,floorNo")
    assert (
        client.get("/api/feedback", headers=sign_in(client, "cleaner@example.com")).status_code
        == 403
    )
    landlord = sign_in(client, "landlord@example.com")
    buildings = {
        b["id"]
        for b in client.get("/api/buildings", headers=landlord, params={"pageSize": 500}).json()[
            "items"
        ]
    }
    seen = client.get("/api/feedback", headers=landlord, params={"pageSize": 500}).json()["items"]
    assert all(i["buildingId"] in buildings for i in seen)


def test_the_dashboard_counts_feedback_per_rating_area_and_day(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    facility = _paper_sensor(console)["facility_id"]
    token = _link(client, as_admin, facility)
    client.post(f"/api/public/visit/{token}/feedback", json={"rating": 2, "areas": ["dirty-basin"]})
    view = client.get(
        "/api/dashboard/feedback", headers=as_admin, params={"weeks": 2, "utcOffsetMinutes": 480}
    ).json()
    assert len(view["perDay"]) == 14
    assert [r["rating"] for r in view["perRating"]] == [
        "excellent",
        "good",
        "average",
        "poor",
        "very-poor",
    ]
    assert view["count"] == sum(r["count"] for r in view["perRating"]) >= 1
    assert {"area": "dirty-basin", "count": 1} in view["perArea"] or any(
        a["area"] == "dirty-basin" for a in view["perArea"]
    )
    assert 1 <= view["average"] <= 5
    both = client.get("/api/dashboard/feedback", headers=as_admin, params={"days": 3, "weeks": 1})
    assert both.status_code == 400
    assert both.json()["violations"][0]["field"] == "weeks"
    cleaner = sign_in(client, "cleaner@example.com")
    assert client.get("/api/dashboard/feedback", headers=cleaner).status_code == 403


def _put_settings(
    client: TestClient[Any], headers: dict[str, str], facility: str, count: int, window: int
) -> int:
    """PUT a facility's feedback settings; answers the status."""
    return client.put(
        f"/api/facilities/{facility}/feedback-settings",
        headers=headers,
        json={"threshold": count, "windowMinutes": window},
    ).status_code


def _put_type(client: TestClient[Any], headers: dict[str, str], type_id: str, minutes: int) -> int:
    """PUT an issue type's settings, auto-resolving; answers the status."""
    return client.put(
        f"/api/issues/types/{type_id}",
        headers=headers,
        json={"targetMinutes": minutes, "autoResolve": True},
    ).status_code


def test_facility_feedback_settings_and_issue_type_settings(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    facility = _paper_sensor(console)["facility_id"]
    shown = client.get(f"/api/facilities/{facility}", headers=as_admin).json()
    assert (shown["feedbackThreshold"], shown["feedbackWindowMinutes"]) == (3, 30)
    assert _put_settings(client, as_admin, facility, 5, 60) == 204
    shown = client.get(f"/api/facilities/{facility}", headers=as_admin).json()
    assert (shown["feedbackThreshold"], shown["feedbackWindowMinutes"]) == (5, 60)
    bad = client.put(
        f"/api/facilities/{facility}/feedback-settings",
        headers=as_admin,
        json={"threshold": 0, "windowMinutes": 2000},
    )
    assert {v["field"] for v in bad.json()["violations"]} == {"threshold", "windowMinutes"}
    cc_manager = sign_in(client, "cc-manager@example.com")
    assert _put_settings(client, cc_manager, facility, 2, 10) == 403

    types = {t["id"]: t for t in client.get("/api/issues/types", headers=as_admin).json()}
    assert types["paper-level-low"]["targetMinutes"] == 30
    assert types["paper-level-low"]["autoResolve"] is True
    assert types["leak"]["targetMinutes"] == 15 and types["odour"]["autoResolve"] is False
    assert _put_type(client, as_admin, "odour", 45) == 204
    types = {t["id"]: t for t in client.get("/api/issues/types", headers=as_admin).json()}
    assert (types["odour"]["targetMinutes"], types["odour"]["autoResolve"]) == (45, True)
    assert _put_type(client, cc_manager, "odour", 45) == 403
    assert _put_type(client, as_admin, "dragons", 45) == 404
    assert _put_type(client, as_admin, "odour", 0) == 400
