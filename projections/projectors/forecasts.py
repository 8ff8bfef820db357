"""Read model of the refill forecast: each level device's recent distances, its track and
its forecast.

Follows the readings (each `range` reading kept while it is within the forecast's window
before the device's latest) and the devices (the kind and the calibration that turn a
distance into a level). A batch extends each device's track by its readings and takes off
those the window left behind (`forecast_tracks.py`), then writes its forecast into
`device_forecasts`, so listing the forecasts due soon is one indexed read. The track's sums
are exact integers, and what is kept is the readings within the window before the latest,
whatever order they came in, and the device's latest kind and calibration: following and a
rebuild give the same rows.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.device import Device
from domain.forecast import micros
from domain.reading import Reading
from projections.projectors.forecast_tracks import fold
from projections.projectors.measured import upsert
from projections.projectors.projection import Projection
from projections.store import Writer

_INSERT_LEVEL = (
    "INSERT INTO forecast_levels (device_id, seq, at_us, range_mm) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (device_id, seq) DO NOTHING"
)
_UPSERT_DEVICE = upsert("forecast_devices", ["device_id", "kind", "kpi_parameters"], keys=1)


class ForecastsProjection(Projection):
    name = "forecasts"
    upstream = ("devices", "readings")
    folds = (Reading.Recorded,)
    tables: ClassVar[dict[str, str]] = {
        "forecast_levels": (
            "CREATE TABLE IF NOT EXISTS forecast_levels (device_id TEXT NOT NULL,"
            " seq BIGINT NOT NULL, at_us BIGINT NOT NULL, range_mm REAL NOT NULL,"
            " PRIMARY KEY (device_id, seq))"
        ),
        "forecast_devices": (
            "CREATE TABLE IF NOT EXISTS forecast_devices (device_id TEXT PRIMARY KEY,"
            " kind TEXT NOT NULL, kpi_parameters TEXT NOT NULL DEFAULT '{}')"
        ),
        "forecast_tracks": (
            "CREATE TABLE IF NOT EXISTS forecast_tracks (device_id TEXT PRIMARY KEY,"
            " latest_at BIGINT NOT NULL, latest_level BIGINT NOT NULL, first_at BIGINT NOT NULL,"
            " run_at BIGINT, kept_from BIGINT NOT NULL, sums TEXT NOT NULL)"
        ),
        "device_forecasts": (
            "CREATE TABLE IF NOT EXISTS device_forecasts (device_id TEXT PRIMARY KEY,"
            " issue_type TEXT NOT NULL, level REAL NOT NULL, rate_per_hour REAL NOT NULL,"
            " due_at TEXT, readings INTEGER NOT NULL)"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS forecast_levels_time ON forecast_levels (device_id, at_us)",
        "CREATE INDEX IF NOT EXISTS device_forecasts_due ON device_forecasts (due_at)",
    )

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        new: dict[str, list[tuple[int, float]]] = {}
        again: set[str] = set()
        levels: list[tuple[Any, ...]] = []
        for event in events:
            if isinstance(event, Reading.Recorded):
                distance = event.values.get("range")
                if distance is not None:
                    at = micros(_moment(event.time))
                    levels.append((event.device_id, event.seq, at, float(distance)))
                    new.setdefault(event.device_id, []).append((at, float(distance)))
            else:
                self.process_event(event, tx)
                again.add(str(event.originator_id))
        if levels:
            tx.executemany(_INSERT_LEVEL, levels)
        if new or again:
            fold(tx, new, again)

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not use are skipped."""

    @process_event.register
    def _(self, event: Device.Registered, tx: Writer) -> None:
        kpi = json.dumps(event.kpi_parameters or {})
        tx.execute(_UPSERT_DEVICE, (str(event.originator_id), event.kind, kpi))

    @process_event.register
    def _(self, event: Device.DetailsUpdated, tx: Writer) -> None:
        tx.execute(
            "UPDATE forecast_devices SET kind = ? WHERE device_id = ?",
            (event.kind, str(event.originator_id)),
        )

    @process_event.register
    def _(self, event: Device.KpiParametersSet, tx: Writer) -> None:
        tx.execute(
            "UPDATE forecast_devices SET kpi_parameters = ? WHERE device_id = ?",
            (json.dumps(event.kpi_parameters or {}), str(event.originator_id)),
        )

    @process_event.register
    def _(self, event: Device.Deleted, tx: Writer) -> None:
        # Its readings stay until the window passes them, as they would in a replay that
        # met them after the deletion.
        device = str(event.originator_id)
        for table in ("forecast_devices", "device_forecasts"):
            tx.execute(f"DELETE FROM {table} WHERE device_id = ?", (device,))


def _moment(time: str) -> datetime:
    moment = datetime.fromisoformat(time)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
