"""Visitor feedback: ratings, areas of inconvenience, and when enough visitors name an area.

A press on a feedback panel (or the public QR page) carries a rating (1 excellent … 5 very
poor) and the areas the visitor named. An area that names a condition counts
toward the matching issue; when `threshold` presses name it within `window_minutes` (a
facility's feedback settings), the issue is raised. The counting is pure
(`count_presses`): the rules keep the window of each facility between presses.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from domain.errors import Violations
from domain.kinds import IssueType
from domain.validation import whole_number

RATINGS = ("excellent", "good", "average", "poor", "very-poor")
POOR_RATINGS = frozenset({"poor", "very-poor"})

AREAS = (
    "no-toilet-paper",
    "no-hand-soap",
    "litter-bin-full",
    "dirty-basin",
    "wet-floor",
    "dirty-toilet-bowl",
    "dirty-urinal",
    "faulty-hand-dryer",
    "faulty-tap-flush",
    "faulty-light",
)
AREA_IDS = frozenset(AREAS)

# The areas that name a condition a sensor could also see; every other area is a general
# issue that names the area.
AREA_ISSUE: dict[str, IssueType] = {
    "no-toilet-paper": IssueType.PAPER_LEVEL_LOW,
    "no-hand-soap": IssueType.SOAP_LOW,
    "litter-bin-full": IssueType.BIN_FULL,
    "wet-floor": IssueType.FLOOR_WET,
}

SOURCE_PANEL = "panel"
SOURCE_QR = "qr"

DEFAULT_THRESHOLD = 3
DEFAULT_WINDOW_MINUTES = 30
MAX_THRESHOLD = 100
MAX_WINDOW_MINUTES = 1440


def rating_name(value: int) -> str:
    """1 → "excellent" … 5 → "very-poor"."""
    return RATINGS[value - 1]


def rating_value(value: Any) -> int | None:
    """A rating 1..5 from what a message carried, or None when it carries none."""
    if type(value) is int and 1 <= value <= len(RATINGS):
        return value
    return None


@dataclass(frozen=True)
class Complaint:
    """What visitors' areas count toward: an issue type, and the area a general issue names."""

    issue_type: IssueType
    area: str | None = None

    @property
    def key(self) -> str:
        return str(self.issue_type) if self.area is None else f"{self.issue_type}:{self.area}"

    @classmethod
    def of_key(cls, key: str) -> Complaint:
        issue_type, _, area = key.partition(":")
        return cls(IssueType(issue_type), area or None)


def complaint_of(area: str) -> Complaint:
    """The issue an area counts toward (an unknown area is a ValueError)."""
    if area not in AREA_IDS:
        raise ValueError(f"unknown area {area!r}")
    issue = AREA_ISSUE.get(area)
    return Complaint(issue) if issue is not None else Complaint(IssueType.GENERAL_ISSUE, area)


def complaints_of(areas: Iterable[str]) -> list[Complaint]:
    """The distinct complaints of a press's areas, in the order named."""
    seen: dict[str, Complaint] = {}
    for area in areas:
        complaint = complaint_of(area)
        seen.setdefault(complaint.key, complaint)
    return list(seen.values())


@dataclass(frozen=True)
class FeedbackSettings:
    threshold: int = DEFAULT_THRESHOLD
    window_minutes: int = DEFAULT_WINDOW_MINUTES

    @property
    def window(self) -> timedelta:
        return timedelta(minutes=self.window_minutes)


def check_feedback_settings(threshold: int, window_minutes: int) -> None:
    violations = Violations()
    whole_number(violations, "threshold", threshold, MAX_THRESHOLD)
    whole_number(violations, "windowMinutes", window_minutes, MAX_WINDOW_MINUTES)
    violations.raise_if_any()


#: Per complaint key, the times (ISO-8601) of the presses that named it within the window.
Window = Mapping[str, Sequence[str]]


def count_presses(
    window: Window, time: datetime, complaints: Iterable[Complaint], settings: FeedbackSettings
) -> tuple[dict[str, list[str]], list[Complaint]]:
    """Counts one press naming `complaints` at `time`; answers the new window and the
    complaints that reached the threshold with it.

    A complaint that reaches the threshold starts counting again from nothing: the issue it
    raises stands for those presses, and while it is open the open-issue index turns away
    any other (the caller's business). Presses older than the window before the newest
    press of a complaint are forgotten, so the window stays bounded.
    """
    kept = {key: list(times) for key, times in window.items()}
    stamp = time.astimezone(UTC).isoformat()
    fired: list[Complaint] = []
    for complaint in complaints:
        times = sorted([*kept.get(complaint.key, []), stamp])
        newest = datetime.fromisoformat(times[-1])
        horizon = (newest - settings.window).isoformat()
        times = [t for t in times if t >= horizon]
        if stamp >= horizon and len(times) >= settings.threshold:
            fired.append(complaint)
            times = []
        kept[complaint.key] = times
    return {key: times for key, times in kept.items() if times}, fired


@dataclass(frozen=True)
class PlacedDevice:
    device_id: str
    kind: str
    kpi: Mapping[str, Any]


@dataclass(frozen=True)
class FeedbackPlace:
    """What the rules need to know of a facility to count its visitors' feedback."""

    facility_id: str
    building_id: str | None
    settings: FeedbackSettings
    devices: tuple[PlacedDevice, ...] = ()


#: Feedback given through a facility's public QR page is recorded as a reading of this
#: stand-in device, one per facility: it is no registered device.
VISIT_DEVICE_PREFIX = "qr:"


def visit_device(facility_id: str) -> str:
    return f"{VISIT_DEVICE_PREFIX}{facility_id}"


def facility_of_visit_device(device_id: str) -> str | None:
    if device_id.startswith(VISIT_DEVICE_PREFIX):
        return device_id[len(VISIT_DEVICE_PREFIX) :] or None
    return None
