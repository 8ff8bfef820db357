"""Read-table storage on SQLite (embedded) or PostgreSQL.

SQL is written once with `?` placeholders; the PostgreSQL store rewrites them. A projection's
table changes and its tracking position are written in one transaction, so every event is
applied exactly once, even across restarts.
"""

from __future__ import annotations

import itertools
import re
import sqlite3
import threading
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

Row = dict[str, Any]
Statement = tuple[str, Sequence[Any]]

#: How long a connection may take to open, and a call may wait for a pooled one: past
#: that the storage counts as away, and the call says so (503) instead of hanging.
CONNECT_SECONDS = 3
#: TCP keepalives find a connection whose server is gone without a word.
KEEPALIVES: dict[str, Any] = {
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 2,
}

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

    @abstractmethod
    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    @abstractmethod
    @contextmanager
    def transaction(self, *, sensors: bool = False) -> Iterator[Writer]:
        """A write transaction; `sensors`: it applies a batch of the sensors' log only."""

    @abstractmethod
    def close(self) -> None: ...

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


class _SqliteWriter:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._connection.execute(sql, tuple(params))

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._connection.executemany(sql, [tuple(r) for r in rows])

    def upsert_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self.executemany(sql, rows)

    def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = self._connection.execute(sql, tuple(params)).fetchone()
        return None if row is None else row[0]

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return [dict(row) for row in self._connection.execute(sql, tuple(params)).fetchall()]


class SqliteReadStore(ReadStore):
    dialect = "sqlite"
    ilike = "LIKE"

    def __init__(self, path: Path | str) -> None:
        super().__init__()
        self.path = str(path)
        self._local = threading.local()
        self._write_lock = threading.Lock()
        self._connections: list[sqlite3.Connection] = []
        self._connections_lock = threading.Lock()
        with self._connect() as conn:
            conn.execute("PRAGMA journal_mode=WAL")

    def _connect(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "connection", None)
        if conn is None:
            conn = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=30
            )
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA foreign_keys=OFF")
            conn.execute("PRAGMA synchronous=NORMAL")
            self._local.connection = conn
            with self._connections_lock:
                self._connections.append(conn)
        return conn

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        cursor = self._connect().execute(sql, tuple(params))
        return [dict(row) for row in cursor.fetchall()]

    @contextmanager
    def transaction(self, *, sensors: bool = False) -> Iterator[Writer]:
        conn = self._connect()
        with self._write_lock:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield _SqliteWriter(conn)
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        self.moved(sensors=sensors)

    def reconnect(self) -> None:
        """Nothing to drop: a file's connections do not break when a server goes."""

    @contextmanager
    def attached(self, path: str, alias: str) -> Iterator[tuple[sqlite3.Connection, Writer]]:
        """A write transaction that can also read the database file at `path` as `alias`."""
        conn = self._connect()
        with self._write_lock:
            conn.execute("ATTACH DATABASE ? AS " + alias, (path,))
            try:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    yield conn, _SqliteWriter(conn)
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
                conn.execute("COMMIT")
            finally:
                conn.execute("DETACH DATABASE " + alias)
        self.moved()

    def close(self) -> None:
        with self._connections_lock:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
        self._local = threading.local()


#: `INSERT INTO t (…) VALUES (?, …)`, then an `ON CONFLICT …` or nothing: rows that can go
#: in by COPY.
_INSERT_VALUES = re.compile(
    r"^\s*INSERT\s+INTO\s+(\w+)\s*\(([^()]*)\)\s*VALUES\s*\([?,\s]*\)\s*(ON\s+CONFLICT\b.*)?$",
    re.I | re.S,
)


def _to_pyformat(sql: str) -> str:
    return sql.replace("%", "%%").replace("?", "%s")


class _PostgresWriter:
    def __init__(self, cursor: Any) -> None:
        self._cursor = cursor

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._cursor.execute(_to_pyformat(sql), tuple(params))

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        insert = _INSERT_VALUES.match(sql)
        if insert is None or insert.group(3) or len(rows) < 2:
            # psycopg pipelines executemany: one parsed statement, one round trip.
            self._cursor.executemany(_to_pyformat(sql), [tuple(r) for r in rows])
            return
        # A plain insert of many rows: COPY them in, which the server takes as one stream
        # instead of a statement per row (the same rows, the same checks on each).
        self._copy(insert.group(1), insert.group(2), rows)

    def upsert_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        insert = _INSERT_VALUES.match(sql)
        if insert is None or not insert.group(3) or len(rows) < 2:
            self.executemany(sql, rows)
            return
        # The rows COPYed into a scratch table of the target's columns, then one
        # INSERT … SELECT with the statement's own ON CONFLICT: set-based, not per row.
        # (Rows sharing a key would make it fail, hence only for rows that never do.)
        table, columns, conflict = insert.groups()
        scratch = f"incoming_{table}"
        self._cursor.execute(
            f"CREATE TEMP TABLE IF NOT EXISTS {scratch} ON COMMIT DELETE ROWS"
            f" AS SELECT {columns} FROM {table} WITH NO DATA"
        )
        self._copy(scratch, columns, rows)
        self._cursor.execute(
            f"INSERT INTO {table} ({columns}) SELECT {columns} FROM {scratch} {conflict}"
        )
        self._cursor.execute(f"DELETE FROM {scratch}")

    def _copy(self, table: str, columns: str, rows: Sequence[Sequence[Any]]) -> None:
        with self._cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)

    def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        self._cursor.execute(_to_pyformat(sql), tuple(params))
        row = self._cursor.fetchone()
        return None if row is None else next(iter(row.values()))

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        self._cursor.execute(_to_pyformat(sql), tuple(params))
        return list(self._cursor.fetchall())


class PostgresReadStore(ReadStore):
    dialect = "postgresql"
    ilike = "ILIKE"

    def __init__(self, url: str, schema: str = "public", pool_size: int = 4) -> None:
        from psycopg.rows import dict_row
        from psycopg_pool import ConnectionPool

        super().__init__()
        self.url, self.schema = url, schema

        def configure(conn: Any) -> None:
            conn.execute(f'SET search_path TO "{schema}"')
            conn.commit()

        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=pool_size,
            open=True,
            kwargs={
                "row_factory": dict_row,
                "autocommit": False,
                "connect_timeout": CONNECT_SECONDS,
                **KEEPALIVES,
            },
            configure=configure,
            timeout=CONNECT_SECONDS,
        )

    def ping(self) -> None:
        with self._pool.connection(timeout=CONNECT_SECONDS) as conn:
            conn.execute("SELECT 1")

    def reconnect(self) -> None:
        self._pool.check()

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with self._pool.connection() as conn, conn.cursor() as cursor:
            cursor.execute(_to_pyformat(sql), tuple(params))
            rows = cursor.fetchall() if cursor.description else []
            return [dict(row) for row in rows]

    @contextmanager
    def transaction(self, *, sensors: bool = False) -> Iterator[Writer]:
        with self._pool.connection() as conn, conn.transaction(), conn.cursor() as cursor:
            yield _PostgresWriter(cursor)
        self.moved(sensors=sensors)

    def claim(self, tx: Writer, projection: str, application: str) -> int:
        # SQLite's BEGIN IMMEDIATE already serialises writers; PostgreSQL needs a lock.
        # The schema is part of the key: a copy being rebuilt beside the live tables has its own.
        key = f"{self.schema}/{projection}/{application}"
        tx.execute("SELECT pg_advisory_xact_lock(hashtext(?))", (key,))
        return super().claim(tx, projection, application)

    def close(self) -> None:
        self._pool.close()
