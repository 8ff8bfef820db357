"""Fixtures: every storage test runs on SQLite and on the machine's real PostgreSQL."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from argon2 import PasswordHasher

import application.passwords as passwords
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings

POSTGRES_URL = os.environ.get(
    "HYGIENE_TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test"
)
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(autouse=True, scope="session")
def _fast_password_hashing() -> Iterator[None]:
    """Still Argon2id, with the cost turned down so hundreds of accounts are quick."""
    original = passwords._hasher
    passwords._hasher = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
    yield
    passwords._hasher = original


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


def _drop_schema(url: str, schema: str) -> None:
    import psycopg
    from psycopg import sql

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))


@pytest.fixture(params=["sqlite", "postgres"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Settings]:
    if request.param == "sqlite":
        yield Settings(data_dir=tmp_path / "var", secret_key="test-secret-key-0123456789abcdef")
        return
    url = request.getfixturevalue("postgres_url")
    schema = f"test_{uuid.uuid4().hex[:12]}"
    yield Settings(
        data_dir=tmp_path / "var",
        database_url=url,
        database_schema=schema,
        secret_key="test-secret-key-0123456789abcdef",
    )
    _drop_schema(url, schema)


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
