"""`hygiene analyst-role NAME`: analysts SELECT the read tables and nothing else."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import errors, sql

from demo.estate import seed_demo
from hygiene.bootstrap import build_console
from hygiene.cli import main
from hygiene.settings import Settings
from tests.consoles import postgres_settings


@pytest.fixture
def pg_settings(postgres_url: str, tmp_path: Path) -> Iterator[Settings]:
    with postgres_settings(tmp_path / "var", postgres_url) as settings:
        yield settings


@pytest.fixture
def analyst(postgres_url: str) -> Iterator[str]:
    role = f"analyst_{uuid.uuid4().hex[:8]}"
    yield role
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
            conn.execute(sql.SQL("DROP OWNED BY {}").format(sql.Identifier(role)))
            conn.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(role)))


def _as(role: str, url: str, schema: str) -> psycopg.Connection:
    conn = psycopg.connect(url, user=role, autocommit=True)
    conn.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(schema)))
    return conn


def test_an_analyst_reads_the_read_tables_and_nothing_else(
    pg_settings: Settings, analyst: str, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    console = build_console(pg_settings, follow=False)
    seed_demo(console.organisation, console.accounts)
    console.followers.run_once()
    console.close()
    monkeypatch.setenv("HYGIENE_DATABASE_URL", postgres_url)
    monkeypatch.setenv("HYGIENE_DATABASE_SCHEMA", pg_settings.database_schema)
    monkeypatch.setenv("HYGIENE_DATA_DIR", str(pg_settings.data_dir))
    monkeypatch.setenv("HYGIENE_SECRET_KEY", pg_settings.secret_key)
    monkeypatch.delenv("HYGIENE_ANALYST_PASSWORD", raising=False)
    monkeypatch.setattr("sys.stdin", open("/dev/null"))  # noqa: SIM115 - no prompt in tests

    assert main(["analyst-role", analyst]) == 0

    schema = pg_settings.database_schema
    with _as(analyst, postgres_url, schema) as conn:
        companies = conn.execute("SELECT name FROM companies").fetchall()
        assert len(companies) >= 2
        assert conn.execute("SELECT COUNT(*) FROM issues").fetchone() is not None
        assert conn.execute("SELECT COUNT(*) FROM projection_tracking").fetchone()[0] > 0
        event_tables = [
            row[0]
            for row in conn.execute(
                "SELECT table_name FROM information_schema.tables"
                " WHERE table_schema = %s AND table_name LIKE %s",
                (schema, "%events"),
            )
        ]
        assert event_tables == [], "the analyst cannot even see the event tables"
        for statement in (
            "SELECT * FROM accounts_events",
            "SELECT * FROM organisation_events",
            "INSERT INTO companies (id, name) VALUES ('x', 'x')",
            "UPDATE companies SET name = 'x'",
            "DELETE FROM issues",
            "CREATE TABLE mine (x int)",
        ):
            with pytest.raises(errors.InsufficientPrivilege):
                conn.execute(statement)

    # A rebuild swaps in new tables; the analyst still reads them.
    monkeypatch.setattr("sys.stderr", open("/dev/null", "w"))  # noqa: SIM115 - the bar
    assert main(["projections", "rebuild", "organisation"]) == 0
    with _as(analyst, postgres_url, schema) as conn:
        assert len(conn.execute("SELECT name FROM companies").fetchall()) == len(companies)
