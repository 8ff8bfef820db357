"""Response-time KPI: how long issues took to resolve, against each issue type's target.

Minutes run from when the condition was measured to when a person resolved the issue, or,
for an issue the rules resolved themselves, to when the condition cleared. A summary (`K`)
counts the resolutions, how many each way, the mean, median and 90th percentile of the
minutes, and the share resolved within the target of its type.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.kinds import IssueType

#: Minutes to resolve each issue type, until an admin sets its own.
DEFAULT_TARGETS: dict[str, int] = {
    IssueType.PAPER_LEVEL_LOW: 30,
    IssueType.SOAP_LOW: 30,
    IssueType.HAND_SANITISER_LOW: 30,
    IssueType.PAPER_TOWEL_LOW: 30,
    IssueType.BIN_FULL: 30,
    IssueType.FLOOR_WET: 30,
    IssueType.ODOUR: 60,
    IssueType.GENERAL_ISSUE: 60,
    IssueType.TEMP_HUMIDITY: 60,
    IssueType.LEAK: 15,
    IssueType.LEAK_FLOW: 15,
    IssueType.BURST_FLOW: 15,
    IssueType.BATTERY: 1440,
    IssueType.DEVICE_OFFLINE: 240,
}
FALLBACK_TARGET = 60


def target_minutes(issue_type: str, settings: Mapping[str, int] | None = None) -> int:
    """The type's target: the admin's setting, else its default."""
    if settings and issue_type in settings:
        return int(settings[issue_type])
    return DEFAULT_TARGETS.get(issue_type, FALLBACK_TARGET)


@dataclass(frozen=True)
class Resolution:
    """One resolved issue as the KPI sees it."""

    issue_type: str
    minutes: float
    by_system: bool


def percentile(ordered: Sequence[float], share: float) -> float:
    """The value below which `share` of the ordered values lie, interpolating linearly
    between the two nearest ranks (rank `share * (n - 1)`, as spreadsheets' PERCENTILE)."""
    if not ordered:
        raise ValueError("no values")
    rank = share * (len(ordered) - 1)
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def _minutes(value: float) -> float:
    return round(value, 1)


def summarise(
    resolutions: Iterable[Resolution], settings: Mapping[str, int] | None = None
) -> dict[str, Any]:
    """K: `resolved`, `resolvedByStaff`, `resolvedBySystem`, `meanMinutes`,
    `medianMinutes`, `p90Minutes` (minutes to one decimal) and `withinTarget` (a share,
    to four decimals); the figures are None when nothing was resolved."""
    items = list(resolutions)
    ordered = sorted(max(0.0, r.minutes) for r in items)
    by_system = sum(1 for r in items if r.by_system)
    within = sum(1 for r in items if r.minutes <= target_minutes(r.issue_type, settings))
    if not items:
        return {
            "resolved": 0,
            "resolvedByStaff": 0,
            "resolvedBySystem": 0,
            "meanMinutes": None,
            "medianMinutes": None,
            "p90Minutes": None,
            "withinTarget": None,
        }
    return {
        "resolved": len(items),
        "resolvedByStaff": len(items) - by_system,
        "resolvedBySystem": by_system,
        "meanMinutes": _minutes(sum(ordered) / len(ordered)),
        "medianMinutes": _minutes(percentile(ordered, 0.5)),
        "p90Minutes": _minutes(percentile(ordered, 0.9)),
        "withinTarget": round(within / len(items), 4),
    }
