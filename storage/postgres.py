"""PostgreSQL: how connections are bounded, and the read tables' pooled connections.

The read tables' SQL is written once with `?` placeholders; it is rewritten here for
psycopg. Connections open within `CONNECT_SECONDS` and notice a server gone without a word
(keepalives), so a call says the storage is away instead of hanging.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import sql
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

Row = dict[str, Any]

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


def ping(url: str) -> None:
    """A trivial query on a fresh connection: raises when the server does not answer."""
    with psycopg.connect(url, connect_timeout=CONNECT_SECONDS, **KEEPALIVES) as conn:
        conn.execute("SELECT 1")


def create_schema(url: str, schema: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(schema)))


def grant_select(
    url: str, schema: str, role: str, tables: Sequence[str], password: str | None
) -> None:
    """Creates (or updates) `role` with LOGIN and grants it SELECT on `tables` of `schema`,
    in one transaction."""
    name, where = sql.Identifier(role), sql.Identifier(schema)
    with psycopg.connect(url, autocommit=False) as conn:
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
        verb = "ALTER" if exists else "CREATE"
        conn.execute(
            sql.SQL(verb + " ROLE {} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD {}").format(
                name, sql.Literal(password)
            )
        )
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(where, name))
        for table in tables:
            conn.execute(
                sql.SQL("GRANT SELECT ON {}.{} TO {}").format(where, sql.Identifier(table), name)
            )


class PostgresTables:
    """The read tables' pool of connections, each on the search path of `schema`."""

    def __init__(self, url: str, schema: str, pool_size: int) -> None:
        def configure(conn: Any) -> None:
            conn.execute(f'SET search_path TO "{schema}"')
            conn.commit()

        self._pool: ConnectionPool[Any] = ConnectionPool(
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
    def transaction(self) -> Iterator[PostgresWriter]:
        with self._pool.connection() as conn, conn.transaction(), conn.cursor() as cursor:
            yield PostgresWriter(cursor)

    def close(self) -> None:
        self._pool.close()


#: `INSERT INTO t (…) VALUES (?, …)`, then an `ON CONFLICT …` or nothing: rows that can go
#: in by COPY.
_INSERT_VALUES = re.compile(
    r"^\s*INSERT\s+INTO\s+(\w+)\s*\(([^()]*)\)\s*VALUES\s*\([?,\s]*\)\s*(ON\s+CONFLICT\b.*)?$",
    re.I | re.S,
)


def _to_pyformat(sql: str) -> str:
    return sql.replace("%", "%%").replace("?", "%s")


class PostgresWriter:
    """A read-table transaction's statements, on its cursor."""

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

    def _copy(self, table: str, columns: str, rows: Iterable[Sequence[Any]]) -> None:
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
