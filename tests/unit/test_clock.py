"""The clock events take their time from: the wall clock, unless a past is being entered."""

from __future__ import annotations

import importlib
import pkgutil
import threading
from datetime import UTC, datetime, timedelta

import pytest
from eventsourcing.domain import Aggregate
from hypothesis import given
from hypothesis import strategies as st

import domain
from domain.clock import each_at, event_time, events_at
from domain.watch import DeviceWatch
from tests.races import DEADLINE

PAST = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)


class Boom(Exception):
    pass


def _domain_events() -> list[type]:
    for module in pkgutil.iter_modules(domain.__path__):
        importlib.import_module(f"domain.{module.name}")
    found: list[type] = []
    todo = [Aggregate.Event]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith("domain."):
            found.append(cls)
    return found


def test_every_event_of_every_aggregate_reads_the_clock() -> None:
    events = _domain_events()
    assert len(events) > 50  # every aggregate's, created and decorated ones alike
    assert all(cls.create_timestamp is event_time for cls in events)


def test_an_aggregate_records_at_the_moment_set_and_at_the_wall_clock_outside() -> None:
    with events_at(PAST, apart=timedelta(seconds=1)):
        watch = DeviceWatch(device_id="d", state={})
        watch.observe(state={"seen": 1})
    before = datetime.now(UTC)
    watch.observe(state={"seen": 2})
    after = datetime.now(UTC)
    times = [e.timestamp for e in watch.collect_events()]
    assert times[:2] == [PAST, PAST + timedelta(seconds=1)]
    assert before <= times[2] <= after
    assert watch.created_on == PAST


@given(
    offset=st.integers(min_value=-40 * 86_400, max_value=3_600),
    apart=st.integers(min_value=0, max_value=3_600),
    first=st.integers(min_value=0, max_value=4),
    inner=st.one_of(st.none(), st.integers(min_value=-40 * 86_400, max_value=3_600)),
    then=st.integers(min_value=0, max_value=4),
    fails=st.booleans(),
)
def test_a_block_s_times_never_go_back_nor_ahead_of_now(
    offset: int, apart: int, first: int, inner: int | None, then: int, fails: bool
) -> None:
    """Inside a block the k-th event is `apart` after the one before, from its moment, and
    never later than the wall clock; a nested block has its own clock and gives the outer
    one back; leaving the block, however, gives the wall clock back."""
    before = datetime.now(UTC)
    moment = before + timedelta(seconds=offset)
    step = timedelta(seconds=apart)
    stamps: list[datetime] = []
    nested: list[datetime] = []
    try:
        with events_at(moment, apart=step):
            stamps.extend(event_time() for _ in range(first))
            with events_at(None if inner is None else before + timedelta(seconds=inner)):
                nested.append(event_time())
            stamps.extend(event_time() for _ in range(then))
            if fails:
                raise Boom
    except Boom:
        pass
    outside = event_time()
    after = datetime.now(UTC)

    assert stamps == sorted(stamps)
    for k, stamp in enumerate(stamps):
        meant = moment + step * k
        assert stamp == meant if meant <= before else before <= stamp <= min(meant, after)
    meant_inside = after if inner is None else before + timedelta(seconds=inner)
    if meant_inside <= before:
        assert nested[0] == meant_inside
    else:
        assert before <= nested[0] <= min(meant_inside, after)
    assert before <= outside <= after


def test_a_moment_names_its_zone_and_a_block_does_not_go_back() -> None:
    with pytest.raises(ValueError, match="time zone"), events_at(datetime(2026, 3, 1, 9, 30)):
        pass
    with pytest.raises(ValueError, match="back in time"), events_at(PAST, timedelta(seconds=-1)):
        pass


def test_each_change_of_a_batch_is_recorded_at_its_own_moment() -> None:
    moments = [PAST, None, PAST + timedelta(hours=2)]
    seen = [event_time() for _moment in each_at(moments, lambda m: m)]
    assert seen[0] == PAST and seen[2] == PAST + timedelta(hours=2)
    assert seen[1] > PAST + timedelta(days=1)  # the wall clock

    # Left half way, by an exception or a break, the loop gives the wall clock back.
    def fails_half_way() -> None:
        for _moment in each_at(moments, lambda m: m):
            raise Boom

    with pytest.raises(Boom):
        fails_half_way()
    assert event_time() > PAST + timedelta(days=1)
    for _moment in each_at(moments, lambda m: m):
        break
    assert event_time() > PAST + timedelta(days=1)


def test_a_thread_entering_the_past_leaves_the_others_on_the_wall_clock() -> None:
    """Writers in the past and live ones create their records at the same time: each
    thread's records take its own clock."""
    pasts = [PAST + timedelta(days=n) for n in range(4)]
    writers = [*pasts, None, None, None, None]
    barrier = threading.Barrier(len(writers), timeout=DEADLINE)
    made: dict[int, list[datetime]] = {}
    failures: list[BaseException] = []

    def write(n: int, moment: datetime | None) -> None:
        try:
            with events_at(moment):
                barrier.wait()  # every writer is in its block: all clocks are set
                watch = DeviceWatch(device_id=f"d{n}", state={})
                barrier.wait()  # all made theirs before any block ends
                watch.observe(state={"n": n})
            made[n] = [e.timestamp for e in watch.collect_events()]
        except BaseException as error:  # reported by the test, not lost in the thread
            failures.append(error)

    before = datetime.now(UTC)
    threads = [threading.Thread(target=write, args=(n, m)) for n, m in enumerate(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(DEADLINE)
    after = datetime.now(UTC)
    assert not failures and len(made) == len(writers)
    for n, moment in enumerate(writers):
        if moment is None:
            assert all(before <= t <= after for t in made[n])
        else:
            assert made[n] == [moment, moment]
