"""Readings in over HTTP, issues out: a cleaner resolves one and its history tells the story."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import sign_in

KEY = {"X-Ingest-Key": DEMO_INGEST_KEY}


def _now(offset: int = 0) -> str:
    return (datetime.now(UTC) - timedelta(seconds=60 - offset)).isoformat()


def _paper_sensor_of(client: TestClient[Any], headers: dict[str, str]) -> dict[str, Any]:
    """A toilet paper sensor in a facility the cleaner looks after."""
    me = client.get("/api/authn/me", headers=headers).json()
    mine = client.get(f"/api/users/cleaners/{me['id']}/facilities", headers=headers).json()
    admin = sign_in(client, "admin@example.com")
    devices = client.get(
        "/api/devices",
        headers=admin,
        params={"filter": [f'facility:"{mine[0]["id"]}"', 'type:"toilet-paper"']},
    ).json()["items"]
    assert devices, "the demo estate has a paper sensor in every facility"
    return dict(devices[0])


def _settle(console: Console, timeout: float = 10.0) -> None:
    """Until the rules have evaluated every reading so far and the read tables show it all
    (the console's projector follows in the background)."""
    target = console.readings.recorder.max_notification_id() or 0
    deadline = time.monotonic() + timeout
    while console.issues.tracked_position("readings") < target:
        assert time.monotonic() < deadline, "the rules did not catch up"
        console.followers.poke()
        time.sleep(0.01)
    assert console.followers.wait(timeout, applications=list(console.followers.logs))


def test_a_low_paper_reading_opens_an_issue_the_cleaner_resolves(
    client: TestClient[Any], console: Console, as_cleaner: dict[str, str]
) -> None:
    sensor = _paper_sensor_of(client, as_cleaner)
    empty = {"device": sensor["deviceId"], "time": _now(), "seq": 1, "readings": {"range": 119}}
    reply = client.post("/api/ingest/readings", headers=KEY, json={"messages": [empty]})
    assert reply.status_code == 200, reply.text
    assert reply.json()["accepted"] == 1
    _settle(console)

    issues = client.get("/api/issues", headers=as_cleaner, params={"filter": 'status:"1"'}).json()[
        "items"
    ]
    raised = [i for i in issues if i["device"] == sensor["id"]]
    assert [i["issueType"] for i in raised] == ["paper-level-low"]
    issue = raised[0]
    notes = client.get("/api/notifications", headers=as_cleaner).json()["items"]
    assert any(n["issue"] == issue["id"] and n["type"] == "issue-opened" for n in notes)

    # The same condition again raises nothing more: one open issue per device and type.
    again = {**empty, "seq": 2, "time": _now(1)}
    client.post("/api/ingest/readings", headers=KEY, json={"messages": [again]})
    _settle(console)
    still = client.get(
        "/api/issues", headers=as_cleaner, params={"filter": [f'device:"{sensor["id"]}"']}
    ).json()
    assert still["total"] == 1

    resolve = {"issuesStatus": "RESOLVED"}
    path = f"/api/issues/{issue['id']}/status"
    assert client.put(path, headers=as_cleaner, json=resolve).status_code == 204
    assert client.put(path, headers=as_cleaner, json=resolve).status_code == 409

    history = client.get(f"/api/issues/{issue['id']}/history", headers=as_cleaner)
    assert history.status_code == 200
    text = history.text
    assert "Opened" in text and "Resolved" in text
    assert "119" in text  # the reading that raised it
    me = client.get("/api/authn/me", headers=as_cleaner).json()
    assert me["id"] in text  # who resolved it


def test_the_intake_answers_every_message_and_keeps_what_it_refuses(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    sensor = client.get("/api/devices", headers=as_admin, params={"pageSize": 1}).json()["items"][0]
    batch = {
        "messages": [
            {"device": sensor["deviceId"], "time": _now(), "seq": 10, "readings": {"rssi": -60}},
            {"device": sensor["deviceId"], "time": _now(), "seq": 10, "readings": {"rssi": -60}},
            {"device": "id:6:ABCDEF123456", "time": _now(), "seq": 1, "readings": {}},
            {"device": sensor["deviceId"], "time": _now(), "seq": 11, "readings": {"rssi": 40}},
            {"gateway": "gw-7", "time": _now()},
        ]
    }
    reply = client.post("/api/ingest/readings", headers=KEY, json=batch).json()
    assert [r["status"] for r in reply["results"]] == [
        "accepted",
        "duplicate",
        "rejected",
        "rejected",
        "accepted",
    ]
    assert "Unknown device" in reply["results"][2]["reason"]
    assert "rssi" in reply["results"][3]["reason"]
    assert (reply["accepted"], reply["duplicates"], reply["rejected"]) == (2, 1, 2)
    repeat = client.post("/api/ingest/readings", headers=KEY, json=batch).json()
    assert repeat["accepted"] == 0

    _settle(console)
    letters = client.get("/api/ingest/dead-letters", headers=as_admin).json()
    assert letters["total"] == 4  # the two refused messages, twice
    assert {item["source"] for item in letters["items"]} == {"http:demo-gateway"}
    gateways = client.get("/api/ingest/gateways", headers=as_admin).json()
    assert [g["gateway"] for g in gateways] == ["gw-7"]
    assert gateways[0]["status"] == "connected"


def test_the_intake_needs_a_live_key_and_a_readable_body(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    body = {"messages": []}
    assert client.post("/api/ingest/readings", json=body).status_code == 401
    bad_key = {"X-Ingest-Key": "guess"}
    assert client.post("/api/ingest/readings", headers=bad_key, json=body).status_code == 401
    unreadable = client.post(
        "/api/ingest/readings",
        headers={**KEY, "content-type": "application/json"},
        content=b'{"messages": [',
    )
    assert unreadable.status_code == 400
    assert unreadable.json()["violations"][0]["field"] == "messages"

    issued = client.post("/api/ingest/keys", headers=as_admin, json={"gateway": "gw-9"})
    assert issued.status_code == 201
    key = issued.json()["key"]
    assert (
        client.post("/api/ingest/readings", headers={"X-Ingest-Key": key}, json=body).status_code
        == 200
    )
    keys = client.get("/api/ingest/keys", headers=as_admin).json()["items"]
    assert key not in str(keys)
    assert (
        client.delete(f"/api/ingest/keys/{issued.json()['id']}", headers=as_admin).status_code
        == 204
    )
    assert (
        client.post("/api/ingest/readings", headers={"X-Ingest-Key": key}, json=body).status_code
        == 401
    )
    _settle(console)
    assert client.get("/api/ingest/dead-letters", headers=as_admin).json()["total"] == 1
    cleaner = sign_in(client, "cleaner@example.com")
    assert client.get("/api/ingest/dead-letters", headers=cleaner).status_code == 403


def test_the_history_of_a_raised_issue_shows_the_readings_that_led_to_it(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    panel = client.get(
        "/api/devices", headers=as_admin, params={"filter": 'type:"feedback-panel"'}
    ).json()["items"][0]
    # An excellent rating, then three very poor ones in a row: a general issue.
    ratings = [1, 5, 5, 5]
    messages = [
        {
            "device": panel["deviceId"],
            "time": _now(seq),
            "seq": seq,
            "readings": {"digitalInput": r},
        }
        for seq, r in enumerate(ratings, start=7)
    ]
    reply = client.post("/api/ingest/readings", headers=KEY, json={"messages": messages})
    assert reply.json()["accepted"] == 4
    _settle(console)
    issue = client.get(
        "/api/issues", headers=as_admin, params={"filter": f'device:"{panel["id"]}"'}
    ).json()["items"][0]
    assert issue["issueType"] == "general-issue"

    history = client.get(f"/api/issues/{issue['id']}/history", headers=as_admin).json()
    assert history["reading"]["seq"] == 10 and history["reading"]["rating"] == "very-poor"
    assert [
        (r["seq"], r["values"]["digitalInput"], r["raisedIt"]) for r in history["readings"]
    ] == [
        (7, 1, False),
        (8, 5, False),
        (9, 5, False),
        (10, 5, True),
    ]

    # A person's issue was raised by no reading.
    manual = client.post(
        "/api/issues",
        headers=as_admin,
        json={"facilityId": panel["facilityId"], "issueType": "odour"},
    )
    assert manual.status_code == 201, manual.text
    by_hand = client.get(f"/api/issues/{manual.json()['id']}/history", headers=as_admin).json()
    assert by_hand["reading"] is None and by_hand["readings"] == []
