"""Answers kept while the read tables stand still.

A read call's answer depends on the read tables, on who asks and on the clock (today's
dates, how long ago a device was heard). A GET handler marked `cache=True` is answered from
memory when the same account asked the same thing at the same read-store version within
`CLOCK_SECONDS`. Every commit to the read tables moves the version: this process's at once,
another process's (a `hygiene project` worker, a rebuild) when the watcher next looks, and
a command's own effects before it answers (`Console.settle` looks). So no answer outlives
the data it was read from, and a caller reads its own writes. The signed-in account and its
tenancy are kept the same way, which leaves a repeated call costing no query at all.

Readings arrive every few moments, and each batch moves the version. A call whose answer
reads none of the tables the sensors' log feeds (the issues, the KPI, the accounts) is
marked `SETTLED` and keyed by the settled version, which those batches leave alone. A
call that counts days up to the viewer's today (`DATED`: the dashboards and the KPI) takes
the viewer's day as the clock's share instead of a 30-second tick.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from datetime import UTC, datetime, timedelta
from typing import Any, Generic, TypeVar
from urllib.parse import urlencode

import structlog
from litestar import Request
from litestar.config.response_cache import ResponseCacheConfig
from litestar.status_codes import HTTP_200_OK
from litestar.stores.base import Store
from litestar.types import HTTPScope

from api.periods import VIEWER_ZONE
from projections.store import ReadStore

log = structlog.get_logger(__name__)

#: How often an answer is read again when nothing is written: the clock's share in it.
CLOCK_SECONDS = 30
#: How often another process's commits are looked for.
WATCH_SECONDS = 0.1
ANSWERS = 4096
#: Seconds since the epoch: the clock the ticks are read from.
clock = time.time
#: How long a request waits for another's reading of the same answer.
WAIT_SECONDS = 10.0
STORE_NAME = "answers"
SETTLED_OPT = "settled"
#: Handler `opt` of a read call whose answer reads no table the sensors' log feeds.
SETTLED: dict[str, object] = {SETTLED_OPT: True}
DATED_OPT = "dated"
#: Handler `opt` of a read call whose answer depends on the clock only through the
#: viewer's dates (days counted up to today): kept across the day, not 30 seconds.
DATED: dict[str, object] = {DATED_OPT: True}
_KEY = "answer_key"

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Recent(Generic[K, V]):
    """At most `size` values, shared by threads; the least recently used go first."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._values: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._values.get(key)
            if value is not None:
                self._values.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._values[key] = value
            self._values.move_to_end(key)
            while len(self._values) > self._size:
                self._values.popitem(last=False)

    def pop(self, key: K) -> None:
        with self._lock:
            self._values.pop(key, None)

    def clear(self) -> None:
        with self._lock:
            self._values.clear()

    def __contains__(self, key: K) -> bool:
        with self._lock:
            return key in self._values


class Memo(Generic[V]):
    """Values read from the read tables, each kept for the version it was read at: the
    settled version, as the accounts and their tenancy are not in the sensors' tables."""

    def __init__(self, store: ReadStore, size: int = 10_000) -> None:
        self._store = store
        self._values: Recent[Hashable, tuple[int, V]] = Recent(size)

    def peek(self, key: Hashable) -> V | None:
        """The value kept for `key` if it was read at the current version."""
        kept = self._values.get(key)
        return kept[1] if kept is not None and kept[0] == self._store.settled_version else None

    def get(self, key: Hashable, read: Callable[[], V]) -> V:
        version = self._store.settled_version  # before reading: a write moves it on
        kept = self._values.get(key)
        if kept is not None and kept[0] == version:
            return kept[1]
        value = read()
        self._values.put(key, (version, value))
        return value


def answer_key(request: Request[Any, Any, Any]) -> str:
    """`tick|question`: the clock tick, then who asks what at which read-store version.
    Made once per request, before the handler reads, so an answer is never filed under a
    version newer than its data."""
    state = request.state
    key: str | None = state.get(_KEY)
    if key is None:
        principal = state.get("principal")
        who = f"{principal.account_id}/{principal.role}" if principal is not None else "-"
        query = sorted(request.query_params.multi_items())
        store = request.app.state.console.store
        # A call that reads no table the sensors' batches write says so (`SETTLED`): its
        # answer holds while readings arrive.
        settled = request.route_handler.opt.get(SETTLED_OPT, False)
        version = f"s{store.settled_version}" if settled else store.version
        tick = _tick(request)
        key = f"{tick}|{version}:{who}:{request.method} {request.url.path}?{urlencode(query)}"
        state[_KEY] = key
    return key


def _tick(request: Request[Any, Any, Any]) -> int:
    """The clock's share in an answer: a 30-second tick, or for a call whose answer
    depends on the clock only through the viewer's dates (`DATED`), the viewer's day."""
    now = clock()
    if not request.route_handler.opt.get(DATED_OPT, False):
        return int(now // CLOCK_SECONDS)
    # As the request's middleware read it; out of range, the handler refuses (never kept).
    offset = datetime.fromtimestamp(now, VIEWER_ZONE.get() or UTC).utcoffset() or timedelta(0)
    return int((now + offset.total_seconds()) // 86_400)


def _split(key: str) -> tuple[int, str]:
    tick, _, question = key.partition("|")
    return int(tick), question


class Answers(Store):
    """The kept answers, in memory, the least recently used dropped beyond `size`.

    One request reads what is missing; the same question asked meanwhile waits for its
    answer (up to `WAIT_SECONDS`) rather than reading it again: fifty clients asking the
    dashboard after a write cost one reading, not fifty. When only the clock has ticked
    (the same version), one request reads again while the others get the answer of the
    last tick: the clock's share in an answer may lag one reading, a write's never.
    """

    def __init__(self, size: int = ANSWERS) -> None:
        self._size = size
        self._values: Recent[str, tuple[int, bytes]] = Recent(size)
        self._reading: dict[str, asyncio.Event] = {}

    async def set(
        self, key: str, value: str | bytes, expires_in: int | timedelta | None = None
    ) -> None:
        tick, question = _split(key)
        data = value.encode() if isinstance(value, str) else value
        self._values.put(question, (tick, data))
        self._released(question)

    def release(self, key: str) -> None:
        """The answer to `key` will not be kept: those waiting for it go on."""
        self._released(_split(key)[1])

    def _released(self, question: str) -> None:
        reading = self._reading.pop(question, None)
        if reading is not None:
            reading.set()

    async def get(self, key: str, renew_for: int | timedelta | None = None) -> bytes | None:
        tick, question = _split(key)
        kept = self._values.get(question)
        if kept is not None and kept[0] >= tick:
            return kept[1]
        reading = self._reading.get(question)
        if reading is None:
            if len(self._reading) >= self._size:
                self._reading.clear()  # readers that never said: their waiters time out
            self._reading[question] = asyncio.Event()  # this request reads
            return None
        if kept is not None:
            return kept[1]  # the last tick's, while the reader reads this one's
        try:
            await asyncio.wait_for(reading.wait(), WAIT_SECONDS)
        except TimeoutError:
            self._released(question)  # the reader failed without a word: read it here
            return None
        kept = self._values.get(question)
        return kept[1] if kept is not None else None

    async def delete(self, key: str) -> None:
        self._values.pop(_split(key)[1])

    async def delete_all(self) -> None:
        self._values.clear()

    async def exists(self, key: str) -> bool:
        return _split(key)[1] in self._values

    async def expires_in(self, key: str) -> int | None:
        return None  # kept until a write moves the version on, or evicted


def _kept(scope: HTTPScope, status_code: int) -> bool:
    """Only a read's success is kept: a route's other methods share its middleware."""
    kept = scope["method"] == "GET" and status_code == HTTP_200_OK
    key = (scope.get("state") or {}).get(_KEY)
    if not kept and key is not None:
        answers = scope["litestar_app"].stores.get(STORE_NAME)
        if isinstance(answers, Answers):
            answers.release(key)
    return kept


def cache_config() -> ResponseCacheConfig:
    return ResponseCacheConfig(
        default_expiration=None,  # an answer's key names its clock tick: see `Answers.set`
        key_builder=answer_key,
        store=STORE_NAME,
        cache_response_filter=_kept,
    )


class VersionWatcher:
    """Looks for other processes' commits to the read tables every `WATCH_SECONDS`."""

    def __init__(self, store: ReadStore, interval: float = WATCH_SECONDS) -> None:
        self._store = store
        self._interval = interval
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="read-version", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def _run(self) -> None:
        failing = False
        while not self._stop.wait(self._interval):
            try:
                self._store.refresh_version()
                failing = False
            except Exception:  # the database is away: the calls say so; look again
                if not failing:
                    log.exception("read_version.failed")
                failing = True
