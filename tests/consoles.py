"""Consoles of their own, on the back end a test's settings name: a new data directory and,
on PostgreSQL, a new schema dropped when the console is done with. For tests that need a
fresh estate more than once within one test (one per property example, one per module)."""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings

SECRET = "test-secret-key-0123456789abcdef"


def drop_schema(url: str, schema: str) -> None:
    import psycopg
    from psycopg import sql

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))


@contextmanager
def postgres_settings(data_dir: Path, database_url: str) -> Iterator[Settings]:
    """A new schema at the PostgreSQL `database_url`, dropped afterwards; files in `data_dir`."""
    schema = f"test_{uuid.uuid4().hex[:12]}"
    try:
        yield Settings(
            data_dir=data_dir,
            database_url=database_url,
            database_schema=schema,
            secret_key=SECRET,
        )
    finally:
        drop_schema(database_url, schema)


@contextmanager
def settings_of_their_own(base: Path, database_url: str | None = None) -> Iterator[Settings]:
    """SQLite files in a new directory under `base`, or, given a PostgreSQL url, a new schema
    there; both removed afterwards."""
    data_dir = base / f"own-{uuid.uuid4().hex[:12]}"
    try:
        if database_url:
            with postgres_settings(data_dir / "var", database_url) as settings:
                yield settings
        else:
            yield Settings(data_dir=data_dir / "var", secret_key=SECRET)
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


@contextmanager
def console_of_its_own(like: Settings, follow: bool = True) -> Iterator[Console]:
    """A new, empty console on the back end `like` uses."""
    with settings_of_their_own(like.data_dir.parent, like.database_url) as settings:
        console = build_console(settings, follow=follow)
        try:
            yield console
        finally:
            console.close()
        # A follower that failed on the way would otherwise only show in the logs.
        assert console.followers.errors() == {}
