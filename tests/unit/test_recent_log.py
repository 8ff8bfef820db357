"""Followers sharing what was read of a log see exactly what reading it themselves shows."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from application.recent_log import RecentLog

# A step: append some notifications (with gaps in their ids), or let follower 0 or 1 read.
steps = st.lists(
    st.one_of(
        st.tuples(st.just("append"), st.lists(st.integers(1, 3), min_size=1, max_size=8)),
        st.tuples(st.sampled_from([0, 1]), st.integers(1, 7)),
    ),
    max_size=60,
)


@given(steps=steps, keep=st.integers(1, 12))
def test_followers_read_every_event_once_in_order_through_the_shared_stretch(
    steps: list[tuple[object, object]], keep: int
) -> None:
    log: list[int] = []  # notification ids; the event of id n is f"e{n}"
    recent = RecentLog(keep=keep)
    seen: list[list[str]] = [[], []]
    positions = [0, 0]

    def select(start: int, limit: int) -> list[int]:
        return [n for n in log if n >= start][:limit]

    for what, arg in steps:
        if what == "append":
            assert isinstance(arg, list)
            for gap in arg:
                log.append((log[-1] if log else 0) + gap)
            continue
        assert isinstance(what, int) and isinstance(arg, int)
        start, limit = positions[what] + 1, arg
        direct = select(start, limit)
        held = recent.get(start, limit)
        if held is None:
            recent.put(start, direct, [f"e{n}" for n in direct])
            events, last = [f"e{n}" for n in direct], direct[-1] if direct else start - 1
        else:
            events, last = held
            # A shorter answer is fine (the rest comes next time), a different one is not.
            assert 0 < len(events) <= limit
            assert events == [f"e{n}" for n in direct[: len(events)]]
        seen[what].extend(events)
        positions[what] = last

    for follower in (0, 1):
        remaining = select(positions[follower] + 1, len(log))
        assert seen[follower] + [f"e{n}" for n in remaining] == [f"e{n}" for n in log]


def test_the_second_follower_takes_what_the_first_read() -> None:
    recent = RecentLog(keep=10)
    recent.put(1, [1, 2, 4], ["a", "b", "d"])
    assert recent.get(1, 10) == (["a", "b", "d"], 4)
    assert recent.get(3, 10) == (["d"], 4)  # 3 was never stored: the stretch says so
    assert recent.get(5, 10) is None  # beyond what was read
    recent.put(5, [7], ["g"])  # read on from where the stretch ended
    assert recent.get(2, 2) == (["b", "d"], 4)
    recent.put(20, [20], ["t"])  # a read elsewhere replaces the stretch
    assert recent.get(1, 10) is None
