"""Read model of each device's hours: how many readings it sent, and the last value of each
field it charts (battery, signal, range for the level, temperature, humidity).

Follows the readings log a batch at a time, one row per device and hour the batch touched.
Each field keeps the value measured last in its hour (`measured_at` holds each field's
time), on a tie the later in the log, so following batch by batch gives the rows of a
replay. The device's charts read it with `usage_hourly` for people and litres
(`projections/queries/device_hourly.py`); the reports count the hours with a reading for uptime.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from domain.reading import Reading
from projections.lists import in_clause
from projections.projectors.measured import decode_times, encode_times, hour_of, upsert
from projections.projectors.projection import Projection
from projections.store import Writer

# Column of device_hourly <- field of a reading's values.
FIELDS = {
    "battery_voltage": "batteryVoltage",
    "rssi": "rssi",
    "range_mm": "range",
    "temperature": "temperature",
    "humidity": "humidity",
}
_COLUMNS = ["device_id", "hour", "readings", *FIELDS, "measured_at"]
_UPSERT = upsert("device_hourly", _COLUMNS, keys=2)


class DeviceHourlyProjection(Projection):
    name = "device_hourly"
    upstream = ("readings",)
    tables: ClassVar[dict[str, str]] = {
        "device_hourly": (
            "CREATE TABLE IF NOT EXISTS device_hourly (device_id TEXT NOT NULL,"
            " hour TEXT NOT NULL, readings BIGINT NOT NULL DEFAULT 0, battery_voltage REAL,"
            " rssi REAL, range_mm REAL, temperature REAL, humidity REAL,"
            " measured_at TEXT NOT NULL DEFAULT '{}', PRIMARY KEY (device_id, hour))"
        ),
    }
    indexes = ("CREATE INDEX IF NOT EXISTS device_hourly_hour ON device_hourly (hour)",)

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        hours: dict[tuple[str, str], dict[str, Any]] = {}
        for event in events:
            if not isinstance(event, Reading.Recorded):
                continue
            row = hours.setdefault(
                (event.device_id, hour_of(event.time)), {"readings": 0, "measured_at": {}}
            )
            row["readings"] += 1
            for column, field in FIELDS.items():
                value = event.values.get(field)
                if value is not None and event.time >= row["measured_at"].get(column, ""):
                    row[column] = value
                    row["measured_at"][column] = event.time
        if not hours:
            return
        keys = sorted(hours)
        # One read of the batch's devices over its stretch of hours.
        where, params = in_clause("device_id", {device for device, _ in keys})
        saved = {
            (row["device_id"], row["hour"]): row
            for row in tx.query(
                f"SELECT * FROM device_hourly WHERE {where} AND hour >= ? AND hour <= ?",
                [*params, min(h for _, h in keys), max(h for _, h in keys)],
            )
        }
        tx.upsert_many(_UPSERT, [(*key, *_merged(saved.get(key), hours[key])) for key in keys])


def _merged(saved: dict[str, Any] | None, batch: dict[str, Any]) -> tuple[Any, ...]:
    """readings, each field, measured_at: the batch's value where it was measured at or
    after the saved one (the batch came later in the log)."""
    saved = saved or {}
    measured: dict[str, str] = decode_times(saved.get("measured_at") or "{}")
    values: list[Any] = []
    for column in FIELDS:
        new_time = batch["measured_at"].get(column)
        if new_time is not None and new_time >= measured.get(column, ""):
            values.append(batch[column])
            measured[column] = new_time
        else:
            values.append(saved.get(column))
    return (
        (saved.get("readings") or 0) + batch["readings"],
        *values,
        encode_times(measured).decode(),
    )
