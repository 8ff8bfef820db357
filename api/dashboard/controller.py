"""The dashboard's aggregate views (the web client's dashboard widgets), each counted on the
server within the caller's tenancy, over the last `days` or `weeks` of the viewer's time
zone (`timeZone`, a named zone, or `utcOffsetMinutes`, as the settings' time zone)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from litestar import Response
from litestar.params import QueryParameter

from api.caching import DATED, SETTLED
from api.context import ConsoleDep, RecentDep, TenancyDep
from api.dashboard import kpi_export
from api.listing import csv_response
from api.permissions import DASHBOARD
from api.routes import Resource, reads
from api.visibility import device_reach
from domain.roles import GuardRole
from projections.queries import dashboard
from projections.queries.place_sensors import sensors_within

#: Which of the KPI's breakdowns an export holds.
BreakdownQuery = Annotated[
    kpi_export.Breakdown,
    QueryParameter(
        name="breakdown",
        description="building (the default), company, staff or type: one file per breakdown",
    ),
]


class DashboardController(Resource, path="/dashboard", tags=["dashboard"]):
    @reads("/issues", "dashboardIssues", DASHBOARD, SETTLED, DATED, cache=True)
    def issues(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        recent: RecentDep,
    ) -> dict[str, Any]:
        """Issues monitoring (opened and resolved per day), those open now (`openNow`), the
        most frequent types and the facilities with the most open issues."""
        return dashboard.issue_activity(
            console.store, tenancy.reach, recent.now, recent.count, recent.period.zone
        )

    @reads("/usage", "dashboardUsage", DASHBOARD, DATED, cache=True)
    def usage(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        recent: RecentDep,
    ) -> dict[str, Any]:
        """People counted and litres used per day by the toilets, the buildings' main
        meters' litres beside them (`mainMeterLitres`, never added in), the facilities
        that used the most water, and how many sensors measure them (`sensors`: without a
        people counter there is no people figure, whatever 0 the sums say)."""
        usage = dashboard.usage_by_day(
            console.store, tenancy.reach, recent.now, recent.count, recent.period.zone
        )
        place = tenancy.reach.places("COALESCE(f.building_id, d.building_id)", "d.facility_id")
        return {**usage, "sensors": sensors_within(console.store, place)}

    @reads("/kpi", "dashboardKpi", DASHBOARD, SETTLED, DATED, cache=True)
    def kpi(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        recent: RecentDep,
    ) -> dict[str, Any]:
        """Minutes from measured to resolved of the issues resolved in the range: mean,
        median, 90th percentile and the share within target, overall and per building,
        cleaning company, staff member and issue type."""
        return dashboard.kpi(console.store, tenancy.reach, recent.period)

    @reads("/kpi/export", "exportDashboardKpi", DASHBOARD)
    def export_kpi(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        breakdown: BreakdownQuery = "building",
        *,  # the period's parameters after `breakdown`, as the schema has listed them
        recent: RecentDep,
    ) -> Response[str]:
        """kpi-per-<breakdown>.csv: the KPI call's rows of one breakdown over the same
        range, a row per building, cleaning company, staff member or issue type."""
        answer = dashboard.kpi(console.store, tenancy.reach, recent.period)
        return csv_response(
            kpi_export.filename(breakdown),
            kpi_export.header(breakdown),
            kpi_export.rows(breakdown, answer),
        )

    @reads("/overview", "dashboardOverview", DASHBOARD, cache=True)
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
            factor=console.settings.offline_factor,
        )
