"""Usage: people and litres per facility and day of the viewer, the
buildings' main water meters as rows of their own; filters, sort, export usage.csv."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from litestar import Response

from api.console import Console
from api.context import ConsoleDep, ParamsDep, TenancyDep
from api.list_fields import USAGE_LIST
from api.listing import csv_response, refusing_nul
from api.periods import OffsetQuery, TimeZoneQuery, between_dates
from api.permissions import DASHBOARD
from api.routes import Resource, reads
from api.schema import Page, paged
from api.tenancy import Tenancy
from api.usage.schemas import EXPORT_HEADER, UsageOut, export_row, usage_out
from projections.lists import ListParams
from projections.queries import usage as usage_queries
from projections.queries.reach import Reach
from projections.store import ReadStore
from projections.viewer_days import ViewerDays

# Without a range, the last thirty days of the viewer.
DEFAULT_DAYS = 30
Found = TypeVar("Found")


def _found(
    query: Callable[[ReadStore, ViewerDays, ListParams, Reach], Found],
    console: Console,
    tenancy: Tenancy,
    params: ListParams,
    utc_offset_minutes: int,
    time_zone: str | None,
) -> Found:
    """What the list query finds within the caller's reach over the viewer's days."""
    days = between_dates(
        params.date_from,
        params.date_to,
        utc_offset_minutes,
        default_days=DEFAULT_DAYS,
        time_zone=time_zone,
    )
    return query(console.store, days, refusing_nul(params), tenancy.reach)


class UsageController(Resource, path="/usage", tags=["usage"]):
    @reads("/", "listUsage", DASHBOARD, USAGE_LIST, cache=True)
    def list_usage(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        params: ParamsDep,
        utc_offset_minutes: OffsetQuery = 0,
        time_zone: TimeZoneQuery = None,
    ) -> Page[UsageOut]:
        """Rows per facility (or building main meter) and day, newest first by default;
        filters `building`, `floor`, `facility`, `source` ("toilets" or "main-meter")."""
        found = _found(
            usage_queries.usage_page, console, tenancy, params, utc_offset_minutes, time_zone
        )
        return paged(found, usage_out, params)

    @reads("/export", "exportUsage", DASHBOARD, USAGE_LIST)
    def export_usage(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        params: ParamsDep,
        utc_offset_minutes: OffsetQuery = 0,
        time_zone: TimeZoneQuery = None,
    ) -> Response[str]:
        rows = _found(
            usage_queries.usage_rows, console, tenancy, params, utc_offset_minutes, time_zone
        )
        return csv_response("usage.csv", EXPORT_HEADER, (export_row(usage_out(r)) for r in rows))
