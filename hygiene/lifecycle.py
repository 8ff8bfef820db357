"""Starting while a service is down, and stopping within a bound.

A process started while PostgreSQL is down waits for it: one log line per try, naming the
try and the wait before the next, backing off to `BACKOFF_MAX`; an outage is expected, so
no traceback. SIGTERM (or SIGINT) ends the wait at once.

A process told to stop does what it can in `STOP_SECONDS` (the API finishes the calls in
flight, `ingest` stores and acknowledges what it holds, the followers finish their batch);
whatever still waits on a stalled service then is abandoned, and the process exits: an
orchestrator's SIGKILL after its grace period would do the same, less politely, and
nothing unacknowledged or uncommitted is lost by it.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType
from typing import TYPE_CHECKING, TypeVar

import structlog

from application.storage import described, storage_away
from hygiene.settings import Settings
from storage.postgres import ping

if TYPE_CHECKING:
    from hygiene.bootstrap import Console

log = structlog.get_logger("hygiene")

T = TypeVar("T")

BACKOFF_FIRST = 0.5
BACKOFF_MAX = 10.0
#: From the first SIGTERM to the process's exit, at most (orchestrators allow 10 s or more).
STOP_SECONDS = 8.0


class Stopping:
    """The process's stop: SIGTERM and SIGINT set `event` and run the callbacks, then a
    watchdog ends the process `STOP_SECONDS` later if it has not ended by itself."""

    def __init__(self, grace: float = STOP_SECONDS) -> None:
        self.event = threading.Event()
        self.grace = grace
        self._callbacks: list[Callable[[], object]] = []
        self._lock = threading.Lock()

    def install(self) -> Stopping:
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, self._on_signal)
        return self

    def on_stop(self, callback: Callable[[], object]) -> None:
        self._callbacks.append(callback)

    def is_set(self) -> bool:
        return self.event.is_set()

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        self.signalled(signal.Signals(signum).name)

    def signalled(self, name: str = "SIGTERM") -> None:
        """Starts the stop (once; a repeated signal changes nothing)."""
        with self._lock:
            if self.event.is_set():
                return
            self.event.set()
        log.info("stop.requested", signal=name, within_seconds=self.grace)
        threading.Thread(target=self._watchdog, name="stop-watchdog", daemon=True).start()
        for callback in self._callbacks:
            callback()

    def _watchdog(self) -> None:
        threading.Event().wait(self.grace)
        log.warning("stop.forced", waited_seconds=self.grace)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)


def wait_for_storage(settings: Settings, stopping: Stopping) -> bool:
    """Returns once PostgreSQL answers (at once on the embedded SQLite); False when told to
    stop meanwhile."""
    if not settings.database_url:
        return True
    return _retrying(lambda: _ping(settings), "storage", stopping) is not None


def start_console(settings: Settings, stopping: Stopping, **options: object) -> Console | None:
    """`build_console` once the storage answers, tried again if it goes away meanwhile;
    None when told to stop first."""
    from hygiene.bootstrap import build_console

    if not wait_for_storage(settings, stopping):
        return None
    return _retrying(lambda: build_console(settings, **options), "storage", stopping)  # type: ignore[arg-type]


def _ping(settings: Settings) -> bool:
    assert settings.database_url is not None
    ping(settings.database_url)
    return True


def _retrying(attempt: Callable[[], T], service: str, stopping: Stopping) -> T | None:
    delay = BACKOFF_FIRST
    tries = 0
    while not stopping.is_set():
        tries += 1
        try:
            found = attempt()
        except Exception as error:
            if not storage_away(error):
                raise
            log.warning(f"{service}.waiting", attempt=tries, retry_in=delay, error=described(error))
        else:
            if tries > 1:
                log.info(f"{service}.available", attempts=tries)
            return found
        stopping.event.wait(delay)
        delay = min(BACKOFF_MAX, delay * 2)
    return None
