"""The dashboard's aggregate views (SPEC.md §2 dashboard widgets); lists serve the rest."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated, Any

from litestar import Controller, get
from litestar.params import FromQuery, QueryParameter

from api.context import ConsoleDep, TenancyDep
from api.issues import issue_scope
from api.permissions import DASHBOARD, roles
from domain.errors import Violations
from projections.dashboard import issue_activity

MAX_DAYS = 366
# The settings offer UTC-11 to UTC+13; a little room either side.
MIN_OFFSET_MINUTES, MAX_OFFSET_MINUTES = -12 * 60, 14 * 60


class DashboardController(Controller):
    path = "/dashboard"
    tags = ["dashboard"]

    @get("/issues", operation_id="dashboardIssues", opt=roles(*DASHBOARD), sync_to_thread=True)
    def issues(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        days: FromQuery[int] = 7,
        utc_offset_minutes: Annotated[int, QueryParameter(name="utcOffsetMinutes")] = 0,
    ) -> dict[str, Any]:
        """Issues monitoring (opened and resolved per day), the most frequent types and the
        facilities with the most open issues, over the last `days` days of the viewer's
        time zone (`utcOffsetMinutes`, as the settings' UTC offset)."""
        violations = Violations()
        if not 1 <= days <= MAX_DAYS:
            violations.add("days", f"Must be between 1 and {MAX_DAYS}")
        if not MIN_OFFSET_MINUTES <= utc_offset_minutes <= MAX_OFFSET_MINUTES:
            violations.add("utcOffsetMinutes", "Must be between -720 and 840 minutes")
        violations.raise_if_any()
        return issue_activity(
            console.store,
            issue_scope(tenancy),
            datetime.now(UTC),
            days,
            timedelta(minutes=utc_offset_minutes),
        )
