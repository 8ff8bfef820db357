"""Fixtures of the fault suite: a PostgreSQL cluster and a nats-server of its own, a copy of
the demo estate per test, and the console's processes, always stopped and reaped.

The machine's shared PostgreSQL and NATS are never touched: the faults are done to these.
When a test fails, the log of every process it started (and of the two services) is
attached to its report.
"""

from __future__ import annotations

import os
import pwd
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import IN_CI
from tests.faults.estate import copy_of_template, seed_template
from tests.faults.nats_server import ThrowawayNats
from tests.faults.postgres import BIN, ThrowawayPostgres
from tests.faults.processes import Processes, Services

LOG_TAIL = 120


def _missing() -> str | None:
    if not (BIN / "initdb").exists():
        return f"PostgreSQL 15 is not installed ({BIN})"
    if shutil.which("nats-server") is None:
        return "nats-server is not on PATH"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root needs the postgres OS user to run the cluster"
    return None


def _require_tools() -> None:
    problem = _missing()
    if problem is not None:
        if IN_CI:
            pytest.fail(f"the fault suite needs it under CI: {problem}")
        pytest.skip(problem)


@pytest.fixture(scope="session")
def postgres_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ThrowawayPostgres]:
    _require_tools()
    cluster = ThrowawayPostgres()
    try:
        cluster.start()
        seed_template(cluster, tmp_path_factory.mktemp("seed"))
        yield cluster
    finally:
        cluster.close()


@pytest.fixture(scope="session")
def nats_server() -> Iterator[ThrowawayNats]:
    _require_tools()
    server = ThrowawayNats()
    try:
        server.start()
        yield server
    finally:
        server.close()


@pytest.fixture
def postgres(postgres_cluster: ThrowawayPostgres) -> Iterator[ThrowawayPostgres]:
    """The cluster, running; left running for the next test whatever this one did."""
    postgres_cluster.ensure_running()
    yield postgres_cluster
    postgres_cluster.ensure_running()


@pytest.fixture
def nats(nats_server: ThrowawayNats) -> Iterator[ThrowawayNats]:
    nats_server.ensure_running()
    yield nats_server
    nats_server.ensure_running()


@pytest.fixture
def services(
    postgres: ThrowawayPostgres, nats: ThrowawayNats, tmp_path: Path
) -> Iterator[Services]:
    """A database of its own with the demo estate, and a stream of its own."""
    name = f"faults_{uuid.uuid4().hex[:10]}"
    tag = uuid.uuid4().hex[:8]
    yield Services(
        database_url=copy_of_template(postgres, name),
        nats_url=nats.url,
        data_dir=tmp_path / "var",
        stream=f"FAULTS_{tag.upper()}",
        prefix=f"faults{tag}",
    )
    postgres.ensure_running()
    postgres.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture
def processes(services: Services, tmp_path: Path) -> Iterator[Processes]:
    """Starts the console's processes; all of them are stopped and reaped afterwards."""
    started = Processes(services, tmp_path)
    try:
        yield started
    finally:
        started.stop_all()


def _tail(path: Path) -> str:
    if not path.exists():
        return "(no log)"
    lines = path.read_text(errors="replace").splitlines()
    return "\n".join(lines[-LOG_TAIL:])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()  # type: ignore[attr-defined]
    if not report.failed:
        return
    funcargs = getattr(item, "funcargs", {})
    started: Processes | None = funcargs.get("processes")
    if started is not None:
        for process in started.started:
            report.sections.append((f"log of hygiene {process.name}", _tail(process.log)))
    cluster: ThrowawayPostgres | None = funcargs.get("postgres")
    if cluster is not None:
        report.sections.append(("log of the throwaway PostgreSQL", _tail(cluster.log)))
    server: ThrowawayNats | None = funcargs.get("nats")
    if server is not None:
        report.sections.append(("log of the throwaway nats-server", _tail(server.log)))
