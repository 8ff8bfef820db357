"""The refill forecast: one device's, and those of a caller's devices due within a while.

Reads `device_forecasts` (kept by `projections/projectors/forecasts.py`), joined with the
devices and their place for the list, within the caller's reach as the device list is.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from projections.queries.devices import DeviceReach
from projections.store import ReadStore, Row

_FORECAST = "level, rate_per_hour, due_at, readings"


def forecast_of(store: ReadStore, device_id: str) -> Row | None:
    """The device's forecast, or None while it has none (too few readings, another kind)."""
    return store.query_one(
        f"SELECT {_FORECAST} FROM device_forecasts WHERE device_id = ?", (device_id,)
    )


def due_before(store: ReadStore, reach: DeviceReach, until: datetime) -> list[Row]:
    """The forecasts of the devices within reach due at or before `until`, soonest first
    (by name on a tie), with their device's name and place."""
    clauses = [("df.due_at IS NOT NULL AND df.due_at <= ?", [_text(until)]), *reach.clauses()]
    args: list[Any] = [a for _, values in clauses for a in values]
    return store.query(
        "SELECT df.device_id, d.name AS device_name, d.facility_id, f.name AS facility_name,"
        " b.name AS building_name, df.issue_type, df.level, df.due_at"
        " FROM device_forecasts df JOIN devices d ON d.id = df.device_id"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        " LEFT JOIN buildings b ON b.id = COALESCE(f.building_id, d.building_id)"
        f" WHERE {' AND '.join(c for c, _ in clauses)}"
        " ORDER BY df.due_at, d.name, df.device_id",
        args,
    )


def _text(moment: datetime) -> str:
    """As the forecasts keep their times: UTC, with microseconds, sorting as text."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")
