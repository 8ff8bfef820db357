"""Schedules: field rules with their messages, and the days they are worked (properties).
Night shifts and clashes: test_shifts.py."""

from __future__ import annotations

from datetime import date, time, timedelta
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.commands.schedule import AssignSchedule, ChangeSchedule
from domain.errors import Conflict, ValidationFailed
from domain.schedule import (
    SELECT_DAYS,
    SHIFT_EMPTY,
    WEEKDAYS,
    Schedule,
    Slot,
    occurrences,
)
from domain.validation import INCORRECT_DATE, INVALID_FORMAT
from tests.aggregates import messages_of

GOOD: dict[str, Any] = {
    "staff_id": "staff-1",
    "start_date": "2026-12-01",
    "end_date": "2026-12-31",
    "shift_start": "08:00",
    "shift_end": "16:00",
    "weekdays": ["MON", "WED"],
    "facility_ids": ["f-1"],
    "type": "REGULAR",
    "remarks": "Lobby first",
}
ACTOR = "manager-1"


def assign(**changes: Any) -> Schedule:
    return Schedule.assign(AssignSchedule(**{**GOOD, **changes}), ACTOR)


def messages(**changes: Any) -> dict[str, str]:
    with pytest.raises(ValidationFailed) as failed:
        assign(**changes)
    return messages_of(failed)


def test_a_schedule_keeps_its_fields_with_weekdays_in_week_order() -> None:
    schedule = assign(weekdays=["FRI", "MON", "FRI"])
    assert schedule.weekdays == ["MON", "FRI"]
    assert (schedule.staff_id, schedule.assigned_by, schedule.remarks) == (
        "staff-1",
        "manager-1",
        "Lobby first",
    )


def test_the_spec_messages() -> None:
    assert messages(weekdays=[]) == {"weekdays": SELECT_DAYS}
    assert messages(end_date="2026-11-30") == {"endDate": INCORRECT_DATE}
    assert messages(shift_start="8am") == {"shiftStart": INVALID_FORMAT}
    assert messages(shift_end="24:00") == {"shiftEnd": INVALID_FORMAT}
    assert messages(shift_end="08:00") == {"shiftEnd": SHIFT_EMPTY}
    assert messages(type="NIGHTLY") == {"type": INVALID_FORMAT}
    assert messages(weekdays=["MON", "Funday"]) == {"weekdays": INVALID_FORMAT}
    # Every broken rule at once.
    assert set(messages(weekdays=[], type="X", start_date="soon")) == {
        "weekdays",
        "type",
        "startDate",
    }


def test_a_shift_that_ends_at_or_before_its_start_is_a_night_shift_not_an_error() -> None:
    night = assign(shift_start="22:00", shift_end="06:00")
    assert (night.shift_start, night.shift_end) == ("22:00", "06:00")
    assert night.slot.overnight and night.slot.minutes == (22 * 60, 30 * 60)
    to_midnight = assign(shift_start="16:00", shift_end="00:00")
    assert to_midnight.slot.minutes == (16 * 60, 24 * 60)
    # No length at all is still no shift, whatever the hour.
    assert messages(shift_start="00:00", shift_end="00:00") == {"shiftEnd": SHIFT_EMPTY}


def test_a_change_is_checked_like_an_assignment_and_a_deleted_schedule_stays_put() -> None:
    schedule = assign()
    with pytest.raises(ValidationFailed):
        schedule.change(_change(weekdays=[]), ACTOR)
    schedule.change(_change(shift_end="18:00"), ACTOR)
    assert schedule.shift_end == "18:00"
    schedule.delete(actor="manager-1")
    with pytest.raises(Conflict):
        schedule.change(_change(), ACTOR)


def _change(**changes: Any) -> ChangeSchedule:
    args = {k: v for k, v in GOOD.items() if k != "staff_id"}
    return ChangeSchedule(schedule_id="schedule-1", **{**args, **changes})


days = st.dates(min_value=date(2026, 1, 1), max_value=date(2027, 12, 31))
weekday_sets = st.frozensets(st.sampled_from(WEEKDAYS), min_size=1)
minutes = st.integers(0, 23 * 60 + 58)


@st.composite
def slots(draw: st.DrawFn) -> Slot:
    start = draw(days)
    end = start + timedelta(days=draw(st.integers(0, 60)))
    begins = draw(minutes)
    ends = draw(st.integers(0, 23 * 60 + 59).filter(lambda m: m != begins))
    return Slot(
        start,
        end,
        time(begins // 60, begins % 60),
        time(ends // 60, ends % 60),
        draw(weekday_sets),
    )


@given(slots(), days, st.integers(0, 90))
def test_occurrences_are_exactly_the_worked_days_in_range(
    slot: Slot, date_from: date, length: int
) -> None:
    date_to = date_from + timedelta(days=length)
    found = [o.day for o in occurrences(slot, date_from, date_to)]
    expected = [
        date_from + timedelta(days=n)
        for n in range(length + 1)
        if slot.start_date <= date_from + timedelta(days=n) <= slot.end_date
        and WEEKDAYS[(date_from + timedelta(days=n)).weekday()] in slot.weekdays
    ]
    assert found == expected


@given(slots())
def test_a_valid_slot_passes_the_checks(slot: Slot) -> None:
    checked = AssignSchedule(
        staff_id="staff-1",
        start_date=slot.start_date.isoformat(),
        end_date=slot.end_date.isoformat(),
        shift_start=slot.shift_start.strftime("%H:%M"),
        shift_end=slot.shift_end.strftime("%H:%M"),
        weekdays=sorted(slot.weekdays),
        type="RELIEF",
    ).check()
    assert checked == slot
