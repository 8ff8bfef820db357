"""kill -9 of `hygiene serve` while readings and commands arrive over HTTP, then a restart:
whatever the console answered as stored is stored exactly once."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.faults.estate import (
    ADMIN,
    INGEST_KEY,
    device_identifiers,
    listed_companies,
    registered_companies,
    stored_readings,
    wait_for_a_write,
)
from tests.faults.load import Answers, HttpLoad, HttpReadings, sign_in
from tests.faults.processes import Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults


def test_serve_killed_mid_work_stores_every_answered_reading_and_command_once(
    services: Services, processes: Processes
) -> None:
    url = services.database_url
    serve = processes.serve()
    serve.wait_http(60)
    token = sign_in(serve.base_url, ADMIN)
    load = HttpLoad(serve.base_url, token, readers=1, writers=2, live=False)
    readings = HttpReadings(serve.base_url, INGEST_KEY, device_identifiers(url), batch=50)
    try:
        wait_until(
            lambda: len(readings.sent.stored()) >= 1000 and len(load.companies.created()) >= 6,
            60,
            "readings and commands answered before the kill",
        )
        wait_for_a_write(url, 30)  # a batch or a command in the middle of its transaction
        serve.kill()
        killed = (len(readings.sent.stored()), len(load.companies.created()))
        restart = serve.start().wait_http(60)
        # Work goes on after the restart: a batch unanswered at the kill is sent again.
        wait_until(
            lambda: (
                len(readings.sent.stored()) >= killed[0] + 500
                and len(load.companies.created()) >= killed[1] + 3
            ),
            60,
            "readings and commands answered after the restart",
        )
    finally:
        load.stop()
        readings.stop()

    stored = stored_readings(url)
    answered = readings.sent.stored()
    missing = answered - stored.keys()
    doubled = {key: n for key, n in stored.items() if n > 1}
    registered = registered_companies(url)
    created = load.companies.created()
    writes = load.answers.all(["write"])
    figures = (
        f"readings answered stored: {len(answered)} ({dict(readings.sent.counts())}), "
        f"in the log: {len(stored)}, missing {len(missing)}, doubled {len(doubled)}; "
        f"companies created (201): {len(created)} of {len(writes)} asked "
        f"({Answers.summary(writes)}), "
        f"registered twice: {sum(1 for n in registered.values() if n > 1)}; "
        f"killed after {killed[0]} readings and {killed[1]} companies, "
        f"back up in {restart:.1f} s"
    )
    print(figures)
    assert not missing and not doubled, figures
    assert stored.keys() <= {key for key in readings.sent.outcome} | missing, figures
    assert all(registered[name] == 1 for name in created), figures
    assert all(n == 1 for n in registered.values()), figures

    # An unanswered command may or may not have been stored, but never twice; the read
    # table lists each created company once.
    def listed_once() -> Counter[str] | None:
        rows = listed_companies(url)
        return rows if all(rows[name] == 1 for name in created) else None

    listed, _ = wait_until(listed_once, 30, "the companies listed once each")
    assert listed is not None and all(n == 1 for n in listed.values()), figures
