"""The first answer to each idempotent write, per account and key, kept for a day.

A row is claimed before the write runs (the claim is what makes a second, simultaneous
request with the same key wait its turn: 409) and holds the answer once the write has one.
The table lives beside the read tables but no answer reads it, so writing it never moves
the read store's version.
"""

from __future__ import annotations

import base64
import enum
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from api.side_tables import SideTable
from projections.store import ReadStore, Writer

#: How long a first answer is given again (the IETF Idempotency-Key draft's usual day).
KEEP_SECONDS = 24 * 3600
#: A claim without an answer for this long belongs to a call that never finished (its
#: process died): the key may be used again. Longer than any call may take (api/outage.py).
ABANDONED_SECONDS = 120.0

DDL = (
    "CREATE TABLE IF NOT EXISTS idempotent_answers ("
    " account TEXT NOT NULL, idempotency_key TEXT NOT NULL, fingerprint TEXT NOT NULL,"
    " claimed_at DOUBLE PRECISION NOT NULL, status INTEGER, headers TEXT, body TEXT,"
    " PRIMARY KEY (account, idempotency_key))",
    "CREATE INDEX IF NOT EXISTS idempotent_answers_claimed ON idempotent_answers (claimed_at)",
)


class Outcome(enum.Enum):
    NEW = "new"  # this request runs the write
    REPLAY = "replay"  # the first answer, given again
    OTHER_BODY = "other-body"  # the key was used for another request: 422
    IN_FLIGHT = "in-flight"  # the first is still being processed: 409


@dataclass(frozen=True)
class Answer:
    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes


@dataclass(frozen=True)
class Claim:
    outcome: Outcome
    answer: Answer | None = None


class Ledger:
    def __init__(self, store: ReadStore, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self._clock = clock
        self._table = SideTable(store, DDL)

    def claim(self, account: str, key: str, fingerprint: str) -> Claim:
        self._table.ensure()
        now = self._clock()
        self._sweep(now)
        with self._store.ledger_transaction() as tx:
            _forget_stale(tx, account, key, now)
            taken = tx.query(
                "INSERT INTO idempotent_answers (account, idempotency_key, fingerprint,"
                " claimed_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (account, idempotency_key) DO NOTHING RETURNING account",
                (account, key, fingerprint, now),
            )
            if taken:
                return Claim(Outcome.NEW)
            rows = tx.query(
                "SELECT fingerprint, status, headers, body FROM idempotent_answers"
                " WHERE account = ? AND idempotency_key = ?",
                (account, key),
            )
        if not rows:  # swept between the two statements: a key never seen
            return self.claim(account, key, fingerprint)
        row = rows[0]
        if row["fingerprint"] != fingerprint:
            return Claim(Outcome.OTHER_BODY)
        if row["status"] is None:
            return Claim(Outcome.IN_FLIGHT)
        headers = [
            (n.encode("latin-1"), v.encode("latin-1")) for n, v in json.loads(row["headers"])
        ]
        return Claim(
            Outcome.REPLAY, Answer(int(row["status"]), headers, base64.b64decode(row["body"]))
        )

    def settle(self, account: str, key: str, answer: Answer) -> None:
        """Keeps the write's answer for the repeats to come."""
        headers = json.dumps(
            [(n.decode("latin-1"), v.decode("latin-1")) for n, v in answer.headers]
        )
        with self._store.ledger_transaction() as tx:
            tx.execute(
                "UPDATE idempotent_answers SET status = ?, headers = ?, body = ?"
                " WHERE account = ? AND idempotency_key = ?",
                (answer.status, headers, base64.b64encode(answer.body).decode(), account, key),
            )

    def release(self, account: str, key: str) -> None:
        """The write answered as failing for want of the server: it may be tried again."""
        with self._store.ledger_transaction() as tx:
            tx.execute(
                "DELETE FROM idempotent_answers WHERE account = ? AND idempotency_key = ?"
                " AND status IS NULL",
                (account, key),
            )

    def _sweep(self, now: float) -> None:
        if not self._table.sweep_due(now):
            return
        with self._store.ledger_transaction() as tx:
            tx.execute("DELETE FROM idempotent_answers WHERE claimed_at < ?", (now - KEEP_SECONDS,))


def _forget_stale(tx: Writer, account: str, key: str, now: float) -> None:
    """An answer older than a day, or a claim whose call never finished, no longer holds."""
    tx.execute(
        "DELETE FROM idempotent_answers WHERE account = ? AND idempotency_key = ?"
        " AND (claimed_at < ? OR (status IS NULL AND claimed_at < ?))",
        (account, key, now - KEEP_SECONDS, now - ABANDONED_SECONDS),
    )
