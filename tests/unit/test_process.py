"""The process base: each reaction applied once, and the position recorded with it.

A toy process counts the rings of a bell into a tally in another application. However the
log is split into batches, offered again from an older position, crossed by commands that
change the tally meanwhile, or cut off after a commit the process never heard of, the tally
holds each ring once and the tracking position moves with it.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import singledispatchmethod
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

import pytest
from eventsourcing.domain import Aggregate, event
from eventsourcing.persistence import OperationalError, Tracking
from hypothesis import given, settings
from hypothesis import strategies as st

from application.base import ConsoleApplication, ProcessApplication
from application.following import Runner
from application.process import ATTEMPTS, Process, Reply, StillConflicting

TALLY = uuid5(NAMESPACE_URL, "test:tally")
#: What a command slipped in between a reply's making and its saving adds to the tally.
COMMAND = 1000


class Bell(Aggregate):
    @event("Rung")
    def ring(self) -> None:
        pass


class Tally(Aggregate):
    @staticmethod
    def create_id() -> UUID:
        return TALLY

    def __init__(self) -> None:
        self.count = 0

    @event("Added")
    def add(self, n: int) -> None:
        self.count += n


class Belfry(ConsoleApplication):
    name = "belfry"


class Tallies(ProcessApplication):
    name = "tallies"

    def tally(self) -> Tally:
        tally = self.repository.get(TALLY)
        assert isinstance(tally, Tally)
        return tally


class Counting(Process):
    name = "counting"
    upstream = ("belfry",)

    def __init__(self, tallies: Tallies) -> None:
        super().__init__(tallies)
        self.tallies = tallies
        self.meddle = 0  # commands still to slip in while a reply is made
        self.meddled = 0

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        pass

    @policy.register
    def _(self, event: Bell.Rung, reply: Reply) -> None:
        tally = reply.loader(lambda _: self.tallies.tally())(TALLY)
        tally.add(1)
        reply.collect_events(tally)
        if self.meddle:
            self.meddle -= 1
            self.meddled += 1
            elsewhere = self.tallies.tally()
            elsewhere.add(COMMAND)
            self.tallies.save(elsewhere)


class World:
    def __init__(self) -> None:
        self.belfry = Belfry()
        self.tallies = Tallies()
        self.tallies.save(Tally())
        self.process = Counting(self.tallies)
        self.bell = Bell()
        self.belfry.save(self.bell)
        self.rings = 0

    def ring(self, times: int) -> None:
        for _ in range(times):
            self.bell.ring()
            self.belfry.save(self.bell)
        self.rings += times

    def end(self) -> int:
        return int(self.belfry.recorder.max_notification_id() or 0)

    def follow(self, batch: int, position: int | None = None) -> int:
        """One batch after `position` (the tracked one by default), as the runner reads it."""
        if position is None:
            position = self.process.position("belfry")
        events, last = self.belfry.read_log(position + 1, batch)
        if last <= position:
            return position
        return self.process.follow("belfry", events, last, position)

    def added(self) -> list[int]:
        return [e.n for e in self.tallies.events_of(TALLY, "tally") if isinstance(e, Tally.Added)]


@pytest.fixture
def world() -> Iterator[World]:
    made = World()
    yield made
    made.belfry.close()
    made.tallies.close()


def _crash_after_commit(world: World) -> None:
    """The next save commits, and the process dies before it hears so."""
    save = world.tallies.save_with_tracking

    def commit_then_die(aggregates: Any, tracking: Tracking) -> None:
        save(aggregates, tracking)  # a conflict leaves the trap for the batch made again
        del world.tallies.save_with_tracking
        raise OperationalError("the connection broke after the commit")

    world.tallies.save_with_tracking = commit_then_die  # type: ignore[method-assign]


Step = tuple[str, int]
steps = st.lists(
    st.one_of(
        st.tuples(st.just("ring"), st.integers(1, 6)),
        st.tuples(st.just("follow"), st.integers(1, 5)),
        st.tuples(st.just("again"), st.integers(0, 8)),
        st.tuples(st.just("meddle"), st.integers(1, 3)),
        st.tuples(st.just("crash"), st.integers(1, 5)),
    ),
    max_size=20,
)


@settings(max_examples=60, deadline=None)
@given(steps)
def test_each_ring_is_counted_once_however_the_log_is_followed(plan: list[Step]) -> None:
    world = World()
    try:
        for kind, n in plan:
            if kind == "ring":
                world.ring(n)
            elif kind == "follow":
                world.follow(n)
            elif kind == "again":
                # A runner that did not know of later commits offers an older stretch.
                tracked = world.process.position("belfry")
                older = max(0, tracked - n)
                events, last = world.belfry.read_log(older + 1, tracked - older)
                if tracked > older:
                    assert world.process.follow("belfry", events, last, older) == tracked
            elif kind == "meddle":
                world.process.meddle = min(ATTEMPTS - 1, world.process.meddle + n)
            elif world.process.position("belfry") < world.end():
                before = world.process.position("belfry")
                _crash_after_commit(world)
                with pytest.raises(OperationalError):
                    world.follow(n)
                # Tried again from where the dead process had read: nothing twice.
                assert world.follow(n, before) == world.process.position("belfry") > before
        while world.process.position("belfry") < world.end():
            world.follow(7)
        assert world.added().count(1) == world.rings
        assert world.tallies.tally().count == world.rings + COMMAND * world.process.meddled
    finally:
        world.belfry.close()
        world.tallies.close()


def test_the_position_is_recorded_with_the_reply(world: World) -> None:
    calls: list[tuple[int, Tracking | None]] = []
    insert = world.tallies.recorder.insert_events

    def spy(stored: Any, **kwargs: Any) -> Any:
        calls.append((len(stored), kwargs.get("tracking")))
        return insert(stored, **kwargs)

    world.tallies.recorder.insert_events = spy  # type: ignore[method-assign]
    world.ring(3)
    assert world.follow(100) == world.end()
    # One write: the three additions and the position read to, together.
    assert calls == [(3, Tracking("belfry", world.end()))]
    assert world.tallies.tracked_position("belfry") == world.end()


def test_a_batch_that_never_stops_conflicting_saves_nothing(world: World) -> None:
    world.ring(1)
    world.process.meddle = ATTEMPTS
    with pytest.raises(StillConflicting):
        world.follow(100)
    assert world.process.position("belfry") == 0
    assert world.tallies.tally().count == COMMAND * ATTEMPTS  # the commands', none of its own
    assert world.follow(100) == world.end()
    assert world.tallies.tally().count == COMMAND * ATTEMPTS + 1


def test_a_runner_whose_process_died_after_its_commit_goes_on_from_the_tracking(
    world: World,
) -> None:
    runner = Runner([world.belfry, world.tallies], [world.process])
    world.ring(4)
    _crash_after_commit(world)
    runner.run_once()
    assert runner.errors() == {
        "counting/belfry": "OperationalError: the connection broke after the commit"
    }
    world.ring(2)
    runner.catch_up([world.process])  # the retry, from the position it reads back
    assert runner.errors() == {}
    assert world.added() == [1] * 6
    assert world.process.position("belfry") == world.end()


def test_a_change_made_twice_in_one_batch_is_made_on_the_first(world: World) -> None:
    world.ring(5)
    assert world.follow(100) == world.end()
    assert world.tallies.tally().count == 5
