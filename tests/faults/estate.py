"""The demo estate the fault tests start from, and what they read back from the store.

The estate is seeded once into a template database of the throwaway cluster; each test
gets a copy (`CREATE DATABASE … TEMPLATE`), so no test pays for seeding or sees another's
writes. What a test checks afterwards it reads from the event store itself, not through
the processes under test.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql

from demo.estate import DEMO_INGEST_KEY, seed_demo, seed_demo_sensors
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from projections.store import PostgresReadStore
from tests.faults.postgres import ThrowawayPostgres
from tests.faults.processes import SECRET_KEY

TEMPLATE = "demo_estate"
INGEST_KEY = DEMO_INGEST_KEY
ADMIN = ("admin@example.com", "demo-password")
RECORDED = "domain.reading:Reading.Recorded"
COMPANY_REGISTERED = "domain.company:Company.Registered"


def settings_of(url: str, data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, database_url=url, secret_key=SECRET_KEY)


def seed_template(postgres: ThrowawayPostgres, data_dir: Path) -> None:
    """The demo estate (companies, buildings, accounts, devices, the demo ingest key)
    without its history of readings, in the template database."""
    postgres.execute(f"CREATE DATABASE {TEMPLATE}")
    console = build_console(settings_of(postgres.url(TEMPLATE), data_dir), follow=False)
    try:
        seed_demo(console.organisation, console.accounts)
        seed_demo_sensors(console.organisation, console.devices, console.readings)
        console.followers.run_once()
    finally:
        console.close()


def copy_of_template(postgres: ThrowawayPostgres, name: str) -> str:
    """A fresh database holding the seeded estate; answers its URL.

    Copied file by file, with the checkpoint that strategy takes: a copy logged block by
    block (PostgreSQL 15's default) carries the template's sequences with values their
    write-ahead log already claimed, for the template, so the copy's first values are
    never logged, and a crash (`pg_ctl stop -m immediate`) hands them out again."""
    postgres.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE} STRATEGY FILE_COPY")
    return postgres.url(name)


@contextmanager
def connection(url: str) -> Iterator[psycopg.Connection[Any]]:
    with psycopg.connect(url, autocommit=True, connect_timeout=5) as conn:
        yield conn


def device_identifiers(url: str) -> list[str]:
    """The identifiers of the estate's registered devices, in order."""
    with connection(url) as conn:
        rows = conn.execute("SELECT identifier FROM devices ORDER BY identifier").fetchall()
    return [row[0] for row in rows]


def _states(url: str, table: str, topic: str) -> Iterator[dict[str, Any]]:
    with connection(url) as conn:
        rows = conn.execute(
            sql.SQL("SELECT state FROM {} WHERE topic = %s").format(sql.Identifier(table)),
            (topic,),
        ).fetchall()
    for (state,) in rows:
        yield json.loads(bytes(state))


def stored_readings(url: str) -> Counter[tuple[str, int]]:
    """How many times each (device identifier, seq) is in the readings log."""
    return Counter(
        (s["identifier"], int(s["seq"])) for s in _states(url, "readings_events", RECORDED)
    )


def registered_companies(url: str) -> Counter[str]:
    """How many times each company name was registered in the organisation log."""
    return Counter(s["name"] for s in _states(url, "organisation_events", COMPANY_REGISTERED))


def listed_companies(url: str) -> Counter[str]:
    """How many rows of each company name the read table `companies` holds."""
    with connection(url) as conn:
        rows = conn.execute("SELECT name FROM companies").fetchall()
    return Counter(row[0] for row in rows)


# Read tables against a rebuild ----------------------------------------------------------


def table_rows(store: PostgresReadStore, table: str) -> list[tuple[Any, ...]]:
    """Every row of a read table, as tuples of its columns in name order, sorted."""
    rows = store.query(f"SELECT * FROM {table}")
    return sorted((tuple(row[c] for c in sorted(row)) for row in rows), key=repr)


def rebuilt_tables(console: Console, schema: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every read table as a rebuild from the event store makes it: fresh copies of the
    projections, in a schema of their own, caught up from the start of every log."""
    url = console.settings.database_url
    assert url is not None
    with connection(url) as conn:
        conn.execute(sql.SQL("CREATE SCHEMA {}").format(sql.Identifier(schema)))
    fresh = PostgresReadStore(url, schema)
    try:
        from application.following import Runner

        copies = [type(projection)(fresh) for projection in console.projections]
        for copy in copies:
            copy.create_tables()
        Runner(list(console.followers.logs.values()), copies).catch_up(copies)
        return {table: table_rows(fresh, table) for copy in copies for table in copy.owned}
    finally:
        fresh.close()


def live_tables(console: Console) -> dict[str, list[tuple[Any, ...]]]:
    store = console.store
    assert isinstance(store, PostgresReadStore)
    return {
        table: table_rows(store, table)
        for projection in console.projections
        for table in projection.owned
    }


def against_a_rebuild(
    console: Console,
) -> tuple[dict[str, list[tuple[Any, ...]]], dict[str, list[tuple[Any, ...]]], list[str]]:
    """The live read tables, those a rebuild makes, and the tables that differ; the live
    tables held still while compared."""
    live = live_tables(console)
    rebuilt = rebuilt_tables(console, "rebuilt")
    assert live_tables(console) == live, "the read tables changed while compared"
    return live, rebuilt, sorted(table for table in live if live[table] != rebuilt.get(table))


def count_readings(url: str) -> int:
    """How many readings the log holds (a count, cheap enough to poll)."""
    with connection(url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM readings_events WHERE topic = %s", (RECORDED,)
        ).fetchone()
    return int(row[0]) if row else 0


def readings_once(url: str, answered: set[tuple[str, int]]) -> tuple[str, bool]:
    """Whether every reading the console acknowledged is in the log exactly once, and
    nothing is there twice; with the figures, for the assertion and the report."""
    stored = stored_readings(url)
    missing = answered - stored.keys()
    doubled = [key for key, n in stored.items() if n > 1]
    figures = (
        f"{len(answered)} readings acknowledged, {len(stored)} in the log, "
        f"{len(missing)} missing, {len(doubled)} stored twice"
    )
    return figures, not missing and not doubled


def readings_followed(url: str) -> bool:
    """Whether the read tables' projection of the readings has followed the whole log."""
    with connection(url) as conn:
        row = conn.execute(
            "SELECT (SELECT coalesce(max(notification_id), 0) FROM readings_events),"
            " (SELECT coalesce(max(position), 0) FROM projection_tracking"
            "  WHERE projection = 'readings' AND application = 'readings')"
        ).fetchone()
    return row is not None and row[0] > 0 and row[1] >= row[0]


def wait_for_a_write(url: str, timeout: float) -> float:
    """Waits until another connection to the database is inside a transaction (a batch
    being stored); answers the seconds. Polled over one connection, so it is seen within
    a millisecond or so."""
    from tests.faults.waiting import wait_until

    with connection(url) as conn:

        def writing() -> bool:
            row = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                " AND pid <> pg_backend_pid() AND xact_start IS NOT NULL AND state <> 'idle'"
            ).fetchone()
            return row is not None and row[0] > 0

        return wait_until(writing, timeout, "a batch being stored", poll=0.001)[1]
