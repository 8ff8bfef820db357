"""Leaves: the six types, days counted inclusively, and the one decision (properties)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.commands.leave import RequestLeave
from domain.errors import Conflict, Forbidden, ValidationFailed
from domain.leave import (
    HALF_DAY_ONE_DATE,
    HALF_DAYS,
    Leave,
    LeaveStatus,
    LeaveType,
    number_of_days,
)
from domain.validation import INCORRECT_DATE, INVALID_FORMAT
from tests.aggregates import messages_of, replay
from tests.commands import amend, decide

APPLICANT = "cleaner-1"


def request(**changes: Any) -> Leave:
    fields: dict[str, Any] = {
        "staff_id": APPLICANT,
        "type": "ANNUAL",
        "start_date": "2026-12-01",
        "end_date": "2026-12-03",
        "remarks": " Family visit ",
    }
    return Leave.request(RequestLeave(**{**fields, **changes}), APPLICANT)


def refused(**changes: Any) -> dict[str, str]:
    with pytest.raises(ValidationFailed) as failed:
        request(**changes)
    return messages_of(failed)


def test_a_request_is_pending_and_counts_its_days() -> None:
    leave = request()
    assert leave.status is LeaveStatus.PENDING
    assert leave.number_of_days == 3
    assert leave.remarks == "Family visit"


def test_the_rules_of_a_request() -> None:
    assert refused(type="SABBATICAL") == {"type": INVALID_FORMAT}
    assert refused(end_date="2026-11-30") == {"endDate": INCORRECT_DATE}
    assert refused(type="HALF_DAY_AM") == {"endDate": HALF_DAY_ONE_DATE}
    assert refused(start_date="2026-02-30") == {"startDate": INCORRECT_DATE}
    assert request(type="HALF_DAY_PM", end_date="2026-12-01").number_of_days == 0.5


starts = st.dates(min_value=date(2020, 1, 1), max_value=date(2030, 12, 31))


@given(st.sampled_from(list(LeaveType)), starts, st.integers(0, 400))
def test_days_are_calendar_days_inclusive_and_half_days_half(
    type_: LeaveType, start: date, length: int
) -> None:
    end = start + timedelta(days=length)
    expected = 0.5 if type_ in HALF_DAYS else float(length + 1)
    assert number_of_days(type_, start, end) == expected


actions = st.lists(
    st.one_of(
        st.tuples(st.just("decide"), st.sampled_from(["APPROVED", "REJECTED"]), st.booleans()),
        st.tuples(st.just("withdraw"), st.booleans()),
        st.tuples(st.just("amend"), st.integers(0, 5)),
    ),
    max_size=8,
)


@given(actions)
def test_only_a_pending_leave_changes_and_never_by_the_wrong_person(
    script: list[tuple[Any, ...]],
) -> None:
    leave = request()
    for step in script:
        before = (leave.status, leave.version)
        pending = leave.status is LeaveStatus.PENDING
        try:
            if step[0] == "decide":
                leave.decide(decide(step[1], "ok"), APPLICANT if step[2] else "supervisor-1")
            elif step[0] == "withdraw":
                leave.withdraw(APPLICANT if step[1] else "supervisor-1")
            else:
                day = (date(2026, 12, 1) + timedelta(days=step[1])).isoformat()
                leave.amend(amend(str(leave.id), "ANNUAL", "2026-12-01", day, None), APPLICANT)
        except Forbidden:
            # The applicant never decides; nobody else withdraws.
            assert (step[0] == "decide" and step[2]) or (step[0] == "withdraw" and not step[1])
            assert (leave.status, leave.version) == before
            continue
        except Conflict:
            assert not pending
            assert (leave.status, leave.version) == before
            continue
        assert pending
        if step[0] == "decide":
            assert leave.status == step[1] and leave.decided_by == "supervisor-1"
            assert leave.decided_at == leave.modified_on
        elif step[0] == "withdraw":
            assert leave.status is LeaveStatus.WITHDRAWN
    # The events replay to the same state.
    copy = replay(leave)
    assert copy is not None and copy.status == leave.status and copy.end_date == leave.end_date


def test_a_decision_needs_a_decision_status() -> None:
    with pytest.raises(ValidationFailed):
        request().decide(decide("WITHDRAWN", None), "supervisor-1")
