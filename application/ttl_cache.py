"""A small time-bounded cache for lookups on the intake's hot path."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class TtlCache(Generic[K, V]):
    """Remembers found values for `ttl` seconds; misses (None) are always asked again, so a
    newly registered device is recognised at once, and a removed one within `ttl`."""

    def __init__(
        self,
        load: Callable[[K], V | None],
        ttl: float = 30.0,
        size: int = 100_000,
        load_many: Callable[[list[K]], dict[K, V]] | None = None,
    ):
        self._load = load
        self._load_many = load_many
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

    def get_many(self, keys: Collection[K]) -> dict[K, V]:
        """The found values of these keys; the ones not held are loaded together."""
        now = time.monotonic()
        found: dict[K, V] = {}
        missing: list[K] = []
        with self._lock:
            for key in keys:
                hit = self._items.get(key)
                if hit is not None and now - hit[0] < self._ttl:
                    found[key] = hit[1]
                else:
                    missing.append(key)
        if not missing:
            return found
        if self._load_many is not None:
            loaded = self._load_many(missing)
        else:
            loaded = {k: v for k in missing if (v := self._load(k)) is not None}
        with self._lock:
            if len(self._items) + len(loaded) > self._size:
                self._items.clear()
            for key, value in loaded.items():
                self._items[key] = (now, value)
        return found | loaded

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
