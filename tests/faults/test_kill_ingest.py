"""kill -9 of `hygiene ingest` in the middle of a backlog while readings keep arriving on
JetStream, then a restart: every reading JetStream acknowledged is stored exactly once."""

from __future__ import annotations

import pytest

from tests.faults.estate import (
    count_readings,
    device_identifiers,
    readings_once,
    wait_for_a_write,
)
from tests.faults.nats_load import NatsReadings, publish_backlog, wait_settled_consumer
from tests.faults.processes import ConsoleProcess, Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults

BACKLOG = 4000
BATCH = 200


def _kill_mid_batch(ingest: ConsoleProcess, url: str) -> None:
    """kill -9 while the worker's transaction is open: it has fetched a batch and not yet
    committed it, nor (rightly) acknowledged it."""
    wait_for_a_write(url, 30)
    ingest.kill()


def test_ingest_killed_mid_batch_stores_every_published_reading_once(
    services: Services, processes: Processes
) -> None:
    url = services.database_url
    devices = device_identifiers(url)
    backlog = publish_backlog(
        services.nats_url, services.stream, services.prefix, devices, BACKLOG, first_seq=1
    )
    publisher = NatsReadings(
        services.nats_url, services.stream, services.prefix, devices, first_seq=BACKLOG + 1
    )
    try:
        ingest = processes.ingest("--batch", str(BATCH))
        wait_until(lambda: ingest.logged("ingest.batch") >= 3, 60, "the worker storing batches")
        _kill_mid_batch(ingest, url)
        at_kill = count_readings(url)
        assert at_kill < BACKLOG, f"the worker took all {at_kill} before it could be killed"
        ingest.start()
        wait_until(lambda: count_readings(url) >= BACKLOG + 500, 60, "the restarted worker storing")
    finally:
        publisher.stop()
    published = backlog | publisher.published()
    # Messages the killed worker had fetched come back once their ack wait is over.
    settled = wait_settled_consumer(services.nats_url, services.stream, 90)
    figures, once = readings_once(url, published)
    figures += (
        f"; killed with {at_kill} stored, in a batch of {BATCH}, "
        f"{publisher.sent.failures} publish retries, "
        f"consumer settled {settled:.1f} s after the publisher stopped"
    )
    print(figures)
    assert once, figures
    assert ingest.running(), "the worker keeps running"
