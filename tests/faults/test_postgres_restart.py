"""PostgreSQL stopped (`pg_ctl stop -m immediate`) under load, then started again: every call
answers within 5 s, 503 + Retry-After while it is down; the API heals by itself; `hygiene
ingest` and `hygiene project` ride it out and catch up; no accepted reading is lost, and the
read tables are what a rebuild makes."""

from __future__ import annotations

from pathlib import Path

import pytest

from hygiene.bootstrap import build_console
from tests.faults.estate import (
    ADMIN,
    INGEST_KEY,
    against_a_rebuild,
    device_identifiers,
    readings_once,
    registered_companies,
    settings_of,
)
from tests.faults.load import Answers, HttpLoad, HttpReadings, sign_in
from tests.faults.nats_load import NatsReadings, wait_settled_consumer
from tests.faults.outage import HEAL_SECONDS, healing, judge, outage, seconds
from tests.faults.postgres import ThrowawayPostgres
from tests.faults.processes import Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults

#: How long PostgreSQL stays down.
DOWN_SECONDS = 10.0


def test_postgres_restarted_under_load_loses_nothing_and_everything_heals(
    services: Services, processes: Processes, postgres: ThrowawayPostgres, tmp_path: Path
) -> None:
    url = services.database_url
    devices = device_identifiers(url)
    serve = processes.serve("--no-projector")
    project = processes.project()
    ingest = processes.ingest()
    serve.wait_http(60)
    project.wait_for_log("followers.start", 60)
    ingest.wait_for_log("ingest.start", 60)
    token = sign_in(serve.base_url, ADMIN)
    answers = Answers()
    load = HttpLoad(serve.base_url, token, answers=answers)
    over_http = HttpReadings(serve.base_url, INGEST_KEY, devices, answers=answers)
    over_nats = NatsReadings(
        services.nats_url, services.stream, services.prefix, devices, first_seq=10_000_000
    )
    try:
        wait_until(
            lambda: (
                len(over_http.sent.stored()) >= 200
                and len(over_nats.published()) >= 200
                and load.companies.created()
            ),
            60,
            "the load under way",
        )
        stopped_at, started_at, _ = outage(postgres.stop_immediately, postgres.start, DOWN_SECONDS)
        heal, _ = healing(serve.base_url, token, answers)
    finally:
        load.stop()
        over_http.stop()
        over_nats.stop()

    running = {p.name: p.running() for p in (ingest, project)}
    accepted = over_http.sent.stored() | over_nats.published()
    # The worker stores what JetStream kept meanwhile; the projector follows all of it.
    stored_in = wait_settled_consumer(services.nats_url, services.stream, 90)
    console = build_console(settings_of(url, tmp_path / "reader"), follow=False)
    try:
        _, caught_up = wait_until(
            lambda: all(s.lag == 0 for s in console.followers.status()),
            90,
            "the projector catching up",
            poll=0.2,
        )
        # What the projector wrote through the outage is what a rebuild writes.
        live, rebuilt, differing = against_a_rebuild(console)
    finally:
        console.close()
    verdict = judge(answers.all(), stopped_at, started_at)
    stored, once = readings_once(url, accepted)
    registered = registered_companies(url)
    refused_yet_stored = [
        name
        for name, status in load.companies.answered.items()
        if status != 201 and registered[name]
    ]
    figures = (
        f"PostgreSQL down {started_at - stopped_at:.1f} s; {verdict.figures()}; healed "
        f"{seconds(heal)} after it started; ingest and project running: {running}; the consumer "
        f"settled in {stored_in:.1f} s and the followers caught up in {caught_up:.1f} s "
        f"after the load stopped; {stored}; companies stored though not answered 201: "
        f"{len(refused_yet_stored)}, registered twice: "
        f"{sum(1 for n in registered.values() if n > 1)}; {len(live)} read tables, "
        f"differing from a rebuild: {differing or 'none'}"
    )
    print(figures)
    assert verdict.kept, figures
    assert heal is not None, f"not healed within {HEAL_SECONDS:.0f} s: {figures}"
    assert all(running.values()), figures
    assert once, figures
    assert all(n == 1 for n in registered.values()), figures
    assert live.keys() == rebuilt.keys() and not differing, figures
