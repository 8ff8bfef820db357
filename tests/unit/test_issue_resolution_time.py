"""A person's resolution may say when it happened: never in the future, never before the
issue's condition was measured; the stated time is the issue's resolution time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from domain.errors import ValidationFailed
from domain.issue import Issue


def _issue(measured_at: datetime) -> Issue:
    return Issue(
        device_id="device-1",
        facility_id="facility-1",
        building_id="building-1",
        issue_type="odour",
        source="rule",
        reading={"digitalInput": 1},
        actor="rules",
        measured_at=measured_at,
    )


@given(
    ago=st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=30)),
    offset=st.timedeltas(min_value=timedelta(days=-60), max_value=timedelta(days=60)),
)
def test_a_stated_time_lies_between_the_measurement_and_now(
    ago: timedelta, offset: timedelta
) -> None:
    measured = datetime.now(UTC) - ago
    stated = measured + offset
    # Within a second of now, the clock moves on between this test and the check.
    assume(abs(stated - datetime.now(UTC)) > timedelta(seconds=1))
    issue = _issue(measured)
    if measured <= stated <= datetime.now(UTC):
        issue.resolve("cleaner-1", resolved_at=stated)
        assert issue.resolved_at == stated and not issue.is_open
        assert issue.collect_events()[-1].resolved_at == stated
        return
    with pytest.raises(ValidationFailed) as raised:
        issue.resolve("cleaner-1", resolved_at=stated)
    assert raised.value.violations[0].field == "resolvedAt"
    assert issue.is_open


def test_without_a_stated_time_the_resolution_is_when_it_is_recorded() -> None:
    issue = _issue(datetime.now(UTC) - timedelta(hours=1))
    issue.resolve("cleaner-1")
    event = issue.collect_events()[-1]
    assert event.resolved_at is None and issue.resolved_at == event.timestamp


def test_the_system_states_no_time_of_its_own() -> None:
    measured = datetime.now(UTC) - timedelta(hours=1)
    issue = _issue(measured)
    with pytest.raises(ValidationFailed):
        issue.resolve(
            "rules", by_system=True, cleared_at=measured, resolved_at=measured + timedelta(1)
        )
    with pytest.raises(ValidationFailed):
        issue.resolve(
            "cleaner-1", resolved_at=(measured + timedelta(minutes=5)).replace(tzinfo=None)
        )
