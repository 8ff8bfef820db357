"""The stretch of a notification log read last, kept for the next follower in the process.

The read tables and the rules follow the same readings log. Where they run in one process,
the second follower takes the events the first one read and decoded, instead of reading
and decoding them again.
"""

from __future__ import annotations

import threading
from bisect import bisect_left
from typing import Any


class RecentLog:
    """Holds the events of notification ids `[first, last]`, with none of that range missing.

    Ids can skip numbers (the database burns an id for a row it did not insert), so the
    range is known complete because it was read as one stretch, not because the ids are
    consecutive.
    """

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self._ids: list[int] = []
        self._events: list[Any] = []
        self._first = 1
        self._last = 0  # nothing held
        self._lock = threading.Lock()

    def get(self, start: int, limit: int) -> tuple[list[Any], int] | None:
        """The held events from id `start` on (at most `limit`) and the last id among them,
        or None when the stretch does not cover `start`."""
        with self._lock:
            if not self._first <= start <= self._last:
                return None
            at = bisect_left(self._ids, start)
            if at == len(self._ids):
                return None
            ids = self._ids[at : at + limit]
            return self._events[at : at + len(ids)], ids[-1]

    def put(self, start: int, ids: list[int], events: list[Any]) -> None:
        """Keeps what a read from id `start` answered (ids ascending, none left out)."""
        if not ids:
            return
        with self._lock:
            if start == self._last + 1 and self._ids:
                self._ids.extend(ids)
                self._events.extend(events)
            else:
                self._first = start
                self._ids = list(ids)
                self._events = list(events)
            self._last = ids[-1]
            surplus = len(self._ids) - self.keep
            if surplus > 0:
                del self._ids[:surplus]
                del self._events[:surplus]
                self._first = self._ids[0]
