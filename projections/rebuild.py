"""Rebuilding a projection beside the live one, and swapping it in in one transaction.

The API keeps answering from the live tables while a fresh copy is built from the event
store in a store of its own (a schema on PostgreSQL, a file on SQLite). Once it has caught
up, the live projection is locked, the copy catches up with the last events, and its
tables replace the live ones in one transaction: a reader sees the old tables or the new,
never an empty or half-built one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from projections.projectors.projection import Projection
from projections.store import (
    TRACKING_TABLE,
    PostgresReadStore,
    ReadStore,
    SqliteReadStore,
    Writer,
)
from storage.sqlite import read_only_rows

CatchUp = Callable[[], int]


@dataclass(frozen=True)
class RebuildInProgress:
    """A copy being built beside the live tables, by this process or another."""

    projection: str
    positions: dict[str, int]  # upstream log -> how far the copy has read


def in_progress(live: ReadStore) -> list[RebuildInProgress]:
    """The rebuilds under way now, found by the stores they build in."""
    select = f"SELECT application, position FROM {TRACKING_TABLE} WHERE projection = ?"
    found: list[RebuildInProgress] = []
    if isinstance(live, PostgresReadStore):
        prefix = f"{live.schema}__rebuild_"
        schemas = live.query(
            "SELECT nspname FROM pg_namespace WHERE starts_with(nspname, ?) ORDER BY nspname",
            (prefix,),
        )
        for row in schemas:
            name = row["nspname"][len(prefix) :]
            try:
                rows = live.query(
                    select.replace(TRACKING_TABLE, f'"{row["nspname"]}".{TRACKING_TABLE}'), (name,)
                )
            except Exception:  # just created or being dropped: nothing to report yet
                rows = []
            found.append(RebuildInProgress(name, {r["application"]: r["position"] for r in rows}))
    elif isinstance(live, SqliteReadStore):
        stem = Path(live.path).stem
        for path in sorted(Path(live.path).parent.glob(f"{stem}.rebuild-*.sqlite")):
            name = path.stem.removeprefix(f"{stem}.rebuild-")
            # Read-only: never make again a file the rebuild has just removed.
            pairs = read_only_rows(path, select, (name,))
            found.append(RebuildInProgress(name, dict(pairs)))
    return found


@contextmanager
def beside(live: ReadStore, name: str) -> Iterator[ReadStore]:
    """An empty store of the same kind for a fresh copy of projection `name`; removed after."""
    if isinstance(live, PostgresReadStore):
        schema = f"{live.schema}__rebuild_{name}"
        _postgres_schema(live, schema, create=True)
        shadow: ReadStore = PostgresReadStore(live.url, schema, pool_size=2)
        try:
            yield shadow
        finally:
            shadow.close()
            _postgres_schema(live, schema, create=False)
        return
    if isinstance(live, SqliteReadStore):
        path = Path(live.path).with_name(f"{Path(live.path).stem}.rebuild-{name}.sqlite")
        _remove(path)
        shadow = SqliteReadStore(path)
        try:
            yield shadow
        finally:
            shadow.close()
            _remove(path)
        return
    raise TypeError(f"cannot rebuild beside a {type(live).__name__}")


def swap_in(live: ReadStore, copy: Projection, catch_up: CatchUp) -> int:
    """Locks the live projection, lets `catch_up` bring the copy to the end of the log, and
    puts the copy's tables and tracking positions in place of the live ones; answers how
    many events that last catch-up applied."""
    if isinstance(live, PostgresReadStore):
        return _swap_postgres(live, copy, catch_up)
    if isinstance(live, SqliteReadStore):
        return _swap_sqlite(live, copy, catch_up)
    raise TypeError(f"cannot swap into a {type(live).__name__}")


def _swap_postgres(live: PostgresReadStore, copy: Projection, catch_up: CatchUp) -> int:
    assert isinstance(copy.store, PostgresReadStore)
    shadow = copy.store.schema
    with live.transaction() as tx:
        for upstream in copy.upstream:
            live.claim(tx, copy.name, upstream)  # the live followers wait from here on
        done = catch_up()
        for table in copy.owned:
            readers = _readers(tx, live.schema, table)
            tx.execute(f'DROP TABLE IF EXISTS "{live.schema}".{table}')
            tx.execute(f'ALTER TABLE "{shadow}".{table} SET SCHEMA "{live.schema}"')
            for reader in readers:  # an analyst's role keeps reading the new table
                tx.execute(f'GRANT SELECT ON "{live.schema}".{table} TO "{reader}"')
        _copy_tracking(tx, copy)
    return done


def _swap_sqlite(live: SqliteReadStore, copy: Projection, catch_up: CatchUp) -> int:
    assert isinstance(copy.store, SqliteReadStore)
    with live.attached(copy.store.path, "fresh") as (conn, tx):
        done = catch_up()
        for table in copy.owned:
            statements = conn.execute(
                "SELECT type, sql FROM fresh.sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL"
                " ORDER BY type = 'index'",
                (table,),
            ).fetchall()
            conn.execute(f"DROP TABLE IF EXISTS main.{table}")
            for kind, sql in statements:
                conn.execute(sql)  # unqualified: created in main
                if kind == "table":
                    conn.execute(f"INSERT INTO main.{table} SELECT * FROM fresh.{table}")
        _copy_tracking(tx, copy)
    return done


def _readers(tx: Writer, schema: str, table: str) -> list[str]:
    rows = tx.query(
        "SELECT DISTINCT grantee FROM information_schema.role_table_grants"
        " WHERE table_schema = ? AND table_name = ? AND privilege_type = 'SELECT'"
        " AND grantee <> current_user",
        (schema, table),
    )
    return [row["grantee"] for row in rows]


def _copy_tracking(tx: Writer, copy: Projection) -> None:
    tx.execute("DELETE FROM projection_tracking WHERE projection = ?", (copy.name,))
    for upstream in copy.upstream:
        copy.store.track(tx, copy.name, upstream, copy.position(upstream))


def _postgres_schema(live: PostgresReadStore, schema: str, *, create: bool) -> None:
    with live.transaction() as tx:
        tx.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        if create:
            tx.execute(f'CREATE SCHEMA "{schema}"')


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
