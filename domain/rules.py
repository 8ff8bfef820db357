"""The rules that turn a device's readings into issues.

`evaluate` is pure: given the device (kind and KPI parameters), what the rules remembered
after the previous reading (`RuleState`) and a new reading, it answers the issue types whose
condition holds now (`active`), those that began with this reading (`raised`: open an issue
unless one of that type is open) and those that ended (`cleared`). The caller stores the
returned state for the next reading and enforces one open issue per device and type with
`domain.issue.OpenIssueIndex`.

Conditions are edge-triggered: a type is raised once when its condition begins, so an issue
resolved by hand is not reopened by the next reading of the same condition. Levels, battery
and comfort have a small hysteresis band in which the previous verdict stands, so a reading
that wobbles around a threshold does not raise and clear over and over.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, tzinfo
from typing import Any

from domain.device_state import SensorReading, device_level
from domain.feedback import (
    POOR_RATINGS,
    RATINGS,
    Complaint,
    FeedbackPlace,
    rating_name,
    rating_value,
)
from domain.kinds import DEVICE_KIND_IDS, LEVEL_KINDS, METER_KINDS, DeviceKind, IssueType
from domain.thresholds import consumable, threshold
from domain.water import MeterSample, flow_rate, quiet_window_flow

LEVEL_HYSTERESIS_PERCENT = 5.0
BATTERY_HYSTERESIS_V = 0.05
TEMPERATURE_HYSTERESIS_C = 0.5
HUMIDITY_HYSTERESIS_PERCENT = 2.0

# A feedback panel reports a press as `rating` (1 excellent … 5 very poor); a panel with
# buttons only sends the button pressed as `digitalInput`, read as the rating.
FEEDBACK_RATINGS = RATINGS

LEVEL_ISSUE = {
    "toilet-paper": IssueType.PAPER_LEVEL_LOW,
    "paper-towel": IssueType.PAPER_TOWEL_LOW,
    "soap": IssueType.SOAP_LOW,
    "hand-sanitiser": IssueType.HAND_SANITISER_LOW,
}


@dataclass(frozen=True)
class RuleState:
    """What the rules remember between two readings of one device."""

    last_reading_at: datetime | None = None
    water_meter: MeterSample | None = None
    poor_feedback_run: int = 0
    active: frozenset[IssueType] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form for a read table or an event."""
        return {
            "lastReadingAt": self.last_reading_at.isoformat() if self.last_reading_at else None,
            "waterMeter": None
            if self.water_meter is None
            else {
                "time": self.water_meter.time.isoformat(),
                "litres": self.water_meter.litres,
            },
            "poorFeedbackRun": self.poor_feedback_run,
            "active": sorted(self.active),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleState:
        meter = data.get("waterMeter")
        last = data.get("lastReadingAt")
        return cls(
            last_reading_at=datetime.fromisoformat(last) if last else None,
            water_meter=None
            if not meter
            else MeterSample(datetime.fromisoformat(meter["time"]), float(meter["litres"])),
            poor_feedback_run=int(data.get("poorFeedbackRun", 0)),
            active=frozenset(IssueType(t) for t in data.get("active", ())),
        )


@dataclass(frozen=True)
class Evaluation:
    state: RuleState
    raised: frozenset[IssueType]
    cleared: frozenset[IssueType]
    reading: SensorReading | None = None
    # What the rules worked out on the way (level, flow rate, rating).
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def active(self) -> frozenset[IssueType]:
        return self.state.active

    @property
    def summary(self) -> dict[str, Any]:
        """The reading and what the rules made of it, as an issue records its trigger.

        Built on demand: most readings raise nothing and never need it.
        """
        if self.reading is None:
            return dict(self.notes)
        return {**self.reading.summary(), **self.notes}


def issue_types_for(kind: str, kpi: Mapping[str, Any]) -> frozenset[IssueType]:
    """The issue types the rules can raise for a device of this kind."""
    types = {IssueType.BATTERY}
    held = consumable(kind, kpi)
    if held is not None:
        types.add(LEVEL_ISSUE[held])
    extra = {
        DeviceKind.BIN_FULL: {IssueType.BIN_FULL},
        DeviceKind.ODOUR: {IssueType.ODOUR},
        DeviceKind.WET_FLOOR: {IssueType.FLOOR_WET},
        DeviceKind.TEMP_HUMIDITY: {IssueType.TEMP_HUMIDITY},
        DeviceKind.FEEDBACK_PANEL: {IssueType.GENERAL_ISSUE},
    }.get(DeviceKind(kind), set())
    if kind in METER_KINDS:
        extra = {IssueType.LEAK, IssueType.LEAK_FLOW, IssueType.BURST_FLOW}
    return frozenset(types | extra)


def rating_of(reading: SensorReading) -> str | None:
    """The feedback rating a panel's press carries (`rating`, else the button pressed in
    `digitalInput`), or None without a press."""
    value = rating_value(reading.rating)
    if value is None and reading.rating is None:
        value = rating_value(reading.digital_input)
    return None if value is None else rating_name(value)


def evaluate(
    kind: str,
    kpi: Mapping[str, Any],
    previous: RuleState,
    reading: SensorReading,
    water_window: Sequence[MeterSample] = (),
    tz: tzinfo = UTC,
) -> Evaluation:
    """Applies every rule of the device's kind to one reading.

    `water_window` holds the meter readings of (at least) the last quiet window; the new
    reading need not be in it. `tz` is the facility's time zone, for the quiet hours.
    A reading older than the last one changes nothing (it arrived late or twice).
    """
    if previous.last_reading_at is not None and reading.time < previous.last_reading_at:
        return Evaluation(previous, frozenset(), frozenset())
    verdicts: dict[IssueType, bool | None] = {}
    notes: dict[str, Any] = {}
    verdicts[IssueType.BATTERY] = _low(
        reading.battery_voltage, threshold(kind, kpi, "lowBatteryVoltage"), BATTERY_HYSTERESIS_V
    )
    run = previous.poor_feedback_run
    water = previous.water_meter
    if kind in LEVEL_KINDS:
        _level_rules(kind, kpi, reading, verdicts, notes)
    elif kind == DeviceKind.TEMP_HUMIDITY:
        verdicts[IssueType.TEMP_HUMIDITY] = _comfort(kind, kpi, reading)
    elif kind in (DeviceKind.ODOUR, DeviceKind.WET_FLOOR):
        issue = IssueType.ODOUR if kind == DeviceKind.ODOUR else IssueType.FLOOR_WET
        verdicts[issue] = None if reading.digital_input is None else reading.digital_input != 0
    elif kind == DeviceKind.FEEDBACK_PANEL:
        run = _feedback_rules(kind, kpi, reading, run, verdicts, notes)
    elif kind in METER_KINDS:
        water = _meter_rules(kind, kpi, previous, reading, water_window, tz, verdicts, notes)
    active = _settle(previous.active, verdicts)
    state = RuleState(reading.time, water, run, active)
    return Evaluation(
        state, state.active - previous.active, previous.active - state.active, reading, notes
    )


def _settle(
    active: frozenset[IssueType], verdicts: Mapping[IssueType, bool | None]
) -> frozenset[IssueType]:
    """The conditions open after the verdicts: a True opens one, a False closes it, and no
    verdict leaves it as it was."""
    settled = set(active)
    for issue, verdict in verdicts.items():
        if verdict is True:
            settled.add(issue)
        elif verdict is False:
            settled.discard(issue)
    return frozenset(settled)


def _feedback_rules(
    kind: str,
    kpi: Mapping[str, Any],
    reading: SensorReading,
    run: int,
    verdicts: dict[IssueType, bool | None],
    notes: dict[str, Any],
) -> int:
    """A panel's press: a run of poor ratings long enough raises a general issue. Answers
    the run after the press (unchanged without one)."""
    rating = rating_of(reading)
    if rating is None:
        return run
    run = run + 1 if rating in POOR_RATINGS else 0
    verdicts[IssueType.GENERAL_ISSUE] = run >= threshold(kind, kpi, "poorFeedbackRun")
    notes["rating"] = rating
    return run


def _meter_rules(
    kind: str,
    kpi: Mapping[str, Any],
    previous: RuleState,
    reading: SensorReading,
    water_window: Sequence[MeterSample],
    tz: tzinfo,
    verdicts: dict[IssueType, bool | None],
    notes: dict[str, Any],
) -> MeterSample | None:
    """A water meter's reading: its leak contact, a burst of flow since the last sample and
    a flow through the quiet hours. Answers the meter sample to measure the next flow from."""
    verdicts[IssueType.LEAK] = None if reading.digital_input is None else reading.digital_input != 0
    water = previous.water_meter
    if reading.water_meter is not None:
        sample = MeterSample(reading.time, reading.water_meter)
        rate = flow_rate(water, sample)
        if rate is not None:
            notes["flowLitresPerMinute"] = round(rate, 3)
            verdicts[IssueType.BURST_FLOW] = rate > threshold(kind, kpi, "burstFlowLitresPerMinute")
        water = sample
    verdicts[IssueType.LEAK_FLOW] = quiet_window_flow(
        int(threshold(kind, kpi, "quietFromHour")),
        int(threshold(kind, kpi, "quietToHour")),
        previous.last_reading_at,
        reading,
        water_window,
        tz,
    )
    return water


def _low(
    value: float | None, trip: float, margin: float, *, inclusive: bool = False
) -> bool | None:
    """True below `trip` (or at it), False from `trip + margin`, None (no verdict) between."""
    if value is None:
        return None
    if value < trip or (inclusive and value == trip):
        return True
    return False if value >= trip + margin else None


def _high(
    value: float | None, trip: float, margin: float, *, inclusive: bool = False
) -> bool | None:
    """True above `trip` (or at it), False to `trip - margin`, None (no verdict) between."""
    if value is None:
        return None
    if value > trip or (inclusive and value == trip):
        return True
    return False if value <= trip - margin else None


def _level_rules(
    kind: str,
    kpi: Mapping[str, Any],
    reading: SensorReading,
    verdicts: dict[IssueType, bool | None],
    notes: dict[str, Any],
) -> None:
    level = device_level(kind, kpi, reading.range_mm)
    if level is None:
        return
    notes["level"] = round(level, 1)
    if kind == DeviceKind.BIN_FULL:
        verdicts[IssueType.BIN_FULL] = _high(
            level,
            threshold(kind, kpi, "binFullPercent"),
            LEVEL_HYSTERESIS_PERCENT,
            inclusive=True,
        )
        return
    held = consumable(kind, kpi)
    assert held is not None
    refill = threshold(kind, kpi, "refillAtPercent")
    verdicts[LEVEL_ISSUE[held]] = _low(level, refill, LEVEL_HYSTERESIS_PERCENT, inclusive=True)


def _comfort(kind: str, kpi: Mapping[str, Any], reading: SensorReading) -> bool | None:
    found: list[bool | None] = []
    if reading.temperature is not None:
        found.append(
            _low(
                reading.temperature,
                threshold(kind, kpi, "minTemperature"),
                TEMPERATURE_HYSTERESIS_C,
            )
        )
        found.append(
            _high(
                reading.temperature,
                threshold(kind, kpi, "maxTemperature"),
                TEMPERATURE_HYSTERESIS_C,
            )
        )
    if reading.humidity is not None:
        found.append(
            _high(
                reading.humidity, threshold(kind, kpi, "maxHumidity"), HUMIDITY_HYSTERESIS_PERCENT
            )
        )
    if not found:
        return None
    if any(v is True for v in found):
        return True
    return False if all(v is False for v in found) else None


def feedback_target(place: FeedbackPlace, complaint: Complaint) -> str | None:
    """The device whose open issue a complaint of visitors counts toward: the facility's
    first device whose rules raise that issue type (its paper sensor for "no toilet paper"),
    so that sensor and visitors share one open issue and a refill resolves it. None when the
    facility has no such device, or the complaint names an area (a general issue): the issue
    is then the facility's own."""
    if complaint.area is not None:
        return None
    for device in place.devices:
        if device.kind in DEVICE_KIND_IDS and complaint.issue_type in issue_types_for(
            device.kind, device.kpi
        ):
            return device.device_id
    return None
