"""Rosters of members whose leaves and schedules were stored before rosters: the first
command starts the roster from what is booked, so the rules hold across the change."""

from __future__ import annotations

import pytest

from domain.errors import Conflict
from domain.leave import Leave
from domain.roster import Roster
from domain.schedule import Schedule
from hygiene.bootstrap import Console
from tests.commands import assign, decide, request


def test_a_roster_starts_from_what_was_booked_before_it(estate: Console) -> None:
    account = estate.accounts.find_by_login_name("cleaner@example.com")
    assert account is not None
    cleaner, work = str(account.id), estate.workforce
    # As the console stored them before rosters: the records alone.
    leave = Leave.request(request(cleaner, "ANNUAL", "2027-02-01", "2027-02-05", None), cleaner)
    rejected = Leave.request(request(cleaner, "MC", "2027-02-08", "2027-02-08", None), cleaner)
    rejected.decide(decide("REJECTED", None), "someone")
    shift = Schedule.assign(
        assign(cleaner, "2027-02-01", "2027-02-28", "08:00", "16:00", ["MON"], [], "REGULAR", None),
        "t",
    )
    work.save(leave, rejected, shift)
    assert estate.settle()
    assert not work.recorder.select_events(Roster.create_id(cleaner), limit=1)

    with pytest.raises(Conflict) as overlap:
        work.request_leave(request(cleaner, "MC", "2027-02-05", "2027-02-06", None), cleaner)
    assert overlap.value.params == {"leaveId": str(leave.id)}
    with pytest.raises(Conflict) as clash:
        work.assign_schedule(
            assign(
                cleaner, "2027-02-15", "2027-02-15", "15:00", "17:00", ["MON"], [], "RELIEF", None
            ),
            "t",
        )
    assert clash.value.params == {"scheduleId": str(shift.id)}
    # A rejected leave holds no days.
    work.request_leave(request(cleaner, "MC", "2027-02-08", "2027-02-08", None), cleaner)

    roster: Roster = work.repository.get(Roster.create_id(cleaner))
    assert set(roster.shifts) == {str(shift.id)}
    assert len(roster.leaves) == 2 and str(leave.id) in roster.leaves
    # Freeing a record stored before rosters frees it on the roster.
    work.delete_schedule(str(shift.id), "t")
    work.set_leave_status(str(leave.id), "WITHDRAWN", None, cleaner)
    work.request_leave(request(cleaner, "MC", "2027-02-05", "2027-02-06", None), cleaner)
    work.assign_schedule(
        assign(cleaner, "2027-02-15", "2027-02-15", "15:00", "17:00", ["MON"], [], "RELIEF", None),
        "t",
    )
