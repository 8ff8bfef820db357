"""Read tables of what the sensors sent: each device's latest values, gateways, dead letters.

Readings arrive by the thousand, so this projection takes a batch at a time and writes one
row per device per batch, not one per reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.reading import DeadLetter, Heartbeat, IngestKey, Reading
from projections.organisation import iso
from projections.projection import Projection
from projections.store import Writer

# Column of device_status <- field of a reading's values.
VALUE_COLUMNS = {
    "battery_voltage": "batteryVoltage",
    "rssi": "rssi",
    "range_mm": "range",
    "people_counter": "peopleCounter",
    "pulse_counter": "pulseCounter",
    "water_meter": "waterMeter",
    "humidity": "humidity",
    "temperature": "temperature",
    "digital_input": "digitalInput",
    "proximity": "proximity",
}

DEVICE_STATUS_DDL = (
    "CREATE TABLE IF NOT EXISTS device_status (device_id TEXT PRIMARY KEY,"
    " last_reading_at TEXT, last_seq BIGINT, battery_voltage REAL, rssi REAL, range_mm REAL,"
    " people_counter REAL, pulse_counter REAL, water_meter REAL, humidity REAL,"
    " temperature REAL, digital_input REAL, proximity REAL, latitude REAL, longitude REAL,"
    " readings_count BIGINT NOT NULL DEFAULT 0)"
)

_ALL = [*VALUE_COLUMNS, "latitude", "longitude"]
_COLUMN_OF = {field: column for column, field in VALUE_COLUMNS.items()}
_WHEN = {column: f"{column}@" for column in _ALL}


def _keep_latest(row: dict[str, Any], column: str, value: Any, time: str) -> None:
    when = _WHEN[column]
    if time >= row.get(when, ""):
        row[column] = value
        row[when] = time


_NEWER = "excluded.last_reading_at >= COALESCE(device_status.last_reading_at, '')"
_UPSERT_STATUS = (
    f"INSERT INTO device_status (device_id, last_reading_at, last_seq, {', '.join(_ALL)},"
    f" readings_count) VALUES (?, ?, ?, {', '.join('?' for _ in _ALL)}, ?)"
    " ON CONFLICT (device_id) DO UPDATE SET"
    f" last_reading_at = CASE WHEN {_NEWER} THEN excluded.last_reading_at"
    " ELSE device_status.last_reading_at END,"
    f" last_seq = CASE WHEN {_NEWER} THEN excluded.last_seq ELSE device_status.last_seq END,"
    + ",".join(
        f" {c} = CASE WHEN {_NEWER} THEN COALESCE(excluded.{c}, device_status.{c})"
        f" ELSE COALESCE(device_status.{c}, excluded.{c}) END"
        for c in _ALL
    )
    + ", readings_count = device_status.readings_count + excluded.readings_count"
)


class ReadingsProjection(Projection):
    name = "readings"
    upstream = ("readings",)
    tables: ClassVar[dict[str, str]] = {
        "device_status": DEVICE_STATUS_DDL,
        "gateways": (
            "CREATE TABLE IF NOT EXISTS gateways (gateway TEXT PRIMARY KEY,"
            " last_heartbeat_at TEXT NOT NULL, heartbeats BIGINT NOT NULL)"
        ),
        "dead_letters": (
            "CREATE TABLE IF NOT EXISTS dead_letters (id TEXT PRIMARY KEY, source TEXT NOT NULL,"
            " payload TEXT NOT NULL, reason TEXT NOT NULL, device TEXT, seq BIGINT,"
            " received_at TEXT NOT NULL)"
        ),
        "ingest_keys": (
            "CREATE TABLE IF NOT EXISTS ingest_keys (id TEXT PRIMARY KEY, gateway TEXT NOT NULL,"
            " created_by TEXT, created_at TEXT NOT NULL, revoked_at TEXT)"
        ),
    }
    indexes = ("CREATE INDEX IF NOT EXISTS dead_letters_time ON dead_letters (received_at)",)

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        """Folds a batch's readings into one status row per device, in arrival order."""
        latest: dict[str, dict[str, Any]] = {}
        for event in events:
            if not isinstance(event, Reading.Recorded):
                self.process_event(event, tx)
                continue
            row = latest.setdefault(event.device_id, {"count": 0, "time": "", "seq": None})
            row["count"] += 1
            if event.time >= row["time"]:
                row["time"], row["seq"] = event.time, event.seq
            # Each field keeps the value measured last, whatever order the readings came in.
            values = event.values
            for field, value in values.items():
                column = _COLUMN_OF.get(field)
                if column is not None and value is not None:
                    _keep_latest(row, column, value, event.time)
            location = values.get("location")
            if location:
                for column in ("latitude", "longitude"):
                    if location.get(column) is not None:
                        _keep_latest(row, column, location[column], event.time)
        # One statement, many rows, one round trip: a round trip per device would dominate.
        if latest:
            tx.executemany(
                _UPSERT_STATUS,
                [
                    (device_id, row["time"], row["seq"], *(row.get(c) for c in _ALL), row["count"])
                    for device_id, row in latest.items()
                ],
            )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @process_event.register
    def _(self, event: Heartbeat.Received, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO gateways (gateway, last_heartbeat_at, heartbeats) VALUES (?, ?, 1)"
            " ON CONFLICT (gateway) DO UPDATE SET heartbeats = gateways.heartbeats + 1,"
            " last_heartbeat_at = CASE WHEN excluded.last_heartbeat_at > gateways.last_heartbeat_at"
            " THEN excluded.last_heartbeat_at ELSE gateways.last_heartbeat_at END",
            (event.gateway, event.time),
        )

    @process_event.register
    def _(self, event: DeadLetter.Received, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO dead_letters (id, source, payload, reason, device, seq, received_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                str(event.originator_id),
                event.source,
                event.payload,
                event.reason,
                event.device,
                event.seq,
                iso(event.timestamp),
            ),
        )

    @process_event.register
    def _(self, event: IngestKey.Issued, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO ingest_keys (id, gateway, created_by, created_at) VALUES (?, ?, ?, ?)",
            (str(event.originator_id), event.gateway, event.actor, iso(event.timestamp)),
        )

    @process_event.register
    def _(self, event: IngestKey.Revoked, tx: Writer) -> None:
        tx.execute(
            "UPDATE ingest_keys SET revoked_at = ? WHERE id = ?",
            (iso(event.timestamp), str(event.originator_id)),
        )
