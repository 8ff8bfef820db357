"""Sign-in throttling: after repeated failures an account, or an address, waits.

Per account, so a password cannot be guessed however many addresses try it; per address, so
one address cannot try a few passwords on every account. The address is the client's: the
peer's own, or the one a trusted proxy forwards (`HYGIENE_TRUSTED_PROXIES`, applied before
any handler), never a header a client sets. Kept in this process's memory, bounded (the
oldest keys are forgotten first); a successful sign-in clears its account.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from domain.errors import TooManyRequests
from domain.login_names import normal_form

Key = tuple[str, str]  # ("account", login name in normal form) or ("address", client address)


@dataclass
class _Failures:
    count: int = 0
    first_at: float = 0.0
    locked_until: float = 0.0


@dataclass
class SignInThrottle:
    #: Failures allowed within the window before the key waits, per kind of key.
    allowed: dict[str, int] = field(default_factory=lambda: {"account": 5, "address": 20})
    window_seconds: float = 15 * 60
    first_wait_seconds: float = 60.0
    max_wait_seconds: float = 15 * 60
    max_keys: int = 50_000
    clock: Callable[[], float] = time.monotonic
    #: What the 429 says was tried too often, and its code.
    tries: str = "failed sign-ins"
    code: str = "sign-in-throttled"

    def __post_init__(self) -> None:
        self._failures: OrderedDict[Key, _Failures] = OrderedDict()
        self._lock = threading.Lock()

    def check(self, keys: Iterable[Key]) -> None:
        """Refuses (429) while any of the keys waits, before the password is even looked at."""
        now = self.clock()
        with self._lock:
            wait = max(
                (f.locked_until - now for k in keys if (f := self._failures.get(k))),
                default=0.0,
            )
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
        now = self.clock()
        with self._lock:
            for key in keys:
                failures = self._failures.pop(key, None) or _Failures(first_at=now)
                if now - failures.first_at > self.window_seconds and now >= failures.locked_until:
                    failures = _Failures(first_at=now)
                failures.count += 1
                excess = failures.count - self.allowed[key[0]]
                if excess >= 0:  # each failure beyond the allowance doubles the wait
                    wait = min(self.max_wait_seconds, self.first_wait_seconds * 2**excess)
                    failures.locked_until = now + wait
                self._failures[key] = failures
            while len(self._failures) > self.max_keys:
                self._failures.popitem(last=False)

    def succeeded(self, key: Key) -> None:
        with self._lock:
            self._failures.pop(key, None)


def keys_of(login_name: str, address: str | None) -> list[Key]:
    """The keys a sign-in counts under: the account in the form sign-in looks it up by (so
    every spelling of a name shares its wait), and the client's address."""
    return [("account", normal_form(login_name)), ("address", address or "unknown")]


def reset_request_throttle() -> SignInThrottle:
    """Password reset requests, counted like failed sign-ins (every request counts): a name
    may be asked for three times, an address twenty times, before it waits. Each request
    notifies administrators, so this bounds what one address can make them read."""
    return SignInThrottle(
        allowed={"account": 3, "address": 20},
        tries="password reset requests",
        code="reset-requests-throttled",
    )
