"""What people added to the issues they reported: a description, a photo."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.issue_report import IssueReport
from projections.projectors.projection import Projection
from projections.store import Writer


class IssueReportsProjection(Projection):
    name = "issue-reports"
    upstream = ("issues",)
    tables: ClassVar[dict[str, str]] = {
        "issue_reports": (
            "CREATE TABLE IF NOT EXISTS issue_reports (issue_id TEXT PRIMARY KEY,"
            " description TEXT, photo TEXT)"
        ),
    }

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @process_event.register
    def _(self, event: IssueReport.Made, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO issue_reports (issue_id, description, photo) VALUES (?, ?, ?)",
            (event.issue_id, event.description, event.photo),
        )
