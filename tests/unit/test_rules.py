"""The rules that open issues from readings, as a cleaner and a facility manager see them."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.device_state import SensorReading
from domain.errors import Conflict
from domain.issue import OpenIssueIndex
from domain.kinds import DeviceKind, IssueType
from domain.rules import Evaluation, MeterSample, RuleState, evaluate, issue_types_for

T0 = datetime(2026, 11, 21, 8, 0, tzinfo=UTC)


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def feed(
    kind: str,
    readings: Iterable[SensorReading],
    kpi: dict[str, Any] | None = None,
    state: RuleState | None = None,
) -> list[Evaluation]:
    state = state or RuleState()
    out = []
    for reading in readings:
        evaluation = evaluate(kind, kpi or {}, state, reading)
        state = evaluation.state
        out.append(evaluation)
    return out


def paper(minutes: float, range_mm: float) -> SensorReading:
    return SensorReading(time=at(minutes), range_mm=range_mm)


def test_low_paper_raises_one_issue_until_refilled() -> None:
    # Default calibration: 120 mm empty, 20 mm full; refill at 20 % (100 mm).
    steps = feed("toilet-paper", [paper(0, 60), paper(15, 101), paper(30, 110), paper(45, 30)])
    assert [e.raised for e in steps] == [
        frozenset(),
        {IssueType.PAPER_LEVEL_LOW},
        frozenset(),
        frozenset(),
    ]
    assert steps[2].active == {IssueType.PAPER_LEVEL_LOW}
    assert steps[3].cleared == {IssueType.PAPER_LEVEL_LOW}
    assert steps[1].summary["level"] == 19.0


def test_a_level_wobbling_round_the_threshold_does_not_flap() -> None:
    # 21 % is inside the 5-point band above 20 %: the low verdict stands.
    steps = feed("toilet-paper", [paper(0, 101), paper(15, 99), paper(30, 101), paper(45, 99)])
    assert [bool(e.raised) for e in steps] == [True, False, False, False]
    assert not any(e.cleared for e in steps)


def test_what_a_level_device_holds_names_the_issue() -> None:
    low = [paper(0, 240)]
    assert feed("manual-paper", low)[0].raised == {IssueType.PAPER_TOWEL_LOW}
    assert feed("soap-dispenser", [paper(0, 150)])[0].raised == {IssueType.SOAP_LOW}
    sanitiser = feed("soap-dispenser", [paper(0, 150)], {"consumable": "hand-sanitiser"})
    assert sanitiser[0].raised == {IssueType.HAND_SANITISER_LOW}


def test_a_full_bin_raises_bin_full() -> None:
    # Default calibration: 700 mm empty, 100 mm full; full from 80 % (220 mm).
    steps = feed("bin-full", [paper(0, 600), paper(10, 220), paper(20, 650)])
    assert steps[1].raised == {IssueType.BIN_FULL}
    assert steps[2].cleared == {IssueType.BIN_FULL}


def test_a_low_battery_raises_a_battery_issue_on_any_kind() -> None:
    steps = feed(
        "people-counter",
        [
            SensorReading(time=at(0), battery_voltage=3.2, people_counter=4),
            SensorReading(time=at(5), people_counter=9),
            SensorReading(time=at(10), battery_voltage=3.6),
        ],
    )
    assert steps[0].raised == {IssueType.BATTERY}
    assert steps[1].active == {IssueType.BATTERY}  # no battery field: no verdict
    assert steps[2].cleared == {IssueType.BATTERY}


def test_discomfort_raises_temp_humidity() -> None:
    def th(minutes: float, t: float | None, h: float | None) -> SensorReading:
        return SensorReading(time=at(minutes), temperature=t, humidity=h)

    steps = feed("temp-humidity", [th(0, 24, 60), th(5, 24, 85), th(10, 24, 70), th(15, 10, None)])
    assert [e.raised for e in steps] == [
        frozenset(),
        {IssueType.TEMP_HUMIDITY},
        frozenset(),
        {IssueType.TEMP_HUMIDITY},
    ]
    assert steps[2].cleared == {IssueType.TEMP_HUMIDITY}


@pytest.mark.parametrize(
    ("kind", "issue"),
    [
        ("odour", IssueType.ODOUR),
        ("wet-floor", IssueType.FLOOR_WET),
        ("water-meter", IssueType.LEAK),
        ("main-water-meter", IssueType.LEAK),
    ],
)
def test_a_digital_alarm_raises_its_issue(kind: str, issue: IssueType) -> None:
    inputs = [0, 1, 1, 0]
    steps = feed(kind, [SensorReading(time=at(i), digital_input=v) for i, v in enumerate(inputs)])
    assert [e.raised for e in steps] == [frozenset(), {issue}, frozenset(), frozenset()]
    assert steps[3].cleared == {issue}


def test_three_poor_ratings_in_a_row_raise_a_general_issue() -> None:
    # digitalInput: 1 excellent, 2 good, 3 average, 4 poor, 5 very poor.
    presses = [4, 5, 3, 4, 4, 5, 5, 1]
    steps = feed(
        "feedback-panel",
        [SensorReading(time=at(i), digital_input=p) for i, p in enumerate(presses)],
    )
    assert [bool(e.raised) for e in steps] == [False] * 5 + [True, False, False]
    assert steps[5].raised == {IssueType.GENERAL_ISSUE}
    assert steps[7].cleared == {IssueType.GENERAL_ISSUE}
    assert steps[5].summary["rating"] == "very-poor"


def meter(minutes: float, litres: float, base: datetime = T0) -> SensorReading:
    return SensorReading(time=base + timedelta(minutes=minutes), water_meter=litres)


def test_a_burst_is_a_flow_over_the_limit() -> None:
    # 20 L/min by default: 300 L in 10 minutes is 30 L/min.
    steps = feed("water-meter", [meter(0, 1000), meter(10, 1300), meter(20, 1350)])
    assert steps[0].raised == frozenset()
    assert steps[1].raised == {IssueType.BURST_FLOW}
    assert steps[1].summary["flowLitresPerMinute"] == 30
    assert steps[2].cleared == {IssueType.BURST_FLOW}


def test_a_replaced_meter_is_not_a_burst() -> None:
    steps = feed("water-meter", [meter(0, 5000), meter(10, 3), meter(20, 4)])
    assert not any(e.raised for e in steps)


def night(start: datetime, litres: Iterable[float]) -> list[MeterSample]:
    """Samples every 15 minutes from `start`."""
    return [MeterSample(start + timedelta(minutes=15 * i), v) for i, v in enumerate(litres)]


MIDNIGHT = datetime(2026, 11, 22, 0, 0, tzinfo=UTC)


def judge_night(
    samples: list[MeterSample],
    reading_at: datetime,
    state: RuleState | None = None,
    kpi: dict[str, Any] | None = None,
    tz: Any = UTC,
) -> Evaluation:
    last = samples[-1]
    state = state or RuleState(last_reading_at=last.time, water_meter=last)
    reading = SensorReading(time=reading_at, water_meter=last.litres + 1)
    return evaluate("water-meter", kpi or {}, state, reading, samples, tz)


def test_flow_through_every_quiet_hour_is_a_leak() -> None:
    samples = night(MIDNIGHT - timedelta(minutes=15), [100 + i for i in range(21)])  # to 04:45
    evaluation = judge_night(samples, MIDNIGHT + timedelta(hours=5, minutes=1))
    assert evaluation.raised == {IssueType.LEAK_FLOW}


def test_a_quiet_hour_without_flow_is_no_leak() -> None:
    litres = [100 + i for i in range(21)]
    litres[9:14] = [109] * 5  # 02:00 to 03:00 nothing flows
    samples = night(MIDNIGHT - timedelta(minutes=15), litres)
    state = RuleState(last_reading_at=samples[-1].time, active=frozenset({IssueType.LEAK_FLOW}))
    evaluation = judge_night(samples, MIDNIGHT + timedelta(hours=5, minutes=1), state)
    assert evaluation.cleared == {IssueType.LEAK_FLOW}


def test_the_quiet_window_is_judged_once_on_the_first_reading_after_it() -> None:
    samples = night(MIDNIGHT - timedelta(minutes=15), [100 + i for i in range(22)])  # to 05:00
    later = RuleState(last_reading_at=MIDNIGHT + timedelta(hours=5), water_meter=samples[-1])
    evaluation = judge_night(samples, MIDNIGHT + timedelta(hours=5, minutes=15), later)
    assert evaluation.raised == frozenset()


def test_a_night_with_missing_readings_is_not_judged() -> None:
    samples = night(MIDNIGHT - timedelta(minutes=15), [100 + i for i in range(21)])
    gap = (MIDNIGHT + timedelta(hours=1), MIDNIGHT + timedelta(hours=2))
    samples = [s for s in samples if not gap[0] <= s.time <= gap[1]]
    state = RuleState(last_reading_at=samples[-1].time, active=frozenset({IssueType.LEAK_FLOW}))
    evaluation = judge_night(samples, MIDNIGHT + timedelta(hours=5, minutes=1), state)
    assert evaluation.raised == evaluation.cleared == frozenset()
    assert evaluation.active == {IssueType.LEAK_FLOW}


def test_the_quiet_hours_are_local_time() -> None:
    singapore = timezone(timedelta(hours=8))
    local_midnight = datetime(2026, 11, 22, 0, 0, tzinfo=singapore)
    samples = night(local_midnight, [100 + i for i in range(20)])  # to 04:45
    end = local_midnight + timedelta(hours=5, minutes=1)
    assert judge_night(samples, end, tz=singapore).raised == {IssueType.LEAK_FLOW}
    assert judge_night(samples, end, tz=UTC).raised == frozenset()


def test_a_late_reading_changes_nothing() -> None:
    state = feed("toilet-paper", [paper(10, 30)])[0].state
    late = evaluate("toilet-paper", {}, state, paper(0, 119))
    assert late.state == state
    assert not late.raised and not late.cleared


def test_the_rule_state_survives_a_round_trip_through_json() -> None:
    state = RuleState(at(3), MeterSample(at(2), 12.5), 2, frozenset({IssueType.BATTERY}))
    assert RuleState.from_dict(state.to_dict()) == state
    assert RuleState.from_dict(RuleState().to_dict()) == RuleState()


def test_each_kind_raises_only_its_own_issue_types() -> None:
    assert issue_types_for("water-meter", {}) == {
        IssueType.BATTERY,
        IssueType.LEAK,
        IssueType.LEAK_FLOW,
        IssueType.BURST_FLOW,
    }
    assert issue_types_for("toilet-paper", {}) == {IssueType.BATTERY, IssueType.PAPER_LEVEL_LOW}
    assert issue_types_for("people-counter", {}) == {IssueType.BATTERY}


readings = st.builds(
    SensorReading,
    time=st.integers(0, 10_000).map(at),
    battery_voltage=st.none() | st.floats(2.5, 4.2),
    water_meter=st.none() | st.floats(0, 5000),
    humidity=st.none() | st.floats(0, 100),
    temperature=st.none() | st.floats(-40, 85),
    range_mm=st.none() | st.floats(0, 1000),
    digital_input=st.none() | st.integers(0, 6),
)


@settings(max_examples=200)
@given(
    kind=st.sampled_from(list(DeviceKind)),
    batch=st.lists(readings, max_size=40),
    resolves=st.lists(st.booleans(), min_size=40, max_size=40),
)
def test_the_rules_never_open_two_issues_of_a_type(
    kind: DeviceKind, batch: list[SensorReading], resolves: list[bool]
) -> None:
    state = RuleState()
    open_issues: dict[IssueType, OpenIssueIndex] = {}
    for reading, resolve_now in zip(batch, resolves, strict=False):
        evaluation = evaluate(kind, {}, state, reading)
        assert not evaluation.raised & state.active
        assert evaluation.raised <= evaluation.active
        assert not evaluation.cleared & evaluation.active
        assert evaluation.active <= issue_types_for(kind, {})
        for issue in evaluation.raised:
            # The caller's part: a type raised is never one whose issue is still open,
            # unless nobody resolved it; the index then refuses a second.
            index = open_issues.get(issue)
            if index is None or index.is_free:
                open_issues[issue] = OpenIssueIndex(
                    OpenIssueIndex.key_for("device", issue), _new_id()
                )
            else:
                with pytest.raises(Conflict):
                    index.claim(_new_id())
        if resolve_now:
            for index in open_issues.values():
                index.release()
        state = evaluation.state


def _new_id() -> uuid.UUID:
    return uuid.uuid4()
