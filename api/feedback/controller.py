"""Feedback (numbers contract, "Feedback"): every press of a panel or a QR page within the
caller's tenancy, its export, and the dashboard's feedback view.

Managers, landlords and supervisors read feedback (SPEC.md §6 "feedback"); cleaners and
workers do not.
"""

from __future__ import annotations

from typing import Any

from litestar import Controller, Response, get

from api.caching import DATED
from api.context import ConsoleDep, ParamsDep, RecentDep, TenancyDep
from api.feedback.schemas import EXPORT_HEADER, FeedbackOut, export_row, feedback_out
from api.listing import csv_response, refusing_nul
from api.permissions import DASHBOARD, roles
from api.schema import Page, paged
from projections.queries import feedback


class FeedbackController(Controller):
    path = "/feedback"
    tags = ["feedback"]

    @get("/", operation_id="listFeedback", opt=roles(*DASHBOARD), cache=True, sync_to_thread=True)
    def list_feedback(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[FeedbackOut]:
        """Filters: `building`, `floor`, `facility`, `device`, `source`, `rating:"poor"`,
        `area:"no-toilet-paper"`, from/to; sort `timestamp` (default newest first), `rating`."""
        found = feedback.feedback_page(console.store, refusing_nul(params), tenancy.reach)
        return paged(found, feedback_out, params)

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
        opt=roles(*DASHBOARD) | DATED,
        cache=True,
        sync_to_thread=True,
    )
    def feedback_view(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        recent: RecentDep,
    ) -> dict[str, Any]:
        """How many pressed, the average rating, each rating's count, the areas named most
        and each day's count and average, over the last `days` days or `weeks` weeks of the
        viewer's time zone (`utcOffsetMinutes`)."""
        return feedback.feedback_by_day(
            console.store, tenancy.reach, recent.now, recent.count, recent.period.offset
        )
