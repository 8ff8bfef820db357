"""Reports: a period's figures per building, exported as reports.csv,
and the same for one facility with its days. Admin, landlord and cleaning company
managers, within their tenancy."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Response
from litestar.params import FromPath, QueryParameter

from api.context import ConsoleDep, TenancyDep
from api.listing import csv_response
from api.periods import FromDayQuery, OffsetQuery, TimeZoneQuery, ToDayQuery, between_dates
from api.permissions import MANAGERS
from api.reports.schemas import EXPORT_HEADER, export_row
from api.routes import Resource, reads
from api.visibility import visible_building, visible_facility
from projections.queries import reports as report_queries


class ReportController(Resource, path="/reports", tags=["reports"]):
    @reads("/", "listReports", MANAGERS, cache=True)
    def reports(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        date_from: FromDayQuery = None,
        date_to: ToDayQuery = None,
        building_id: Annotated[str | None, QueryParameter(name="buildingId")] = None,
        utc_offset_minutes: OffsetQuery = 0,
        time_zone: TimeZoneQuery = None,
    ) -> dict[str, Any]:
        """Per building of the caller (or the one asked for), over the days `from`..`to`
        (the last week when left out; at most 366 days): issues by type, KPI, feedback,
        people, litres, main meters' litres and device uptime."""
        days = between_dates(date_from, date_to, utc_offset_minutes, time_zone=time_zone)
        if building_id is not None:
            visible_building(console, tenancy, building_id)
        buildings = report_queries.building_reports(
            console.store,
            days,
            tenancy.reach,
            building_id,
            factor=console.settings.offline_factor,
        )
        return {"from": days.first.isoformat(), "to": days.last.isoformat(), "buildings": buildings}

    @reads("/export", "exportReports", MANAGERS)
    def export_reports(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        date_from: FromDayQuery = None,
        date_to: ToDayQuery = None,
        utc_offset_minutes: OffsetQuery = 0,
        time_zone: TimeZoneQuery = None,
    ) -> Response[str]:
        """reports.csv: one row per building."""
        days = between_dates(date_from, date_to, utc_offset_minutes, time_zone=time_zone)
        buildings = report_queries.building_reports(
            console.store, days, tenancy.reach, factor=console.settings.offline_factor
        )
        return csv_response(
            "reports.csv", EXPORT_HEADER, (export_row(days, report) for report in buildings)
        )


class FacilityReportController(Resource, path="/facilities", tags=["reports"]):
    @reads("/{facility_id:str}/reports", "getFacilityReport", MANAGERS)
    def facility_report(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
        date_from: FromDayQuery = None,
        date_to: ToDayQuery = None,
        utc_offset_minutes: OffsetQuery = 0,
        time_zone: TimeZoneQuery = None,
    ) -> dict[str, Any]:
        """The building report's figures for one facility, and each day's."""
        facility = visible_facility(console, tenancy, facility_id)
        days = between_dates(date_from, date_to, utc_offset_minutes, time_zone=time_zone)
        return {
            "from": days.first.isoformat(),
            "to": days.last.isoformat(),
            **report_queries.facility_report(
                console.store, days, facility, factor=console.settings.offline_factor
            ),
        }
