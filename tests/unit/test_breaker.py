"""The storage breaker: one slow call never turns the console away; a storage that does not
answer does, until a probe finds it back."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest

from api.breaker import Breaker


class Storage:
    """A stand-in storage: answers, refuses, or stalls until resumed."""

    def __init__(self) -> None:
        self.refusing = False
        self.running = threading.Event()
        self.running.set()
        self.probes = 0

    def probe(self) -> None:
        self.probes += 1
        self.running.wait()
        if self.refusing:
            raise ConnectionRefusedError("connection refused")


def eventually(condition: Callable[[], bool], within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


@pytest.fixture
def storage() -> Storage:
    return Storage()


@pytest.fixture
def breaker(storage: Storage) -> Breaker:
    breaker = Breaker(storage.probe, probe_seconds=0.2, every_seconds=0.05)
    yield breaker  # type: ignore[misc]
    storage.running.set()
    breaker.stop()


def test_a_storage_that_answers_keeps_it_closed(storage: Storage, breaker: Breaker) -> None:
    breaker.suspect()
    assert breaker.answers()
    assert not breaker.is_open


def test_a_refusing_storage_opens_it_and_its_return_closes_it(
    storage: Storage, breaker: Breaker
) -> None:
    recovered = threading.Event()
    breaker._recover = recovered.set  # type: ignore[method-assign]
    storage.refusing = True
    breaker.suspect()
    assert eventually(lambda: breaker.is_open)
    assert not breaker.answers()
    storage.refusing = False
    assert eventually(lambda: not breaker.is_open), "a probe should find the storage back"
    assert recovered.is_set(), "the pools drop the broken connections on the way back"
    assert breaker.openings == 1


def test_a_stalled_storage_opens_it_after_the_probe_deadline(
    storage: Storage, breaker: Breaker
) -> None:
    storage.running.clear()
    started = time.monotonic()
    assert not breaker.answers()
    assert time.monotonic() - started < 5, "a stalled probe is waited for only so long"
    assert breaker.is_open
    probes_while_stalled = storage.probes
    time.sleep(0.3)  # several watch intervals: a stuck probe is never started twice
    assert storage.probes == probes_while_stalled == 1
    storage.running.set()
    assert eventually(lambda: not breaker.is_open)


def test_retry_after_names_the_next_probe(breaker: Breaker) -> None:
    assert breaker.retry_after() >= 1


@pytest.mark.parametrize("suspicions", [1, 20])
def test_suspicions_of_a_healthy_storage_change_nothing(
    storage: Storage, breaker: Breaker, suspicions: int
) -> None:
    for _ in range(suspicions):
        breaker.suspect()
    assert breaker.answers()
    assert not breaker.is_open and breaker.openings == 0
