"""`hygiene serve`, `ingest` and `project` started while PostgreSQL (and, for ingest, NATS)
is down: they keep running, say so in one log line per try, with no traceback for an outage
that is expected, and come up by themselves once the services start."""

from __future__ import annotations

import time

import httpx
import pytest

from tests.faults.estate import INGEST_KEY, count_readings, device_identifiers, readings_followed
from tests.faults.load import reading
from tests.faults.nats_load import publish_backlog
from tests.faults.nats_server import ThrowawayNats
from tests.faults.postgres import ThrowawayPostgres
from tests.faults.processes import ConsoleProcess, Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults


def retries(process: ConsoleProcess) -> int:
    """The lines saying a service did not answer: structured warnings, one per try."""
    return sum(1 for entry in process.events() if entry.get("level") in ("warning", "error"))


def tracebacks(process: ConsoleProcess) -> list[str]:
    """Lines of a traceback, or structured lines carrying one."""
    return [
        line
        for line in process.log_lines()
        if line.startswith("Traceback") or '"exception"' in line
    ]


def test_processes_started_while_the_services_are_down_wait_and_come_up(
    services: Services,
    processes: Processes,
    postgres: ThrowawayPostgres,
    nats: ThrowawayNats,
) -> None:
    url = services.database_url
    devices = device_identifiers(url)
    postgres.stop_immediately()
    nats.kill()
    serve = processes.serve()
    ingest = processes.ingest()
    project = processes.project()
    started = (serve, ingest, project)

    def tried_twice() -> dict[str, int] | None:
        tries = {p.name: retries(p) for p in started}
        exited = {p.name: p.exit_code() for p in started if not p.running()}
        assert not exited, f"exited while PostgreSQL was down: {exited}; tries logged: {tries}"
        return tries if all(n >= 2 for n in tries.values()) else None

    waited, _ = wait_until(tried_twice, 45, "each process logging its tries")

    postgres.start()
    since = time.monotonic()
    up = {
        serve.name: serve.wait_http(60, "/api/health/ready"),
        project.name: project.wait_for_log("followers.start", 60),
    }
    # The worker now waits for NATS, and keeps running while it does.
    tries = retries(ingest)
    wait_until(lambda: retries(ingest) > tries, 30, "the worker trying NATS again")
    assert ingest.running(), f"the worker exited while NATS was down ({ingest.exit_code()})"
    nats.start()
    up[ingest.name] = ingest.wait_for_log("ingest.start", 60)

    # Each works: a reading over HTTP and one over NATS are stored, and followed.
    answer = httpx.post(
        f"{serve.base_url}/api/ingest/readings",
        json={"messages": [reading(devices[0], 1)]},
        headers={"X-Ingest-Key": INGEST_KEY},
        timeout=10,
    )
    publish_backlog(services.nats_url, services.stream, services.prefix, devices, 1, 2)
    wait_until(lambda: count_readings(url) >= 2, 60, "both readings stored")
    wait_until(lambda: readings_followed(url), 60, "the readings followed")

    traced = {p.name: tracebacks(p)[:3] for p in started if tracebacks(p)}
    figures = (
        f"tries logged while down: {waited}; up after PostgreSQL started "
        f"(ingest: after NATS): { {k: round(v, 1) for k, v in up.items()} } s; "
        f"{time.monotonic() - since:.0f} s in all; HTTP intake answered {answer.status_code}; "
        f"tracebacks: {traced or 'none'}"
    )
    print(figures)
    assert answer.status_code == 200, figures
    assert not traced, figures
