"""The event store's pooled PostgreSQL connections (the eventsourcing library's own pool):
bounded in their waits, and checked after an outage."""

from __future__ import annotations

from typing import Any

from psycopg_pool import ConnectionPool

from storage.postgres import CONNECT_SECONDS, KEEPALIVES


def event_store_pool(recorder: Any) -> ConnectionPool[Any] | None:
    """The pool under an application's recorder; None on SQLite."""
    pool = getattr(getattr(recorder, "datastore", None), "pool", None)
    return pool if isinstance(pool, ConnectionPool) else None


def bound_pool(recorder: Any) -> None:
    """The pool's new connections open within `CONNECT_SECONDS` (psycopg would wait 130 s
    by default) and notice a server gone without a word (keepalives)."""
    pool = event_store_pool(recorder)
    if pool is not None and isinstance(pool.kwargs, dict):
        pool.kwargs.update(connect_timeout=CONNECT_SECONDS, **KEEPALIVES)


def check_pool(recorder: Any) -> None:
    """After an outage: drops the pooled connections it broke."""
    pool = event_store_pool(recorder)
    if pool is not None:
        pool.check()
