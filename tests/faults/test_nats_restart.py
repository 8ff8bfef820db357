"""NATS killed and started again while readings are published: `hygiene ingest` reconnects by
itself, never exits, and stores every reading JetStream acknowledged exactly once."""

from __future__ import annotations

import time
from collections import Counter

import pytest

from tests.faults.estate import count_readings, device_identifiers, readings_once, stored_readings
from tests.faults.nats_load import NatsReadings, wait_settled_consumer
from tests.faults.nats_server import ThrowawayNats
from tests.faults.processes import Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults


def test_ingest_reconnects_after_nats_restarts_and_loses_nothing(
    services: Services, processes: Processes, nats: ThrowawayNats
) -> None:
    url = services.database_url
    ingest = processes.ingest()
    ingest.wait_for_log("ingest.start", 60)
    publisher = NatsReadings(
        services.nats_url, services.stream, services.prefix, device_identifiers(url)
    )
    try:
        wait_until(lambda: count_readings(url) >= 500, 60, "the worker storing readings")
        nats.kill()
        killed = time.monotonic()
        failures = publisher.sent.failures
        # Down long enough for the worker's fetches and the publisher's sends to fail.
        wait_until(lambda: publisher.sent.failures >= failures + 2, 30, "publishing failing")
        assert ingest.running(), "the worker exited when NATS went away"
        nats.start()
        down = time.monotonic() - killed
        at_restart = count_readings(url)
        _, resumed = wait_until(
            lambda: count_readings(url) > at_restart, 60, "the worker storing again"
        )
        acked = len(publisher.published())
        wait_until(lambda: len(publisher.published()) >= acked + 500, 60, "publishing again")
    finally:
        publisher.stop()
    published = publisher.published()
    wait_until(
        lambda: published <= stored_readings(url).keys(), 90, "every acknowledged reading stored"
    )
    settled = wait_settled_consumer(services.nats_url, services.stream, 60)
    figures, once = readings_once(url, published)
    logged = Counter(str(entry.get("event")) for entry in ingest.events())
    figures += (
        f"; NATS down {down:.1f} s, the worker stored again {resumed:.1f} s after it came "
        f"back; {publisher.sent.failures} failed publish bursts; consumer settled in "
        f"{settled:.1f} s; the worker logged {dict(logged)}"
    )
    print(figures)
    assert once, figures
    assert ingest.running(), f"the worker exited ({ingest.exit_code()}); {figures}"
