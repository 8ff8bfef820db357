"""Sign-in throttling shared by the API processes, on both storages: two processes' throttles
over one store count one account's failures together, failures arriving at the same moment
are each counted, and a success in one process clears the account in the other; the visitor
feedback page's limit is shared the same way."""

from __future__ import annotations

import threading

import pytest

from api.authn.throttle import SignInThrottle, keys_of, reset_request_throttle
from api.public.limiter import VisitLimiter
from domain.errors import TooManyRequests
from hygiene.bootstrap import Console


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def _retry_after(throttle: SignInThrottle, keys: list[tuple[str, str]]) -> int | None:
    try:
        throttle.check(keys)
    except TooManyRequests as refused:
        return refused.retry_after
    return None


def test_two_processes_throttle_one_account_as_one(console: Console) -> None:
    clock = Clock()
    first, second = (SignInThrottle(console.store, clock=clock) for _ in range(2))
    keys = keys_of("cleaner@example.com", "10.0.0.1")
    for n in range(4):  # five allowed: alternating processes, four failures pass
        (first if n % 2 else second).failed(keys)
    assert _retry_after(first, keys) is None and _retry_after(second, keys) is None
    first.failed(keys)
    assert _retry_after(second, keys) == 60  # the fifth failure, counted in the other
    second.succeeded(keys[0])
    assert _retry_after(first, [keys[0]]) is None
    # The address's failures stay: five of its twenty.
    address = [keys[1]]
    for _ in range(15):
        first.failed(address)
    assert _retry_after(second, address) == 60


def test_failures_at_the_same_moment_are_each_counted(console: Console) -> None:
    clock = Clock()
    throttles = [SignInThrottle(console.store, clock=clock) for _ in range(8)]
    throttles[0].check(keys_of("x@example.com", "10.0.0.2"))  # the table exists
    keys = keys_of("worker@example.com", "10.0.0.2")
    barrier = threading.Barrier(len(throttles))
    problems: list[BaseException] = []

    def fail(throttle: SignInThrottle) -> None:
        try:
            barrier.wait(timeout=30)
            throttle.failed(keys)
        except BaseException as error:  # surfaced below
            problems.append(error)

    threads = [threading.Thread(target=fail, args=(t,)) for t in throttles]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert problems == []
    # Eight failures against five allowed: the wait has doubled three times.
    assert _retry_after(throttles[0], [keys[0]]) == 480


def test_the_reset_requests_are_throttled_apart_from_sign_ins(console: Console) -> None:
    clock = Clock()
    sign_ins = SignInThrottle(console.store, clock=clock)
    resets = reset_request_throttle(console.store)
    resets.clock = clock
    keys = keys_of("supervisor@example.com", "10.0.0.3")
    for _ in range(3):
        resets.failed(keys)
    with pytest.raises(TooManyRequests) as refused:
        resets.check(keys)
    assert refused.value.code == "reset-requests-throttled"
    sign_ins.check(keys)  # sign-in is not held up by the resets asked for


def test_two_processes_count_one_visitor_s_feedback_as_one(console: Console) -> None:
    clock = Clock()
    limiters = [
        VisitLimiter(console.store, limit=3, per_seconds=600, clock=clock) for _ in range(8)
    ]
    barrier = threading.Barrier(len(limiters))
    waits: list[float | None] = []
    problems: list[BaseException] = []

    def give(limiter: VisitLimiter) -> None:
        try:
            barrier.wait(timeout=30)
            waits.append(limiter.take("10.0.0.4", "facility-1"))
        except BaseException as error:  # surfaced below
            problems.append(error)

    threads = [threading.Thread(target=give, args=(limiter,)) for limiter in limiters]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert problems == []
    # Eight at once from one address: three accepted, whichever processes took them.
    assert sorted(waits, key=lambda w: w or 0) == [None] * 3 + [600.0] * 5
    assert limiters[0].take("10.0.0.4", "facility-2") is None  # another facility
    clock.now += 600
    assert limiters[1].take("10.0.0.4", "facility-1") is None  # the window has passed
