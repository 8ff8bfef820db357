"""Night shifts booked at once: the member's roster keeps the no-clash rule across midnight
whatever arrives together, on both back ends (writers meet at a barrier before saving)."""

from __future__ import annotations

import pytest

from domain.schedule import Schedule
from hygiene.bootstrap import Console
from tests.commands import assign
from tests.integration.test_races import WRITERS, booked, member, refusals
from tests.races import SaveGate, at_once, holding

# Six shifts of the week from Monday 1 March 2027, each its own, every one of them worked
# at 00:30 on Tuesday: Monday nights running past midnight, and Tuesday's small hours.
SHIFTS = [
    ("MON", "22:00", "06:00"),
    ("TUE", "00:00", "04:00"),
    ("MON", "23:30", "01:00"),
    ("TUE", "00:30", "08:00"),
    ("MON", "18:00", "02:00"),
    ("MON", "20:00", "01:30"),
]


def test_six_shifts_sharing_the_small_hours_at_once_assign_one(
    estate: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert len(SHIFTS) == WRITERS
    cleaner = member(estate, "cleaner2@example.com")
    work = estate.workforce
    gate = SaveGate(monkeypatch, work, WRITERS, holding(Schedule))
    outcomes = at_once(
        [
            lambda day=day, begins=begins, ends=ends: work.assign_schedule(
                assign(
                    cleaner, "2027-03-01", "2027-03-07", begins, ends, [day], [], "REGULAR", None
                ),
                "t",
            )
            for day, begins, ends in SHIFTS
        ]
    )
    assert gate.met == WRITERS
    winners = booked(outcomes)
    assert len(winners) == 1, outcomes
    assert refusals(outcomes) == [("schedule-clash", {"scheduleId": str(winners[0])})] * 5
    assert estate.settle()
    stored = estate.store.query(
        "SELECT id FROM schedules WHERE staff_id = ? AND start_date = '2027-03-01'", (cleaner,)
    )
    assert [row["id"] for row in stored] == [str(winners[0])]
