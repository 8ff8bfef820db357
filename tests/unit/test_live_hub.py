"""The live-update hub on logs held in memory: a cursor reads back as written; a stream
that does not keep up is dropped while the others are told everything; a stream resumed
from any id it was told misses nothing and hears nothing twice; devices are told at most
once a second, and always of their last reading."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.live.changes import READING, Change, classify
from api.live.cursor import format_cursor, parse_cursor
from api.live.hub import Hub
from api.live.subscriber import Subscriber, Viewer
from api.live.throttle import DeviceThrottle
from domain.issue import Issue
from domain.reading import Reading

LOGS = ("organisation", "issues", "readings")
names = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_-0123456789", min_size=1, max_size=12).filter(
    lambda n: n[0].isalpha()
)


@given(st.dictionaries(names, st.integers(0, 10**18 - 1), min_size=1, max_size=8))
def test_a_cursor_reads_back_as_it_was_written(positions: dict[str, int]) -> None:
    assert parse_cursor(format_cursor(positions), list(positions)) == positions


@given(st.text(max_size=200))
def test_any_text_is_a_cursor_or_none_and_never_an_error(text: str) -> None:
    parsed = parse_cursor(text, LOGS)
    assert parsed is None or (list(parsed) == list(LOGS) and min(parsed.values()) >= 0)


def test_a_cursor_names_each_log_once_and_nothing_else() -> None:
    assert parse_cursor("organisation:1.issues:2.readings:3", LOGS) == {
        "organisation": 1,
        "issues": 2,
        "readings": 3,
    }
    for wrong in (
        "organisation:1.issues:2",
        "organisation:1.issues:2.readings:3.other:4",
        "organisation:1.issues:2.issues:2.readings:3",
        "organisation:-1.issues:2.readings:3",
        "organisation:01.issues:2.readings:3",
        f"organisation:{10**18}.issues:2.readings:3",
        "",
    ):
        assert parse_cursor(wrong, LOGS) is None, wrong


def test_events_are_told_by_their_kind_and_class() -> None:
    from eventsourcing.utils import get_topic

    assert classify(get_topic(Issue.Opened)) == ("issue", "Opened")
    assert classify(get_topic(Reading.Recorded)) == ("device", READING)
    assert classify("domain.nowhere:Nothing") is None


class Logs:
    """Logs in memory, settled (taken in by the read tables) when the test says."""

    def __init__(self) -> None:
        self.logs = LOGS
        self.rows: dict[str, list[Change]] = {name: [] for name in LOGS}
        self._settled = dict.fromkeys(LOGS, 0)

    def add(self, log: str, record: str, type_: str = "Changed") -> Change:
        kind = "device" if type_ == READING else log
        change = Change(log, len(self.rows[log]) + 1, kind, record, type_)
        self.rows[log].append(change)
        return change

    def settle(self) -> None:
        self._settled = {name: len(rows) for name, rows in self.rows.items()}

    def settled(self) -> dict[str, int]:
        return dict(self._settled)

    def latest(self, log: str) -> int:
        return len(self.rows[log])

    def read(self, log: str, after: int, upto: int, limit: int = 3) -> tuple[list[Change], int]:
        found = [c for c in self.rows[log] if after < c.position <= upto][:limit]
        return found, found[-1].position if len(found) == limit else max(after, upto)


class Everyone:
    """Each viewer sees the records named after their account ("a/…" for "a"), and none
    once their account is in `gone`."""

    def __init__(self) -> None:
        self.gone: set[str] = set()

    def scope(self, viewer: Viewer) -> object | None:
        return None if viewer.account_id in self.gone else viewer.account_id

    def visible(self, scope: object, changes: Sequence[Change]) -> set[int]:
        return {i for i, c in enumerate(changes) if c.id.split("/")[0] == scope}


def _viewer(account: str) -> Viewer:
    return Viewer(account, "session", "role")


def _told(chunks: Sequence[bytes]) -> list[tuple[str | None, str, str]]:
    """(event, id, data) of each change the chunks hold (not `ready`, not comments)."""
    told: list[tuple[str | None, str, str]] = []
    for block in b"".join(chunks).decode().split("\r\n\r\n"):
        fields = dict(line.split(": ", 1) for line in block.split("\r\n") if ": " in line)
        if "data" in fields and fields.get("event") != "ready":
            told.append((fields.get("event"), fields["id"], fields["data"]))
    return told


def _drain(subscriber: Subscriber) -> list[bytes]:
    chunks: list[bytes] = []
    while subscriber.waiting:
        chunks.append(b"".join(subscriber._waiting))
        subscriber._waiting.clear()
    return chunks


async def _step(hub: Hub) -> None:
    hub.step()
    await asyncio.sleep(0)  # the hand-over runs on this loop


@settings(max_examples=40, deadline=None)
@given(
    capacity=st.integers(2, 12),
    batches=st.lists(st.integers(1, 12), min_size=1, max_size=8),
)
def test_a_stream_that_does_not_keep_up_is_dropped_and_the_others_told_everything(
    capacity: int, batches: list[int]
) -> None:
    batches = [min(size, capacity) for size in batches]  # one step's messages fit a queue

    async def scenario() -> None:
        logs, loop = Logs(), asyncio.get_running_loop()
        hub = Hub(logs, Everyone())
        reader = Subscriber(_viewer("a"), loop, capacity=capacity)
        idle = Subscriber(_viewer("a"), loop, capacity=capacity)
        for subscriber in (reader, idle):
            hub.join(subscriber)
        await _step(hub)
        read = _drain(reader)
        assert idle.waiting == 1  # its welcome, never read
        for n, size in enumerate(batches):
            for i in range(size):
                logs.add("issues", f"a/{n}-{i}")
            logs.settle()
            while hub.step():
                pass
            await asyncio.sleep(0)
            read += _drain(reader)
        assert [data for _, _, data in _told(read)] == [
            f'{{"kind":"issues","id":"a/{n}-{i}","type":"Changed"}}'
            for n, size in enumerate(batches)
            for i in range(size)
        ]
        assert not reader.dropped
        assert idle.dropped == (1 + sum(batches) > capacity)
        assert idle.closed == idle.dropped and (idle.waiting == 0 or not idle.dropped)

    asyncio.run(scenario())


@settings(max_examples=60, deadline=None)
@given(
    writes=st.lists(st.sampled_from(["organisation", "issues"]), min_size=1, max_size=25),
    cut=st.integers(0, 40),
    steps=st.integers(1, 6),
)
def test_a_stream_resumed_from_any_id_misses_nothing_and_hears_nothing_twice(
    writes: list[str], cut: int, steps: int
) -> None:
    async def scenario() -> None:
        logs, loop = Logs(), asyncio.get_running_loop()
        hub = Hub(logs, Everyone())
        first = Subscriber(_viewer("a"), loop, capacity=1000)
        hub.join(first)
        await _step(hub)
        for n, log in enumerate(writes):
            logs.add(log, f"a/{n}")
            if n % steps == 0:
                logs.settle()
                await _step(hub)
        logs.settle()
        while hub.step():
            pass
        await asyncio.sleep(0)
        told = _told(_drain(first))
        assert len(told) == len(writes)
        # The client read up to some message, then the connection broke.
        heard = told[: min(cut, len(told))]
        cursor = heard[-1][1] if heard else format_cursor(dict.fromkeys(LOGS, 0))
        hub.leave(first)
        second = Subscriber(_viewer("a"), loop, cursor=cursor, capacity=1000)
        hub.join(second)
        await _step(hub)
        again = _told(_drain(second))
        assert sorted(d for _, _, d in heard + again) == sorted(d for _, _, d in told)

    asyncio.run(scenario())


def test_a_viewer_told_nothing_of_another_s_and_ended_when_signed_out() -> None:
    async def scenario() -> None:
        logs, audience, loop = Logs(), Everyone(), asyncio.get_running_loop()
        hub = Hub(logs, audience)
        a, b = Subscriber(_viewer("a"), loop), Subscriber(_viewer("b"), loop)
        hub.join(a)
        hub.join(b)
        await _step(hub)
        logs.add("issues", "a/1")
        logs.add("issues", "b/1")
        logs.settle()
        await _step(hub)
        assert [d for _, _, d in _told(_drain(a))] == [
            '{"kind":"issues","id":"a/1","type":"Changed"}'
        ]
        assert [d for _, _, d in _told(_drain(b))] == [
            '{"kind":"issues","id":"b/1","type":"Changed"}'
        ]
        audience.gone.add("b")
        await _step(hub)
        assert b.closed and not a.closed

    asyncio.run(scenario())


def test_a_change_is_told_only_once_the_read_tables_have_it() -> None:
    async def scenario() -> None:
        logs, loop = Logs(), asyncio.get_running_loop()
        hub = Hub(logs, Everyone())
        a = Subscriber(_viewer("a"), loop)
        hub.join(a)
        await _step(hub)
        _drain(a)
        logs.add("issues", "a/1")
        await _step(hub)
        assert a.waiting == 0
        logs.settle()
        await _step(hub)
        assert len(_told(_drain(a))) == 1

    asyncio.run(scenario())


@given(
    arrivals=st.lists(
        st.tuples(st.sampled_from(["d1", "d2", "d3"]), st.floats(0, 0.9)), min_size=1, max_size=40
    )
)
def test_a_device_is_told_at_most_once_a_second_and_always_of_its_last_reading(
    arrivals: list[tuple[str, float]],
) -> None:
    throttle, now = DeviceThrottle(interval=1.0), 0.0
    told: list[tuple[float, Change]] = []
    last: dict[str, int] = {}
    for position, (device, gap) in enumerate(arrivals, start=1):
        now += gap
        reading = Change("readings", position, "device", device, READING)
        last[device] = position
        told += [(now, c) for c in throttle.admit([reading], now)]
    now += 1.001  # a poll past the second: sums of floats may fall a hair short of 1.0
    told += [(now, c) for c in throttle.admit([], now)]
    for device, position in last.items():
        times = [t for t, c in told if c.id == device]
        assert all(b - a >= 1.0 for a, b in itertools.pairwise(times))
        assert max(c.position for _, c in told if c.id == device) == position
    assert not throttle.holding and throttle.safe("readings", len(arrivals)) == len(arrivals)


class Stalling(Everyone):
    """Fails when first asked what a viewer sees, as a read table away for a moment would."""

    def __init__(self) -> None:
        super().__init__()
        self.failures = 1

    def visible(self, scope: object, changes: Sequence[Change]) -> set[int]:
        if changes and self.failures:
            self.failures -= 1
            raise ConnectionError("the read tables are away")
        return super().visible(scope, changes)


def test_a_step_that_fails_is_taken_again_whole() -> None:
    async def scenario() -> None:
        logs, loop = Logs(), asyncio.get_running_loop()
        hub = Hub(logs, Stalling())
        a = Subscriber(_viewer("a"), loop)
        hub.join(a)
        await _step(hub)
        _drain(a)
        for n in range(5):
            logs.add("issues", f"a/{n}")
        logs.settle()
        with pytest.raises(ConnectionError):
            hub.step()
        while hub.step():
            pass
        await asyncio.sleep(0)
        assert [d for _, _, d in _told(_drain(a))] == [
            f'{{"kind":"issues","id":"a/{n}","type":"Changed"}}' for n in range(5)
        ]

    asyncio.run(scenario())
