"""Leave: a staff member's request for days off, and its one decision.

PENDING → APPROVED, REJECTED (by someone other than the applicant) or WITHDRAWN (by the
applicant); nothing leaves a decided state. Only a pending request may be amended. The
field rules are the commands' (`domain/commands/leave.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate

from domain.deletion import Deletable
from domain.errors import Conflict, Forbidden
from domain.terms import OfMember, TermsEvent

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.leave import AmendLeave, DecideLeave, RequestLeave

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


@dataclass(frozen=True)
class _Terms(TermsEvent):
    type: str
    start_date: str
    end_date: str
    remarks: str
    actor: str


class Leave(Deletable):
    what = "leave"

    class Requested(_Terms, OfMember, Aggregate.Created):
        """A member's request."""

    class Amended(_Terms, Aggregate.Event):
        """New terms for a pending request."""

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

    def __init__(self, staff_id: str, actor: str) -> None:
        # The terms are the event's to set (`take`), as on every amendment.
        self.staff_id = staff_id
        self.requested_by = actor
        self.status = LeaveStatus.PENDING
        self.decided_by: str | None = None
        self.decided_at: datetime | None = None
        self.decision_remarks = ""

    @classmethod
    def request(cls, command: RequestLeave, actor: str) -> Leave:
        return cls._create_from(cls.Requested, command, actor, staff_id=command.staff_id)

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

    def amend(self, command: AmendLeave, actor: str) -> None:
        self.check_pending()
        command.check()
        self.trigger_event(self.Amended, actor=actor, **command.terms())

    def take(self, event: _Terms) -> None:
        """The terms an event stores, and who set them."""
        self.type = event.type
        self.start_date = event.start_date
        self.end_date = event.end_date
        self.remarks = event.remarks
        self.modified_by = event.actor

    def decide(self, command: DecideLeave, actor: str) -> None:
        """Approves or rejects; never by the applicant (403), only while pending (409)."""
        command.check()
        if actor == self.staff_id:
            raise Forbidden("You cannot decide your own leave", code="own-leave")
        self.check_pending()
        self.trigger_event(
            self.Decided,
            status=command.status,
            remarks=(command.remarks or "").strip(),
            actor=actor,
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
