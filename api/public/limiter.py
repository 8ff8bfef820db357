"""How often one address may give feedback at one facility: a sliding window per address
and facility, kept beside the read tables (no answer reads it) so several API processes
count as one. Each submission is counted in a transaction of its own, the key's row
locked, so submissions arriving at once are each counted; stale keys are swept.

The address is the client's: the peer's, or the one a trusted proxy forwards
(`api/proxies.py`); a visitor's own `X-Forwarded-For` buys no more submissions."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from api.side_tables import SideTable
from projections.store import ReadStore

DDL = (
    "CREATE TABLE IF NOT EXISTS visit_windows ("
    " address TEXT NOT NULL, facility_id TEXT NOT NULL, times TEXT NOT NULL,"
    " last_at DOUBLE PRECISION NOT NULL, PRIMARY KEY (address, facility_id))",
)


class VisitLimiter:
    def __init__(
        self,
        store: ReadStore,
        limit: int = 3,
        per_seconds: float = 600.0,
        clock: Callable[[], float] = time.time,  # wall time: the processes share it
    ) -> None:
        self.store = store
        self.limit = limit
        self.per_seconds = per_seconds
        self._clock = clock
        self._table = SideTable(store, DDL)

    def take(self, address: str, facility_id: str) -> float | None:
        """Counts one submission; answers None when allowed, else the seconds until the next
        one would be."""
        self._table.ensure()
        now = self._clock()
        self._sweep(now)
        lock = " FOR UPDATE" if self.store.dialect == "postgresql" else ""
        with self.store.ledger_transaction() as tx:
            tx.execute(
                "INSERT INTO visit_windows (address, facility_id, times, last_at)"
                " VALUES (?, ?, '[]', ?) ON CONFLICT (address, facility_id) DO NOTHING",
                (address, facility_id, now),
            )
            (row,) = tx.query(
                f"SELECT times FROM visit_windows WHERE address = ? AND facility_id = ?{lock}",
                (address, facility_id),
            )
            times = [t for t in json.loads(row["times"]) if now - t < self.per_seconds]
            wait = None
            if len(times) >= self.limit:
                wait = max(1.0, self.per_seconds - (now - min(times)))
            else:
                times.append(now)
            tx.execute(
                "UPDATE visit_windows SET times = ?, last_at = ?"
                " WHERE address = ? AND facility_id = ?",
                (json.dumps(times), now, address, facility_id),
            )
        return wait

    def _sweep(self, now: float) -> None:
        if not self._table.sweep_due(now):
            return
        with self.store.ledger_transaction() as tx:
            tx.execute("DELETE FROM visit_windows WHERE last_at < ?", (now - self.per_seconds,))
