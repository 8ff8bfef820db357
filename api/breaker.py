"""Whether the console's storage answers: the breaker in front of every call that needs it.

A call that finds the storage failing (an error saying it is away, or no answer within the
call's deadline) only makes the breaker *suspect* it: one probe, a trivial query with a
short deadline, asks the storage itself, so one slow call never turns the console away.
A probe that fails or does not answer opens the breaker: calls answer 503 at once, without
waiting on the storage or tying up a worker thread, while a probe looks again every
`every_seconds`. The first probe that answers closes it, and the pools drop the connections
the outage broke (`recover`).

Probes run in daemon threads of their own: a probe stuck on a stalled server is waited for
no longer than `probe_seconds`, is never started twice, and closes the breaker the moment
it does answer.
"""

from __future__ import annotations

import asyncio
import math
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future

import structlog

log = structlog.get_logger(__name__)

#: How long a probe may take before the storage counts as not answering.
PROBE_SECONDS = 1.0
#: How often an open breaker probes again.
EVERY_SECONDS = 1.0
#: A probe that answered this recently answers for the storage without asking again.
FRESH_SECONDS = 1.0


class Breaker:
    def __init__(
        self,
        probe: Callable[[], object],
        recover: Callable[[], object] = lambda: None,
        *,
        probe_seconds: float = PROBE_SECONDS,
        every_seconds: float = EVERY_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._probe = probe
        self._recover = recover
        self.probe_seconds = probe_seconds
        self.every_seconds = every_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self._in_flight: Future[BaseException | None] | None = None
        self._opened_at: float | None = None
        self._answered_at = -math.inf
        self._stopped = threading.Event()
        self._watching = False
        #: How many times the storage was found away (a Prometheus counter).
        self.openings = 0

    @property
    def is_open(self) -> bool:
        return self._opened_at is not None

    def retry_after(self) -> int:
        """Seconds a client should wait before trying again: until the next probe."""
        return max(1, math.ceil(self.every_seconds + self.probe_seconds))

    def suspect(self) -> None:
        """A call failed as if the storage were away: ask it, without waiting."""
        if not self.is_open:
            self._probing()

    def answers(self) -> bool:
        """Whether the storage answers now (waits at most `probe_seconds`)."""
        if not self.is_open and self._clock() - self._answered_at < FRESH_SECONDS:
            return True
        probe = self._probing()
        try:
            failure = probe.result(timeout=self.probe_seconds)
        except TimeoutError:
            self._open("no answer")
            return False
        return failure is None

    async def answers_async(self) -> bool:
        """`answers` for the event loop, which it never blocks."""
        if not self.is_open and self._clock() - self._answered_at < FRESH_SECONDS:
            return True
        probe = self._probing()
        try:
            failure = await asyncio.wait_for(
                asyncio.shield(asyncio.wrap_future(probe)), self.probe_seconds
            )
        except TimeoutError:
            self._open("no answer")
            return False
        return failure is None

    def stop(self) -> None:
        self._stopped.set()

    # Probing ---------------------------------------------------------------------------

    def _probing(self) -> Future[BaseException | None]:
        """The probe in flight, or a new one."""
        with self._lock:
            if self._in_flight is None or self._in_flight.done():
                probe: Future[BaseException | None] = Future()
                self._in_flight = probe
                threading.Thread(
                    target=self._run_probe, args=(probe,), name="storage-probe", daemon=True
                ).start()
            return self._in_flight

    def _run_probe(self, probe: Future[BaseException | None]) -> None:
        try:
            self._probe()
        except Exception as error:  # the storage refused or broke the connection
            probe.set_result(error)
            self._open(f"{type(error).__name__}: {error}".strip()[:200])
            return
        probe.set_result(None)
        self._closed()

    def _open(self, reason: str) -> None:
        with self._lock:
            if self._opened_at is not None:
                return
            self._opened_at = self._clock()
            self.openings += 1
            start = not self._watching
            self._watching = True
        log.warning("storage.unavailable", reason=reason, retry_in=self.every_seconds)
        if start:
            threading.Thread(target=self._watch, name="storage-watch", daemon=True).start()

    def _closed(self) -> None:
        with self._lock:
            self._answered_at = self._clock()
            opened_at = self._opened_at
        if opened_at is None:
            return
        try:  # before calls are let through again: they should find working connections
            self._recover()
        except Exception as error:  # the next calls find out for themselves
            log.warning("storage.recover_failed", error=f"{type(error).__name__}: {error}")
        with self._lock:
            self._opened_at = None
        log.info("storage.available", down_seconds=round(self._clock() - opened_at, 1))

    def _watch(self) -> None:
        """While open: a probe every `every_seconds` (one at a time)."""
        try:
            while self.is_open and not self._stopped.wait(self.every_seconds):
                probe = self._probing()
                try:
                    probe.result(timeout=self.probe_seconds)
                except TimeoutError:
                    continue  # still stalled; the probe in flight closes it when it answers
        finally:
            with self._lock:
                # Opened again just as the loop ended: this watch goes on in a new thread.
                again = self._opened_at is not None and not self._stopped.is_set()
                self._watching = again
            if again:
                threading.Thread(target=self._watch, name="storage-watch", daemon=True).start()
