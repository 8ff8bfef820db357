"""Read-table storage on SQLite (embedded) or PostgreSQL.

SQL is written once with `?` placeholders; the PostgreSQL store rewrites them. A projection's
table changes and its tracking position are written in one transaction, so every event is
applied exactly once, even across restarts. The connections themselves are the storage
adapters' (`storage.sqlite`, `storage.postgres`).
"""

from __future__ import annotations

import itertools
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any, Protocol

from storage.postgres import PostgresTables
from storage.sqlite import SqliteConnection, SqliteTables

Row = dict[str, Any]
Statement = tuple[str, Sequence[Any]]

TRACKING_TABLE = "projection_tracking"
#: The log of the sensors' readings: its batches write only the tables fed by it.
SENSOR_LOG = "readings"
TRACKING_DDL = (
    "CREATE TABLE IF NOT EXISTS projection_tracking ("
    " projection TEXT NOT NULL, application TEXT NOT NULL, position BIGINT NOT NULL,"
    " changed BIGINT NOT NULL DEFAULT 0, PRIMARY KEY (projection, application))"
)


class Writer(Protocol):
    def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    def upsert_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """`executemany` of an `INSERT … ON CONFLICT …` whose rows never share a key."""
        ...

    def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any: ...

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...


class Tables(Protocol):
    """The connections a store reads and writes its tables through (`storage`)."""

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    def transaction(self) -> AbstractContextManager[Writer]: ...

    def close(self) -> None: ...


class ReadStore(ABC):
    """The read tables. `version` moves on with every committed write (this process's at
    once, another process's once `refresh_version` has seen its tracking move): an answer
    read at one version holds until the version moves. `settled_version` moves with every
    write but a batch of the sensors' log (`SENSOR_LOG`), which comes every few moments:
    an answer that reads none of the tables those batches write holds across them."""

    def __init__(self) -> None:
        self._versions = itertools.count(1)
        self._version = 0
        self._settled = 0
        self._tracked: dict[tuple[str, str], tuple[int, int]] = {}
        self._tracking_ready = False

    @property
    def version(self) -> int:
        return self._version

    @property
    def settled_version(self) -> int:
        return self._settled

    def moved(self, *, sensors: bool = False) -> None:
        """Called after a write commits; `sensors`: a batch of the sensors' log only."""
        self._version = next(self._versions)
        if not sensors:
            self._settled = self._version

    def refresh_version(self) -> int:
        """Looks for commits by other processes: every projection's tracking position, and
        where it last wrote more than a batch of the sensors' log (`changed`)."""
        rows = self.query(
            "SELECT projection, application, position, changed FROM projection_tracking"
        )
        seen = {(r["projection"], r["application"]): (r["position"], r["changed"]) for r in rows}
        if seen != self._tracked:
            quiet = _changes(seen) == _changes(self._tracked)
            self._tracked = seen
            self.moved(sensors=quiet)
        return self._version

    dialect: str
    #: Case-insensitive LIKE operator of the dialect.
    ilike: str

    _tables: Tables

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._tables.query(sql, params)

    @contextmanager
    def transaction(self, *, sensors: bool = False) -> Iterator[Writer]:
        """A write transaction; `sensors`: it applies a batch of the sensors' log only."""
        with self._tables.transaction() as writer:
            yield writer
        self.moved(sensors=sensors)

    @contextmanager
    def ledger_transaction(self) -> Iterator[Writer]:
        """A write to a table no answer reads (the API's ledger of idempotent writes): the
        version, and with it every kept answer, stays."""
        with self._tables.transaction() as writer:
            yield writer

    def close(self) -> None:
        self._tables.close()

    def ping(self) -> None:
        """A trivial query: raises when the storage does not answer."""
        self.query("SELECT 1")

    @abstractmethod
    def reconnect(self) -> None:
        """After an outage: drops the connections it broke."""

    def query_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = self.query(sql, params)
        return rows[0] if rows else None

    def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = self.query_one(sql, params)
        return None if row is None else next(iter(row.values()))

    def create_tables(self, statements: Sequence[str]) -> None:
        with self.transaction() as tx:
            tx.execute(TRACKING_DDL)
            for statement in statements:
                tx.execute(statement)
        if not self._tracking_ready:
            # Stores made before the tracking said where each projection last changed.
            self.ensure_column(TRACKING_TABLE, "changed", "BIGINT NOT NULL DEFAULT 0")
            self._tracking_ready = True

    def ensure_column(self, table: str, column: str, sql_type: str) -> None:
        """Adds a column that a newer version of a read table has, where it is missing."""
        if self.dialect == "sqlite":
            names = {row["name"] for row in self.query(f"PRAGMA table_info({table})")}
        else:
            names = {
                row["column_name"]
                for row in self.query(
                    "SELECT column_name FROM information_schema.columns"
                    " WHERE table_schema = current_schema() AND table_name = ?",
                    (table,),
                )
            }
        if column not in names:
            with self.transaction() as tx:
                tx.execute(f"ALTER TABLE {table} ADD COLUMN {column} {sql_type}")

    def position(self, projection: str, application: str) -> int:
        value = self.scalar(
            "SELECT position FROM projection_tracking WHERE projection = ? AND application = ?",
            (projection, application),
        )
        return int(value or 0)

    def claim(self, tx: Writer, projection: str, application: str) -> int:
        """Locks the projection for this transaction and answers its position.

        Several projector processes may follow the same store; the lock makes them take
        turns, so no batch is applied twice.
        """
        value = tx.scalar(
            "SELECT position FROM projection_tracking WHERE projection = ? AND application = ?",
            (projection, application),
        )
        return int(value or 0)

    @staticmethod
    def track(
        tx: Writer, projection: str, application: str, position: int, *, changed: bool = True
    ) -> None:
        """Commits how far a projection has read a log; `changed`: this batch wrote what
        settled answers read (not only a batch of the sensors' log, not nothing), which
        other processes see in the `changed` column."""
        on_conflict = "position = excluded.position" + (
            ", changed = excluded.changed" if changed else ""
        )
        tx.execute(
            "INSERT INTO projection_tracking (projection, application, position, changed)"
            " VALUES (?, ?, ?, ?)"
            f" ON CONFLICT (projection, application) DO UPDATE SET {on_conflict}",
            (projection, application, position, position if changed else 0),
        )


def _changes(tracked: dict[tuple[str, str], tuple[int, int]]) -> dict[tuple[str, str], int]:
    """Where each projection last changed what settled answers read (a row that never did,
    such as one a quiet batch made, says nothing)."""
    return {key: changed for key, (_, changed) in tracked.items() if changed}


class SqliteReadStore(ReadStore):
    dialect = "sqlite"
    ilike = "LIKE"

    def __init__(self, path: Path | str) -> None:
        super().__init__()
        self.path = str(path)
        self._tables: SqliteTables = SqliteTables(self.path)

    def reconnect(self) -> None:
        """Nothing to drop: a file's connections do not break when a server goes."""

    @contextmanager
    def attached(self, path: str, alias: str) -> Iterator[tuple[SqliteConnection, Writer]]:
        """A write transaction that can also read the database file at `path` as `alias`."""
        with self._tables.attached(path, alias) as (conn, writer):
            yield conn, writer
        self.moved()


class PostgresReadStore(ReadStore):
    dialect = "postgresql"
    ilike = "ILIKE"

    def __init__(self, url: str, schema: str = "public", pool_size: int = 4) -> None:
        super().__init__()
        self.url, self.schema = url, schema
        self._tables: PostgresTables = PostgresTables(url, schema, pool_size)

    def ping(self) -> None:
        self._tables.ping()

    def reconnect(self) -> None:
        self._tables.reconnect()

    def claim(self, tx: Writer, projection: str, application: str) -> int:
        # SQLite's BEGIN IMMEDIATE already serialises writers; PostgreSQL needs a lock.
        # The schema is part of the key: a copy being rebuilt beside the live tables has its own.
        key = f"{self.schema}/{projection}/{application}"
        tx.execute("SELECT pg_advisory_xact_lock(hashtext(?))", (key,))
        return super().claim(tx, projection, application)
