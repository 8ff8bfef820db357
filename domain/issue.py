"""Issue: a ticket opened by a rule or by hand, resolved once; and its one-open index."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from enum import IntEnum, StrEnum
from typing import TYPE_CHECKING, Any

from eventsourcing.domain import Aggregate, event

from domain.errors import Conflict, Violations
from domain.index import UniqueIndex
from domain.kinds import ISSUE_TYPE_IDS, IssueType
from domain.validation import REQUIRED

if TYPE_CHECKING:  # the command checks its fields against this module's rules
    from domain.commands.issue import ReportIssue


class IssueStatus(StrEnum):
    OPENED = "OPENED"
    RESOLVED = "RESOLVED"


class StatusFilter(IntEnum):
    """The numbers the issue list's status filter sends."""

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
    """A rule issue names its device (or, raised by visitors' feedback at a facility without
    a device for it, its facility); a manual one names at least its facility."""
    violations = Violations()
    if issue_type not in ISSUE_TYPE_IDS:
        violations.add("issueType", "Unknown issue type")
    if source not in (IssueSource.RULE, IssueSource.MANUAL):
        violations.add("source", "Must be rule or manual")
    if source == IssueSource.RULE and not device_id and not facility_id:
        violations.add("deviceId", REQUIRED)
    if source == IssueSource.MANUAL and not facility_id:
        violations.add("facilityId", REQUIRED)
    violations.raise_if_any()


class Issue(Aggregate):
    """OPENED → RESOLVED, nothing else; `opened_at` is the Opened event's time."""

    class Opened(Aggregate.Created):
        """`measured_at`: when the condition was measured (the reading's time; for an issue
        reported by hand, when it was reported), while `timestamp` is when it was raised."""

        device_id: str | None
        facility_id: str | None
        building_id: str | None
        issue_type: str
        source: str
        reading: dict[str, Any] | None
        actor: str
        measured_at: datetime | None

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            # Raised before the measuring time was kept: the best known is when it was raised.
            state["measured_at"] = state["timestamp"]

    class Resolved(Aggregate.Event):
        """`by_system`: the rules saw the condition clear (at `cleared_at`, the clearing
        reading's time) and resolved the issue themselves; otherwise a person did.

        `resolved_at`: when a person resolved it, when that was earlier than recording it
        (the demo's staff entering the estate's past); None: the event's own time.
        """

        actor: str
        by_system: bool
        cleared_at: datetime | None
        resolved_at: datetime | None

        class_version = 3

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["by_system"] = False  # only people resolved issues then
            state["cleared_at"] = None

        @staticmethod
        def upcast_v2_v3(state: dict[str, Any]) -> None:
            state["resolved_at"] = None  # resolved when recorded

        def apply(self, aggregate: Aggregate) -> None:
            # An explicit event class, so the resolution time is the event's own timestamp
            # unless a person said when.
            assert isinstance(aggregate, Issue)
            aggregate.status = IssueStatus.RESOLVED
            aggregate.resolved_by = self.actor
            aggregate.resolved_at = self.resolved_at or self.timestamp
            aggregate.resolved_by_system = self.by_system
            aggregate.cleared_at = self.cleared_at
            aggregate.modified_by = self.actor

    class Escalated(Aggregate.Event):
        """Step `level` (from 1) of the issue type's escalation was reached, `after_minutes`
        after the issue opened: `notify` is the role it names, `notified` the accounts told."""

        level: int
        after_minutes: int
        notify: str
        notified: list[str]
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Issue)
            aggregate.escalation_level = self.level
            aggregate.escalated_at = self.timestamp
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
        measured_at: datetime | None = None,
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
        self.measured_at: datetime = measured_at or self.created_on
        self.resolved_by: str | None = None
        self.resolved_at: datetime | None = None
        self.resolved_by_system = False
        self.cleared_at: datetime | None = None
        self.escalation_level = 0
        self.escalated_at: datetime | None = None
        self.modified_by = actor

    @classmethod
    def report(cls, command: ReportIssue, actor: str, reported_at: datetime) -> Issue:
        """The issue a person reports; measured when they report it (`reported_at`)."""
        command.check()
        return cls(
            **command.terms(),
            source=IssueSource.MANUAL,
            reading=None,
            actor=actor,
            measured_at=reported_at,
        )

    def resolve(
        self,
        actor: str,
        *,
        by_system: bool = False,
        cleared_at: datetime | None = None,
        resolved_at: datetime | None = None,
    ) -> None:
        """Marks the issue resolved; a second resolution is a conflict (409). The rules
        resolve it `by_system` when its condition cleared at `cleared_at`.

        A person's resolution may say when it happened (`resolved_at`), if earlier than now:
        the demo's staff resolve the issues of its history at the times they would have. It
        is never in the future nor before the condition was measured.
        """
        self.check_open()
        if by_system and cleared_at is None:
            raise ValueError("a condition that cleared has a time")
        if resolved_at is not None:
            check_resolution_time(resolved_at, self.measured_at, by_system=by_system)
        self.trigger_event(
            self.Resolved,
            actor=actor,
            by_system=by_system,
            cleared_at=cleared_at,
            resolved_at=resolved_at,
        )

    def escalate(
        self, level: int, after_minutes: int, notify: str, notified: list[str], actor: str
    ) -> None:
        """Records step `level`, the next one: an issue escalates only while open, and to
        each step once, in order (a step already recorded is a conflict)."""
        self.check_open()
        if level <= self.escalation_level:
            raise Conflict("The issue has escalated that far already", code="already-escalated")
        if level != self.escalation_level + 1:
            raise ValueError("an issue escalates one step at a time")
        self.trigger_event(
            self.Escalated,
            level=level,
            after_minutes=after_minutes,
            notify=notify,
            notified=list(notified),
            actor=actor,
        )

    @property
    def index_key(self) -> str | None:
        """The key of the `OpenIssueIndex` this issue holds while open, if any."""
        return open_issue_key(self.device_id, self.facility_id, self.issue_type, self.reading)

    @property
    def is_open(self) -> bool:
        return self.status == IssueStatus.OPENED

    def check_open(self) -> None:
        if not self.is_open:
            raise Conflict("The issue is already resolved", code="already-resolved")


def check_resolution_time(
    resolved_at: datetime, measured_at: datetime, *, by_system: bool = False
) -> None:
    """A stated resolution time is a person's, aware, not in the future and not before the
    condition was measured."""
    violations = Violations()
    if by_system:
        violations.add("resolvedAt", "The system resolves when the condition clears")
    elif resolved_at.tzinfo is None:
        violations.add("resolvedAt", "Must name its time zone", code="invalid-format")
    elif resolved_at > datetime.now(UTC):
        violations.add("resolvedAt", "Must not be in the future", code="in-future")
    elif resolved_at < measured_at:
        violations.add(
            "resolvedAt",
            "Must not be before the issue was measured",
            code="before-measured",
            measuredAt=measured_at.isoformat(),
        )
    violations.raise_if_any()


def open_issue_key(
    device_id: str | None,
    facility_id: str | None,
    issue_type: str,
    reading: dict[str, Any] | None = None,
) -> str | None:
    """Which open issue an issue is: one per device and type; a general issue raised by
    visitors naming an area is one per area; an issue of a facility without a device (raised
    by visitors) one per facility. A manual issue without a device holds no index."""
    area = (reading or {}).get("area") if issue_type == IssueType.GENERAL_ISSUE else None
    kind = f"{issue_type}:{area}" if isinstance(area, str) and area else issue_type
    if device_id:
        return OpenIssueIndex.key_for(device_id, kind)
    if facility_id and reading is not None:
        return OpenIssueIndex.key_for(f"facility:{facility_id}", kind)
    return None


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
