"""The soak's end checks: a reading lost, stored twice or miscounted in its device's status
row is reported as such, and memory or p99 growing past its bound is not called flat."""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from bench.soak_answers import Answer
from bench.soak_checks import flatness, readings_verdict

devices = st.sampled_from([f"id:6:{n:012X}" for n in range(1, 6)])
keys = st.sets(st.tuples(devices, st.integers(1_000, 1_100)), max_size=60)


@given(
    accepted_keys=keys,
    data=st.data(),
    unheard=st.sets(st.tuples(devices, st.integers(2_000, 2_100)), max_size=5),
)
def test_every_lost_twice_stored_and_miscounted_reading_is_reported(
    accepted_keys: set[tuple[str, int]], data: st.DataObject, unheard: set[tuple[str, int]]
) -> None:
    ordered = sorted(accepted_keys)
    lost = data.draw(st.sets(st.sampled_from(ordered)) if ordered else st.just(set()))
    kept = [k for k in ordered if k not in lost]
    twice = data.draw(st.sets(st.sampled_from(kept)) if kept else st.just(set()))
    accepted: dict[str, set[int]] = {}
    for device, seq in ordered:
        accepted.setdefault(device, set()).add(seq)
    stored = Counter({k: 2 if k in twice else 1 for k in [*kept, *unheard]})
    before = {device: 7 for device in {d for d, _ in stored}}
    after = {device: 7 + sum(n for (d, _), n in stored.items() if d == device) for device in before}
    miscounted = data.draw(st.sets(st.sampled_from(sorted(after))) if after else st.just(set()))
    for device in miscounted:
        after[device] -= 1  # a reading the status row never counted

    verdict = readings_verdict(accepted, stored, before, after)

    assert verdict["accepted"] == len(ordered)
    assert verdict["missing"] == len(lost)
    assert verdict["storedMoreThanOnce"] == len(twice)
    assert verdict["storedUnheard"] == len(unheard)
    assert verdict["readTableMiscounted"] == len(miscounted)
    assert verdict["nothingLost"] == (not lost and not twice and not miscounted)


def _line(minute: int, serve_mib: float) -> dict[str, Any]:
    return {
        "minute": minute,
        "seconds": [(minute - 1) * 60, minute * 60],
        "rssMiB": {"serve": serve_mib},
    }


def _answers(minute: int, seconds: float) -> list[Answer]:
    return [Answer((minute - 1) * 60 + 1, "GET /api/issues", 200, seconds)] * 100


def test_memory_or_p99_growing_past_the_bound_is_not_flat() -> None:
    bounds = {"memory": 1.5, "p99": 1.5}
    # Minute 1 is the warm-up: compared are minutes 2-3 against minutes 5-6.
    steady = [_line(m, 200 + m) for m in range(1, 7)]
    quick = [a for m in range(1, 7) for a in _answers(m, 0.05)]
    flat = flatness(steady, quick, 0.0, 1.0, bounds)
    assert flat["comparedMinutes"] == {"first": [2, 3], "last": [5, 6]}
    assert flat["memoryFlat"] and flat["p99Flat"]

    growing = [_line(m, 200 * m) for m in range(1, 7)]
    slowing = [a for m in range(1, 7) for a in _answers(m, 0.05 * m)]
    grown = flatness(growing, slowing, 0.0, 1.0, bounds)
    assert grown["memory"]["serve"]["ratio"] == round((1000 + 1200) / (400 + 600), 2)
    assert grown["p99"]["ratio"] == round(0.30 / 0.15, 2)
    assert not grown["memoryFlat"] and not grown["p99Flat"]

    # The trivial call asked beside them slowed as much: the machine, not the console.
    machine = [Answer(a.at, "GET /api/no-such-call", 404, a.seconds / 10) for a in slowing]
    judged = flatness(steady, slowing, 0.0, 1.0, bounds, machine)
    assert judged["trivialP99"]["ratio"] == 2.0 and judged["p99AgainstTrivial"] == 1.0
    assert judged["p99Flat"]
