"""How often one address may give feedback at one facility: a sliding window per address
and facility, in this process's memory, bounded (the oldest keys are forgotten first).

The address is the client's: the peer's, or the one a trusted proxy forwards
(`api/proxies.py`); a visitor's own `X-Forwarded-For` buys no more submissions."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable


class VisitLimiter:
    def __init__(
        self,
        limit: int = 3,
        per_seconds: float = 600.0,
        max_keys: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.per_seconds = per_seconds
        self.max_keys = max_keys
        self._clock = clock
        self._seen: OrderedDict[tuple[str, str], deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, address: str, facility_id: str) -> float | None:
        """Counts one submission; answers None when allowed, else the seconds until the next
        one would be."""
        now = self._clock()
        key = (address, facility_id)
        with self._lock:
            times = self._seen.pop(key, None) or deque()
            while times and now - times[0] >= self.per_seconds:
                times.popleft()
            if len(times) >= self.limit:
                self._seen[key] = times
                return max(1.0, self.per_seconds - (now - times[0]))
            times.append(now)
            self._seen[key] = times  # the most recent key last
            while len(self._seen) > self.max_keys:
                self._seen.popitem(last=False)
            return None
