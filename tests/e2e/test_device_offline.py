"""A device offline through the API, on SQLite and PostgreSQL: a device with a short
reporting interval goes OFFLINE once silent for longer than three intervals, says why, a
`device-offline` issue opens once (however often the watch looks, restarted or not) and
reaches the landlord's `device.offline` webhook, and the device's next reading resolves it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient

from application.offline import SilenceWatch
from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from projections.queries.offline import ReadTableSilences
from tests.e2e.conftest import answered, created, sign_in
from tests.e2e.test_webhooks import register
from tests.webhook_receiver import Receiver, quicken

KEY = {"X-Ingest-Key": DEMO_INGEST_KEY}


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiver = Receiver().start()
    yield receiver
    receiver.stop()


def _look(console: Console, later: timedelta = timedelta(0)) -> int:
    """A look of a freshly started watch (as after a restart), `later` from now; the read
    tables then show what it opened. Answers how many devices it found silent."""
    now = datetime.now(UTC) + later
    watch = SilenceWatch(
        console.issues,
        ReadTableSilences(console.store),
        factor=console.settings.offline_factor,
        clock=lambda: now,
    )
    found = watch.open_due()
    assert console.settle(timeout=30)
    return found


def _send(
    client: TestClient[Any], console: Console, key: dict[str, str], *messages: dict[str, Any]
) -> None:
    reply = client.post("/api/ingest/readings", headers=key, json={"messages": list(messages)})
    assert reply.status_code == 200, reply.text
    target = console.readings.recorder.max_notification_id() or 0
    deadline = time.monotonic() + 30
    while console.issues.tracked_position("readings") < target:
        assert time.monotonic() < deadline, "the rules did not catch up"
        console.followers.poke()
        time.sleep(0.01)
    assert console.settle(timeout=30)


def _reading(device: dict[str, Any], seq: int, ago: timedelta) -> dict[str, Any]:
    at = (datetime.now(UTC) - ago).isoformat()
    return {"device": device["deviceId"], "time": at, "seq": seq, "readings": {"range": 30}}


def _new_device(
    client: TestClient[Any], landlord: dict[str, str], identifier: str, **more: Any
) -> dict[str, Any]:
    facilities = answered(client.get("/api/facilities", headers=landlord))["items"]
    body = {
        "name": f"Quick {identifier[-2:]}",
        "type": "toilet-paper",
        "deviceId": identifier,
        "facilityId": facilities[0]["id"],
        **more,
    }
    return created(client.post("/api/devices", headers=landlord, json=body))


def _offline_issues(console: Console, device_id: str) -> list[dict[str, Any]]:
    return [
        dict(row)
        for row in console.store.query(
            "SELECT id, status, resolved_by, reading FROM issues"
            " WHERE device_id = ? AND issue_type = 'device-offline' ORDER BY created_at",
            (device_id,),
        )
    ]


def test_a_silent_device_goes_offline_opens_one_issue_and_its_next_reading_resolves_it(
    client: TestClient[Any], console: Console, receiver: Receiver
) -> None:
    quicken(console)
    landlord = sign_in(client, "landlord@example.com")
    hook = register(client, landlord, receiver.url, "device.offline")
    device = _new_device(client, landlord, "id:6:00000000AF01", reportingIntervalSeconds=10)
    assert (device["reportingIntervalSeconds"], device["connectionStatus"]) == (10, "UNKNOWN")
    assert device["offlineReason"] is None
    assert _look(console) == 0  # never heard from: not offline

    _send(client, console, KEY, _reading(device, 1, timedelta(seconds=20)))
    shown = answered(client.get(f"/api/devices/{device['id']}", headers=landlord))
    assert (shown["status"], shown["offlineReason"]) == ("ONLINE", None)  # 20 s of 30
    assert _look(console) == 0 and _offline_issues(console, device["id"]) == []

    # Fifteen seconds on, its silence (35 s) is longer than three intervals.
    assert _look(console, timedelta(seconds=15)) == 1
    (issue,) = _offline_issues(console, device["id"])
    assert issue["status"] == "OPENED"
    # Looking again, restarted or not, opens nothing more.
    assert _look(console, timedelta(seconds=16)) == 0
    assert _look(console, timedelta(minutes=5)) == 0
    assert len(_offline_issues(console, device["id"])) == 1
    opened = answered(client.get(f"/api/issues/{issue['id']}", headers=landlord))
    assert (opened["issueType"], opened["issueName"]) == ("device-offline", "Device offline")
    assert opened["reading"]["offlineReason"] == "silent"
    assert opened["reading"]["reportingIntervalSeconds"] == 10
    history = client.get(f"/api/issues/{issue['id']}/history", headers=landlord)
    assert history.status_code == 200, history.text

    (got,) = receiver.wait_for(1)
    message = json.loads(got.body)
    assert message["kind"] == "device.offline"
    assert (message["data"]["issue"], message["data"]["type"]) == (issue["id"], "device-offline")
    assert message["data"]["device"] == device["id"]
    assert hook["kinds"] == ["device.offline"]

    _send(client, console, KEY, _reading(device, 2, timedelta(0)))
    (resolved,) = _offline_issues(console, device["id"])
    assert (resolved["status"], resolved["resolved_by"]) == ("RESOLVED", "rules")
    shown = answered(client.get(f"/api/devices/{device['id']}", headers=landlord))
    assert (shown["status"], shown["offlineReason"]) == ("ONLINE", None)


def test_the_device_list_and_dashboard_judge_by_the_same_interval(
    client: TestClient[Any], console: Console
) -> None:
    admin = sign_in(client, "admin@example.com")
    landlord = sign_in(client, "landlord@example.com")
    before = answered(client.get("/api/dashboard/overview", headers=admin))["devices"]
    device = _new_device(client, landlord, "id:6:00000000AF02", reportingIntervalSeconds=10)
    _send(client, console, KEY, _reading(device, 1, timedelta(seconds=40)))
    shown = answered(client.get(f"/api/devices/{device['id']}", headers=landlord))
    assert (shown["connectionStatus"], shown["offlineReason"]) == ("OFFLINE", "silent")
    after = answered(client.get("/api/dashboard/overview", headers=admin))["devices"]
    assert after["offline"] == before["offline"] + 1
    assert (after["online"], after["unknown"]) == (before["online"], before["unknown"])
    offline = answered(
        client.get(
            "/api/devices",
            headers=landlord,
            params={"filter": ['status:"OFFLINE"'], "search": "Quick", "pageSize": 50},
        )
    )["items"]
    assert [d["id"] for d in offline] == [device["id"]]
    # A longer interval brings it back online by the same rule.
    changed = client.put(
        f"/api/devices/{device['id']}", headers=landlord, json={"reportingIntervalSeconds": 60}
    )
    assert changed.status_code in (200, 204), changed.text
    shown = answered(client.get(f"/api/devices/{device['id']}", headers=landlord))
    assert (shown["reportingIntervalSeconds"], shown["status"]) == (60, "ONLINE")


def test_a_gateway_that_stopped_its_heartbeats_is_named_as_the_reason(
    client: TestClient[Any], console: Console
) -> None:
    admin = sign_in(client, "admin@example.com")
    landlord = sign_in(client, "landlord@example.com")
    issued = created(client.post("/api/ingest/keys", headers=admin, json={"gateway": "gw-off"}))
    key = {"X-Ingest-Key": issued["key"]}
    device = _new_device(client, landlord, "id:6:00000000AF03", reportingIntervalSeconds=10)
    beat = {"gateway": "gw-off", "time": (datetime.now(UTC) - timedelta(hours=1)).isoformat()}
    _send(client, console, key, beat, _reading(device, 1, timedelta(minutes=50)))
    shown = answered(client.get(f"/api/devices/{device['id']}", headers=landlord))
    assert (shown["status"], shown["offlineReason"]) == ("OFFLINE", "gateway-silent")
    assert _look(console) >= 1
    (issue,) = _offline_issues(console, device["id"])
    assert '"offlineReason": "gateway-silent"' in issue["reading"]
    # The gateway beats again: the device is silent on its own.
    _send(client, console, key, {"gateway": "gw-off", "time": datetime.now(UTC).isoformat()})
    shown = answered(client.get(f"/api/devices/{device['id']}", headers=landlord))
    assert shown["offlineReason"] == "silent"


def test_an_issue_resolved_by_hand_while_the_device_is_still_silent_is_not_opened_again(
    client: TestClient[Any], console: Console
) -> None:
    landlord = sign_in(client, "landlord@example.com")
    device = _new_device(client, landlord, "id:6:00000000AF04", reportingIntervalSeconds=10)
    _send(client, console, KEY, _reading(device, 1, timedelta(minutes=2)))
    assert _look(console) >= 1
    (issue,) = _offline_issues(console, device["id"])
    console.issues.resolve(issue["id"], "someone")
    assert console.settle(timeout=30)
    _look(console, timedelta(minutes=10))
    assert [i["status"] for i in _offline_issues(console, device["id"])] == ["RESOLVED"]
    # Heard from and silent again: a new silence, a new issue.
    _send(client, console, KEY, _reading(device, 2, timedelta(seconds=1)))
    _look(console, timedelta(minutes=1))
    assert [i["status"] for i in _offline_issues(console, device["id"])] == [
        "RESOLVED",
        "OPENED",
    ]


def test_the_watch_running_beside_the_followers_opens_the_issue_once_across_a_restart(
    client: TestClient[Any], console: Console
) -> None:
    landlord = sign_in(client, "landlord@example.com")
    device = _new_device(client, landlord, "id:6:00000000AF05", reportingIntervalSeconds=10)
    _send(client, console, KEY, _reading(device, 1, timedelta(minutes=1)))

    def running() -> SilenceWatch:
        watch = SilenceWatch(
            console.issues, ReadTableSilences(console.store), moved=console.followers.poke
        )
        watch.interval = 0.05
        watch.start()
        return watch

    first = running()
    deadline = time.monotonic() + 30
    while not _offline_issues(console, device["id"]):
        assert time.monotonic() < deadline, "the watch did not open the issue"
        time.sleep(0.05)
    first.stop()
    second = running()  # as after a restart
    time.sleep(0.5)
    second.stop()
    assert console.settle(timeout=30)
    assert [i["status"] for i in _offline_issues(console, device["id"])] == ["OPENED"]
