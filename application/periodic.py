"""A worker thread that does its work in rounds: the escalator, the silence watch, the
webhook sender and the live-updates hub are each one.

A round answers whether it left work behind (a full batch, say); the thread then goes on at
once, and otherwise waits its interval or until woken. A round that fails is logged and
waited out, never the end of the thread: the storage may be away, and will come back.
"""

from __future__ import annotations

import threading

import structlog

from application.storage import described, storage_away

log = structlog.get_logger(__name__)


class Periodic:
    """Subclasses name the thread (`name`, also their log events' prefix) and do a round
    (`round`)."""

    name = "periodic"
    #: Whether the first round waits an interval (the read tables catch up first).
    waits_first = False
    #: How long `stop` waits for a round under way.
    stop_timeout = 10.0

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self.run, name=self.name, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stops after the round under way, if any."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=self.stop_timeout)
            self._thread = None

    def wake(self) -> None:
        """Starts the next round now rather than at the end of the wait."""
        self._wake.set()

    def run(self) -> None:
        if self.waits_first:
            self._stop.wait(self.interval)
        while not self._stop.is_set():
            try:
                busy = self.round()
            except Exception as error:
                self.failed(error)
                busy = False
            if not busy and not self._stop.is_set():
                self._wake.wait(self.idle_wait())
            self._wake.clear()

    def round(self) -> bool:
        """One round of work; answers whether more is waiting."""
        raise NotImplementedError

    def idle_wait(self) -> float | None:
        """How long to wait after a round that left nothing (None: until woken)."""
        return self.interval

    def failed(self, error: Exception) -> None:
        if storage_away(error):
            log.warning(f"{self.name}.storage_away", error=described(error))
        else:
            log.exception(f"{self.name}.failed")
