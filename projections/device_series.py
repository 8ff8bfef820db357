"""A device's readings hour by hour, for its charts: from `device_hourly` (the last value
of each field in the hour) and `usage_hourly` (people and litres counted in the hour)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from domain.device_state import device_level
from domain.kinds import METER_KINDS, DeviceKind
from projections.store import ReadStore
from projections.viewer_days import utc_text


def device_series(
    store: ReadStore,
    device_id: str,
    kind: str,
    kpi: dict[str, Any],
    since: datetime,
    until: datetime,
) -> list[dict[str, Any]]:
    """The hours from `since` (inclusive) to `until` (exclusive) in which the device sent
    anything, oldest first: `hour`, `level` (0..100 for level kinds), `battery` (volts),
    `rssi`, `people`, `litres`, `temperature`, `humidity`; None where it has no such value."""
    bounds = [device_id, utc_text(since), utc_text(until)]
    readings = store.query(
        "SELECT hour, battery_voltage, rssi, range_mm, temperature, humidity, measured_at"
        " FROM device_hourly WHERE device_id = ? AND hour >= ? AND hour < ?",
        bounds,
    )
    usage = {
        row["hour"]: row
        for row in store.query(
            "SELECT hour, people, litres FROM usage_hourly"
            " WHERE device_id = ? AND hour >= ? AND hour < ?",
            bounds,
        )
    }
    counts_people = kind == DeviceKind.PEOPLE_COUNTER
    counts_litres = kind in METER_KINDS
    out: dict[str, dict[str, Any]] = {}
    for row in readings:
        # A field measured in no reading of the hour stays None, not 0.
        measured = json.loads(row["measured_at"] or "{}")
        out[row["hour"]] = {
            "hour": row["hour"],
            "level": _level(kind, kpi, row["range_mm"] if "range_mm" in measured else None),
            "battery": row["battery_voltage"],
            "rssi": row["rssi"],
            "people": 0 if counts_people else None,
            "litres": 0.0 if counts_litres else None,
            "temperature": row["temperature"],
            "humidity": row["humidity"],
        }
    for hour, row in usage.items():
        item = out.setdefault(
            hour,
            {
                "hour": hour,
                "level": None,
                "battery": None,
                "rssi": None,
                "people": None,
                "litres": None,
                "temperature": None,
                "humidity": None,
            },
        )
        if counts_people:
            item["people"] = round(row["people"])
        if counts_litres:
            item["litres"] = round(row["litres"], 3)
    return [out[hour] for hour in sorted(out)]


def _level(kind: str, kpi: dict[str, Any], range_mm: float | None) -> float | None:
    level = device_level(kind, kpi, range_mm)
    return None if level is None else round(level, 1)
