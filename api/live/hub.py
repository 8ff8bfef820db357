"""The hub: one per API process, following the logs for every open stream.

Its thread looks about four times a second (at once when a stream opens) at how far the
read tables have taken in each log (`LogSource.settled`), reads the changes up to there,
asks once per viewer which of them they may see, and hands each stream its messages on the
stream's event loop. Each message is encoded once, whoever it goes to. Nothing is read
while no stream is open; the next stream starts from the logs' position then.

A stream that opens with a cursor (`Last-Event-ID`) is first told what it missed, read
from the logs, then joins the others; one whose cursor is malformed, unknown to these logs
or too far behind to replay (`REPLAY_ROWS`) is told `reset`, from now.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import msgspec
import structlog
from litestar.response.sse import ServerSentEventMessage

from api.live.audience import Audience
from api.live.changes import DELETED, READING, Change, LogSource, coalesced, payload
from api.live.cursor import Positions, format_cursor, parse_cursor
from api.live.subscriber import Subscriber, Viewer
from api.live.throttle import DeviceThrottle
from application.periodic import Periodic

log = structlog.get_logger(__name__)

POLL_SECONDS = 0.25
#: Rows a resuming stream may have missed, in all; past that it is told `reset`.
REPLAY_ROWS = 50_000
#: How long an `EventSource` waits before reconnecting (milliseconds).
RETRY_MS = 3000
#: While there is a backlog, how long a step waits for the event loops to take the last
#: one's messages (their streams write them meanwhile) before reading on.
PACE_SECONDS = 1.0


@dataclass(frozen=True)
class _Told:
    """A change with the cursor a client holds once it has it."""

    change: Change
    cursor: Positions


class Hub(Periodic):
    name = "live"

    def __init__(
        self,
        source: LogSource,
        audience: Audience,
        *,
        interval: float = POLL_SECONDS,
        throttle: DeviceThrottle | None = None,
        replay_rows: int = REPLAY_ROWS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(interval)
        self.source = source
        self.audience = audience
        self.throttle = throttle or DeviceThrottle()
        self.replay_rows = replay_rows
        self.clock = clock
        self._lock = threading.Lock()
        self._joining: list[Subscriber] = []
        self._live: list[Subscriber] = []
        self._read: Positions | None = None  # how far each log has been read (None: idle)

    # Streams -----------------------------------------------------------------------

    def join(self, subscriber: Subscriber) -> None:
        with self._lock:
            self._joining.append(subscriber)
        self._wake.set()

    def poke(self) -> None:
        """Looks at once rather than at the next tick."""
        self.wake()

    def leave(self, subscriber: Subscriber) -> None:
        with self._lock:
            for streams in (self._joining, self._live):
                if subscriber in streams:
                    streams.remove(subscriber)

    @property
    def streams(self) -> int:
        with self._lock:
            return len(self._joining) + len(self._live)

    # The thread --------------------------------------------------------------------

    def stop(self) -> None:
        super().stop()
        with self._lock:
            streams = [*self._joining, *self._live]
            self._joining.clear()
            self._live.clear()
        _hand_over([(s, None, None) for s in streams])

    def round(self) -> bool:
        return self.step()

    def idle_wait(self) -> float | None:
        # With no stream open there is nothing to read until one joins.
        return None if self._read is None else self.interval

    def failed(self, error: Exception) -> None:
        # The storage is away, say: the streams wait.
        log.warning("live.step_failed", error=f"{type(error).__name__}: {error}"[:300])
        self._stop.wait(1.0)

    def step(self) -> bool:
        """Tells the open streams what changed since the last step, then brings in the
        streams that opened; answers whether there is more to read at once. Nothing is
        handed over until all is worked out: a step that fails is taken again whole."""
        with self._lock:
            joining = list(self._joining)
            live = [s for s in self._live if not s.closed]
        if not joining and not live:
            self._read = None
            self.throttle.clear()
            return False
        settled = self.source.settled()
        if self._read is None:
            self._read = dict(settled)  # nobody was listening: from now
        read, held = dict(self._read), self.throttle.copy()
        try:
            busy, told = self._advance(settled)
            handed = self._tell(live, told)
            handed += [self._welcome(subscriber) for subscriber in joining]
        except Exception:
            self._read, self.throttle = read, held
            raise
        with self._lock:
            for subscriber in joining:
                if subscriber in self._joining:
                    self._joining.remove(subscriber)
                    self._live.append(subscriber)
        gone, delivered = _hand_over(handed)
        for subscriber in gone:
            self.leave(subscriber)
        if busy:  # a backlog: let the streams write this step's before the next comes
            for done in delivered:
                done.wait(PACE_SECONDS)
        return busy

    # Reading -----------------------------------------------------------------------

    def cursor(self) -> Positions:
        """How far the streams have been told: as read, but short of the readings held."""
        assert self._read is not None
        return {name: self.throttle.safe(name, at) for name, at in self._read.items()}

    def _advance(self, settled: Positions) -> tuple[bool, list[_Told]]:
        assert self._read is not None
        before = self.cursor()
        busy = False
        changes: list[Change] = []
        for name in self.source.logs:
            upto = settled.get(name, self._read[name])
            found, reached = self.source.read(name, self._read[name], upto)
            busy = busy or reached < upto
            self._read[name] = reached
            changes += found
        readings = [c for c in changes if c.type == READING]
        devices = self.throttle.admit(readings, self.clock())
        ordered = [c for c in changes if c.type != READING] + devices
        ordered.sort(key=lambda c: self.source.logs.index(c.log))
        return busy, _cursors(ordered, before, self.cursor(), self.source.logs)

    # Telling -----------------------------------------------------------------------

    def _tell(self, streams: Sequence[Subscriber], told: Sequence[_Told]) -> list[_Handed]:
        """Each open stream's messages and new position; a stream whose viewer may no
        longer see anything is closed. Viewers of one scope (one account's sessions) are
        asked about once."""
        after = self.cursor()
        encoded: dict[int, bytes] = {}
        seen: dict[object, set[int]] = {}
        changes = [t.change for t in told]
        handed: list[_Handed] = []
        for viewer, group in _by_viewer(streams).items():
            scope = self.audience.scope(viewer)
            if scope is None:
                handed += [(s, None, None) for s in group]
                continue
            if scope not in seen:
                seen[scope] = self.audience.visible(scope, changes) if changes else set()
            for subscriber in group:
                messages = [
                    _message(t, subscriber.floor) if subscriber.floor else _once(encoded, i, t)
                    for i, t in enumerate(told)
                    if _for(subscriber, i, t.change, seen[scope])
                ]
                handed.append((subscriber, messages, _position(after, subscriber)))
        return handed

    def _welcome(self, subscriber: Subscriber) -> _Handed:
        """A stream that opened: what it missed since its cursor, or `reset`; then where
        it is."""
        scope = self.audience.scope(subscriber.viewer)
        if scope is None:
            return subscriber, None, None
        now = self.cursor()
        messages: list[bytes] = []
        if subscriber.cursor is not None:
            start = parse_cursor(subscriber.cursor, self.source.logs)
            problem = self._unusable(start)
            if problem is not None or start is None:
                messages.append(_reset(problem or "unknown-cursor", now))
            else:
                missed = self._missed(start)
                visible = self.audience.visible(scope, [t.change for t in missed])
                messages += [
                    _message(t)
                    for i, t in enumerate(missed)
                    if _for(subscriber, i, t.change, visible)
                ]
                # Where another process had told it further on, it is told nothing again.
                ahead = {name: at for name, at in start.items() if at > now[name]}
                subscriber.floor = {**now, **ahead} if ahead else None
        position = _position(now, subscriber)
        messages.append(_ready(position))
        return subscriber, messages, position

    def _unusable(self, start: Positions | None) -> str | None:
        if start is None:
            return "unknown-cursor"
        assert self._read is not None
        if any(at > self.source.latest(name) for name, at in start.items()):
            return "unknown-cursor"  # positions these logs never reached: another store's
        behind = sum(max(0, self._read[name] - at) for name, at in start.items())
        return "too-far-behind" if behind > self.replay_rows else None

    def _missed(self, start: Positions) -> list[_Told]:
        """The changes after `start` up to where the hub has read, one per device."""
        assert self._read is not None
        changes: list[Change] = []
        for name in self.source.logs:
            at = start[name]
            while at < self._read[name]:
                found, at = self.source.read(name, at, self._read[name])
                changes += found
        ordered = coalesced(changes)
        ordered.sort(key=lambda c: self.source.logs.index(c.log))
        now = self.cursor()
        upto = {name: max(at, now[name]) for name, at in start.items()}
        return _cursors(ordered, start, upto, self.source.logs)


_Handed = tuple[Subscriber, list[bytes] | None, str | None]


def _cursors(
    changes: Sequence[Change], before: Positions, after: Positions, logs: Sequence[str]
) -> list[_Told]:
    """Each change (in log order) with the cursor a client holds once told it: the logs
    before its own as told after, its own at the change, the rest as before. Devices are
    told together: each at the position before them but the last, so a client cut off
    among them hears them again rather than missing one."""
    told: list[_Told] = []
    last_device = max((i for i, c in enumerate(changes) if c.type == READING), default=-1)
    for index, change in enumerate(changes):
        own = logs.index(change.log)
        cursor = {name: after[name] if i < own else before[name] for i, name in enumerate(logs)}
        if change.type == READING:
            cursor[change.log] = after[change.log] if index == last_device else before[change.log]
        else:
            cursor[change.log] = change.position
        told.append(_Told(change, cursor))
    return told


def _for(subscriber: Subscriber, index: int, change: Change, visible: set[int]) -> bool:
    """Whether the stream is told the change: it may see it, or it was told of the record
    now deleted; and it had not been told it (from another process) already."""
    key = f"{change.kind}:{change.id}"
    if index not in visible and not (change.type == DELETED and key in subscriber.told):
        return False
    if subscriber.floor and change.position <= subscriber.floor.get(change.log, 0):
        return False
    subscriber.told.put(key, True)
    return True


def _by_viewer(streams: Sequence[Subscriber]) -> dict[Viewer, list[Subscriber]]:
    groups: dict[Viewer, list[Subscriber]] = defaultdict(list)
    for subscriber in streams:
        groups[subscriber.viewer].append(subscriber)
    return groups


def _position(cursor: Positions, subscriber: Subscriber) -> str:
    """The stream's position: the hub's, or its own cursor where that was further on."""
    floor = subscriber.floor
    if floor is None:
        return format_cursor(cursor)
    if all(cursor[name] >= at for name, at in floor.items()):
        subscriber.floor = None
        return format_cursor(cursor)
    return format_cursor({name: max(at, floor[name]) for name, at in cursor.items()})


_json = msgspec.json.Encoder().encode


def _message(told: _Told, floor: Positions | None = None) -> bytes:
    cursor = told.cursor
    if floor:
        cursor = {name: max(at, floor[name]) for name, at in cursor.items()}
    change = told.change
    return ServerSentEventMessage(
        data=payload(change).decode(), event=change.kind, id=format_cursor(cursor)
    ).encode()


def _once(encoded: dict[int, bytes], index: int, told: _Told) -> bytes:
    """A message encoded once for every stream it goes to."""
    message = encoded.get(index)
    if message is None:
        message = encoded[index] = _message(told)
    return message


def _ready(position: str) -> bytes:
    """From here on the stream is told as things change: a client that opened it without
    a cursor reads the state now, and misses nothing after."""
    return ServerSentEventMessage(data="{}", event="ready", id=position, retry=RETRY_MS).encode()


def _reset(reason: str, cursor: Positions) -> bytes:
    data = _json({"reason": reason}).decode()
    return ServerSentEventMessage(
        data=data, event="reset", id=format_cursor(cursor), retry=RETRY_MS
    ).encode()


def _hand_over(handed: Sequence[_Handed]) -> tuple[list[Subscriber], list[threading.Event]]:
    """Hands each stream its messages (None: the stream ends) on its own event loop, in
    one call per loop; answers the streams whose loop has closed (so have they), and an
    event per loop set once it has taken its share."""
    by_loop: dict[object, list[_Handed]] = defaultdict(list)
    for item in handed:
        by_loop[item[0].loop].append(item)
    gone: list[Subscriber] = []
    delivered: list[threading.Event] = []
    for loop, items in by_loop.items():
        done = threading.Event()
        try:
            items[0][0].loop.call_soon_threadsafe(_deliver, items, done)
        except RuntimeError:
            gone += [subscriber for subscriber, _, _ in items]
            continue
        if loop is not _running_loop():  # a loop cannot wait for itself
            delivered.append(done)
    return gone, delivered


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _deliver(items: Sequence[_Handed], done: threading.Event | None = None) -> None:
    for subscriber, messages, position in items:
        if messages is None:
            subscriber.close()
        elif messages or position != subscriber.watermark:
            subscriber.offer(messages, position)
    if done is not None:
        done.set()
