"""Sign-in throttling: a key waits after its allowance of failures, longer each time."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api.authn.throttle import SignInThrottle, keys_of
from domain.errors import TooManyRequests
from projections.store import SqliteReadStore

_folder = tempfile.TemporaryDirectory()
STORE = SqliteReadStore(Path(_folder.name) / "read.sqlite")


@pytest.fixture(scope="module", autouse=True)
def _closed() -> Iterator[None]:
    yield
    STORE.close()
    _folder.cleanup()


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _throttle(clock: Clock) -> SignInThrottle:
    """A throttle on a table emptied of what the previous test counted."""
    throttle = SignInThrottle(STORE, allowed={"account": 3, "address": 10}, clock=clock)
    throttle.succeeded(("account", "-"))  # makes the table
    with STORE.ledger_transaction() as tx:
        tx.execute("DELETE FROM throttled_keys")
    return throttle


def test_an_account_waits_after_its_allowance_and_the_wait_grows() -> None:
    clock = Clock()
    throttle = _throttle(clock)
    keys = keys_of("Cleaner@Example.com ", "10.0.0.1")
    for _ in range(2):
        throttle.failed(keys)
        throttle.check(keys)
    throttle.failed(keys)
    with pytest.raises(TooManyRequests) as refused:
        throttle.check(keys)
    assert refused.value.retry_after == 60 and refused.value.code == "sign-in-throttled"
    assert "Try again in 1 minute" in refused.value.message
    # The same account from another address waits too: the account is what is guessed at.
    with pytest.raises(TooManyRequests):
        throttle.check(keys_of("cleaner@example.com", "10.0.0.2"))
    clock.now += 61
    throttle.check(keys)
    throttle.failed(keys)
    with pytest.raises(TooManyRequests) as longer:
        throttle.check(keys)
    assert longer.value.retry_after == 120


def test_a_success_clears_the_account_but_not_the_address() -> None:
    clock = Clock()
    throttle = _throttle(clock)
    for n in range(9):
        throttle.failed(keys_of(f"user{n}@example.com", "10.0.0.9"))
    throttle.succeeded(keys_of("user0@example.com", "10.0.0.9")[0])
    throttle.failed(keys_of("user0@example.com", "10.0.0.9"))
    with pytest.raises(TooManyRequests):  # ten failures from one address, on any accounts
        throttle.check(keys_of("someone-else@example.com", "10.0.0.9"))
    throttle.check(keys_of("someone-else@example.com", "10.0.0.10"))


@given(gaps=st.lists(st.floats(min_value=0, max_value=2000), max_size=30))
def test_never_waits_longer_than_the_cap_nor_locks_within_the_allowance(
    gaps: list[float],
) -> None:
    clock = Clock()
    throttle = _throttle(clock)
    keys = keys_of("a@example.com", "10.0.0.1")
    for n, gap in enumerate(gaps, start=1):
        clock.now += gap
        throttle.failed(keys)
        try:
            throttle.check(keys)
        except TooManyRequests as refused:
            assert 0 < refused.retry_after <= throttle.max_wait_seconds
            assert n >= 3
