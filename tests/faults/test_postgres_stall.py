"""PostgreSQL stalled (every one of its processes SIGSTOPped) under HTTP load: every call
answers within 5 s, normally or with 503 + Retry-After and the error body; the liveness probe
answers 200 throughout; after SIGCONT the API answers normally again by itself."""

from __future__ import annotations

import pytest

from tests.faults.estate import ADMIN, INGEST_KEY, device_identifiers, readings_once
from tests.faults.load import Answers, HttpLoad, HttpReadings, sign_in
from tests.faults.outage import HEAL_SECONDS, healing, judge, outage, seconds
from tests.faults.postgres import ThrowawayPostgres
from tests.faults.processes import Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults

#: How long PostgreSQL stays stalled: longer than any bound the API keeps.
STALL_SECONDS = 12.0


def test_a_stalled_postgres_gets_bounded_answers_and_the_api_heals(
    services: Services, processes: Processes, postgres: ThrowawayPostgres
) -> None:
    serve = processes.serve()
    serve.wait_http(60)
    token = sign_in(serve.base_url, ADMIN)
    answers = Answers()
    load = HttpLoad(serve.base_url, token, answers=answers)
    readings = HttpReadings(
        serve.base_url, INGEST_KEY, device_identifiers(services.database_url), answers=answers
    )
    try:
        wait_until(
            lambda: len(readings.sent.stored()) >= 200 and load.companies.created(),
            60,
            "the load under way",
        )
        stalled_at, resumed_at, processes_stopped = outage(
            postgres.stall, postgres.resume, STALL_SECONDS
        )
        heal, healed_at = healing(serve.base_url, token, answers)
    finally:
        load.stop()
        readings.stop()

    verdict = judge(answers.all(), stalled_at, resumed_at)
    after = [a for a in answers.between(healed_at, float("inf")) if not a.normal]
    stored, once = readings_once(services.database_url, readings.sent.stored())
    figures = (
        f"PostgreSQL stalled {resumed_at - stalled_at:.1f} s ({processes_stopped} processes); "
        f"{verdict.figures()}; healed {seconds(heal)} after SIGCONT "
        f"(bound {HEAL_SECONDS:.0f} s); not normal after healing: {len(after)}; {stored}"
    )
    print(figures)
    assert verdict.kept, figures
    assert heal is not None, f"not healed within {HEAL_SECONDS:.0f} s: {figures}"
    assert not after, figures
    assert once, figures
