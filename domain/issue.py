"""Issue: a ticket opened by a rule or by hand, resolved once; and its one-open index."""

from __future__ import annotations

import uuid
from datetime import datetime
from enum import IntEnum, StrEnum
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.errors import Conflict, Violations
from domain.index import UniqueIndex
from domain.kinds import ISSUE_TYPE_IDS, ISSUE_TYPE_TITLES, IssueType
from domain.validation import REQUIRED

__all__ = [
    "ISSUE_TYPE_TITLES",
    "Issue",
    "IssueSource",
    "IssueStatus",
    "IssueType",
    "OpenIssueIndex",
    "check_issue",
    "status_filter_value",
]


class IssueStatus(StrEnum):
    OPENED = "OPENED"
    RESOLVED = "RESOLVED"


class StatusFilter(IntEnum):
    """The numbers the issue list's status filter sends (SPEC.md §4)."""

    OPENED = 1
    RESOLVED = 2


def status_filter_value(status: IssueStatus) -> int:
    return StatusFilter[status.name].value


class IssueSource(StrEnum):
    RULE = "rule"
    MANUAL = "manual"


def check_issue(
    issue_type: str, source: str, device_id: str | None, facility_id: str | None
) -> None:
    """A rule issue names its device; a manual one names at least its facility."""
    violations = Violations()
    if issue_type not in ISSUE_TYPE_IDS:
        violations.add("issueType", "Unknown issue type")
    if source not in (IssueSource.RULE, IssueSource.MANUAL):
        violations.add("source", "Must be rule or manual")
    if source == IssueSource.RULE and not device_id:
        violations.add("deviceId", REQUIRED)
    if source == IssueSource.MANUAL and not facility_id:
        violations.add("facilityId", REQUIRED)
    violations.raise_if_any()


class Issue(Aggregate):
    """OPENED → RESOLVED, nothing else; `opened_at` is the Opened event's time."""

    class Opened(Aggregate.Created):
        device_id: str | None
        facility_id: str | None
        building_id: str | None
        issue_type: str
        source: str
        reading: dict[str, Any] | None
        actor: str

    class Resolved(Aggregate.Event):
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            # An explicit event class, so the resolution time is the event's own timestamp.
            assert isinstance(aggregate, Issue)
            aggregate.status = IssueStatus.RESOLVED
            aggregate.resolved_by = self.actor
            aggregate.resolved_at = self.timestamp
            aggregate.modified_by = self.actor

    @event(Opened)
    def __init__(
        self,
        device_id: str | None,
        facility_id: str | None,
        building_id: str | None,
        issue_type: str,
        source: str,
        reading: dict[str, Any] | None,
        actor: str,
    ) -> None:
        check_issue(issue_type, source, device_id, facility_id)
        self.device_id = device_id
        self.facility_id = facility_id
        self.building_id = building_id
        self.issue_type = issue_type
        self.source = source
        # The reading summary that tripped the rule, kept as evidence; None for manual ones.
        self.reading = dict(reading) if reading is not None else None
        self.status = IssueStatus.OPENED
        self.opened_by = actor
        self.opened_at: datetime = self.created_on
        self.resolved_by: str | None = None
        self.resolved_at: datetime | None = None
        self.modified_by = actor

    def resolve(self, actor: str) -> None:
        """Marks the issue resolved; a second resolution is a conflict (409)."""
        self.check_open()
        self.trigger_event(self.Resolved, actor=actor)

    @property
    def is_open(self) -> bool:
        return self.status == IssueStatus.OPENED

    def check_open(self) -> None:
        if not self.is_open:
            raise Conflict("The issue is already resolved", code="already-resolved")


class OpenIssueIndex(UniqueIndex):
    """Holds the one open issue of a device and issue type, if any."""

    namespace = "open-issues"
    conflict_code = "issue-already-open"
    what = "open-issue"
    message = "An issue of this type is already open for this device"
    field = "issueType"
    field_message = "An issue of this type is already open"

    @staticmethod
    def normalise(key: str) -> str:
        return key  # a device id and an issue type id, both already in normal form

    @classmethod
    def id_for(cls, device_id: str, issue_type: str) -> uuid.UUID:
        return cls.create_id(cls.key_for(device_id, issue_type))

    @staticmethod
    def key_for(device_id: str, issue_type: str) -> str:
        return f"{device_id}/{issue_type}"
