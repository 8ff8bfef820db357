"""Follows the event stores and feeds each projection, exactly once, in order."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import structlog

from projections.projection import Projection
from projections.store import ReadStore

log = structlog.get_logger(__name__)

BATCH = 1000


class FollowedApplication(Protocol):
    """An event-sourced application whose notification log the projections follow."""

    name: str

    @property
    def recorder(self) -> Any: ...

    def read_log(self, start: int, limit: int) -> tuple[list[Any], int]: ...


class Projector:
    """Pulls each application's notification log and applies it to the projections.

    Pulling (rather than subscribing) works the same on SQLite and PostgreSQL; `poke()` lets
    an in-process writer wake the loop at once. Each batch and its tracking position commit
    together, so a crash between batches neither loses nor repeats an event.
    """

    def __init__(
        self,
        store: ReadStore,
        projections: Sequence[Projection],
        applications: Sequence[FollowedApplication],
        interval: float = 0.25,
        processes: Sequence[Callable[[], int]] = (),
        high_volume: Sequence[str] = ("readings",),
        process_outputs: Sequence[str] = (),
    ) -> None:
        self.store = store
        self.projections = list(projections)
        self.applications = {app.name: app for app in applications}
        self.interval = interval
        # Followers that write events rather than tables (the rules), run in the same loop.
        self.processes = list(processes)
        # The applications the processes write to: their followers look again after them.
        self.process_outputs = set(process_outputs)
        self.high_volume = set(high_volume)
        # Where each projection stands in each log, as this projector last saw it; the
        # claim in each batch's transaction corrects it if another projector moved it.
        self._positions: dict[tuple[str, str], int] = {}
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._progress = threading.Condition()
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None

    def create_tables(self) -> None:
        for projection in self.projections:
            projection.create_tables()

    def run_once(self, progress: Callable[[str, int, int], None] | None = None) -> int:
        """Applies everything recorded so far; answers how many events were read.

        Every follower takes one batch a round: the projections, then the processes (the
        rules), until a round finds nothing more. Taking turns keeps the followers of the
        readings log within a batch of each other, so they share what was read, and the
        events the processes write are shown in the next round.
        """
        pairs = [(p, name) for p in self.projections for name in p.upstream]
        active = set(range(len(pairs)))
        total = 0
        while True:
            read, progressed = 0, set()
            for i in sorted(active):
                projection, name = pairs[i]
                if done := self._step(projection, self.applications[name], progress):
                    progressed.add(i)
                    read += done
            produced = sum(process() for process in self.processes)
            total += read + produced
            if not read + produced:
                break
            # Next round: the followers that found something, and those of the logs the
            # processes write to; the others found nothing new this time.
            active = progressed
            if produced:
                active |= {i for i, (_, name) in enumerate(pairs) if name in self.process_outputs}
        if total:
            with self._progress:
                self._progress.notify_all()
        return total

    def _step(
        self,
        projection: Projection,
        app: FollowedApplication,
        progress: Callable[[str, int, int], None] | None,
    ) -> int:
        """Applies the next batch of one application's log to one projection."""
        key = (projection.name, app.name)
        while True:
            if key not in self._positions:
                self._positions[key] = self.store.position(*key)
            position = self._positions[key]
            events, last = app.read_log(position + 1, BATCH)
            if not events:
                return 0
            with self.store.transaction() as tx:
                claimed = self.store.claim(tx, *key)
                if claimed != position:
                    self._positions[key] = claimed
                    continue  # another projector applied this batch meanwhile
                projection.process_batch(events, tx)
                self.store.track(tx, projection.name, app.name, last)
            self._positions[key] = last
            if progress is not None:
                progress(projection.name, last, app.recorder.max_notification_id() or 0)
            return len(events)

    def _catch_up(
        self,
        projection: Projection,
        app: FollowedApplication,
        progress: Callable[[str, int, int], None] | None,
    ) -> int:
        count = 0
        while done := self._step(projection, app, progress):
            count += done
        return count

    def rebuild(
        self, names: Sequence[str] = (), progress: Callable[[str, int, int], None] | None = None
    ) -> int:
        """Empties the named projections (all when none named) and replays every event."""
        chosen = [p for p in self.projections if not names or p.name in names]
        self._positions.clear()
        for projection in chosen:
            projection.create_tables()
            with self.store.transaction() as tx:
                projection.drop_rows(tx)
        total = 0
        for projection in chosen:
            for app_name in projection.upstream:
                total += self._catch_up(projection, self.applications[app_name], progress)
        return total

    # Background following ------------------------------------------------------------

    def start(self) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="projector", daemon=True)
        self._thread.start()

    def poke(self) -> None:
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=10)

    def run_forever(self) -> None:
        self._run()

    def _run(self) -> None:
        failures = 0
        while not self._stop.is_set():
            busy = False
            try:
                busy = self.run_once() > 0
                failures = 0
            except Exception as error:  # keep following; a bad batch is retried
                failures += 1
                self.error = error
                log.exception("projector.batch_failed", failures=failures)
                time.sleep(min(5.0, 0.1 * 2**failures))
            if not busy:
                self._wake.wait(self.interval)
                self._wake.clear()

    def caught_up(self) -> bool:
        for projection in self.projections:
            for app_name in projection.upstream:
                app = self.applications[app_name]
                latest = app.recorder.max_notification_id() or 0
                if self.store.position(projection.name, app_name) < latest:
                    return False
        return True

    def wait(self, timeout: float = 5.0, applications: Sequence[str] | None = None) -> bool:
        """Blocks until the projections show everything recorded before the call.

        By default the high-volume streams are left out: a command should not wait for
        the sensors' backlog.
        """
        names = (
            [n for n in self.applications if n not in self.high_volume]
            if applications is None
            else list(applications)
        )
        targets = {
            name: self.applications[name].recorder.max_notification_id() or 0 for name in names
        }
        deadline = time.monotonic() + timeout
        self.poke()
        while True:
            if all(
                self.store.position(p.name, app_name) >= targets[app_name]
                for p in self.projections
                for app_name in p.upstream
                if app_name in targets
            ):
                return True
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            with self._progress:
                self._progress.wait(min(remaining, 0.05))
