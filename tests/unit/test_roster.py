"""Roster: a member's bookings refuse a clash or an overlap before anything is recorded, free
what is released, and read back from the event store as they were (properties)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, time, timedelta
from typing import Any

import pytest
from eventsourcing.application import Application
from hypothesis import given
from hypothesis import strategies as st

from domain.errors import Conflict
from domain.leave import Span
from domain.roster import Roster
from domain.schedule import WEEKDAYS, Slot, clashes

MONDAYS = Slot(date(2027, 1, 4), date(2027, 1, 31), time(8), time(16), frozenset({"MON"}))


def span(first: int, last: int) -> Span:
    return Span(date(2027, 1, first), date(2027, 1, last))


def test_a_roster_of_a_member_is_one_record_whoever_asks() -> None:
    assert Roster.create_id("staff-1") == Roster.create_id("staff-1")
    assert Roster.create_id("staff-1") != Roster.create_id("staff-2")
    roster = Roster.start("staff-1", [], {})
    assert roster.id == Roster.create_id("staff-1")


def test_it_starts_from_what_is_already_booked() -> None:
    booked = replace(MONDAYS, schedule_id="s-1")
    roster = Roster.start("staff-1", [booked], {"l-1": span(10, 12)})
    assert roster.shifts == {"s-1": booked}
    assert roster.leaves == {"l-1": span(10, 12)}
    with pytest.raises(Conflict) as clash:
        roster.book_shift("s-2", MONDAYS)
    assert (clash.value.code, clash.value.params) == ("schedule-clash", {"scheduleId": "s-1"})
    with pytest.raises(Conflict) as overlap:
        roster.book_leave("l-2", span(12, 14))
    assert (overlap.value.code, overlap.value.params) == ("leave-overlaps", {"leaveId": "l-1"})


def test_a_refused_booking_records_nothing() -> None:
    roster = Roster.start("staff-1", [], {})
    roster.book_leave("l-1", span(1, 3))
    pending = len(roster.collect_events())
    with pytest.raises(Conflict):
        roster.book_leave("l-2", span(3, 5))
    assert roster.collect_events() == []
    assert pending == 2 and list(roster.leaves) == ["l-1"]


def test_a_booking_moves_itself_and_a_release_frees_the_days() -> None:
    roster = Roster.start("staff-1", [], {})
    roster.book_leave("l-1", span(1, 3))
    roster.book_leave("l-1", span(2, 4))  # an amendment never overlaps itself
    assert roster.leaves == {"l-1": span(2, 4)}
    roster.release_leave("l-1")
    roster.book_leave("l-2", span(3, 3))
    roster.book_shift("s-1", MONDAYS)
    roster.book_shift("s-1", replace(MONDAYS, shift_end=time(12)))
    roster.release_shift("s-1")
    roster.book_shift("s-2", MONDAYS)
    assert set(roster.leaves) == {"l-2"} and set(roster.shifts) == {"s-2"}
    before = roster.version
    roster.release_leave("never-booked")
    roster.release_shift("never-booked")
    assert roster.version == before  # nothing held, nothing recorded


days = st.integers(1, 20)
slots = st.builds(
    lambda first, length, hour, hours, weekdays: Slot(
        date(2027, 1, first),
        date(2027, 1, first) + timedelta(days=length),
        time(hour),
        time((hour + hours) % 24),  # past midnight: a night shift
        frozenset(weekdays),
    ),
    days,
    st.integers(0, 14),
    st.integers(0, 23),
    st.integers(1, 8),
    st.sets(st.sampled_from(WEEKDAYS), min_size=1),
)
steps = st.lists(
    st.one_of(
        st.tuples(st.just("leave"), st.integers(0, 4), days, st.integers(0, 3)),
        st.tuples(st.just("shift"), st.integers(0, 4), slots),
        st.tuples(st.just("free-leave"), st.integers(0, 4)),
        st.tuples(st.just("free-shift"), st.integers(0, 4)),
    ),
    max_size=30,
)


def _apply(roster: Roster, step: tuple[Any, ...]) -> None:
    try:
        if step[0] == "leave":
            first = date(2027, 1, step[2])
            roster.book_leave(f"l-{step[1]}", Span(first, first + timedelta(days=step[3])))
        elif step[0] == "shift":
            roster.book_shift(f"s-{step[1]}", step[2])
        elif step[0] == "free-leave":
            roster.release_leave(f"l-{step[1]}")
        else:
            roster.release_shift(f"s-{step[1]}")
    except Conflict:
        pass


@given(script=steps)
def test_a_roster_never_holds_a_clash_and_reads_back_as_it_was(
    script: list[tuple[Any, ...]],
) -> None:
    app: Application[Any] = Application()
    roster = Roster.start("staff-1", [], {})
    for step in script:
        _apply(roster, step)
    leaves = list(roster.leaves.items())
    assert not any(a.overlaps(b) for n, (_, a) in enumerate(leaves) for _, b in leaves[n + 1 :])
    shifts = list(roster.shifts.values())
    assert not any(clashes(a, b) for n, a in enumerate(shifts) for b in shifts[n + 1 :])
    app.save(roster)
    stored = app.repository.get(roster.id)
    assert (stored.leaves, stored.shifts, stored.version) == (
        roster.leaves,
        roster.shifts,
        roster.version,
    )
