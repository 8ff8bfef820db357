"""Usage-based cleaning: the follower that counts a facility's visitors opens its
`cleaning-due` issue exactly when the count reaches the setting, once; a resolution starts the
count again from the visitors measured after it; and however the logs are cut into batches,
offered again, or followed by a process started afresh, the same issues open.

The streams are people counters' running totals with repeats, late messages and counters
that start again from zero; the expected counts come from counting them as the usage table
does (`projections/projectors/usage.py`), in log order.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from application.cleaning import CleaningDue
from application.issues import Issues
from domain.cleaning import CleaningCounter, check_clean_after
from domain.clock import events_at
from domain.commands.cleaning import SetCleaningThreshold
from domain.errors import ValidationFailed
from domain.issue import Issue
from domain.placement import Placement
from domain.reading import Reading

FACILITY, BUILDING = "facility-1", "building-1"
#: When the setting was turned on: a day ago, so every reading and resolution is past.
SINCE = datetime.now(UTC).replace(microsecond=0) - timedelta(days=1)


class _Estate:
    """Every device counts the visitors of the one facility."""

    def placements(self, device_ids: Collection[str]) -> dict[str, Placement]:
        return {d: Placement("people-counter", {}, FACILITY, BUILDING, 0.0) for d in device_ids}

    def place_name(self, facility_id: str) -> str | None:
        return "Ladies Ground"

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the follower asked the estate for {name}")


@dataclass(frozen=True)
class Sent:
    device: str
    seconds: int  # after the setting
    total: int

    @property
    def time(self) -> datetime:
        return SINCE + timedelta(seconds=self.seconds)


@st.composite
def streams(draw: st.DrawFn, most: int = 40) -> list[Sent]:
    """Running totals of up to three counters, some repeated, some late, some restarted."""
    totals: dict[str, int] = {}
    sent: list[Sent] = []
    for _ in range(draw(st.integers(0, most))):
        device = draw(st.sampled_from(["d1", "d2", "d3"]))
        step = draw(st.sampled_from(["on", "on", "on", "again", "late", "reset"]))
        mine = [s for s in sent if s.device == device]
        if step == "again" and mine:
            sent.append(mine[-1])  # the same reading twice
            continue
        latest = max((s.seconds for s in mine), default=0)
        if step == "late":
            seconds = draw(st.integers(-30, latest))  # measured before the last one
        else:
            seconds = latest + draw(st.integers(1, 120))
        total = totals.get(device, draw(st.integers(0, 1000)))
        total = draw(st.integers(0, 5)) if step == "reset" else total + draw(st.integers(0, 9))
        totals[device] = total
        sent.append(Sent(device, seconds, total))
    return sent


def counted(stream: Sequence[Sent]) -> list[tuple[int, datetime, int]]:
    """(position, time, visitors) of each reading that counts, as the usage table counts."""
    last: dict[str, Sent] = {}
    found: list[tuple[int, datetime, int]] = []
    for at, sent in enumerate(stream):
        before = last.get(sent.device)
        if before is not None and sent.time <= before.time:
            continue
        last[sent.device] = sent
        if before is not None and sent.time >= SINCE:
            used = sent.total - before.total if sent.total >= before.total else sent.total
            if used > 0:
                found.append((at, sent.time, used))
    return found


def crossing(found: Sequence[tuple[int, datetime, int]], threshold: int) -> int | None:
    """The position of the reading with which the count reaches the threshold."""
    count = 0
    for at, _, used in found:
        count += used
        if count >= threshold:
            return at
    return None


def _event(sent: Sent, seq: int) -> Reading.Recorded:
    reading = Reading(
        device_id=sent.device,
        identifier=sent.device,
        seq=seq,
        time=sent.time.isoformat().replace("+00:00", "Z"),
        values={"peopleCounter": sent.total},
        source="http",
    )
    [recorded] = reading.collect_events()
    assert isinstance(recorded, Reading.Recorded)
    return recorded


class World:
    def __init__(self, threshold: int, stream: Sequence[Sent]) -> None:
        self.issues = Issues()
        self.events = [_event(s, seq) for seq, s in enumerate(stream, 1)]
        self.follower = CleaningDue(self.issues, _Estate())  # type: ignore[arg-type]
        with events_at(SINCE):
            self.issues.set_cleaning_threshold(
                SetCleaningThreshold(facility_id=FACILITY, clean_after_visitors=threshold),
                "admin",
            )
        self.resolutions: list[Any] = []

    def follow(self, upto: int, *, afresh: bool = False) -> None:
        """Follows the readings up to position `upto` (1-based) in one batch; `afresh`: by a
        process just started, that knows nothing but what is stored."""
        if afresh:
            self.follower = CleaningDue(self.issues, _Estate())  # type: ignore[arg-type]
        position = self.follower.position("readings")
        if upto > position:
            batch = self.events[position:upto]
            assert self.follower.follow("readings", batch, upto, position) == upto

    def offer_again(self, start: int, upto: int) -> None:
        """A batch offered again from an older position: nothing is applied twice."""
        recorded = self.follower.position("readings")
        events = self.events[start:upto]
        assert self.follower.follow("readings", events, upto, start) == recorded

    def resolve(self, issue_id: str, at: datetime) -> None:
        self.issues.resolve(issue_id, "cleaner", resolved_at=at)
        [resolved] = [
            e for e in self.issues.events_of(issue_id, "issue") if isinstance(e, Issue.Resolved)
        ]
        self.resolutions.append(resolved)

    def hear_resolutions(self) -> None:
        position = self.follower.position("issues")
        heard = self.resolutions[position:]
        if heard:
            last = position + len(heard)
            assert self.follower.follow("issues", heard, last, position) == last

    def counter(self) -> CleaningCounter:
        counter = self.issues.repository.get(CleaningCounter.create_id(FACILITY))
        assert isinstance(counter, CleaningCounter)
        return counter

    def opened(self) -> list[Issue]:
        found = [self.issues.repository.get(UUID(e.issue_id)) for e in self.raised()]
        return [i for i in found if isinstance(i, Issue)]

    def raised(self) -> Iterator[CleaningCounter.Raised]:
        for done in self.issues.events_of(CleaningCounter.create_id(FACILITY), "counter"):
            if isinstance(done, CleaningCounter.Raised):
                yield done

    def outcome(self) -> tuple[Any, ...]:
        counter = self.counter()
        return (
            counter.count,
            counter.open_issue is not None,
            [(i.measured_at, i.status, i.issue_type, i.reading) for i in self.opened()],
        )


FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _cuts(draw: st.DrawFn, length: int) -> list[int]:
    """Where the log is cut into batches: increasing positions ending at `length`."""
    cuts = sorted(set(draw(st.lists(st.integers(1, max(length, 1)), max_size=8))))
    return [c for c in cuts if c < length] + [length]


@FAST
@given(st.integers(1, 60), streams(), st.data())
def test_the_issue_opens_once_exactly_when_the_count_reaches_the_setting(
    threshold: int, stream: list[Sent], data: st.DataObject
) -> None:
    world = World(threshold, stream)
    for cut in _cuts(data.draw, len(stream)):
        world.follow(cut)
    found = counted(stream)
    reached = crossing(found, threshold)
    opened = world.opened()
    assert world.counter().count == sum(used for _, _, used in found)
    if reached is None:
        assert opened == []
    else:
        [issue] = opened  # once, however many visitors came after
        assert issue.measured_at == stream[reached].time
        assert issue.issue_type == "cleaning-due" and issue.is_open
        assert issue.facility_id == FACILITY and issue.device_id is None
        assert issue.reading is not None and issue.reading["cleanAfterVisitors"] == threshold


@FAST
@given(st.integers(1, 60), streams(), st.data())
def test_batches_offered_again_or_followed_by_a_process_started_afresh_change_nothing(
    threshold: int, stream: list[Sent], data: st.DataObject
) -> None:
    whole = World(threshold, stream)
    whole.follow(len(stream))
    cut = World(threshold, stream)
    position = 0
    for upto in _cuts(data.draw, len(stream)):
        cut.follow(upto, afresh=data.draw(st.booleans()))
        if data.draw(st.booleans()):
            cut.offer_again(data.draw(st.integers(0, position)), upto)
        position = upto
    assert cut.outcome() == whole.outcome()


@FAST
@given(st.integers(1, 40), streams(most=25), streams(most=25), st.integers(0, 600), st.data())
def test_a_resolution_starts_the_count_again_however_late_it_is_heard(
    threshold: int, before: list[Sent], after: list[Sent], later: int, data: st.DataObject
) -> None:
    """The issue opened with `before`; a person resolves it `later` seconds after it was
    measured; the readings of `after` come meanwhile (from the same counters, after those of
    `before` in the log) and the follower hears of the resolution between any two of their
    batches. The count starts again with the visitors measured at or after the resolution
    and counted after the issue opened; a new issue opens when they reach the setting."""
    stream = before + [Sent(s.device, s.seconds + 600, s.total) for s in after]
    found = counted(stream)
    reached = crossing(found, threshold)
    assume(reached is not None and reached < len(before))
    assert reached is not None
    world = World(threshold, stream)
    world.follow(len(before))
    [issue] = world.opened()
    resolved_at = issue.measured_at + timedelta(seconds=later)
    world.resolve(str(issue.id), resolved_at)
    heard_at = data.draw(st.integers(len(before), len(stream)))
    for upto in sorted({heard_at, *_cuts(data.draw, len(stream))} - set(range(len(before)))):
        if upto == heard_at:
            world.hear_resolutions()
        world.follow(upto)
    again = [(at, t, n) for at, t, n in found if at > reached and t >= resolved_at]
    counter = world.counter()
    assert counter.count == sum(n for _, _, n in again)
    second = crossing(again, threshold)
    opened = world.opened()
    assert opened[0].id == issue.id and not opened[0].is_open
    event("another issue" if second is not None else "none again")
    if second is None:
        assert len(opened) == 1 and counter.open_issue is None
    else:
        assert len(opened) == 2 and counter.open_issue == str(opened[1].id)
        assert opened[1].measured_at == stream[second].time


def test_a_setting_is_off_or_a_whole_number_of_visitors_within_bounds() -> None:
    check_clean_after(None)
    check_clean_after(1)
    check_clean_after(100_000)
    for wrong in (0, -5, 100_001, 1.5, "150", True):
        with pytest.raises(ValidationFailed) as refused:
            check_clean_after(wrong)
        assert [v.field for v in refused.value.violations] == ["cleanAfterVisitors"]


def test_turning_it_off_forgets_the_count_and_on_again_starts_it_afresh() -> None:
    world = World(5, [Sent("d1", 1, 10), Sent("d1", 2, 13)])
    world.follow(2)
    assert world.counter().count == 3
    off = SetCleaningThreshold(facility_id=FACILITY, clean_after_visitors=None)
    world.issues.set_cleaning_threshold(off, "admin")
    assert (world.counter().count, world.counter().is_on) == (0, False)
    bigger = SetCleaningThreshold(facility_id=FACILITY, clean_after_visitors=50)
    world.issues.set_cleaning_threshold(bigger, "admin")
    counter = world.counter()
    assert (counter.count, counter.clean_after_visitors, counter.totals) == (0, 50, {})
    assert counter.since is not None and counter.since > SINCE.isoformat()
