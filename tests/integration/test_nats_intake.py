"""The JetStream worker: messages are stored once, even when the worker is killed mid-batch."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import msgspec
import nats
import pytest

from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.nats_worker import DURABLE
from tests.sensors import register_landlord, register_sensor

ROOT = Path(__file__).resolve().parents[2]


def _with_sensors(settings: Settings, count: int) -> tuple[Console, list[str]]:
    """A console (its followers run by the test) with `count` unplaced sensors, applied;
    answers their identifiers too."""
    console = build_console(settings, follow=False)
    landlord = register_landlord(console)
    identifiers = [f"id:6:{n + 1:012X}" for n in range(count)]
    for identifier in identifiers:
        register_sensor(console, landlord, identifier)
    console.followers.run_once()
    return console, identifiers


@pytest.fixture
def jetstream(nats_url: str) -> Iterator[tuple[str, str]]:
    """A stream and a subject prefix of the test's own; the stream is deleted afterwards."""
    stream = f"T{uuid.uuid4().hex[:10].upper()}"
    yield stream, f"t{uuid.uuid4().hex[:8]}"
    asyncio.run(_delete_stream(nats_url, stream))


def _worker(settings: Settings, url: str, stream: str, prefix: str) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "HYGIENE_DATA_DIR": str(settings.data_dir),
        "HYGIENE_NATS_URL": url,
        "HYGIENE_NATS_STREAM": stream,
        "HYGIENE_NATS_SUBJECT_PREFIX": prefix,
        "HYGIENE_SECRET_KEY": "test-secret-key-0123456789abcdef",
        "HYGIENE_LOG_LEVEL": "warning",
    }
    if settings.database_url:
        env["HYGIENE_DATABASE_URL"] = settings.database_url
        env["HYGIENE_DATABASE_SCHEMA"] = settings.database_schema
    command = [str(ROOT / ".venv" / "bin" / "hygiene"), "ingest", "--batch", "200"]
    return subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL)  # noqa: S603


async def _publish(url: str, stream: str, prefix: str, messages: list[dict[str, object]]) -> None:
    from ingest.nats_worker import ensure_stream

    connection = await nats.connect(url)
    js = connection.jetstream()
    await ensure_stream(js, stream, prefix)
    for message in messages:
        await js.publish(f"{prefix}.readings.{message['device']}", msgspec.json.encode(message))
    await connection.close()


async def _delete_stream(url: str, stream: str) -> None:
    connection = await nats.connect(url)
    try:
        await connection.jetstream().delete_stream(stream)
    finally:
        await connection.close()


def _all_acknowledged(url: str, stream: str) -> bool:
    """The worker's consumer has nothing left to deliver and nothing awaiting its ack."""

    async def ask() -> bool:
        connection = await nats.connect(url)
        try:
            info = await connection.jetstream().consumer_info(stream, DURABLE)
        finally:
            await connection.close()
        return not info.num_pending and not info.num_ack_pending

    return asyncio.run(ask())


def _wait_for(predicate, timeout: float) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


def test_killing_the_worker_mid_batch_loses_and_doubles_nothing(
    settings: Settings, nats_url: str, jetstream: tuple[str, str]
) -> None:
    console, identifiers = _with_sensors(settings, 20)
    stream, prefix = jetstream
    now = datetime.now(UTC).isoformat()
    total = 4000
    messages = [
        {"device": identifiers[n % 20], "time": now, "seq": n, "readings": {"range": 50.0}}
        for n in range(total)
    ]
    # Half of them twice: a gateway that resends must not double anything either.
    messages += messages[: total // 2]
    asyncio.run(_publish(nats_url, stream, prefix, messages))

    def stored() -> int:
        # Counted, not read off the last notification id: PostgreSQL's sequence leaves
        # gaps where a duplicate was refused.
        rows = console.readings.recorder.select_notifications(start=1, limit=10 * total)
        return len(rows)

    worker = _worker(settings, nats_url, stream, prefix)
    try:
        assert _wait_for(lambda: stored() >= 600, 60), "the worker stored nothing"
        worker.send_signal(signal.SIGKILL)
        worker.wait(10)
        assert stored() < total, "the worker finished before it could be killed"
        worker = _worker(settings, nats_url, stream, prefix)
        assert _wait_for(lambda: stored() >= total, 90), f"only {stored()} of {total} stored"
        # Each message is acknowledged only once its batch is committed: with none pending
        # and none unacknowledged (what the killed worker held comes again after ack_wait),
        # nothing doubled can land any more.
        assert _wait_for(lambda: _all_acknowledged(nats_url, stream), 90), "left unacknowledged"
        assert stored() == total
        events = console.readings.recorder.select_notifications(start=1, limit=total + 10)
        keys = {(n.originator_id, n.originator_version) for n in events}
        assert len(keys) == len(events) == total
    finally:
        worker.send_signal(signal.SIGTERM)
        try:
            worker.wait(15)
        except subprocess.TimeoutExpired:
            worker.kill()
        console.close()


@pytest.mark.skipif(sys.platform != "linux", reason="signals as on the servers")
def test_nats_readings_raise_issues_and_bad_ones_go_to_the_dead_letters(
    settings: Settings, nats_url: str, jetstream: tuple[str, str]
) -> None:
    console, identifiers = _with_sensors(settings, 1)
    stream, prefix = jetstream

    async def publish_raw() -> None:
        from ingest.nats_worker import ensure_stream

        connection = await nats.connect(nats_url)
        js = connection.jetstream()
        await ensure_stream(js, stream, prefix)
        await js.publish(f"{prefix}.readings.x", b"{definitely not json")
        await js.publish(
            f"{prefix}.readings.x",
            msgspec.json.encode(
                {
                    "device": "id:6:000000000009",
                    "time": "2026-01-01T00:00:00Z",
                    "seq": 1,
                    "readings": {},
                }
            ),
        )
        good = {
            "device": identifiers[0],
            "time": datetime.now(UTC).isoformat(),
            "seq": 5,
            "readings": {"range": 119},  # the roll is all but empty
        }
        await js.publish(f"{prefix}.readings.x", msgspec.json.encode(good))
        await connection.close()

    asyncio.run(publish_raw())
    worker = _worker(settings, nats_url, stream, prefix)
    try:
        assert _wait_for(lambda: (console.readings.recorder.max_notification_id() or 0) >= 3, 60)
        console.followers.run_once()
        reasons = [r["reason"] for r in console.store.query("SELECT reason FROM dead_letters")]
        assert len(reasons) == 2
        assert any("Malformed JSON" in r for r in reasons)
        assert any("Unknown device" in r for r in reasons)
        assert worker.poll() is None, "a bad message must not stop the worker"
        # The good one went on to raise its issue, as a reading over HTTP would.
        types = [r["issue_type"] for r in console.store.query("SELECT issue_type FROM issues")]
        assert types == ["paper-level-low"]
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.wait(15)
        console.close()
