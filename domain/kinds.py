"""The catalogues of device types and issue types: stable ids, titles.

Ids are stored in events and sent by clients; never rename one (add a new id instead).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TypeVar

K = TypeVar("K", bound=StrEnum)


class DeviceKind(StrEnum):
    TOILET_PAPER = "toilet-paper"
    MANUAL_PAPER = "manual-paper"
    BIN_FULL = "bin-full"
    WET_FLOOR = "wet-floor"
    TEMP_HUMIDITY = "temp-humidity"
    WATER_METER = "water-meter"
    MAIN_WATER_METER = "main-water-meter"
    PEOPLE_COUNTER = "people-counter"
    ODOUR = "odour"
    SOAP_DISPENSER = "soap-dispenser"
    FEEDBACK_PANEL = "feedback-panel"


DEVICE_KIND_TITLES: dict[DeviceKind, str] = {
    DeviceKind.TOILET_PAPER: "Toilet paper level sensor",
    DeviceKind.MANUAL_PAPER: "Manual paper level sensor",
    DeviceKind.BIN_FULL: "Bin full sensor",
    DeviceKind.WET_FLOOR: "Wet floor sensor",
    DeviceKind.TEMP_HUMIDITY: "Temperature & humidity sensor",
    DeviceKind.WATER_METER: "Water meter",
    DeviceKind.MAIN_WATER_METER: "Main water meter",
    DeviceKind.PEOPLE_COUNTER: "People counter",
    DeviceKind.ODOUR: "Odour sensor",
    DeviceKind.SOAP_DISPENSER: "Soap Dispenser",
    DeviceKind.FEEDBACK_PANEL: "Feedback Panel",
}

DEVICE_KIND_IDS = frozenset(kind.value for kind in DeviceKind)

# Kinds whose raw `range` reading is turned into a level with the device's calibration.
LEVEL_KINDS = frozenset(
    {
        DeviceKind.TOILET_PAPER,
        DeviceKind.MANUAL_PAPER,
        DeviceKind.SOAP_DISPENSER,
        DeviceKind.BIN_FULL,
    }
)
METER_KINDS = frozenset({DeviceKind.WATER_METER, DeviceKind.MAIN_WATER_METER})


class IssueType(StrEnum):
    PAPER_LEVEL_LOW = "paper-level-low"
    ODOUR = "odour"
    BIN_FULL = "bin-full"
    GENERAL_ISSUE = "general-issue"
    SOAP_LOW = "soap-low"
    HAND_SANITISER_LOW = "hand-sanitiser-low"
    PAPER_TOWEL_LOW = "paper-towel-low"
    BATTERY = "battery"
    TEMP_HUMIDITY = "temp-humidity"
    LEAK_FLOW = "leak-flow"
    BURST_FLOW = "burst-flow"
    FLOOR_WET = "floor-wet"
    LEAK = "leak"
    CLEANING_DUE = "cleaning-due"
    DEVICE_OFFLINE = "device-offline"


ISSUE_TYPE_TITLES: dict[IssueType, str] = {
    IssueType.PAPER_LEVEL_LOW: "Paper level low",
    IssueType.ODOUR: "Odour",
    IssueType.BIN_FULL: "Bin full",
    IssueType.GENERAL_ISSUE: "General issue",
    IssueType.SOAP_LOW: "Soap running low",
    IssueType.HAND_SANITISER_LOW: "Hand sanitiser low",
    IssueType.PAPER_TOWEL_LOW: "Paper towel low",
    IssueType.BATTERY: "Battery",
    IssueType.TEMP_HUMIDITY: "Temp humidity",
    IssueType.LEAK_FLOW: "Leak flow",
    IssueType.BURST_FLOW: "Burst flow",
    IssueType.FLOOR_WET: "Floor wet",
    IssueType.LEAK: "Leak",
    IssueType.CLEANING_DUE: "Cleaning due",
    IssueType.DEVICE_OFFLINE: "Device offline",
}


ISSUE_TYPE_IDS = frozenset(issue.value for issue in IssueType)


def device_types() -> list[dict[str, str]]:
    """The reply of GET /devices/types: [{id, title}] in the catalogue's order."""
    return _catalogue(DEVICE_KIND_TITLES)


def issue_types() -> list[dict[str, str]]:
    """The reply of GET /issues/types: [{id, title}] in the catalogue's order."""
    return _catalogue(ISSUE_TYPE_TITLES)


def _catalogue(titles: Mapping[K, str]) -> list[dict[str, str]]:
    return [{"id": kind.value, "title": title} for kind, title in titles.items()]
