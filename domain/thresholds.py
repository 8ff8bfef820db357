"""KPI parameters: the one table of rule thresholds, their defaults and their sane ranges.

A device's `kpi_parameters` holds only the values its owner overrode; everything else
falls back to the kind's default, then to the table's default.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.errors import Violations
from domain.kinds import DeviceKind


@dataclass(frozen=True)
class Parameter:
    default: float
    low: float
    high: float
    unit: str
    integer: bool = False


PARAMETERS: dict[str, Parameter] = {
    # Battery: low below this voltage (lithium cells sag to ~3.3 V near the end).
    "lowBatteryVoltage": Parameter(3.3, 2.0, 4.5, "V"),
    # Signal: weak below this RSSI.
    "weakSignalRssi": Parameter(-100, -150, 0, "dBm"),
    # Calibration of `range`: the distance read when empty and when full.
    "emptyDistanceMm": Parameter(300, 0, 10000, "mm"),
    "fullDistanceMm": Parameter(30, 0, 10000, "mm"),
    # Paper, towel, soap and sanitiser: refill at or below this level.
    "refillAtPercent": Parameter(20, 0, 100, "%"),
    # Bin: full at or above this fill level.
    "binFullPercent": Parameter(80, 0, 100, "%"),
    # Washroom comfort band; outside it a temp-humidity issue opens.
    "minTemperature": Parameter(16, -40, 85, "°C"),
    "maxTemperature": Parameter(32, -40, 85, "°C"),
    "maxHumidity": Parameter(80, 0, 100, "%"),
    # Water: a flow rate above this is a burst.
    "burstFlowLitresPerMinute": Parameter(20, 0.1, 10000, "L/min"),
    # Water: flow in every hour of this local window is a leak (to hour is exclusive).
    "quietFromHour": Parameter(0, 0, 23, "h", integer=True),
    "quietToHour": Parameter(5, 0, 23, "h", integer=True),
    # Feedback: this many poor or very poor ratings in a row raise a general issue.
    "poorFeedbackRun": Parameter(3, 1, 20, "ratings", integer=True),
}

# Per-kind defaults where one number cannot fit every kind.
# Keyed by kind; DeviceKind members hash as their values, so a plain string finds them.
KIND_DEFAULTS: dict[str, dict[str, float]] = {
    DeviceKind.TOILET_PAPER: {"emptyDistanceMm": 120, "fullDistanceMm": 20},
    DeviceKind.MANUAL_PAPER: {"emptyDistanceMm": 250, "fullDistanceMm": 30},
    DeviceKind.SOAP_DISPENSER: {"emptyDistanceMm": 150, "fullDistanceMm": 20},
    DeviceKind.BIN_FULL: {"emptyDistanceMm": 700, "fullDistanceMm": 100},
    DeviceKind.MAIN_WATER_METER: {"burstFlowLitresPerMinute": 200},
}

#: How often a device sends a message, in seconds: its own setting, else its kind's. A
#: device is OFFLINE once silent for longer than its interval times the offline factor
#: (`HYGIENE_OFFLINE_FACTOR`, `domain.device_state.offline_after`). Sensors of every kind
#: here send at least every 40 minutes; three missed messages (two hours) is a lost device.
DEFAULT_REPORTING_INTERVAL_SECONDS = 2400
MIN_REPORTING_INTERVAL_SECONDS = 10
MAX_REPORTING_INTERVAL_SECONDS = 86400
KIND_REPORTING_INTERVALS: dict[str, int] = {
    kind: DEFAULT_REPORTING_INTERVAL_SECONDS for kind in DeviceKind
}
#: A KPI parameter of old, replaced by the reporting interval: stored events that hold it
#: are read without it (`domain.device`).
RETIRED_PARAMETERS = frozenset({"offlineAfterMinutes"})


def reporting_interval(kind: str, own: int | None) -> int:
    """The interval in force: the device's own, else its kind's default."""
    if own is not None:
        return int(own)
    return KIND_REPORTING_INTERVALS.get(kind, DEFAULT_REPORTING_INTERVAL_SECONDS)


def check_reporting_interval(violations: Violations, field: str, value: Any) -> None:
    """A whole number of seconds within the bounds."""
    if isinstance(value, bool) or not isinstance(value, int):
        violations.add(field, "Must be a whole number")
    elif not MIN_REPORTING_INTERVAL_SECONDS <= value <= MAX_REPORTING_INTERVAL_SECONDS:
        violations.add(
            field,
            f"Must be between {MIN_REPORTING_INTERVAL_SECONDS} and"
            f" {MAX_REPORTING_INTERVAL_SECONDS} s",
        )


def without_retired(kpi: Mapping[str, Any]) -> dict[str, Any]:
    """Stored KPI overrides without the parameters since retired."""
    return {k: v for k, v in kpi.items() if k not in RETIRED_PARAMETERS}


# What a level device holds; the first is the kind's default.
CONSUMABLES: dict[str, tuple[str, ...]] = {
    DeviceKind.TOILET_PAPER: ("toilet-paper", "paper-towel"),
    DeviceKind.MANUAL_PAPER: ("paper-towel", "toilet-paper"),
    DeviceKind.SOAP_DISPENSER: ("soap", "hand-sanitiser"),
}
CONSUMABLE = "consumable"
MIN_CALIBRATION_SPAN_MM = 10


def threshold(kind: str, kpi: Mapping[str, Any], key: str) -> float:
    """The value in force for `key`: the device's override, the kind's default, the table's."""
    if key in kpi:
        return float(kpi[key])
    kind_defaults = KIND_DEFAULTS.get(kind)
    if kind_defaults is not None and key in kind_defaults:
        return float(kind_defaults[key])
    return float(PARAMETERS[key].default)


def consumable(kind: str, kpi: Mapping[str, Any]) -> str | None:
    """What a level device holds, or None for kinds that hold nothing."""
    choices = CONSUMABLES.get(kind)
    if not choices:
        return None
    chosen = kpi.get(CONSUMABLE)
    return chosen if chosen in choices else choices[0]


def _number(violations: Violations, field: str, value: Any, spec: Parameter) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        violations.add(field, "Must be a number")
        return None
    if spec.integer and not float(value).is_integer():
        violations.add(field, "Must be a whole number")
        return None
    if not spec.low <= value <= spec.high:
        violations.add(field, f"Must be between {spec.low:g} and {spec.high:g} {spec.unit}")
        return None
    return int(value) if spec.integer else float(value)


def normalise_kpi(
    kind: str, kpi: Mapping[str, Any], field: str = "kpiParameters"
) -> dict[str, Any]:
    """Checks overrides for a device of `kind` and answers a clean copy, or raises."""
    violations = Violations()
    clean: dict[str, Any] = {}
    for key, value in kpi.items():
        name = f"{field}.{key}"
        if key == CONSUMABLE:
            choices = CONSUMABLES.get(kind, ())
            if value in choices:
                clean[key] = value
            else:
                message = (
                    "Must be one of: " + ", ".join(choices)
                    if choices
                    else "This device type holds no consumable"
                )
                violations.add(name, message)
        elif key not in PARAMETERS:
            violations.add(name, "Unknown KPI parameter")
        else:
            number = _number(violations, name, value, PARAMETERS[key])
            if number is not None:
                clean[key] = number
    if not violations.items:
        _check_pairs(violations, field, kind, clean)
    violations.raise_if_any()
    return clean


def _check_pairs(violations: Violations, field: str, kind: str, kpi: dict[str, Any]) -> None:
    def value(key: str) -> float:
        return threshold(kind, kpi, key)

    span = abs(value("emptyDistanceMm") - value("fullDistanceMm"))
    if span < MIN_CALIBRATION_SPAN_MM:
        violations.add(
            f"{field}.fullDistanceMm",
            f"Empty and full distances must differ by at least {MIN_CALIBRATION_SPAN_MM} mm",
        )
    if value("minTemperature") >= value("maxTemperature"):
        violations.add(f"{field}.maxTemperature", "Must be above the minimum temperature")
    if value("quietFromHour") == value("quietToHour"):
        violations.add(f"{field}.quietToHour", "The quiet window cannot be empty")
