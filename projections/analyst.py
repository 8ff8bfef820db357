"""A read-only PostgreSQL role for analysts: SELECT on the read tables and nothing else.

The event store (the applications' events, snapshots and tracking tables) stays closed:
it holds password hashes and every past state. A rebuild swaps in new tables; it carries
their SELECT grants over (`projections.rebuild`).
"""

from __future__ import annotations

from collections.abc import Iterable

import psycopg
from psycopg import sql

from projections.store import TRACKING_TABLE, PostgresReadStore


def grant_analyst(
    store: PostgresReadStore, role: str, tables: Iterable[str], password: str | None
) -> list[str]:
    """Creates (or updates) `role` with LOGIN, grants it SELECT on `tables` and the
    tracking table, and answers the tables granted. Running it again is harmless."""
    granted = sorted({*tables, TRACKING_TABLE})
    name, schema = sql.Identifier(role), sql.Identifier(store.schema)
    with psycopg.connect(store.url, autocommit=False) as conn:
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
        verb = "ALTER" if exists else "CREATE"
        conn.execute(
            sql.SQL(verb + " ROLE {} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD {}").format(
                name, sql.Literal(password)
            )
        )
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(schema, name))
        for table in granted:
            conn.execute(
                sql.SQL("GRANT SELECT ON {}.{} TO {}").format(schema, sql.Identifier(table), name)
            )
    return granted
