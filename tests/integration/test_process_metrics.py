"""`/metrics` of `hygiene ingest` and `hygiene project`, on their own port: started as the
command line starts them, scraped over HTTP as Prometheus would."""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime

import httpx
import msgspec
import nats
from prometheus_client.parser import text_string_to_metric_families

from hygiene.bootstrap import Console, build_console
from hygiene.metrics_server import MetricsServer, serve_metrics
from hygiene.settings import Settings
from ingest.nats_worker import ensure_stream, run
from tests.integration.test_nats_intake import _delete_stream
from tests.sensors import register_landlord, register_sensor

TOKEN = "scrape-secret"
SCRAPER = {"Authorization": f"Bearer {TOKEN}"}
#: What prometheus_client answers a plain scrape with, whole: one charset, not two.
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def _scrape(server: MetricsServer, **headers: str) -> Samples:
    reply = httpx.get(f"http://127.0.0.1:{server.port}/metrics", headers=headers, timeout=10)
    assert reply.status_code == 200, reply.text
    assert reply.headers.get_list("content-type") == [CONTENT_TYPE]
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(reply.text)
        for sample in family.samples
    }


def _value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def _until(found: Callable[[], Samples], holds: Callable[[Samples], bool]) -> Samples:
    """Scrapes until `holds`, polling; the last scrape."""
    deadline = time.monotonic() + 30
    while True:
        samples = found()
        if holds(samples) or time.monotonic() > deadline:
            return samples
        time.sleep(0.05)


@contextmanager
def _served(
    settings: Settings, console: Console | None = None, token: str | None = TOKEN
) -> Iterator[MetricsServer]:
    """The metrics server as `ingest` (no console) or `project` (its followers) start it,
    on a free port of this host."""
    own = replace(settings, metrics_port=0, metrics_token=token)
    server = serve_metrics(own, console.followers if console else None, host="127.0.0.1")
    assert server is not None
    try:
        yield server
    finally:
        server.close()


@contextmanager
def _ingesting(console: Console, url: str, stream: str, prefix: str) -> Iterator[None]:
    """`ingest.nats_worker.run`, as `hygiene ingest` runs it, in a thread of its own."""
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()
    work = run(console.intake, url, stop, stream=stream, prefix=prefix)
    thread = threading.Thread(target=loop.run_until_complete, args=(work,), daemon=True)
    thread.start()
    try:
        yield
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(timeout=15)
        assert not thread.is_alive(), "the worker did not stop"
        loop.close()


async def _publish(url: str, stream: str, prefix: str, bodies: list[bytes]) -> None:
    connection = await nats.connect(url)
    try:
        js = connection.jetstream()
        await ensure_stream(js, stream, prefix)
        for body in bodies:
            await js.publish(f"{prefix}.readings.x", body)
    finally:
        await connection.close()


def test_ingest_metrics_keep_other_scrapers_out_and_answer_the_plain_format(
    settings: Settings,
) -> None:
    with _served(settings) as server:
        base = f"http://127.0.0.1:{server.port}"
        # The token alone, or under another scheme, is not the bearer token.
        for authorization in ("", "Bearer wrong", TOKEN, f"Basic {TOKEN}"):
            headers = {"Authorization": authorization} if authorization else {}
            assert httpx.get(f"{base}/metrics", headers=headers).status_code == 401
        assert httpx.get(f"{base}/other", headers=SCRAPER).status_code == 404
        assert httpx.post(f"{base}/metrics", headers=SCRAPER).status_code == 405
        reply = httpx.get(f"{base}/metrics", headers=SCRAPER)
    assert reply.headers.get_list("content-type") == [CONTENT_TYPE]
    families = {family.name: family for family in text_string_to_metric_families(reply.text)}
    # Defined in every process, so the code that moves them finds them exported.
    assert {"hygiene_deliveries", "hygiene_live_connections"} <= families.keys()
    assert [s.value for s in families["hygiene_live_connections"].samples] == [0]
    assert "hygiene_sensor_messages" in families


def test_ingest_metrics_count_the_messages_taken_in_from_nats(
    settings: Settings, nats_url: str
) -> None:
    console = build_console(settings, follow=False)
    landlord = register_landlord(console)
    register_sensor(console, landlord, "id:6:00000000A001")
    console.followers.run_once()
    stream = f"T{uuid.uuid4().hex[:10].upper()}"
    prefix = f"t{uuid.uuid4().hex[:8]}"
    good = {
        "device": "id:6:00000000A001",
        "time": datetime.now(UTC).isoformat(),
        "seq": 7,
        "readings": {"range": 50.0},
    }
    bodies = [msgspec.json.encode(good), msgspec.json.encode(good), b"{not json"]
    name = "hygiene_sensor_messages_total"
    try:
        with _served(settings) as server, _ingesting(console, nats_url, stream, prefix):
            # The worker shows its outcomes at 0 before the first message.
            before = _until(
                lambda: _scrape(server, **SCRAPER),
                lambda s: (name, frozenset({("source", "nats"), ("status", "accepted")})) in s,
            )
            asyncio.run(_publish(nats_url, stream, prefix, bodies))

            def grew(samples: Samples, status: str) -> float:
                now = _value(samples, name, source="nats", status=status)
                return now - _value(before, name, source="nats", status=status)

            after = _until(
                lambda: _scrape(server, **SCRAPER),
                lambda s: (
                    sum(grew(s, status) for status in ("accepted", "duplicate", "rejected")) >= 3
                ),
            )
        assert {s: grew(after, s) for s in ("accepted", "duplicate", "rejected")} == {
            "accepted": 1,
            "duplicate": 1,
            "rejected": 1,
        }
    finally:
        console.close()
        asyncio.run(_delete_stream(nats_url, stream))


def _lag(samples: Samples, follower: str, upstream: str) -> float:
    return _value(samples, "hygiene_follower_lag_events", follower=follower, upstream=upstream)


def test_project_metrics_show_a_follower_fall_behind_and_catch_up(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    try:
        console.followers.run_once()
        # No token set: the port answers any scraper, as the operator chose.
        with _served(settings, console, token=None) as server:
            caught_up = _scrape(server)
            assert _value(caught_up, "hygiene_storage_up") == 1
            assert _lag(caught_up, "organisation", "organisation") == 0
            register_landlord(console)
            behind = _scrape(server)
            assert _lag(behind, "organisation", "organisation") >= 1
            waited = {"follower": "organisation", "upstream": "organisation"}
            assert ("hygiene_follower_lag_seconds", frozenset(waited.items())) in behind
            console.followers.run_once()
            again = _scrape(server)
        assert _lag(again, "organisation", "organisation") == 0
        position = "hygiene_follower_position"
        assert _value(again, position, **waited) > _value(caught_up, position, **waited)
        assert _value(again, "hygiene_follower_failures", **waited) == 0
    finally:
        console.close()
