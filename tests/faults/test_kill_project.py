"""kill -9 of `hygiene project` while it follows readings and commands, then a restart: the
read tables it keeps are, row for row, what a rebuild from the event store makes."""

from __future__ import annotations

from pathlib import Path

import pytest

from hygiene.bootstrap import Console, build_console
from tests.faults.estate import (
    ADMIN,
    INGEST_KEY,
    against_a_rebuild,
    device_identifiers,
    settings_of,
    wait_for_a_write,
)
from tests.faults.load import HttpLoad, HttpReadings, sign_in
from tests.faults.processes import Processes, Services
from tests.faults.waiting import wait_until

pytestmark = pytest.mark.faults


def _position(console: Console, follower: str, upstream: str) -> int:
    return next(
        s.position
        for s in console.followers.status()
        if s.name == follower and s.upstream == upstream
    )


def _lag(console: Console) -> int:
    return sum(s.lag for s in console.followers.status())


def test_projector_killed_mid_work_leaves_read_tables_equal_to_a_rebuild(
    services: Services, processes: Processes, tmp_path: Path
) -> None:
    url = services.database_url
    serve = processes.serve("--no-projector")
    project = processes.project()
    serve.wait_http(60)
    project.wait_for_log("followers.start", 60)
    # A console of the test's own, to read positions and tables: it follows nothing.
    console = build_console(settings_of(url, tmp_path / "reader"), follow=False)
    try:
        load = HttpLoad(serve.base_url, sign_in(serve.base_url, ADMIN), readers=1, live=False)
        readings = HttpReadings(serve.base_url, INGEST_KEY, device_identifiers(url), batch=50)
        try:
            wait_until(
                lambda: _position(console, "readings", "readings") >= 1000,
                60,
                "the projector following the readings",
            )
            wait_for_a_write(url, 30)
            project.kill()
            lag_at_kill = _lag(console)
            sent = len(readings.sent.stored())
            # Work that arrives while no projector runs is followed after the restart.
            wait_until(lambda: len(readings.sent.stored()) >= sent + 500, 60, "more readings")
            project.start()
            project.wait_for_log("followers.start", 60)
            sent = len(readings.sent.stored())
            wait_until(lambda: len(readings.sent.stored()) >= sent + 500, 60, "more readings")
        finally:
            load.stop()
            readings.stop()

        _, catching_up = wait_until(
            lambda: _lag(console) == 0 and not any(s.error for s in console.followers.status()),
            90,
            "the restarted projector catching up",
            poll=0.2,
        )
        live, rebuilt, differing = against_a_rebuild(console)
    finally:
        console.close()

    rows = sum(len(r) for r in live.values())
    figures = (
        f"killed {lag_at_kill} events behind; caught up {catching_up:.1f} s after the load "
        f"stopped; {len(live)} read tables, {rows} rows, differing from a rebuild: "
        f"{differing or 'none'}; {len(readings.sent.stored())} readings, "
        f"{len(load.companies.created())} companies created"
    )
    print(figures)
    assert live.keys() == rebuilt.keys(), figures
    assert not differing, figures + "".join(
        f"\n{table}: live {len(live[table])} rows, rebuilt {len(rebuilt[table])}"
        for table in differing
    )
