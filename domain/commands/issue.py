"""Commands on issues: a person reports one, and an ad hoc task is assigned for it.

A report's description and photo are kept beside the issue (`IssueReport`), not in its
events; a task takes its building, facility and device from its issue."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from domain.commands.base import Rules, all_of
from domain.errors import INVALID_FORMAT, Violations
from domain.issue import IssueSource, check_issue
from domain.issue_report import check_report
from domain.task import check_assignee
from domain.validation import require_text


@dataclass(frozen=True, kw_only=True)
class ReportIssue:
    """An issue of `issue_type` a person saw at a facility (at one of its devices)."""

    facility_id: str
    building_id: str
    issue_type: str
    device_id: str | None = None
    description: str | None = None
    photo: str | None = None

    def check(self) -> None:
        """The issue's and the report's broken rules at once (400)."""
        all_of(self._check_issue, self._check_report)

    def _check_issue(self) -> None:
        check_issue(self.issue_type, IssueSource.MANUAL, self.device_id, self.facility_id)

    def _check_report(self) -> None:
        check_report(self.description, self.photo)

    def terms(self) -> dict[str, Any]:
        """The fields as the issue's Opened event stores them, in its order."""
        return {
            "device_id": self.device_id or None,
            "facility_id": self.facility_id,
            "building_id": self.building_id,
            "issue_type": self.issue_type,
        }


@dataclass(frozen=True, kw_only=True)
class AssignTask(Rules):
    """An ad hoc task for the open issue `issue_id`, to the staff member `staff_id`."""

    issue_id: str
    title: str
    type: str
    staff_role: str
    staff_id: str
    remarks: str | None = None

    def _collect(self, violations: Violations) -> None:
        require_text(violations, "title", self.title)
        require_text(violations, "type", self.type)
        check_assignee(violations, self.staff_role, self.staff_id, self.remarks)
        if self.remarks is not None and "\x00" in self.remarks:
            violations.add("remarks", INVALID_FORMAT)
