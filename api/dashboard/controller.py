"""The dashboard's aggregate views (SPEC.md §2 dashboard widgets), each counted on the
server within the caller's tenancy, over the last `days` or `weeks` of the viewer's time
zone (`utcOffsetMinutes`, as the settings' UTC offset)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from litestar import Controller, get

from api.caching import DATED, SETTLED
from api.context import ConsoleDep, TenancyDep
from api.periods import DaysQuery, OffsetQuery, WeeksQuery, last_days
from api.permissions import DASHBOARD, roles
from api.visibility import device_reach
from domain.roles import GuardRole
from projections.queries import dashboard


class DashboardController(Controller):
    path = "/dashboard"
    tags = ["dashboard"]

    @get(
        "/issues",
        operation_id="dashboardIssues",
        opt=roles(*DASHBOARD) | SETTLED | DATED,
        cache=True,
        sync_to_thread=True,
    )
    def issues(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        days: DaysQuery = None,
        weeks: WeeksQuery = None,
        utc_offset_minutes: OffsetQuery = 0,
    ) -> dict[str, Any]:
        """Issues monitoring (opened and resolved per day), those open now (`openNow`), the
        most frequent types and the facilities with the most open issues."""
        now = datetime.now(UTC)
        period = last_days(days, weeks, utc_offset_minutes, now)
        count = len(period.days)
        return dashboard.issue_activity(console.store, tenancy.reach, now, count, period.offset)

    @get(
        "/usage",
        operation_id="dashboardUsage",
        opt=roles(*DASHBOARD) | DATED,
        cache=True,
        sync_to_thread=True,
    )
    def usage(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        days: DaysQuery = None,
        weeks: WeeksQuery = None,
        utc_offset_minutes: OffsetQuery = 0,
    ) -> dict[str, Any]:
        """People counted and litres used per day by the toilets, the buildings' main
        meters' litres beside them (`mainMeterLitres`, never added in), and the facilities
        that used the most water."""
        now = datetime.now(UTC)
        period = last_days(days, weeks, utc_offset_minutes, now)
        count = len(period.days)
        return dashboard.usage_by_day(console.store, tenancy.reach, now, count, period.offset)

    @get(
        "/kpi",
        operation_id="dashboardKpi",
        opt=roles(*DASHBOARD) | SETTLED | DATED,
        cache=True,
        sync_to_thread=True,
    )
    def kpi(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        days: DaysQuery = None,
        weeks: WeeksQuery = None,
        utc_offset_minutes: OffsetQuery = 0,
    ) -> dict[str, Any]:
        """Minutes from measured to resolved of the issues resolved in the range: mean,
        median, 90th percentile and the share within target, overall and per building,
        cleaning company, staff member and issue type."""
        period = last_days(days, weeks, utc_offset_minutes)
        return dashboard.kpi(console.store, tenancy.reach, period)

    @get(
        "/overview",
        operation_id="dashboardOverview",
        opt=roles(*DASHBOARD),
        cache=True,
        sync_to_thread=True,
    )
    def overview(self, console: ConsoleDep, tenancy: TenancyDep) -> dict[str, Any]:
        """Companies, buildings, projects, facilities, devices by state, gateways and open
        issues the caller sees; what the role does not see is null."""
        principal = tenancy.principal
        role = principal.guard_role
        return dashboard.estate_overview(
            console.store,
            datetime.now(UTC),
            tenancy.reach,
            device_reach(tenancy),
            admin=role is GuardRole.SYSTEM_ADMIN,
            cleaning_company_id=(
                principal.company_id or "" if role is GuardRole.CLEANING_COMPANY_MANAGER else None
            ),
            sees_projects=role is not GuardRole.SUPERVISOR,
        )
