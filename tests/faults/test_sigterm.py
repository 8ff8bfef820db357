"""SIGTERM: `hygiene serve`, `ingest` and `project` each exit within 10 s, under load and
with NATS unreachable; `ingest` acknowledges what it stored and leaves the rest to JetStream's
redelivery, so nothing is lost once it runs again."""

from __future__ import annotations

import contextlib
import time

import pytest

from tests.faults.estate import (
    ADMIN,
    INGEST_KEY,
    count_readings,
    device_identifiers,
    readings_once,
)
from tests.faults.load import HttpLoad, HttpReadings, sign_in
from tests.faults.nats_load import (
    NatsReadings,
    consumer_backlog,
    publish_backlog,
    wait_settled_consumer,
)
from tests.faults.nats_server import ThrowawayNats
from tests.faults.processes import ConsoleProcess, Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults

#: From SIGTERM to the exit, at most: what an orchestrator grants before SIGKILL.
EXIT_SECONDS = 10.0
BACKLOG = 4000
BATCH = 200


def _start(processes: Processes) -> tuple[ConsoleProcess, ConsoleProcess, ConsoleProcess]:
    serve = processes.serve()
    project = processes.project()
    ingest = processes.ingest("--batch", str(BATCH))
    serve.wait_http(60)
    project.wait_for_log("followers.start", 60)
    ingest.wait_for_log("ingest.start", 60)
    return serve, project, ingest


def _terminate(started: tuple[ConsoleProcess, ...]) -> dict[str, float | None]:
    """SIGTERM to each at once; the seconds each took to exit (None: not within the bound)."""
    sent = {process: process.terminate() for process in started}
    exits: dict[str, float] = {}

    def all_exited() -> bool:
        for process, at in sent.items():
            if process.name not in exits and not process.running():
                exits[process.name] = time.monotonic() - at
        return len(exits) == len(sent)

    with contextlib.suppress(AssertionError):  # those still running are answered None
        wait_until(all_exited, EXIT_SECONDS, "every process exiting", poll=0.02)
    return {process.name: exits.get(process.name) for process in started}


def _rounded(exits: dict[str, float | None]) -> dict[str, float | None]:
    return {name: None if s is None else round(s, 1) for name, s in exits.items()}


def test_each_process_exits_within_10_s_of_sigterm_and_loses_nothing(
    services: Services, processes: Processes, nats: ThrowawayNats
) -> None:
    url = services.database_url
    devices = device_identifiers(url)
    backlog = publish_backlog(
        services.nats_url, services.stream, services.prefix, devices, BACKLOG, first_seq=1
    )
    started = _start(processes)
    serve = started[0]
    load = HttpLoad(serve.base_url, sign_in(serve.base_url, ADMIN), live=False)
    over_http = HttpReadings(serve.base_url, INGEST_KEY, devices, first_seq=10_000_000)
    over_nats = NatsReadings(
        services.nats_url, services.stream, services.prefix, devices, first_seq=BACKLOG + 1
    )
    try:
        # Under load: the worker in the middle of the backlog, the API and the projector busy.
        wait_until(
            lambda: count_readings(url) >= 600 and len(over_http.sent.stored()) >= 100,
            60,
            "the load under way",
        )
        under_load = _terminate(started)
        unacknowledged = consumer_backlog(services.nats_url, services.stream)

        # With NATS unreachable: killed, and the publisher finding it gone.
        started = _start(processes)
        nats.kill()
        failures = over_nats.sent.failures
        wait_until(lambda: over_nats.sent.failures > failures, 30, "NATS unreachable")
        without_nats = _terminate(started)
    finally:
        load.stop()
        over_http.stop()
        nats.ensure_running()
        over_nats.stop()

    # Run again, the worker stores what JetStream kept and delivers again.
    ingest = processes.ingest("--batch", str(BATCH))
    settled = wait_settled_consumer(services.nats_url, services.stream, 90)
    figures, once = readings_once(url, backlog | over_nats.published() | over_http.sent.stored())
    figures = (
        f"seconds from SIGTERM to exit under load: {_rounded(under_load)}, with NATS "
        f"unreachable: {_rounded(without_nats)} (bound {EXIT_SECONDS:.0f} s); the consumer "
        f"after the worker's exit under load (undelivered, unacknowledged): {unacknowledged}; "
        f"settled {settled:.1f} s after the worker ran again; {figures}"
    )
    print(figures)
    assert all(s is not None for s in under_load.values()), figures
    assert all(s is not None for s in without_nats.values()), figures
    # What the worker stored it acknowledged: at most the batch in hand is left over.
    assert unacknowledged is not None and unacknowledged[1] <= BATCH, figures
    assert once, figures
    assert ingest.running(), figures
