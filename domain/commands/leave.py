"""Commands on a leave: request one for a member, amend it while pending, decide it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from domain.commands.base import CheckedOnce, ForMember, Rules, Versioned, given
from domain.errors import INCORRECT_DATE, INVALID_FORMAT, REQUIRED, Violations
from domain.leave import DECISIONS, HALF_DAY_ONE_DATE, HALF_DAYS, LeaveType, Span
from domain.validation import parse_day

MAX_REMARKS_CHARS = 1000


def _too_long(violations: Violations, field: str, text: str | None) -> None:
    if text is not None and len(text) > MAX_REMARKS_CHARS:
        violations.add(
            field, f"At most {MAX_REMARKS_CHARS} characters", "too-long", max=MAX_REMARKS_CHARS
        )


@dataclass(frozen=True, kw_only=True)
class LeaveTerms(CheckedOnce[Span]):
    """Which leave, from and to which day; checked, the days it covers."""

    type: str
    start_date: str
    end_date: str
    remarks: str | None = None

    def _collect(self, violations: Violations) -> Span | None:
        if self.type not in LeaveType.__members__:
            violations.add("type", INVALID_FORMAT, "invalid-format")
        for field, value in (("startDate", self.start_date), ("endDate", self.end_date)):
            if not value:
                violations.add(field, REQUIRED, "required")
        start = parse_day(violations, "startDate", self.start_date)
        end = parse_day(violations, "endDate", self.end_date)
        if start is not None and end is not None:
            if end < start:
                violations.add("endDate", INCORRECT_DATE, "incorrect-date")
            elif self.type in HALF_DAYS and end != start:
                violations.add("endDate", HALF_DAY_ONE_DATE, "half-day-one-date")
        _too_long(violations, "remarks", self.remarks)
        if start is None or end is None:
            return None
        return Span(start, end)

    def terms(self) -> dict[str, Any]:
        """The terms as the leave's events store them, the remarks trimmed."""
        return {**given(self, LeaveTerms), "remarks": (self.remarks or "").strip()}


@dataclass(frozen=True, kw_only=True)
class RequestLeave(ForMember[Span], LeaveTerms):
    """Days off for the member `staff_id`."""


@dataclass(frozen=True, kw_only=True)
class AmendLeave(LeaveTerms, Versioned):
    """New terms for a pending leave; its member stays."""

    leave_id: str


@dataclass(frozen=True, kw_only=True)
class DecideLeave(Rules):
    """Approve or reject a pending leave."""

    status: str
    remarks: str | None = None

    def _collect(self, violations: Violations) -> None:
        if self.status not in DECISIONS:
            violations.add("status", INVALID_FORMAT, "invalid-format")
        _too_long(violations, "remarks", self.remarks)
