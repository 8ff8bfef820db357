"""Writers that read, then all write at once: what the race tests are made of.

`SaveGate` replaces an application's `save`: each writer's first save of the records it
watches waits at a barrier until every writer has read its state and reached it, then all
of them save together. So the read phases truly overlap, whatever the scheduler does.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

import pytest

#: How long a writer waits for the others, or the test for its writers: a deadline for
#: something that happens at once, never a pause.
DEADLINE = 60.0


class SaveGate:
    def __init__(
        self,
        monkeypatch: pytest.MonkeyPatch,
        app: Any,
        parties: int,
        watched: Callable[[Sequence[Any]], bool],
    ) -> None:
        self.barrier = threading.Barrier(parties, timeout=DEADLINE)
        self.watched = watched
        self._save = app.save
        self._lock = threading.Lock()
        self._passed: set[int] = set()
        monkeypatch.setattr(app, "save", self.save)

    def save(self, *objs: Any, **kwargs: Any) -> Any:
        if self.watched(objs):
            with self._lock:
                first = threading.get_ident() not in self._passed
                self._passed.add(threading.get_ident())
            if first:  # a writer running again after a lost race does not wait again
                self.barrier.wait()
        return self._save(*objs, **kwargs)

    @property
    def met(self) -> int:
        """How many writers reached the gate together."""
        return len(self._passed)


def holding(*classes: type) -> Callable[[Sequence[Any]], bool]:
    """Watches the saves that hold a record of these classes."""
    return lambda objs: any(isinstance(obj, classes) for obj in objs)


def at_once(writers: Sequence[Callable[[], Any]]) -> list[Any]:
    """Runs each writer on its own thread; answers what each returned or raised."""
    outcomes: list[Any] = [None] * len(writers)

    def run(n: int) -> None:
        try:
            outcomes[n] = writers[n]()
        except Exception as error:
            outcomes[n] = error

    threads = [threading.Thread(target=run, args=(n,)) for n in range(len(writers))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(DEADLINE)
    assert not any(thread.is_alive() for thread in threads), "a writer never finished"
    return outcomes
