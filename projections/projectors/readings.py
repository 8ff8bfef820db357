"""Read tables of what the sensors sent: each device's latest values, gateways, dead letters.

Readings arrive by the thousand, so this projection takes a batch at a time and writes one
row per device per batch, not one per reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.reading import DeadLetter, Heartbeat, IngestKey, Reading
from projections.lists import in_clause
from projections.projectors.measured import decode_times, encode_times, upsert
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import iso

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
    " readings_count BIGINT NOT NULL DEFAULT 0, measured_at TEXT, gateway TEXT,"
    " altitude REAL, heading REAL, speed REAL)"
)

GATEWAYS_DDL = (
    "CREATE TABLE IF NOT EXISTS gateways (gateway TEXT PRIMARY KEY,"
    " last_heartbeat_at TEXT NOT NULL, heartbeats BIGINT NOT NULL)"
)

#: A reading's location, kept whole: the fields of the latest reading that carried one.
LOCATION_COLUMNS = ("latitude", "longitude", "altitude", "heading", "speed")
_ALL = [*VALUE_COLUMNS, *LOCATION_COLUMNS]
_COLUMN_OF = {field: column for column, field in VALUE_COLUMNS.items()}
_WHEN = {column: f"{column}@" for column in _ALL}


def _keep_latest(row: dict[str, Any], column: str, value: Any, time: str) -> None:
    when = _WHEN[column]
    if time >= row.get(when, ""):
        row[column] = value
        row[when] = time


_STATUS_COLUMNS = ["device_id", "last_reading_at", "last_seq", *_ALL, "readings_count"]
_UPSERT_STATUS = upsert("device_status", [*_STATUS_COLUMNS, "measured_at", "gateway"], keys=1)


def gateway_of(source: str) -> str | None:
    """The gateway that delivered a message: named by its ingest key over HTTP
    (`http:<gateway>`); a message from NATS or the console itself names none."""
    way, _, gateway = source.partition(":")
    return (gateway or None) if way == "http" else None


def _merged(saved: dict[str, Any] | None, batch: dict[str, Any]) -> tuple[Any, ...]:
    """A device's status row: each field the value measured last, in the saved row or in
    the batch (on a tie, the batch: it arrived later), whatever order the readings came in."""
    saved = saved or {}
    saved_last: str = saved.get("last_reading_at") or ""
    measured: dict[str, str] = decode_times(saved.get("measured_at") or "{}")
    values: list[Any] = []
    for column in _ALL:
        new_time = batch.get(_WHEN[column])
        old_value = saved.get(column)
        # A location's field it left out is none, yet measured then all the same.
        old_time = measured.get(column, saved_last if old_value is not None else None)
        if new_time is not None and (old_time is None or new_time >= old_time):
            values.append(batch[column])
            measured[column] = new_time
        else:
            values.append(old_value)
    newer = batch["time"] >= saved_last
    return (
        batch["time"] if newer else saved_last,
        batch["seq"] if newer else saved.get("last_seq"),
        *values,
        (saved.get("readings_count") or 0) + batch["count"],
        encode_times(measured).decode(),
        # The gateway of the latest reading: the one the device is heard through now.
        batch["gateway"] if newer else saved.get("gateway"),
    )


class ReadingsProjection(Projection):
    name = "readings"
    upstream = ("readings",)
    tables: ClassVar[dict[str, str]] = {
        "device_status": DEVICE_STATUS_DDL,
        "gateways": GATEWAYS_DDL,
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

    def create_tables(self) -> None:
        super().create_tables()
        # Kept by the status fold since per-field times decide which value is the latest.
        self.store.ensure_column("device_status", "measured_at", "TEXT")
        # The gateway that delivered the latest reading, since December 2026.
        self.store.ensure_column("device_status", "gateway", "TEXT")
        # The rest of a location, since November 2026: rows from before hold none until the
        # device's next location, or a rebuild (`hygiene projections rebuild readings`).
        for column in ("altitude", "heading", "speed"):
            self.store.ensure_column("device_status", column, "REAL")

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        """Folds a batch's readings into one status row per device, in arrival order."""
        latest: dict[str, dict[str, Any]] = {}
        for event in events:
            if not isinstance(event, Reading.Recorded):
                self.process_event(event, tx)
                continue
            row = latest.setdefault(
                event.device_id, {"count": 0, "time": "", "seq": None, "gateway": None}
            )
            row["count"] += 1
            if event.time >= row["time"]:
                row["time"], row["seq"] = event.time, event.seq
                row["gateway"] = gateway_of(event.source)
            # Each field keeps the value measured last, whatever order the readings came in.
            values = event.values
            for field, value in values.items():
                column = _COLUMN_OF.get(field)
                if column is not None and value is not None:
                    _keep_latest(row, column, value, event.time)
            location = values.get("location")
            if location:
                # A field the location leaves out is none: not one of an older location.
                for column in LOCATION_COLUMNS:
                    _keep_latest(row, column, location.get(column), event.time)
        if not latest:
            return
        # One read and one write of the batch's devices, not a round trip per device.
        where, params = in_clause("device_id", latest)
        saved = {
            row["device_id"]: row
            for row in tx.query(f"SELECT * FROM device_status WHERE {where}", params)
        }
        tx.upsert_many(
            _UPSERT_STATUS,
            [(device_id, *_merged(saved.get(device_id), row)) for device_id, row in latest.items()],
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
