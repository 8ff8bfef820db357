"""The worker threads' one loop (`application.periodic`): a round that leaves work is
followed at once, an idle one waits its interval unless woken, a failing round is logged
and never ends the thread, and `stop` ends it."""

from __future__ import annotations

import threading
import time

from application.periodic import Periodic


class Counting(Periodic):
    name = "counting"

    def __init__(self, interval: float, script: list[object]) -> None:
        super().__init__(interval)
        self.script = script  # what each round does: True/False (busy) or an error to raise
        self.rounds = 0
        self.done = threading.Event()

    def round(self) -> bool:
        self.rounds += 1
        step = self.script.pop(0) if self.script else False
        if not self.script:
            self.done.set()
        if isinstance(step, Exception):
            raise step
        return bool(step)


def _wait(flag: threading.Event) -> None:
    assert flag.wait(30), "the worker did not get there"


def test_busy_rounds_follow_at_once_and_a_failure_does_not_end_the_thread() -> None:
    # An hour's interval: only rounds that follow at once, or a wake, can finish a script.
    worker = Counting(3600, [True, True, False])
    worker.start()
    try:
        _wait(worker.done)
        assert worker.rounds == 3
        worker.script.append(RuntimeError("the storage is away"))
        worker.done.clear()
        worker.wake()
        _wait(worker.done)
        # The failed round is waited out like an idle one; told of work, it goes on.
        worker.script.append(False)
        worker.done.clear()
        worker.wake()
        _wait(worker.done)
    finally:
        worker.stop()
    assert worker.rounds == 5
    assert worker._thread is None


def test_an_idle_worker_waits_its_interval_and_stop_ends_the_wait() -> None:
    worker = Counting(3600, [False])
    worker.start()
    _wait(worker.done)
    time.sleep(0.05)
    assert worker.rounds == 1  # waiting its hour
    started = time.monotonic()
    worker.stop()
    assert time.monotonic() - started < 5
    assert worker.rounds == 1


def test_a_worker_that_waits_first_does_nothing_before_its_interval() -> None:
    worker = Counting(3600, [False])
    worker.waits_first = True
    worker.start()
    time.sleep(0.05)
    worker.stop()
    assert worker.rounds == 0
