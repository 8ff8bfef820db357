"""The ledger of idempotent writes on both storages: a key is claimed by one request only,
even when many claim it at once; its answer is kept a day; a claim whose call never ended
is given up after a while; the read store's version (and every kept answer) stays."""

from __future__ import annotations

import threading

from api.idempotency.ledger import ABANDONED_SECONDS, KEEP_SECONDS, Answer, Ledger, Outcome
from hygiene.bootstrap import Console

ANSWER = Answer(201, [(b"content-type", b"application/json")], b'{"id":"b-1"}')


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def test_a_claimed_key_is_in_flight_then_answers_its_first_answer(console: Console) -> None:
    clock = Clock()
    ledger = Ledger(console.store, clock)
    version = console.store.version

    assert ledger.claim("acc-1", "k", "body-a").outcome is Outcome.NEW
    assert ledger.claim("acc-1", "k", "body-a").outcome is Outcome.IN_FLIGHT
    assert ledger.claim("acc-1", "k", "body-b").outcome is Outcome.OTHER_BODY
    assert ledger.claim("acc-2", "k", "body-a").outcome is Outcome.NEW  # another account's

    ledger.settle("acc-1", "k", ANSWER)
    again = ledger.claim("acc-1", "k", "body-a")
    assert again.outcome is Outcome.REPLAY
    assert again.answer == ANSWER
    assert console.store.version == version


def test_an_answer_is_kept_a_day_and_an_unfinished_claim_is_given_up(console: Console) -> None:
    clock = Clock()
    ledger = Ledger(console.store, clock)
    ledger.claim("acc", "kept", "body")
    ledger.settle("acc", "kept", ANSWER)
    ledger.claim("acc", "stuck", "body")

    clock.now += ABANDONED_SECONDS + 1
    assert ledger.claim("acc", "kept", "body").outcome is Outcome.REPLAY
    assert ledger.claim("acc", "stuck", "body").outcome is Outcome.NEW

    clock.now += KEEP_SECONDS
    assert ledger.claim("acc", "kept", "other body").outcome is Outcome.NEW


def test_a_released_claim_may_be_tried_again(console: Console) -> None:
    ledger = Ledger(console.store, Clock())
    ledger.claim("acc", "k", "body")
    ledger.release("acc", "k")
    assert ledger.claim("acc", "k", "body").outcome is Outcome.NEW


def test_many_claiming_one_key_at_once_leaves_it_to_one(console: Console) -> None:
    ledger = Ledger(console.store)
    ledger.claim("warm", "up", "body")  # the table exists before the race
    claimants = 8
    barrier = threading.Barrier(claimants)
    outcomes: list[Outcome] = []
    lock = threading.Lock()

    def claim() -> None:
        barrier.wait()
        outcome = ledger.claim("acc", "raced", "body").outcome
        with lock:
            outcomes.append(outcome)

    threads = [threading.Thread(target=claim) for _ in range(claimants)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)

    assert sorted(o.value for o in outcomes) == ["in-flight"] * (claimants - 1) + ["new"]
