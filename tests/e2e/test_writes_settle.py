"""A write answers once the read tables show it; a refused one answers at once."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from litestar.testing import TestClient

from hygiene.bootstrap import Console
from tests.e2e.conftest import new_building


@pytest.fixture
def settles(console: Console, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """One entry per call of `Console.settle`: "loop" when it ran on the event loop."""
    calls: list[str] = []
    settle = console.settle

    def counted(timeout: float = 5.0) -> bool:
        try:
            asyncio.get_running_loop()
            calls.append("loop")
        except RuntimeError:
            calls.append("worker")
        return settle(timeout)

    monkeypatch.setattr(console, "settle", counted)
    return calls


def test_a_write_is_in_the_list_read_right_after_its_reply(
    client: TestClient[Any], as_landlord: dict[str, str], settles: list[str]
) -> None:
    building = client.get("/api/buildings", headers=as_landlord).json()["items"][0]
    body = {
        "name": "Renamed at once",
        "address": building["address"],
        "postalCode": building["postalCode"],
        "version": building["version"],
    }
    reply = client.put(f"/api/buildings/{building['id']}", headers=as_landlord, json=body)
    assert reply.status_code == 204, reply.text
    assert len(settles) == 1
    listed = client.get("/api/buildings", headers=as_landlord, params={"search": "Renamed"})
    assert [b["id"] for b in listed.json()["items"]] == [building["id"]]


def test_a_created_record_is_answered_and_listed(
    client: TestClient[Any], as_landlord: dict[str, str], settles: list[str]
) -> None:
    building = new_building(client, as_landlord, "Settled Annex", "1 Quay", "098634")
    assert building["name"] == "Settled Annex"
    listed = client.get("/api/buildings", headers=as_landlord, params={"search": "Settled"})
    assert [b["id"] for b in listed.json()["items"]] == [building["id"]]
    # Once to read the reply back, once more for whatever followed the write.
    assert len(settles) == 2
    # Never on the event loop: the settling runs in a worker thread.
    assert settles == ["worker", "worker"]


def test_a_refused_write_answers_without_waiting(
    client: TestClient[Any], as_landlord: dict[str, str], settles: list[str]
) -> None:
    building = client.get("/api/buildings", headers=as_landlord).json()["items"][0]
    body = {"name": "x", "address": "y", "postalCode": "098635", "version": 0}
    unknown = client.put(
        "/api/buildings/00000000-0000-4000-8000-000000000000", headers=as_landlord, json=body
    )
    assert unknown.status_code == 404
    stale = client.put(f"/api/buildings/{building['id']}", headers=as_landlord, json=body)
    assert stale.status_code == 409, stale.text
    assert settles == []


def test_a_refused_refresh_settles_all_the_same(
    client: TestClient[Any], settles: list[str]
) -> None:
    reply = client.post("/api/authn/refresh", json={"refreshToken": "not-a-token"})
    assert reply.status_code == 401
    assert len(settles) == 1


def test_a_create_the_lists_cannot_show_yet_answers_503_not_404(
    client: TestClient[Any],
    as_landlord: dict[str, str],
    console: Console,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The read tables behind after the wait (a projector catching up after an outage): the
    # reply cannot read the record back, yet it was stored.
    settle = console.settle
    monkeypatch.setattr(console, "settle", lambda timeout=5.0: False)
    created = client.post(
        "/api/buildings",
        headers=as_landlord,
        json={"name": "Stored While Behind", "address": "2 Quay", "postalCode": "098636"},
    )
    assert created.status_code == 503, created.text
    assert created.headers["Retry-After"] == "2"
    assert created.json()["code"] == "unavailable"
    monkeypatch.setattr(console, "settle", settle)
    assert console.settle()
    listed = client.get("/api/buildings", headers=as_landlord, params={"search": "While Behind"})
    assert [b["name"] for b in listed.json()["items"]] == ["Stored While Behind"]
