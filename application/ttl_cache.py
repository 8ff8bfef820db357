"""A small time-bounded cache for lookups on the intake's hot path."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class TtlCache(Generic[K, V]):
    """Remembers found values for `ttl` seconds; misses (None) are always asked again, so a
    newly registered device is recognised at once, and a removed one within `ttl`."""

    def __init__(self, load: Callable[[K], V | None], ttl: float = 30.0, size: int = 100_000):
        self._load = load
        self._ttl = ttl
        self._size = size
        self._items: dict[K, tuple[float, V]] = {}
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        now = time.monotonic()
        with self._lock:
            hit = self._items.get(key)
        if hit is not None and now - hit[0] < self._ttl:
            return hit[1]
        value = self._load(key)
        if value is not None:
            with self._lock:
                if len(self._items) >= self._size:
                    self._items.clear()
                self._items[key] = (now, value)
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
