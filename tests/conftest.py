"""Fixtures: every storage test runs on SQLite and on the machine's real PostgreSQL."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import structlog
from argon2 import PasswordHasher

import application.passwords as passwords
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.consoles import SECRET, postgres_settings

POSTGRES_URL = os.environ.get(
    "HYGIENE_TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test"
)
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


# Under CI a skipped test fails the run: what it would prove was not proved. Collected from
# every report, a skipped subtest's included.
_SKIPPED_UNDER_CI: list[str] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if IN_CI and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        _SKIPPED_UNDER_CI.append(f"{report.nodeid} ({report.when}): {reason}")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    if _SKIPPED_UNDER_CI and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _SKIPPED_UNDER_CI:
        terminalreporter.section("skipped under CI, which fails the run", sep="!", red=True)
        for line in _SKIPPED_UNDER_CI:
            terminalreporter.line(line)


@pytest.fixture(autouse=True, scope="session")
def _fast_password_hashing() -> Iterator[None]:
    """Still Argon2id, with the cost turned down so hundreds of accounts are quick."""
    original = passwords._hasher
    passwords._hasher = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
    yield
    passwords._hasher = original


@pytest.fixture(autouse=True)
def _logging_as_it_was() -> Iterator[None]:
    """A test that runs the command line (`main`) configures logging for the process, bound
    to that test's captured output: the next tests get the defaults back."""
    yield
    structlog.reset_defaults()


def _postgres_available() -> str | None:
    try:
        import psycopg

        with psycopg.connect(POSTGRES_URL, connect_timeout=3) as conn:
            conn.execute("SELECT 1")
    except Exception as error:
        return str(error)
    return None


@pytest.fixture(scope="session")
def postgres_url() -> str:
    problem = _postgres_available()
    if problem is not None:
        if IN_CI:
            pytest.fail(f"PostgreSQL is required under CI but unreachable: {problem}")
        pytest.skip(f"PostgreSQL unreachable: {problem}")
    return POSTGRES_URL


@pytest.fixture(params=["sqlite", "postgres"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Settings]:
    if request.param == "sqlite":
        yield Settings(data_dir=tmp_path / "var", secret_key=SECRET)
        return
    with postgres_settings(tmp_path / "var", request.getfixturevalue("postgres_url")) as settings:
        yield settings


@pytest.fixture
def console(settings: Settings) -> Iterator[Console]:
    console = build_console(settings)
    yield console
    console.close()
    # A follower that failed on the way would otherwise only show in the logs.
    assert console.followers.errors() == {}


NATS_URL = os.environ.get("HYGIENE_TEST_NATS_URL", "nats://127.0.0.1:4222")


@pytest.fixture(scope="session")
def nats_url() -> str:
    """The machine's NATS with JetStream; under CI its absence fails the run."""
    import asyncio

    async def probe() -> None:
        import nats

        connection = await nats.connect(NATS_URL, connect_timeout=3, max_reconnect_attempts=0)
        try:
            await connection.jetstream().account_info()
        finally:
            await connection.close()

    try:
        asyncio.run(probe())
    except Exception as error:
        if IN_CI:
            pytest.fail(f"NATS JetStream is required under CI but unreachable: {error}")
        pytest.skip(f"NATS unreachable: {error}")
    return NATS_URL
