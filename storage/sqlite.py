"""SQLite: the read tables' file, one connection a thread, one writer at a time.

The file runs in WAL mode, so readers never wait on the writer; a write transaction
begins IMMEDIATE, taking the write lock before it reads.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

Row = dict[str, Any]
#: A connection to the file, for SQL that only SQLite has (an attached database's tables).
SqliteConnection = sqlite3.Connection


class SqliteWriter:
    """A read-table transaction's statements, on its connection."""

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


class SqliteTables:
    """The read tables' file at `path`: a connection for each thread that asks."""

    def __init__(self, path: str) -> None:
        self.path = path
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
    def transaction(self) -> Iterator[SqliteWriter]:
        conn = self._connect()
        with self._write_lock:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteWriter(conn)
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    @contextmanager
    def attached(self, path: str, alias: str) -> Iterator[tuple[SqliteConnection, SqliteWriter]]:
        """A write transaction that can also read the database file at `path` as `alias`."""
        conn = self._connect()
        with self._write_lock:
            conn.execute("ATTACH DATABASE ? AS " + alias, (path,))
            try:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    yield conn, SqliteWriter(conn)
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
                conn.execute("COMMIT")
            finally:
                conn.execute("DETACH DATABASE " + alias)

    def close(self) -> None:
        with self._connections_lock:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
        self._local = threading.local()


def read_only_rows(path: Path, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """The rows of a query on the file at `path`, opened read-only (never made again if it
    has just been removed); none when it cannot be read."""
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            return list(conn.execute(sql, tuple(params)).fetchall())
    except sqlite3.Error:
        return []
