"""Feedback (numbers contract, "Feedback"): every press of a panel or a QR page within the
caller's tenancy, its export, and the dashboard's feedback view.

Managers, landlords and supervisors read feedback; cleaners and
workers do not.
"""

from __future__ import annotations

from typing import Any

from api.caching import DATED
from api.calls import BY_TENANCY, Listing, reach
from api.context import ConsoleDep, ParamsDep, RecentDep, TenancyDep
from api.feedback.schemas import EXPORT_HEADER, FeedbackOut, export_row, feedback_out
from api.list_fields import FEEDBACK_LIST
from api.listing import refusing_nul, written
from api.permissions import DASHBOARD
from api.routes import Resource, reads
from api.schema import Page, paged
from projections.queries import feedback

FEEDBACK = Listing(BY_TENANCY, reach, feedback.feedback_page, feedback.feedback_rows, refusing_nul)


class FeedbackController(Resource, path="/feedback", tags=["feedback"]):
    @reads("/", "listFeedback", DASHBOARD, FEEDBACK_LIST, cache=True)
    def list_feedback(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[FeedbackOut]:
        """Filters: `building`, `floor`, `facility`, `device`, `source`, `rating:"poor"`,
        `area:"no-toilet-paper"`, from/to; sort `timestamp` (default newest first), `rating`."""
        return paged(FEEDBACK.found(console, tenancy, params), feedback_out, params)

    export_feedback = reads("/export", "exportFeedback", DASHBOARD, FEEDBACK_LIST)(
        FEEDBACK.export(written("feedback.csv", EXPORT_HEADER, export_row))
    )


class FeedbackDashboardController(Resource, path="/dashboard/feedback", tags=["dashboard"]):
    @reads("/", "dashboardFeedback", DASHBOARD, DATED, cache=True)
    def feedback_view(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        recent: RecentDep,
    ) -> dict[str, Any]:
        """How many pressed, the average rating, each rating's count, the areas named most
        and each day's count and average, over the last `days` days or `weeks` weeks of the
        viewer's time zone (`timeZone` or `utcOffsetMinutes`)."""
        return feedback.feedback_by_day(
            console.store, tenancy.reach, recent.now, recent.count, recent.period.zone
        )
