"""Leave: a staff member's request for days off, and its one decision.

PENDING → APPROVED, REJECTED (by someone other than the applicant) or WITHDRAWN (by the
applicant); nothing leaves a decided state. Only a pending request may be amended.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import INCORRECT_DATE, INVALID_FORMAT, REQUIRED, Conflict, Forbidden, Violations
from domain.validation import parse_day

MAX_REMARKS_CHARS = 1000
HALF_DAY_ONE_DATE = "A half day starts and ends on the same day"


class LeaveType(StrEnum):
    MC = "MC"
    ANNUAL = "ANNUAL"
    OFF_IN_LIEU = "OFF_IN_LIEU"
    HALF_DAY_AM = "HALF_DAY_AM"
    HALF_DAY_PM = "HALF_DAY_PM"
    NO_PAY = "NO_PAY"


HALF_DAYS = (LeaveType.HALF_DAY_AM, LeaveType.HALF_DAY_PM)


class LeaveStatus(StrEnum):
    PENDING = "PENDING"
    APPROVED = "APPROVED"
    REJECTED = "REJECTED"
    WITHDRAWN = "WITHDRAWN"


DECISIONS = (LeaveStatus.APPROVED, LeaveStatus.REJECTED)
#: A leave in these states holds its days: no other leave of the member may overlap it.
COUNTING = (LeaveStatus.PENDING, LeaveStatus.APPROVED)


@dataclass(frozen=True)
class Span:
    """The dates a leave covers."""

    start_date: date
    end_date: date

    def overlaps(self, other: Span) -> bool:
        return self.start_date <= other.end_date and other.start_date <= self.end_date


def number_of_days(type_: str, start: date, end: date) -> float:
    """Calendar days, both ends included; a half day is half a day."""
    if type_ in HALF_DAYS:
        return 0.5
    return float((end - start).days + 1)


def _too_long(violations: Violations, field: str, text: str | None) -> None:
    if text is not None and len(text) > MAX_REMARKS_CHARS:
        violations.add(
            field, f"At most {MAX_REMARKS_CHARS} characters", "too-long", max=MAX_REMARKS_CHARS
        )


def check_leave(
    type_: str, start_date: str, end_date: str, remarks: str | None, staff_id: str = "-"
) -> Span:
    violations = Violations()
    if not staff_id:
        violations.add("staffId", REQUIRED, "required")
    if type_ not in LeaveType.__members__:
        violations.add("type", INVALID_FORMAT, "invalid-format")
    for field, value in (("startDate", start_date), ("endDate", end_date)):
        if not value:
            violations.add(field, REQUIRED, "required")
    start = parse_day(violations, "startDate", start_date)
    end = parse_day(violations, "endDate", end_date)
    if start is not None and end is not None:
        if end < start:
            violations.add("endDate", INCORRECT_DATE, "incorrect-date")
        elif type_ in HALF_DAYS and end != start:
            violations.add("endDate", HALF_DAY_ONE_DATE, "half-day-one-date")
    _too_long(violations, "remarks", remarks)
    violations.raise_if_any()
    assert start is not None and end is not None
    return Span(start, end)


class Leave(Deletable):
    what = "leave"

    class Requested(Aggregate.Created):
        staff_id: str
        type: str
        start_date: str
        end_date: str
        remarks: str
        actor: str

    class Amended(Aggregate.Event):
        type: str
        start_date: str
        end_date: str
        remarks: str
        actor: str

    class Decided(Aggregate.Event):
        """Approved or rejected; the time of the decision is the event's own timestamp."""

        status: str
        remarks: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Leave)
            aggregate.status = LeaveStatus(self.status)
            aggregate.decided_by = self.actor
            aggregate.decided_at = self.timestamp
            aggregate.decision_remarks = self.remarks
            aggregate.modified_by = self.actor

    class Withdrawn(Aggregate.Event):
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Leave)
            aggregate.status = LeaveStatus.WITHDRAWN
            aggregate.modified_by = self.actor

    @event(Requested)
    def __init__(
        self, staff_id: str, type: str, start_date: str, end_date: str, remarks: str, actor: str
    ) -> None:
        self.staff_id = staff_id
        self.type = type
        self.start_date = start_date
        self.end_date = end_date
        self.remarks = remarks
        self.requested_by = actor
        self.status = LeaveStatus.PENDING
        self.decided_by: str | None = None
        self.decided_at: datetime | None = None
        self.decision_remarks = ""
        self.modified_by = actor

    @classmethod
    def request(
        cls,
        staff_id: str,
        type: str,
        start_date: str,
        end_date: str,
        remarks: str | None,
        actor: str,
    ) -> Leave:
        check_leave(type, start_date, end_date, remarks, staff_id)
        return cls(
            staff_id=staff_id,
            type=type,
            start_date=start_date,
            end_date=end_date,
            remarks=(remarks or "").strip(),
            actor=actor,
        )

    @property
    def span(self) -> Span:
        return Span(date.fromisoformat(self.start_date), date.fromisoformat(self.end_date))

    @property
    def holds_days(self) -> bool:
        """Whether the leave still counts against the member's other leaves."""
        return not self.deleted and self.status in COUNTING

    @property
    def number_of_days(self) -> float:
        span = self.span
        return number_of_days(self.type, span.start_date, span.end_date)

    def amend(
        self, type: str, start_date: str, end_date: str, remarks: str | None, actor: str
    ) -> None:
        self.check_pending()
        check_leave(type, start_date, end_date, remarks)
        self._amended(
            type=type,
            start_date=start_date,
            end_date=end_date,
            remarks=(remarks or "").strip(),
            actor=actor,
        )

    @event(Amended)
    def _amended(self, type: str, start_date: str, end_date: str, remarks: str, actor: str) -> None:
        self.type = type
        self.start_date = start_date
        self.end_date = end_date
        self.remarks = remarks
        self.modified_by = actor

    def decide(self, status: str, remarks: str | None, actor: str) -> None:
        """Approves or rejects; never by the applicant (403), only while pending (409)."""
        violations = Violations()
        if status not in DECISIONS:
            violations.add("status", INVALID_FORMAT, "invalid-format")
        _too_long(violations, "remarks", remarks)
        violations.raise_if_any()
        if actor == self.staff_id:
            raise Forbidden("You cannot decide your own leave", code="own-leave")
        self.check_pending()
        self.trigger_event(
            self.Decided, status=status, remarks=(remarks or "").strip(), actor=actor
        )

    def withdraw(self, actor: str) -> None:
        """Only the applicant withdraws, and only a pending request."""
        if actor != self.staff_id:
            raise Forbidden("Only the applicant can withdraw a leave", code="not-applicant")
        self.check_pending()
        self.trigger_event(self.Withdrawn, actor=actor)

    def check_pending(self) -> None:
        self.check_not_deleted()
        if self.status != LeaveStatus.PENDING:
            raise Conflict(
                f"The leave is already {self.status.lower()}",
                code="leave-decided",
                params={"status": self.status.value},
            )
