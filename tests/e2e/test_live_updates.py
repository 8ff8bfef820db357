"""Live updates (`GET /api/events`) on a real server, on SQLite and on PostgreSQL: each
viewer hears of the changes they may see, and only those; a stream resumed from its last id
misses nothing and repeats nothing; a stream without a usable cursor is told to start over."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import sign_in
from tests.e2e.test_issues import facility, notifications, report
from tests.live_streams import Message, opened, served


@pytest.fixture
def base(client: TestClient[Any], console: Console) -> Iterator[str]:
    """The seeded console's app on a real server (the test client writes through its own)."""
    with served(console) as url:
        yield url


def _about(record_id: str, kind: str) -> Any:
    return lambda m: m.event == kind and m.data["id"] == record_id


def test_a_supervisor_hears_of_an_issue_opened_and_another_company_does_not(
    client: TestClient[Any], base: str, as_admin: dict[str, str]
) -> None:
    supervisor = sign_in(client, "supervisor@example.com")
    greenway = sign_in(client, "greenway@example.com")  # another landlord's manager
    with opened(base, supervisor) as theirs, opened(base, greenway) as other:
        assert theirs.headers["content-type"].startswith("text/event-stream")
        ladies = facility(client, as_admin, "HA-Ground-F")
        issue = report(client, as_admin, ladies["id"], "bin-full")

        heard = theirs.wait_for(_about(issue["id"], "issue"), what="the issue opened")
        assert heard.data == {"kind": "issue", "id": issue["id"], "type": "Opened"}
        assert heard.id is not None and "issues:" in heard.id
        sent = [n for n in notifications(client, supervisor) if n["issue"] == issue["id"]]
        assert sent, "the supervisor of the facility is told of the issue"
        note = theirs.wait_for(_about(sent[0]["id"], "notification"), what="the notification")
        assert note.data["type"] == "Sent"

        # Then one of Greenway's own: the same log, so had the first been theirs to hear,
        # it would have come before.
        plaza = client.get("/api/facilities", headers=greenway).json()["items"][0]
        own = report(client, as_admin, plaza["id"], "bin-full")
        other.wait_for(_about(own["id"], "issue"), what="their own issue")
        told = {m.data.get("id") for m in other.received}
        assert issue["id"] not in told and sent[0]["id"] not in told


def test_a_stream_resumed_from_its_last_id_gets_what_it_missed_once(
    client: TestClient[Any], base: str, as_admin: dict[str, str]
) -> None:
    supervisor = sign_in(client, "supervisor@example.com")
    ladies = facility(client, as_admin, "HA-Ground-F")
    with opened(base, supervisor) as first:
        before = report(client, as_admin, ladies["id"], "bin-full")
        first.wait_for(_about(before["id"], "issue"), what="the first issue")
        # The browser's `EventSource` holds the last id it read, and sends it back.
        cursor = first.last_event_id
        seen = set(first.changes())
    assert cursor is not None
    missed = [report(client, as_admin, ladies["id"], kind) for kind in ("floor-wet", "odour")]

    with opened(base, supervisor, last_event_id=cursor) as second:
        for issue in missed:
            second.wait_for(_about(issue["id"], "issue"), what="an issue opened meanwhile")
        resumed = second.changes()
    assert len(resumed) == len(set(resumed)), "nothing told twice"
    assert not seen & set(resumed), "nothing told again that the first stream was told"
    assert ("issue", before["id"], "Opened") not in resumed


def test_a_cursor_of_no_use_is_told_to_start_over(
    client: TestClient[Any], base: str, as_admin: dict[str, str]
) -> None:
    with opened(base, as_admin) as first:
        cursor = first.last_event_id
    assert cursor is not None
    beyond = ".".join(f"{pair.split(':')[0]}:{10**12}" for pair in cursor.split("."))
    for given in ("nonsense", "issues:1", beyond):
        with opened(base, as_admin, last_event_id=given) as stream:
            reset = stream.wait_for(lambda m: m.event == "reset", what="reset")
            assert reset.data == {"reason": "unknown-cursor"}
            assert reset.id is not None and reset.id.count(":") == cursor.count(":")


def test_the_stream_takes_the_cookie_a_browser_sends_and_no_bad_token(
    client: TestClient[Any], base: str, as_admin: dict[str, str]
) -> None:
    for headers in ({}, {"Authorization": "Bearer nonsense"}, {"Cookie": "authorizationToken=x"}):
        assert client.get("/api/events", headers=headers).status_code == 401
    token = as_admin["Authorization"].removeprefix("Bearer ")
    with opened(base, {"Cookie": f"authorizationToken={token}"}) as stream:
        assert stream.status == 200 and stream.last_event_id is not None


def test_a_reading_tells_those_who_see_the_device(
    client: TestClient[Any], base: str, as_landlord: dict[str, str]
) -> None:
    devices = client.get("/api/devices", headers=as_landlord).json()["items"]
    device = next(d for d in devices if d["deviceId"])
    time = (datetime.now(UTC) - timedelta(seconds=30)).isoformat()
    reading = {"device": device["deviceId"], "time": time, "seq": 1, "readings": {"range": 50}}
    with opened(base, as_landlord) as stream:
        reply = client.post(
            "/api/ingest/readings",
            headers={"X-Ingest-Key": DEMO_INGEST_KEY},
            json={"messages": [reading]},
        )
        assert reply.status_code == 200 and reply.json()["accepted"] == 1, reply.text
        heard: Message = stream.wait_for(_about(device["id"], "device"), what="the device")
    assert heard.data == {"kind": "device", "id": device["id"], "type": "Recorded"}
