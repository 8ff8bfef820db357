"""Webhooks over the API, against a local receiver the test starts, on SQLite and PostgreSQL:
an issue a sensor opens reaches its landlord's webhook signed; a receiver that fails is
tried again and takes the message once; one that never takes it has it dead-lettered after
the last attempt; every attempt is listed; a manager sees and makes only its company's
webhooks; a bad address or kind is refused; the secret is never shown again."""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient
from prometheus_client import REGISTRY

from demo.estate import DEMO_INGEST_KEY
from domain.webhook import signed_by
from hygiene.bootstrap import Console
from tests.e2e.conftest import sign_in
from tests.e2e.test_issues import facility, report
from tests.webhook_receiver import QUICK, SECRET, Receiver, quicken, until


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiver = Receiver().start()
    yield receiver
    receiver.stop()


@pytest.fixture
def quick(console: Console) -> Console:
    return quicken(console)


def register(
    client: TestClient[Any], headers: dict[str, str], url: str, *kinds: str, **more: Any
) -> dict[str, Any]:
    body = {"url": url, "kinds": list(kinds or ("issue.opened",)), "secret": SECRET, **more}
    reply = client.post("/api/webhooks", headers=headers, json=body)
    assert reply.status_code == 201, reply.text
    assert SECRET not in reply.text
    webhook: dict[str, Any] = reply.json()
    return webhook


def attempts(client: TestClient[Any], headers: dict[str, str], webhook_id: str) -> list[Any]:
    reply = client.get(
        f"/api/webhooks/{webhook_id}/deliveries",
        headers=headers,
        params={"sort": "attemptedAt", "pageSize": 100},
    )
    assert reply.status_code == 200, reply.text
    items: list[Any] = reply.json()["items"]
    return items


def listed(
    client: TestClient[Any], headers: dict[str, str], webhook_id: str, outcomes: list[str]
) -> list[Any]:
    """The webhook's attempts, once their outcomes are these, in order."""

    def shown() -> list[Any] | None:
        found = attempts(client, headers, webhook_id)
        return found if [a["outcome"] for a in found] == outcomes else None

    return list(until(shown, f"attempts {outcomes}"))


def _paper_sensor_of_landlord(client: TestClient[Any], landlord: dict[str, str]) -> Any:
    buildings = {b["id"] for b in client.get("/api/buildings", headers=landlord).json()["items"]}
    devices = client.get(
        "/api/devices",
        headers=sign_in(client, "admin@example.com"),
        params={"filter": 'type:"toilet-paper"', "pageSize": 100},
    ).json()["items"]
    return next(d for d in devices if d["buildingId"] in buildings and d["facilityId"])


def _counted(outcome: str) -> float:
    labels = {"channel": "webhook", "outcome": outcome}
    return REGISTRY.get_sample_value("hygiene_deliveries_total", labels) or 0.0


def test_an_issue_a_sensor_opens_reaches_the_landlords_webhook_signed(
    client: TestClient[Any], quick: Console, receiver: Receiver
) -> None:
    landlord = sign_in(client, "landlord@example.com")
    hook = register(client, landlord, receiver.url)
    assert (hook["kinds"], hook["url"]) == (["issue.opened"], receiver.url)
    elsewhere = Receiver().start()
    try:
        register(client, sign_in(client, "greenway@example.com"), elsewhere.url)
        sensor = _paper_sensor_of_landlord(client, landlord)
        empty = {
            "device": sensor["deviceId"],
            "time": (datetime.now(UTC) - timedelta(seconds=30)).isoformat(),
            "seq": 1,
            "readings": {"range": 119},
        }
        reply = client.post(
            "/api/ingest/readings",
            headers={"X-Ingest-Key": DEMO_INGEST_KEY},
            json={"messages": [empty]},
        )
        assert reply.json()["accepted"] == 1, reply.text
        (got,) = receiver.wait_for(1)
        assert (
            got.signature
            == "sha256=" + hmac.new(SECRET.encode(), got.body, hashlib.sha256).hexdigest()
        )
        assert signed_by(got.body, SECRET, got.signature)
        assert got.headers["Content-Type"].startswith("application/json")
        message = json.loads(got.body)
        assert set(message) == {"id", "kind", "occurredAt", "data"}
        assert message["kind"] == "issue.opened"
        data = message["data"]
        assert (data["type"], data["title"], data["source"]) == (
            "paper-level-low",
            "Paper level low",
            "rule",
        )
        assert (data["device"], data["facility"]) == (sensor["id"], sensor["facilityId"])
        assert data["building"] == sensor["buildingId"] and data["place"]
        # The message may come before the console's lists show the issue.
        issue = until(
            lambda: (
                (r := client.get(f"/api/issues/{data['issue']}", headers=landlord)).status_code
                == 200
                and r.json()
            ),
            "the issue to be listed",
        )
        assert issue["device"] == sensor["id"]

        (attempt,) = listed(client, landlord, hook["id"], ["delivered"])
        assert (attempt["attempt"], attempt["statusCode"], attempt["error"]) == (1, 200, None)
        assert (attempt["deliveryId"], attempt["eventId"]) == (got.delivery, message["id"])
        assert attempt["kind"] == "issue.opened" and attempt["nextAttemptAt"] is None
        assert quick.settle()
        assert elsewhere.received == [], "another landlord's webhook hears nothing of it"
    finally:
        elsewhere.stop()


def test_a_receiver_that_fails_twice_is_tried_again_and_takes_the_message_once(
    client: TestClient[Any], quick: Console, receiver: Receiver
) -> None:
    receiver.answers = [500, 500]
    manager = sign_in(client, "cc-manager@example.com")
    hook = register(client, manager, receiver.url, "issue.opened", "issue.resolved")
    cleaner = sign_in(client, "cleaner@example.com")
    issue = report(client, cleaner, facility(client, cleaner, "HA-Ground-F")["id"], "bin-full")
    first, second, third = receiver.wait_for(3)
    assert [r.answered for r in (first, second, third)] == [500, 500, 200]
    assert len({(r.delivery, r.body, r.signature) for r in (first, second, third)}) == 1
    shown = listed(client, manager, hook["id"], ["failed", "failed", "delivered"])
    assert [a["attempt"] for a in shown] == [1, 2, 3]
    assert [a["statusCode"] for a in shown] == [500, 500, 200]
    assert all(a["nextAttemptAt"] for a in shown[:2]) and shown[2]["nextAttemptAt"] is None
    assert json.loads(first.body)["data"]["issue"] == issue["id"]

    reply = client.put(
        f"/api/issues/{issue['id']}/status", headers=cleaner, json={"issuesStatus": "RESOLVED"}
    )
    assert reply.status_code == 204
    *_, resolved = receiver.wait_for(4)
    told = json.loads(resolved.body)
    assert told["kind"] == "issue.resolved" and told["data"]["resolution"] == "STAFF"
    listed(client, manager, hook["id"], ["failed", "failed", "delivered", "delivered"])
    time.sleep(0.5)
    assert len(receiver.received) == 4, "each taken once"


def _latest(client: TestClient[Any], headers: dict[str, str], hook_id: str) -> tuple[Any, Any]:
    """The outcome and time of a webhook's latest attempt, as its list row shows them."""
    reply = client.get("/api/webhooks", headers=headers, params={"pageSize": 100})
    assert reply.status_code == 200, reply.text
    (row,) = [row for row in reply.json()["items"] if row["id"] == hook_id]
    return row["lastOutcome"], row["lastAttemptAt"]


def test_a_receiver_that_never_takes_the_message_has_it_dead_lettered(
    client: TestClient[Any], quick: Console, receiver: Receiver
) -> None:
    receiver.otherwise = 503
    dead_before = _counted("dead-lettered")
    admin = sign_in(client, "admin@example.com")
    hook = register(client, admin, receiver.url)  # the console's own: hears of everything
    assert hook["companyId"] is None
    assert _latest(client, admin, hook["id"]) == (None, None), "nothing attempted yet"
    cleaner = sign_in(client, "cleaner@example.com")
    report(client, cleaner, facility(client, cleaner, "HA-Ground-M")["id"], "odour")
    shown = listed(client, admin, hook["id"], [*["failed"] * 7, "dead-lettered"])
    assert _latest(client, admin, hook["id"]) == ("dead-lettered", shown[-1]["attemptedAt"])
    assert [a["attempt"] for a in shown] == list(range(1, 9))
    assert {a["statusCode"] for a in shown} == {503}
    assert shown[-1]["nextAttemptAt"] is None
    assert len(receiver.received) == QUICK.attempts
    assert len({r.delivery for r in receiver.received}) == 1
    assert _counted("dead-lettered") == dead_before + 1
    time.sleep(0.5)
    assert len(receiver.received) == QUICK.attempts, "nothing after the last attempt"
