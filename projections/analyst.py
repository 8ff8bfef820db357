"""A read-only PostgreSQL role for analysts: SELECT on the read tables and nothing else.

The event store (the applications' events, snapshots and tracking tables) stays closed:
it holds password hashes and every past state. A rebuild swaps in new tables; it carries
their SELECT grants over (`projections.rebuild`).
"""

from __future__ import annotations

from collections.abc import Iterable

from projections.store import TRACKING_TABLE, PostgresReadStore
from storage.postgres import grant_select


def grant_analyst(
    store: PostgresReadStore, role: str, tables: Iterable[str], password: str | None
) -> list[str]:
    """Creates (or updates) `role` with LOGIN, grants it SELECT on `tables` and the
    tracking table, and answers the tables granted. Running it again is harmless."""
    granted = sorted({*tables, TRACKING_TABLE})
    grant_select(store.url, store.schema, role, granted, password)
    return granted
