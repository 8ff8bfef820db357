"""Sign-in throttling: after repeated failures an account, or an address, waits.

Per account, so a password cannot be guessed however many addresses try it; per address, so
one address cannot try a few passwords on every account. The address is the client's: the
peer's own, or the one a trusted proxy forwards (`HYGIENE_TRUSTED_PROXIES`, applied before
any handler), never a header a client sets. A successful sign-in clears its account.

The failures are kept in a table beside the read tables (no answer reads it), so several
API processes throttle as one: a guesser gains nothing by landing on another process. Each
failure is counted in a transaction of its own, the key's row locked, so failures arriving
at once are each counted. Keys whose window and wait have both passed are swept.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from api.side_tables import SideTable
from domain.errors import TooManyRequests
from domain.login_names import normal_form
from projections.store import ReadStore, Writer

Key = tuple[str, str]  # ("account", login name in normal form) or ("address", client address)

DDL = (
    "CREATE TABLE IF NOT EXISTS throttled_keys ("
    " throttle TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL,"
    " failures INTEGER NOT NULL, first_at DOUBLE PRECISION NOT NULL,"
    " locked_until DOUBLE PRECISION NOT NULL, PRIMARY KEY (throttle, kind, key))",
)


@dataclass
class SignInThrottle:
    store: ReadStore
    #: Failures allowed within the window before the key waits, per kind of key.
    allowed: dict[str, int] = field(default_factory=lambda: {"account": 5, "address": 20})
    window_seconds: float = 15 * 60
    first_wait_seconds: float = 60.0
    max_wait_seconds: float = 15 * 60
    #: Wall-clock time: the processes sharing the table share the clock.
    clock: Callable[[], float] = time.time
    #: What the 429 says was tried too often, and its code (also the throttle's name).
    tries: str = "failed sign-ins"
    code: str = "sign-in-throttled"

    def __post_init__(self) -> None:
        self._table = SideTable(self.store, DDL)

    def check(self, keys: Iterable[Key]) -> None:
        """Refuses (429) while any of the keys waits, before the password is even looked at."""
        self._table.ensure()
        now = self.clock()
        keys = list(keys)
        where = " OR ".join(["(kind = ? AND key = ?)"] * len(keys))
        until = self.store.scalar(
            f"SELECT MAX(locked_until) FROM throttled_keys WHERE throttle = ? AND ({where})",
            [self.code, *(part for key in keys for part in key)],
        )
        wait = (float(until) - now) if until is not None else 0.0
        if wait > 0:
            # `now + wait - now` may come back a hair over the cap: never promise more.
            seconds = min(math.ceil(wait), math.ceil(self.max_wait_seconds))
            minutes = math.ceil(seconds / 60)
            raise TooManyRequests(
                f"Too many {self.tries}. Try again in {minutes} minute"
                + ("" if minutes == 1 else "s"),
                seconds,
                code=self.code,
                minutes=minutes,
            )

    def failed(self, keys: Iterable[Key]) -> None:
        self._table.ensure()
        now = self.clock()
        self._sweep(now)
        for key in keys:
            with self.store.ledger_transaction() as tx:
                self._count(tx, key, now)

    def succeeded(self, key: Key) -> None:
        self._table.ensure()
        with self.store.ledger_transaction() as tx:
            tx.execute(
                "DELETE FROM throttled_keys WHERE throttle = ? AND kind = ? AND key = ?",
                (self.code, *key),
            )

    def _count(self, tx: Writer, key: Key, now: float) -> None:
        """One more failure of the key; each beyond the allowance doubles the wait."""
        tx.execute(
            "INSERT INTO throttled_keys (throttle, kind, key, failures, first_at, locked_until)"
            " VALUES (?, ?, ?, 0, ?, 0) ON CONFLICT (throttle, kind, key) DO NOTHING",
            (self.code, *key, now),
        )
        lock = " FOR UPDATE" if self.store.dialect == "postgresql" else ""
        (row,) = tx.query(
            "SELECT failures, first_at, locked_until FROM throttled_keys"
            f" WHERE throttle = ? AND kind = ? AND key = ?{lock}",
            (self.code, *key),
        )
        failures, first_at = int(row["failures"]), float(row["first_at"])
        locked_until = float(row["locked_until"])
        if now - first_at > self.window_seconds and now >= locked_until:
            failures, first_at, locked_until = 0, now, 0.0
        failures += 1
        excess = failures - self.allowed[key[0]]
        if excess >= 0:
            locked_until = now + min(self.max_wait_seconds, self.first_wait_seconds * 2**excess)
        tx.execute(
            "UPDATE throttled_keys SET failures = ?, first_at = ?, locked_until = ?"
            " WHERE throttle = ? AND kind = ? AND key = ?",
            (failures, first_at, locked_until, self.code, *key),
        )

    def _sweep(self, now: float) -> None:
        if not self._table.sweep_due(now):
            return
        with self.store.ledger_transaction() as tx:
            tx.execute(
                "DELETE FROM throttled_keys WHERE throttle = ? AND first_at < ?"
                " AND locked_until < ?",
                (self.code, now - self.window_seconds, now),
            )


def keys_of(login_name: str, address: str | None) -> list[Key]:
    """The keys a sign-in counts under: the account in the form sign-in looks it up by (so
    every spelling of a name shares its wait), and the client's address."""
    return [("account", normal_form(login_name)), ("address", address or "unknown")]


def reset_request_throttle(store: ReadStore) -> SignInThrottle:
    """Password reset requests, counted like failed sign-ins (every request counts): a name
    may be asked for three times, an address twenty times, before it waits. Each request
    notifies administrators, so this bounds what one address can make them read."""
    return SignInThrottle(
        store,
        allowed={"account": 3, "address": 20},
        tries="password reset requests",
        code="reset-requests-throttled",
    )
