"""Feedback (numbers contract, "Feedback"): every press of a panel or a QR page within the
caller's tenancy, its export, and the dashboard's feedback view.

Managers, landlords and supervisors read feedback (SPEC.md §6 "feedback"); cleaners and
workers do not.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated, Any

from litestar import Controller, Response, get
from litestar.params import FromQuery, QueryParameter

from api.context import ConsoleDep, ParamsDep, TenancyDep
from api.feedback.schemas import EXPORT_HEADER, FeedbackOut, export_row, feedback_out
from api.listing import csv_response, refusing_nul
from api.permissions import DASHBOARD, roles
from api.schema import Page, page_of
from domain.errors import Violations
from projections.queries import feedback

MAX_DAYS, MAX_WEEKS = 366, 53
MIN_OFFSET_MINUTES, MAX_OFFSET_MINUTES = -12 * 60, 14 * 60


class FeedbackController(Controller):
    path = "/feedback"
    tags = ["feedback"]

    @get("/", operation_id="listFeedback", opt=roles(*DASHBOARD), cache=True, sync_to_thread=True)
    def list_feedback(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[FeedbackOut]:
        """Filters: `building`, `floor`, `facility`, `device`, `source`, `rating:"poor"`,
        `area:"no-toilet-paper"`, from/to; sort `timestamp` (default newest first), `rating`."""
        rows, total = feedback.feedback_page(console.store, refusing_nul(params), tenancy.reach)
        return page_of([feedback_out(r) for r in rows], total, params.page, params.page_size)

    @get("/export", operation_id="exportFeedback", opt=roles(*DASHBOARD), sync_to_thread=True)
    def export_feedback(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        rows = feedback.feedback_rows(console.store, refusing_nul(params), tenancy.reach)
        return csv_response("feedback.csv", EXPORT_HEADER, (export_row(r) for r in rows))


class FeedbackDashboardController(Controller):
    path = "/dashboard/feedback"
    tags = ["dashboard"]

    @get(
        "/",
        operation_id="dashboardFeedback",
        opt=roles(*DASHBOARD),
        cache=True,
        sync_to_thread=True,
    )
    def feedback_view(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        days: FromQuery[int | None] = None,
        weeks: FromQuery[int | None] = None,
        utc_offset_minutes: Annotated[int, QueryParameter(name="utcOffsetMinutes")] = 0,
    ) -> dict[str, Any]:
        """How many pressed, the average rating, each rating's count, the areas named most
        and each day's count and average, over the last `days` days or `weeks` weeks of the
        viewer's time zone (`utcOffsetMinutes`)."""
        count, offset = _checked_range(days, weeks, utc_offset_minutes)
        return feedback.feedback_by_day(
            console.store, tenancy.reach, datetime.now(UTC), count, offset
        )


def _checked_range(
    days: int | None, weeks: int | None, utc_offset_minutes: int
) -> tuple[int, timedelta]:
    violations = Violations()
    if days is not None and weeks is not None:
        violations.add("weeks", "Choose days or weeks", code="days-or-weeks")
    if days is not None and not 1 <= days <= MAX_DAYS:
        violations.add(
            "days", f"Must be between 1 and {MAX_DAYS}", code="out-of-range", min=1, max=MAX_DAYS
        )
    if weeks is not None and not 1 <= weeks <= MAX_WEEKS:
        violations.add(
            "weeks",
            f"Must be between 1 and {MAX_WEEKS}",
            code="out-of-range",
            min=1,
            max=MAX_WEEKS,
        )
    if not MIN_OFFSET_MINUTES <= utc_offset_minutes <= MAX_OFFSET_MINUTES:
        violations.add(
            "utcOffsetMinutes",
            f"Must be between {MIN_OFFSET_MINUTES} and {MAX_OFFSET_MINUTES} minutes",
            code="out-of-range",
            min=MIN_OFFSET_MINUTES,
            max=MAX_OFFSET_MINUTES,
        )
    violations.raise_if_any()
    count = weeks * 7 if weeks is not None else days if days is not None else 7
    return count, timedelta(minutes=utc_offset_minutes)
