"""Followers of the event store, and the runner that feeds them.

A follower reads the notification logs of the applications it follows (its `upstream`) and
applies each batch together with how far it has read (its tracking position), atomically:
the projections of the read tables, and the processes that react to events (the rules
raising issues, the consequences of removing a facility; their base is
`application.process`). Each keeps its own tracking, so a crash neither loses nor repeats a
batch.

The runner pulls the logs (the same on SQLite, which has no subscriptions, and on
PostgreSQL) and gives every follower one batch a round. A follower that fails is retried
with backoff and reported in `status()`; it never holds up the others.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

import structlog

log = structlog.get_logger(__name__)

BATCH = 1000
#: A catch-up (a rebuild) reads further at a time: a projection that folds a batch into a
#: row per device writes each row once per ten readings instead of once per one.
CATCH_UP_BATCH = 10_000
MAX_BACKOFF = 30.0


class Log(Protocol):
    """An application's notification log, as followers read it."""

    @property
    def name(self) -> str: ...

    @property
    def recorder(self) -> Any: ...

    def read_log(self, start: int, limit: int) -> tuple[list[Any], int]: ...

    def read_wanted(
        self, start: int, limit: int, wants: Callable[[type], bool] | None = None
    ) -> tuple[list[Any], int, int]: ...


class Companion(Protocol):
    """Work that runs beside the followers in a thread of its own (sending what the
    processes queued): started and stopped with their background loop."""

    def start(self) -> None: ...

    def stop(self) -> None: ...


class Follower(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def upstream(self) -> tuple[str, ...]:
        """The applications whose logs it follows."""
        ...

    @property
    def writes(self) -> tuple[str, ...]:
        """The applications it writes events to (their followers look again after it)."""
        ...

    def position(self, upstream: str) -> int:
        """How far its tracking says it has read the upstream log (0: not yet)."""
        ...

    def follow(self, upstream: str, events: Sequence[Any], last: int, position: int) -> int:
        """Applies the events read after `position`, up to notification `last`, with the
        tracking position `last`, in one transaction. Answers the position now recorded:
        `last`, or where another runner of the same follower had got to first."""
        ...


@dataclass(eq=False)
class _Pair:
    """One follower following one log, as this runner sees it."""

    follower: Follower
    upstream: str
    position: int | None = None
    failures: int = 0
    retry_at: float = 0.0
    error: str | None = None
    failed_at: datetime | None = None
    away: bool = False  # failing because the storage is away, not on an event

    @property
    def key(self) -> str:
        return f"{self.follower.name}/{self.upstream}"


@dataclass(frozen=True)
class FollowerStatus:
    name: str
    upstream: str
    position: int
    latest: int
    error: str | None
    failures: int
    failed_at: datetime | None
    # When the oldest event it has not applied yet was recorded (None: caught up).
    behind_since: datetime | None = None

    @property
    def lag(self) -> int:
        return max(0, self.latest - self.position)

    def lag_seconds(self, now: datetime) -> float:
        """How long the oldest event it has not applied has waited."""
        if self.behind_since is None:
            return 0.0
        return max(0.0, (now - self.behind_since).total_seconds())


#: Called after each batch with the pair ("follower/upstream"), its position and the log's end.
Progress = Callable[[str, int, int], None]


class Runner:
    def __init__(
        self,
        logs: Sequence[Log],
        followers: Sequence[Follower],
        interval: float = 0.25,
        high_volume: Sequence[str] = ("readings",),
        outage: Callable[[BaseException], bool] = lambda error: False,
        reconnect: Callable[[], object] = lambda: None,
        companions: Sequence[Companion] = (),
    ) -> None:
        self.logs = {app.name: app for app in logs}
        self.companions = list(companions)
        # Failures that say the storage is away: expected, logged in a line, no traceback;
        # after one, the pools drop the connections it broke before the next round.
        self.outage = outage
        self.reconnect = reconnect
        self._outage_seen = False
        self.followers = list(followers)
        self.interval = interval
        # Logs a command does not wait for: the sensors' backlog.
        self.high_volume = set(high_volume)
        self._pairs = [_Pair(f, name) for f in self.followers for name in f.upstream]
        self._round = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._progress = threading.Condition()
        self._thread: threading.Thread | None = None

    # Following ---------------------------------------------------------------------

    def run_once(self, progress: Progress | None = None) -> int:
        """Applies everything recorded so far; answers how many events were read.

        Every follower takes one batch a round until a round finds nothing more. Taking
        turns keeps the followers of one log within a batch of each other (the readings
        log is decoded once for all of them), and the events a process writes are
        followed in the next round.
        """
        with self._round:
            active = list(self._pairs)
            total = 0
            while active:
                read = {pair: self._step(pair, progress) for pair in active}
                progressed = [pair for pair in active if read[pair]]
                if not progressed:
                    break
                total += sum(read.values())
                written = {name for pair in progressed for name in pair.follower.writes}
                # Next round: those that found something, and the followers of the logs
                # that the processes have just written to.
                active = [
                    pair
                    for pair in self._pairs
                    if read.get(pair) or (pair.upstream in written and self._ready(pair))
                ]
            if total:
                with self._progress:
                    self._progress.notify_all()
            return total

    def _ready(self, pair: _Pair) -> bool:
        return pair.retry_at <= time.monotonic()

    def _step(self, pair: _Pair, progress: Progress | None, batch: int = BATCH) -> int:
        """Applies the next batch of one log to one follower; answers how many events."""
        if not self._ready(pair):
            return 0
        app = self.logs[pair.upstream]
        try:
            while True:
                if pair.position is None:
                    pair.position = pair.follower.position(pair.upstream)
                position = pair.position
                # Events a projection does nothing with are not decoded.
                wants = getattr(pair.follower, "wants", None)
                events, last, read = app.read_wanted(position + 1, batch, wants)
                if not read:
                    self._recovered(pair)
                    return 0
                recorded = pair.follower.follow(pair.upstream, events, last, position)
                pair.position = recorded
                if recorded == last:
                    break
                # Another runner applied this batch first; read on from where it got to.
        except Exception as error:
            self._failed(pair, error)
            return 0
        self._recovered(pair)
        if progress is not None:
            progress(pair.key, last, app.recorder.max_notification_id() or 0)
        return read

    def _failed(self, pair: _Pair, error: Exception) -> None:
        pair.failures += 1
        pair.position = None  # read it again from the tracking on the next try
        pair.error = f"{type(error).__name__}: {error}"[:500]
        pair.failed_at = datetime.now(UTC)
        backoff = min(MAX_BACKOFF, 0.1 * 2**pair.failures)
        pair.retry_at = time.monotonic() + backoff
        where = {"follower": pair.follower.name, "upstream": pair.upstream}
        pair.away = self.outage(error)
        if pair.away:
            self._outage_seen = True
            log.warning(
                "follower.storage_away",
                **where,
                failures=pair.failures,
                retry_in=round(backoff, 1),
                error=pair.error,
            )
        else:
            log.exception("follower.failed", **where, failures=pair.failures)

    def _recovered(self, pair: _Pair) -> None:
        if pair.failures:
            log.info("follower.recovered", follower=pair.follower.name, upstream=pair.upstream)
            if pair.away:  # the storage is back: the others waiting it out try again now
                for other in self._pairs:
                    if other.away:
                        other.retry_at = 0.0
        pair.failures, pair.error, pair.failed_at, pair.retry_at = 0, None, None, 0.0
        pair.away = False

    def catch_up(self, followers: Sequence[Follower], progress: Progress | None = None) -> int:
        """Applies everything recorded so far to the given followers only, from their
        tracking positions (a rebuild resets them first); answers how many events."""
        chosen = [pair for pair in self._pairs if pair.follower in followers]
        total = 0
        with self._round:
            for pair in chosen:
                pair.position = None
                pair.retry_at = 0.0
                while done := self._step(pair, progress, CATCH_UP_BATCH):
                    total += done
                if pair.error is not None:
                    raise RuntimeError(f"{pair.key} failed: {pair.error}")
        return total

    def forget(self, follower: Follower) -> None:
        """Reads the follower's position again from its tracking (it was rebuilt)."""
        for pair in self._pairs:
            if pair.follower is follower:
                pair.position = None

    # Background following -----------------------------------------------------------

    def start(self) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self.run_forever, name="followers", daemon=True)
        self._thread.start()

    def poke(self) -> None:
        """Wakes the background loop at once (an in-process writer has just saved)."""
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=10)

    def run_forever(self) -> None:
        for companion in self.companions:
            companion.start()
        try:
            self._follow_until_stopped()
        finally:
            for companion in self.companions:
                companion.stop()

    def _follow_until_stopped(self) -> None:
        while not self._stop.is_set():
            self._reconnect_after_outage()
            try:
                busy = self.run_once() > 0
            except Exception as error:  # reading a log failed (the database is away): go on
                if self.outage(error):
                    self._outage_seen = True
                    log.warning("followers.storage_away", error=f"{type(error).__name__}: {error}")
                else:
                    log.exception("followers.round_failed")
                busy = False
                self._stop.wait(1.0)
            if not busy:
                self._wake.wait(self._next_wait())
                self._wake.clear()

    def _reconnect_after_outage(self) -> None:
        if not self._outage_seen:
            return
        self._outage_seen = False
        try:
            self.reconnect()
        except Exception as error:  # still away: the next round fails and says so
            log.info("followers.reconnect_failed", error=f"{type(error).__name__}: {error}")

    def _next_wait(self) -> float:
        retries = [p.retry_at for p in self._pairs if p.failures]
        if not retries:
            return self.interval
        return max(0.01, min(self.interval, min(retries) - time.monotonic()))

    # Waiting and reporting -----------------------------------------------------------

    def wait(self, timeout: float = 5.0, applications: Sequence[str] | None = None) -> bool:
        """Blocks until every healthy follower has applied everything recorded before the
        call, and what the processes wrote in reply: read-your-writes for a command.

        By default the high-volume logs are left out: a command should not wait for the
        sensors' backlog. A follower in trouble is not waited for (it shows in health).
        """
        names = (
            [n for n in self.logs if n not in self.high_volume]
            if applications is None
            else list(applications)
        )
        deadline = time.monotonic() + timeout
        self.poke()
        while True:
            targets = {name: self._latest(name) for name in names}
            if not self._wait_for(targets, deadline):
                return False
            if all(self._latest(name) == target for name, target in targets.items()):
                return True

    def _wait_for(self, targets: Mapping[str, int], deadline: float) -> bool:
        while True:
            if all(
                pair.failures or pair.follower.position(pair.upstream) >= targets[pair.upstream]
                for pair in self._pairs
                if pair.upstream in targets
            ):
                return True
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            self.poke()
            with self._progress:
                self._progress.wait(min(remaining, 0.05))

    def _latest(self, name: str) -> int:
        return int(self.logs[name].recorder.max_notification_id() or 0)

    def status(self) -> list[FollowerStatus]:
        latest = {name: self._latest(name) for name in self.logs}
        statuses = []
        for pair in self._pairs:
            position = pair.follower.position(pair.upstream)
            statuses.append(
                FollowerStatus(
                    name=pair.follower.name,
                    upstream=pair.upstream,
                    position=position,
                    latest=latest[pair.upstream],
                    error=pair.error,
                    failures=pair.failures,
                    failed_at=pair.failed_at,
                    behind_since=(
                        self._recorded_at(pair.upstream, position + 1)
                        if latest[pair.upstream] > position
                        else None
                    ),
                )
            )
        return statuses

    def _recorded_at(self, upstream: str, notification_id: int) -> datetime | None:
        events, _ = self.logs[upstream].read_log(notification_id, 1)
        moment = getattr(events[0], "timestamp", None) if events else None
        return moment if isinstance(moment, datetime) else None

    def caught_up(self) -> bool:
        return all(s.lag == 0 for s in self.status())

    def errors(self) -> dict[str, str]:
        """The followers failing now, and why."""
        return {pair.key: pair.error for pair in self._pairs if pair.error is not None}
