"""Forecasts: the caller's devices due to run out or fill within the next hours."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated

from litestar.params import QueryParameter

from api.context import ConsoleDep, TenancyDep
from api.forecasts.schemas import MAX_WITHIN_HOURS, MIN_WITHIN_HOURS, DueSoonOut, due_out
from api.permissions import DASHBOARD
from api.routes import Resource, reads
from api.visibility import device_reach
from projections.queries import forecasts

WithinHoursQuery = Annotated[
    int,
    QueryParameter(
        name="withinHours",
        ge=MIN_WITHIN_HOURS,
        le=MAX_WITHIN_HOURS,
        description="How far ahead to look, in hours",
    ),
]


class ForecastController(Resource, path="/forecasts", tags=["forecasts"]):
    @reads("/", "listForecasts", DASHBOARD, cache=True)
    def list_forecasts(
        self, console: ConsoleDep, tenancy: TenancyDep, within_hours: WithinHoursQuery = 24
    ) -> DueSoonOut:
        """The consumables forecast to run out, and the bins to fill, by `withinHours` from
        now (those already spent included), soonest first, of the devices within reach."""
        until = datetime.now(UTC) + timedelta(hours=within_hours)
        rows = forecasts.due_before(console.store, device_reach(tenancy), until)
        return DueSoonOut(items=[due_out(row) for row in rows])
