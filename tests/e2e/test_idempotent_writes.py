"""Idempotent writes (docs/api.md, "Writing"): a repeat with the same key and body
answers the first answer and appends nothing; the key with another body answers 422; a
repeat while the first still runs, 409; each account's keys are its own."""

from __future__ import annotations

import threading
from typing import Any

import psycopg
import pytest
from litestar.testing import TestClient

from api.idempotency.ledger import Ledger
from hygiene.bootstrap import Console
from tests.e2e.conftest import created, refusal


def _buildings_named(client: TestClient[Any], headers: dict[str, str], name: str) -> int:
    listed = client.get("/api/buildings", headers=headers, params={"pageSize": 100}).json()
    return sum(1 for b in listed["items"] if b["name"] == name)


def _building(name: str) -> dict[str, str]:
    return {"name": name, "address": "1 Queue Street", "postalCode": "Q1 1QQ"}


def test_a_repeat_answers_the_first_answer_and_appends_nothing(
    client: TestClient[Any], as_landlord: dict[str, str], console: Console
) -> None:
    headers = {**as_landlord, "Idempotency-Key": "resolve-7f3a"}
    first = client.post("/api/buildings", headers=headers, json=_building("Sent twice"))
    position = console.organisation.recorder.max_notification_id()
    again = client.post("/api/buildings", headers=headers, json=_building("Sent twice"))

    assert created(again) == created(first)
    assert again.headers["idempotent-replayed"] == "true"
    assert "idempotent-replayed" not in first.headers
    assert console.organisation.recorder.max_notification_id() == position  # nothing appended
    assert _buildings_named(client, as_landlord, "Sent twice") == 1


def test_the_key_with_another_body_is_refused_and_changes_nothing(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    headers = {**as_landlord, "Idempotency-Key": "k-1"}
    created(client.post("/api/buildings", headers=headers, json=_building("First body")))
    reply = client.post("/api/buildings", headers=headers, json=_building("Second body"))

    assert refusal(reply, 422) == [
        {
            "field": "Idempotency-Key",
            "message": "This Idempotency-Key was used for another request",
        }
    ]
    assert reply.json()["message"]
    assert _buildings_named(client, as_landlord, "Second body") == 0


def test_each_account_has_keys_of_its_own(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    other = as_admin
    mine = client.post(
        "/api/buildings",
        headers={**as_landlord, "Idempotency-Key": "shared"},
        json=_building("Mine"),
    )
    companies = client.get("/api/companies", headers=other, params={"pageSize": 1}).json()
    theirs = client.post(
        "/api/companies",
        headers={**other, "Idempotency-Key": "shared"},
        json={"name": "Keyed Co", "type": "LANDLORD", "code": "KEYED-1"},
    )
    assert created(mine)["name"] == "Mine"
    assert created(theirs)["name"] == "Keyed Co"
    assert companies["items"]


def test_a_malformed_key_is_refused_before_anything_runs(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    for key in ("", "x" * 65, "has space"):
        reply = client.post(
            "/api/buildings",
            headers={**as_landlord, "Idempotency-Key": key},
            json=_building("Bad key"),
        )
        assert refusal(reply) == [
            {
                "field": "Idempotency-Key",
                "message": "Idempotency-Key must be 1 to 64 visible ASCII characters",
            }
        ]
    assert _buildings_named(client, as_landlord, "Bad key") == 0


def test_the_same_key_sent_at_once_from_many_threads_writes_once(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    headers = {**as_landlord, "Idempotency-Key": "at-once"}
    senders = 6
    barrier = threading.Barrier(senders)
    statuses: list[int] = []
    ids: set[str] = set()
    lock = threading.Lock()

    def send() -> None:
        barrier.wait()
        reply = client.post("/api/buildings", headers=headers, json=_building("Raced"))
        with lock:
            statuses.append(reply.status_code)
            if reply.status_code == 201:
                ids.add(reply.json()["id"])
            else:
                assert reply.json()["message"], reply.text

    threads = [threading.Thread(target=send) for _ in range(senders)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)

    assert len(statuses) == senders
    assert set(statuses) <= {201, 409}, statuses
    assert len(ids) == 1  # every 201 is the one write's answer
    assert _buildings_named(client, as_landlord, "Raced") == 1


def test_a_ledger_without_its_storage_answers_the_outage_and_writes_nothing(
    client: TestClient[Any], as_landlord: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def away(*_: Any) -> None:
        raise psycopg.OperationalError("the server closed the connection")

    monkeypatch.setattr(Ledger, "claim", away)
    reply = client.post(
        "/api/buildings",
        headers={**as_landlord, "Idempotency-Key": "in-the-outage"},
        json=_building("During the outage"),
    )
    assert reply.status_code == 503, reply.text
    assert reply.headers["retry-after"]
    assert reply.json()["message"]
    monkeypatch.undo()
    assert _buildings_named(client, as_landlord, "During the outage") == 0
