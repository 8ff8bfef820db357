"""Visitors' feedback: areas to issues, the counting window, ratings and their decoding."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.device_state import SensorReading
from domain.errors import ValidationFailed
from domain.feedback import (
    AREAS,
    Complaint,
    FeedbackPlace,
    FeedbackSettings,
    PlacedDevice,
    check_feedback_settings,
    complaint_of,
    complaints_of,
    count_presses,
)
from domain.kinds import IssueType
from domain.rules import feedback_target, rating_of
from domain.sensor_message import ReadingMessage, RejectedMessage
from ingest.messages import decode_message

T0 = datetime(2026, 11, 21, 8, 0, tzinfo=UTC)


def test_areas_that_name_a_condition_count_toward_its_issue() -> None:
    assert complaint_of("no-toilet-paper") == Complaint(IssueType.PAPER_LEVEL_LOW)
    assert complaint_of("no-hand-soap") == Complaint(IssueType.SOAP_LOW)
    assert complaint_of("litter-bin-full") == Complaint(IssueType.BIN_FULL)
    assert complaint_of("wet-floor") == Complaint(IssueType.FLOOR_WET)
    for area in ("dirty-basin", "dirty-toilet-bowl", "dirty-urinal", "faulty-hand-dryer"):
        assert complaint_of(area) == Complaint(IssueType.GENERAL_ISSUE, area)
    assert complaint_of("faulty-light").key == "general-issue:faulty-light"
    with pytest.raises(ValueError, match="unknown area"):
        complaint_of("dragons")
    assert [c.key for c in complaints_of(["wet-floor", "wet-floor", "faulty-light"])] == [
        "floor-wet",
        "general-issue:faulty-light",
    ]
    assert {Complaint.of_key(complaint_of(a).key) for a in AREAS} == {
        complaint_of(a) for a in AREAS
    }


def test_feedback_settings_are_bounded() -> None:
    check_feedback_settings(1, 1)
    check_feedback_settings(100, 1440)
    with pytest.raises(ValidationFailed) as failed:
        check_feedback_settings(0, 1441)
    assert {v.field for v in failed.value.violations} == {"threshold", "windowMinutes"}


def test_the_rating_is_the_rating_else_the_button_pressed() -> None:
    assert rating_of(SensorReading(T0, rating=1)) == "excellent"
    assert rating_of(SensorReading(T0, rating=5, digital_input=1)) == "very-poor"
    assert rating_of(SensorReading(T0, digital_input=4)) == "poor"
    assert rating_of(SensorReading(T0, digital_input=0)) is None
    assert rating_of(SensorReading(T0)) is None


def test_a_sensor_for_the_condition_shares_its_open_issue_with_visitors() -> None:
    place = FeedbackPlace(
        "f1",
        "b1",
        FeedbackSettings(),
        (PlacedDevice("panel", "feedback-panel", {}), PlacedDevice("paper", "toilet-paper", {})),
    )
    assert feedback_target(place, Complaint(IssueType.PAPER_LEVEL_LOW)) == "paper"
    assert feedback_target(place, Complaint(IssueType.SOAP_LOW)) is None
    assert feedback_target(place, Complaint(IssueType.GENERAL_ISSUE, "dirty-basin")) is None


# The window -------------------------------------------------------------------------

presses = st.lists(
    st.tuples(
        st.integers(min_value=0, max_value=40),  # minutes after the press before
        st.sets(st.sampled_from(["no-toilet-paper", "faulty-light", "good"]), max_size=2),
        st.booleans(),  # whether a person resolves the open issues before this press
    ),
    max_size=40,
)


@given(
    presses=presses,
    threshold=st.integers(min_value=1, max_value=4),
    window=st.integers(min_value=1, max_value=60),
)
def test_the_window_fires_exactly_once_per_open_issue(
    presses: list[tuple[int, set[str], bool]], threshold: int, window: int
) -> None:
    """Against a plain reference: an issue opens when `threshold` presses since the last
    issue of that kind (or the start) fall within `window` minutes; while it is open, the
    open-issue index turns away what the window fires; and nothing opens twice at once."""
    settings = FeedbackSettings(threshold, window)
    state: dict[str, list[str]] = {}
    open_now: set[str] = set()
    opened: list[str] = []
    counted: dict[str, list[datetime]] = {}  # the reference's presses since each fire
    expected: list[str] = []
    expected_open: set[str] = set()
    time = T0
    for gap, areas, resolve in presses:
        time += timedelta(minutes=gap)
        if resolve:
            open_now.clear()
            expected_open.clear()
        named = complaints_of(a for a in areas if a != "good")
        state, fired = count_presses(state, time, named, settings)
        for complaint in fired:
            if complaint.key not in open_now:  # the open-issue index
                open_now.add(complaint.key)
                opened.append(complaint.key)
        for complaint in named:
            recent = [t for t in counted.get(complaint.key, []) if t >= time - settings.window]
            recent.append(time)
            if len(recent) >= threshold:
                recent = []
                if complaint.key not in expected_open:
                    expected_open.add(complaint.key)
                    expected.append(complaint.key)
            counted[complaint.key] = recent
        assert all(len(times) < threshold for times in state.values())
    assert opened == expected
    assert open_now == expected_open


def test_presses_outside_the_window_do_not_add_up() -> None:
    settings = FeedbackSettings(3, 30)
    paper = [complaint_of("no-toilet-paper")]
    state, fired = count_presses({}, T0, paper, settings)
    state, fired = count_presses(state, T0 + timedelta(minutes=20), paper, settings)
    state, fired = count_presses(state, T0 + timedelta(minutes=40), paper, settings)
    assert fired == []  # the first press fell out of the window
    state, fired = count_presses(state, T0 + timedelta(minutes=45), paper, settings)
    assert fired == paper
    assert state == {}


# Decoding ---------------------------------------------------------------------------


def _message(readings: dict[str, object]) -> bytes:
    return msgspec.json.encode(
        {
            "device": "id:6:A1B2C3D4E5F6",
            "time": "2026-11-21T08:15:00Z",
            "seq": 7,
            "readings": readings,
        }
    )


def test_a_press_carries_its_rating_and_areas() -> None:
    decoded = decode_message(_message({"rating": 4, "areas": ["no-toilet-paper", "wet-floor"]}))
    assert isinstance(decoded, ReadingMessage)
    assert decoded.values == {"rating": 4, "areas": ["no-toilet-paper", "wet-floor"]}
    twice = decode_message(_message({"rating": 2, "areas": ["wet-floor", "wet-floor"]}))
    assert isinstance(twice, ReadingMessage) and twice.values["areas"] == ["wet-floor"]


@pytest.mark.parametrize(
    ("readings", "where"),
    [
        ({"rating": 4, "areas": ["no-paper"]}, "$.readings.areas[0]"),
        ({"areas": [1]}, "$.readings.areas[0]"),
        ({"areas": "wet-floor"}, "$.readings.areas"),
        ({"areas": [*AREAS, "wet-floor"]}, "$.readings.areas"),
        ({"rating": 0}, "$.readings.rating"),
        ({"rating": 6}, "$.readings.rating"),
        ({"rating": 2.5}, "$.readings.rating"),
    ],
)
def test_a_bad_rating_or_area_rejects_the_message_with_its_reason(
    readings: dict[str, object], where: str
) -> None:
    decoded = decode_message(_message(readings))
    assert isinstance(decoded, RejectedMessage)
    assert where in decoded.reason
    assert decoded.device == "id:6:A1B2C3D4E5F6" and decoded.seq == 7
