"""Issues (SPEC.md §7 Issues)."""

from __future__ import annotations

from litestar import Controller


class IssueController(Controller):
    path = "/issues"
    tags = ["issues"]
