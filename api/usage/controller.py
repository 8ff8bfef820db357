"""Usage (DESIGN.md calls): people and litres per facility and day of the viewer, the
buildings' main water meters as rows of their own; filters, sort, export usage.csv."""

from __future__ import annotations

from litestar import Controller, Response, get

from api.context import ConsoleDep, ParamsDep, TenancyDep
from api.listing import csv_response, refusing_nul
from api.periods import OffsetQuery, between_dates
from api.permissions import DASHBOARD, roles
from api.schema import Page, paged
from api.usage.schemas import EXPORT_HEADER, UsageOut, export_row, usage_out
from projections.queries import usage as usage_queries

# Without a range, the last thirty days of the viewer.
DEFAULT_DAYS = 30


class UsageController(Controller):
    path = "/usage"
    tags = ["usage"]

    @get("/", operation_id="listUsage", opt=roles(*DASHBOARD), cache=True, sync_to_thread=True)
    def list_usage(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        params: ParamsDep,
        utc_offset_minutes: OffsetQuery = 0,
    ) -> Page[UsageOut]:
        """Rows per facility (or building main meter) and day, newest first by default;
        filters `building`, `floor`, `facility`, `source` ("toilets" or "main-meter")."""
        days = between_dates(
            params.date_from, params.date_to, utc_offset_minutes, default_days=DEFAULT_DAYS
        )
        found = usage_queries.usage_page(console.store, days, refusing_nul(params), tenancy.reach)
        return paged(found, usage_out, params)

    @get("/export", operation_id="exportUsage", opt=roles(*DASHBOARD), sync_to_thread=True)
    def export_usage(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        params: ParamsDep,
        utc_offset_minutes: OffsetQuery = 0,
    ) -> Response[str]:
        days = between_dates(
            params.date_from, params.date_to, utc_offset_minutes, default_days=DEFAULT_DAYS
        )
        rows = usage_queries.usage_rows(console.store, days, refusing_nul(params), tenancy.reach)
        return csv_response("usage.csv", EXPORT_HEADER, (export_row(usage_out(r)) for r in rows))
