"""`/metrics` scraped as Prometheus would, and the followers in `/api/health`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest
from litestar.testing import TestClient
from prometheus_client.parser import text_string_to_metric_families

from api.app import create_app
from application.demo import DEMO_INGEST_KEY
from hygiene.bootstrap import Console

KEY = {"X-Ingest-Key": DEMO_INGEST_KEY}


def _scrape(client: TestClient[Any], **headers: str) -> dict[tuple[str, frozenset[Any]], float]:
    reply = client.get("/metrics", headers=headers)
    assert reply.status_code == 200, reply.text
    assert reply.headers["content-type"].startswith("text/plain")
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(reply.text)
        for sample in family.samples
    }


def _value(samples: dict[tuple[str, frozenset[Any]], float], name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def test_a_scrape_counts_messages_requests_and_followers(
    client: TestClient[Any], as_admin: dict[str, str], console: Console
) -> None:
    before = _scrape(client)
    now = datetime.now(UTC).isoformat()
    device = console.store.query_one("SELECT identifier FROM devices ORDER BY identifier")
    assert device is not None
    message = {"device": device["identifier"], "time": now, "seq": 9001, "readings": {"rssi": -70}}
    batch = {"messages": [message, message, {"device": "nobody", "time": now, "seq": 1}]}
    assert client.post("/api/ingest/readings", headers=KEY, json=batch).status_code == 200
    for _ in range(3):
        assert client.get("/api/devices", headers=as_admin).status_code == 200
    console.settle(timeout=30)

    after = _scrape(client)
    for status, count in (("accepted", 1), ("duplicate", 1), ("rejected", 1)):
        name = "hygiene_sensor_messages_total"
        grew = _value(after, name, source="http", status=status) - _value(
            before, name, source="http", status=status
        )
        assert grew == count, status
    listed = [
        value
        for (name, labels), value in after.items()
        if name == "hygiene_requests_total" and ("path", "/api/devices") in labels
    ]
    assert sum(listed) >= 3
    assert any(
        name == "hygiene_request_duration_seconds_bucket" and ("path", "/api/devices") in labels
        for name, labels in after
    )
    for follower in ("organisation", "accounts", "devices", "issues", "readings", "rules"):
        assert any(
            name == "hygiene_follower_lag_events" and ("follower", follower) in labels
            for name, labels in after
        ), follower
    assert _value(after, "hygiene_dead_letters") >= 1


@pytest.fixture
def guarded(console: Console) -> Iterator[TestClient[Any]]:
    settings = replace(console.settings, metrics_token="scrape-secret")
    console.settings = settings
    with TestClient(create_app(console)) as test_client:
        yield test_client


def test_a_metrics_token_keeps_other_scrapers_out(guarded: TestClient[Any]) -> None:
    assert guarded.get("/metrics").status_code == 401
    assert guarded.get("/metrics", headers={"Authorization": "Bearer wrong"}).status_code == 401
    _scrape(guarded, Authorization="Bearer scrape-secret")


def test_health_lists_each_follower_with_its_lag_and_any_rebuild(client: TestClient[Any]) -> None:
    health = client.get("/api/health").json()
    assert health["status"] == "ok" and health["rebuilds"] == []
    names = {f["name"] for f in health["followers"]}
    assert {"organisation", "issues", "rules"} <= names
    for follower in health["followers"]:
        assert follower["lag"] >= 0 and follower["lagSeconds"] >= 0
