"""Tables beside the read tables that no answer reads (the idempotency ledger, the sign-in
throttles, the visitor feedback limit): made once per process on first use, and swept of
what has expired at most once a minute per process."""

from __future__ import annotations

import threading
from collections.abc import Sequence

from projections.store import ReadStore

#: Expired rows are swept at most this often per process.
SWEEP_SECONDS = 60.0


class SideTable:
    def __init__(self, store: ReadStore, ddl: Sequence[str]) -> None:
        self.store = store
        self._ddl = ddl
        self._lock = threading.Lock()
        self._ready = False
        self._swept_at = 0.0

    def ensure(self) -> None:
        """Makes the table on first use (each statement is IF NOT EXISTS)."""
        if self._ready:
            return
        with self._lock, self.store.ledger_transaction() as tx:
            for statement in self._ddl:
                tx.execute(statement)
        self._ready = True

    def sweep_due(self, now: float) -> bool:
        """Whether this process should sweep now; claims the sweep when it should."""
        with self._lock:
            if now - self._swept_at < SWEEP_SECONDS:
                return False
            self._swept_at = now
            return True
