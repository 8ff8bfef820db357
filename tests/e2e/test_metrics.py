"""`/metrics` scraped as Prometheus would, and the followers' details of `/api/health`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest
from litestar.testing import TestClient
from prometheus_client.parser import text_string_to_metric_families

from api.app import create_app
from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console

KEY = {"X-Ingest-Key": DEMO_INGEST_KEY}
SCRAPER = {"Authorization": "Bearer scrape-secret"}


def _scrape(client: TestClient[Any], **headers: str) -> dict[tuple[str, frozenset[Any]], float]:
    reply = client.get("/metrics", headers=headers)
    assert reply.status_code == 200, reply.text
    # Whole and once: prometheus_client's plain format, with one charset (not two).
    assert reply.headers.get_list("content-type") == ["text/plain; version=0.0.4; charset=utf-8"]
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(reply.text)
        for sample in family.samples
    }


def _value(samples: dict[tuple[str, frozenset[Any]], float], name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


@pytest.fixture
def guarded(client: TestClient[Any], console: Console) -> Iterator[TestClient[Any]]:
    """The demo console served again with a metrics token set."""
    console.settings = replace(console.settings, metrics_token="scrape-secret")
    with TestClient(create_app(console)) as test_client:
        yield test_client


def test_a_scrape_counts_messages_requests_and_followers(
    guarded: TestClient[Any], as_admin: dict[str, str], console: Console
) -> None:
    client = guarded
    before = _scrape(client, **SCRAPER)
    now = datetime.now(UTC).isoformat()
    device = console.store.query_one("SELECT identifier FROM devices ORDER BY identifier")
    assert device is not None
    message = {"device": device["identifier"], "time": now, "seq": 9001, "readings": {"rssi": -70}}
    batch = {"messages": [message, message, {"device": "nobody", "time": now, "seq": 1}]}
    assert client.post("/api/ingest/readings", headers=KEY, json=batch).status_code == 200
    for _ in range(3):
        assert client.get("/api/devices", headers=as_admin).status_code == 200
    console.settle(timeout=30)

    after = _scrape(client, **SCRAPER)
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
    assert _value(after, "hygiene_storage_up") == 1


def test_metrics_are_off_until_a_token_is_set(client: TestClient[Any]) -> None:
    assert client.get("/metrics").status_code == 404
    assert client.get("/metrics", headers={"Authorization": "Bearer anything"}).status_code == 404


def test_a_metrics_token_keeps_other_scrapers_out(guarded: TestClient[Any]) -> None:
    assert guarded.get("/metrics").status_code == 401
    assert guarded.get("/metrics", headers={"Authorization": "Bearer wrong"}).status_code == 401
    # The token alone, or under another scheme, is not the bearer token.
    assert guarded.get("/metrics", headers={"Authorization": "scrape-secret"}).status_code == 401
    basic = {"Authorization": "Basic scrape-secret"}
    assert guarded.get("/metrics", headers=basic).status_code == 401
    _scrape(guarded, **SCRAPER)


def test_health_details_list_each_follower_for_admins_and_the_scraper_only(
    guarded: TestClient[Any], as_admin: dict[str, str], as_cc_manager: dict[str, str]
) -> None:
    for headers in (as_admin, SCRAPER):
        health = guarded.get("/api/health/details", headers=headers).json()
        assert health["status"] == "ok" and health["rebuilds"] == []
        names = {f["name"] for f in health["followers"]}
        assert {"organisation", "issues", "rules"} <= names
        for follower in health["followers"]:
            assert follower["lag"] >= 0 and follower["lagSeconds"] >= 0
    assert guarded.get("/api/health/details").status_code == 401
    assert guarded.get("/api/health/details", headers=as_cc_manager).status_code == 403
    wrong = {"Authorization": "Bearer wrong"}
    assert guarded.get("/api/health/details", headers=wrong).status_code == 401
