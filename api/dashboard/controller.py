"""The dashboard's aggregate views (SPEC.md §2 dashboard widgets); lists serve the rest."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated, Any

from litestar import Controller, get
from litestar.params import FromQuery, QueryParameter

from api.context import ConsoleDep, TenancyDep
from api.permissions import DASHBOARD, roles
from domain.errors import Violations
from projections.queries.dashboard import issue_activity, usage_by_day

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
        offset = _checked_range(days, utc_offset_minutes)
        return issue_activity(console.store, tenancy.reach, datetime.now(UTC), days, offset)

    @get("/usage", operation_id="dashboardUsage", opt=roles(*DASHBOARD), sync_to_thread=True)
    def usage(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        days: FromQuery[int] = 7,
        utc_offset_minutes: Annotated[int, QueryParameter(name="utcOffsetMinutes")] = 0,
    ) -> dict[str, Any]:
        """People counted and litres of water used per day of the viewer's time zone, and the
        facilities that used the most water, from the people counters and water meters."""
        offset = _checked_range(days, utc_offset_minutes)
        return usage_by_day(console.store, tenancy.reach, datetime.now(UTC), days, offset)


def _checked_range(days: int, utc_offset_minutes: int) -> timedelta:
    violations = Violations()
    if not 1 <= days <= MAX_DAYS:
        violations.add("days", f"Must be between 1 and {MAX_DAYS}")
    if not MIN_OFFSET_MINUTES <= utc_offset_minutes <= MAX_OFFSET_MINUTES:
        violations.add("utcOffsetMinutes", "Must be between -720 and 840 minutes")
    violations.raise_if_any()
    return timedelta(minutes=utc_offset_minutes)
