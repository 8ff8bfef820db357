"""How a device's refill forecast is shown: on the device's page and in the list due soon."""

from __future__ import annotations

from api.schema import Out
from projections.store import Row


class ForecastOut(Out):
    """When a consumable runs out or a bin fills: its level (%) at the latest reading, its
    change per hour (% points; negative while a consumable is used, positive while a bin
    fills), when it reaches empty or full (null while it does not move that way), and how
    many readings since the last refill or emptying it rests on."""

    level: float
    rate_per_hour: float
    due_at: str | None
    readings: int


def forecast_out(row: Row | None) -> ForecastOut | None:
    """The forecast of a device's row in `device_forecasts`, None without one."""
    if row is None:
        return None
    return ForecastOut(
        level=round(row["level"], 1),
        rate_per_hour=round(row["rate_per_hour"], 3),
        due_at=row["due_at"],
        readings=row["readings"],
    )
