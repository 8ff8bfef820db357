"""What a device's readings say about it: connection, battery, signal, health and level.

Pure functions over the last known values; the caller (a projection) keeps those values.
Defaults live in domain.thresholds and can be overridden per device by KPI parameters.

A device is OFFLINE once silent for longer than its reporting interval times the offline
factor (`HYGIENE_OFFLINE_FACTOR`, default 3): `offline_after`. Why: `offline_reason`,
"gateway-silent" when the gateway that last delivered its reading has stopped its
heartbeats too, else "silent".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from domain.kinds import LEVEL_KINDS
from domain.thresholds import DEFAULT_REPORTING_INTERVAL_SECONDS, PARAMETERS, threshold

#: Missed intervals before a silent device is OFFLINE, unless `HYGIENE_OFFLINE_FACTOR` says.
DEFAULT_OFFLINE_FACTOR = 3.0
MIN_OFFLINE_FACTOR, MAX_OFFLINE_FACTOR = 1.0, 100.0
DEFAULT_LOW_BATTERY_V = PARAMETERS["lowBatteryVoltage"].default
DEFAULT_WEAK_SIGNAL_RSSI = PARAMETERS["weakSignalRssi"].default
# Gateways beat about once a minute; a few missed beats is a lost gateway.
DEFAULT_GATEWAY_SILENCE = timedelta(minutes=10)


class Connection(StrEnum):
    ONLINE = "ONLINE"
    OFFLINE = "OFFLINE"
    UNKNOWN = "UNKNOWN"


class OfflineReason(StrEnum):
    SILENT = "silent"
    GATEWAY_SILENT = "gateway-silent"


class Battery(StrEnum):
    CHARGED = "charged"
    LOW = "low"


class Signal(StrEnum):
    GOOD = "good"
    WEAK = "weak"


class Health(StrEnum):
    HEALTHY = "healthy"
    WARNING = "warning"
    ALERT = "alert"


class GatewayStatus(StrEnum):
    CONNECTED = "connected"
    DISCONNECTED = "disconnected"


@dataclass(frozen=True)
class SensorReading:
    """One reading as the domain sees it; a field is None when the sensor lacks it."""

    time: datetime
    battery_voltage: float | None = None
    rssi: float | None = None
    people_counter: int | None = None
    pulse_counter: int | None = None
    water_meter: float | None = None
    humidity: float | None = None
    temperature: float | None = None
    range_mm: float | None = None
    digital_input: int | None = None
    proximity: float | None = None
    rating: int | None = None  # a feedback press: 1 excellent … 5 very poor
    areas: tuple[str, ...] | None = None  # the areas of inconvenience a visitor named

    @classmethod
    def of(cls, time: datetime, values: Mapping[str, Any]) -> SensorReading:
        """From a message's values, under their wire names."""
        fields = {name: values.get(wire) for name, wire in READING_FIELDS.items()}
        if fields["areas"] is not None:
            fields["areas"] = tuple(fields["areas"])
        return cls(time, **fields)

    def summary(self) -> dict[str, Any]:
        """The present fields under their wire names, JSON-ready (for an issue's trigger)."""
        out: dict[str, Any] = {"time": self.time.isoformat()}
        for name, wire in READING_FIELDS.items():
            value = getattr(self, name)
            if value is not None:
                out[wire] = list(value) if isinstance(value, tuple) else value
        return out


#: The one map between a reading's fields here (and read-table columns) and on the wire
#: (docs/api.md, "Sensor messages"), in `SensorReading`'s order. A feedback press's `rating`
#: and `areas` are kept by the feedback read model (`projections/projectors/feedback.py`).
READING_FIELDS: dict[str, str] = {
    "battery_voltage": "batteryVoltage",
    "rssi": "rssi",
    "people_counter": "peopleCounter",
    "pulse_counter": "pulseCounter",
    "water_meter": "waterMeter",
    "humidity": "humidity",
    "temperature": "temperature",
    "range_mm": "range",
    "digital_input": "digitalInput",
    "proximity": "proximity",
    "rating": "rating",
    "areas": "areas",
}


@dataclass(frozen=True)
class DeviceStatus:
    connection: Connection
    battery: Battery | None
    signal: Signal | None
    health: Health
    level: float | None
    offline_reason: OfflineReason | None = None


@dataclass(frozen=True)
class Silence:
    """A placed device silent for longer than its bound, as the read side found it."""

    device_id: str
    facility_id: str | None
    building_id: str | None
    last_reading_at: datetime
    interval_seconds: int
    gateway: str | None = None
    gateway_heartbeat_at: datetime | None = None

    def went_offline_at(self, factor: float) -> datetime:
        """When its silence passed its bound."""
        return self.last_reading_at + offline_after(self.interval_seconds, factor)


def offline_after(interval_seconds: float, factor: float = DEFAULT_OFFLINE_FACTOR) -> timedelta:
    """How long a device reporting every `interval_seconds` may be silent and still be
    ONLINE."""
    return timedelta(seconds=interval_seconds * factor)


DEFAULT_OFFLINE_AFTER = offline_after(DEFAULT_REPORTING_INTERVAL_SECONDS)


def connection_status(
    last_reading_at: datetime | None,
    now: datetime,
    silence: timedelta = DEFAULT_OFFLINE_AFTER,
) -> Connection:
    """UNKNOWN before any reading, OFFLINE once silent for longer than `silence` (never
    at it)."""
    if last_reading_at is None:
        return Connection.UNKNOWN
    return Connection.OFFLINE if now - last_reading_at > silence else Connection.ONLINE


def offline_reason(
    connection: Connection,
    gateway_heartbeat_at: datetime | None,
    now: datetime,
    gateway_silence: timedelta | None = None,
) -> OfflineReason | None:
    """Why a device is OFFLINE (None while it is not): its gateway (the one that delivered
    its last reading) has sent heartbeats and stopped, or the device alone fell silent. A
    gateway never heard beating says nothing either way: the device is "silent"."""
    if connection is not Connection.OFFLINE:
        return None
    if gateway_heartbeat_at is not None:
        lost = gateway_status(gateway_heartbeat_at, now, gateway_silence or DEFAULT_GATEWAY_SILENCE)
        if lost is GatewayStatus.DISCONNECTED:
            return OfflineReason.GATEWAY_SILENT
    return OfflineReason.SILENT


def battery_status(
    voltage: float | None, low_below: float = DEFAULT_LOW_BATTERY_V
) -> Battery | None:
    if voltage is None:
        return None
    return Battery.LOW if voltage < low_below else Battery.CHARGED


def signal_status(
    rssi: float | None, weak_below: float = DEFAULT_WEAK_SIGNAL_RSSI
) -> Signal | None:
    if rssi is None:
        return None
    return Signal.WEAK if rssi < weak_below else Signal.GOOD


def health(connection: Connection, battery: Battery | None, signal: Signal | None) -> Health:
    """Alert when offline (nothing is being watched); warning when it soon may be."""
    if connection is Connection.OFFLINE:
        return Health.ALERT
    if connection is Connection.UNKNOWN or battery is Battery.LOW or signal is Signal.WEAK:
        return Health.WARNING
    return Health.HEALTHY


def level_percent(range_mm: float, empty_mm: float, full_mm: float) -> float:
    """Fill level 0..100 from a distance: `empty_mm` reads 0 %, `full_mm` reads 100 %.

    Works whichever way the sensor faces (empty may be nearer or farther than full).
    """
    if empty_mm == full_mm:
        return 100.0 if range_mm == full_mm else 0.0
    fraction = (empty_mm - range_mm) / (empty_mm - full_mm)
    return min(100.0, max(0.0, fraction * 100.0))


def device_level(kind: str, kpi: Mapping[str, Any], range_mm: float | None) -> float | None:
    """Paper, soap or bin-fill level for level kinds; None for others or without a range."""
    if range_mm is None or kind not in LEVEL_KINDS:
        return None
    return level_percent(
        range_mm, threshold(kind, kpi, "emptyDistanceMm"), threshold(kind, kpi, "fullDistanceMm")
    )


def adjusted_water_meter(raw_litres: float, meter_adjustment: float) -> float:
    """The meter reading users see: the raw register plus the device's adjustment."""
    return raw_litres + meter_adjustment


def gateway_status(
    last_heartbeat_at: datetime | None,
    now: datetime,
    silence: timedelta = DEFAULT_GATEWAY_SILENCE,
) -> GatewayStatus:
    if last_heartbeat_at is None or now - last_heartbeat_at > silence:
        return GatewayStatus.DISCONNECTED
    return GatewayStatus.CONNECTED


def derive_status(
    kind: str,
    kpi: Mapping[str, Any],
    *,
    now: datetime,
    last_reading_at: datetime | None,
    silence: timedelta = DEFAULT_OFFLINE_AFTER,
    gateway_heartbeat_at: datetime | None = None,
    battery_voltage: float | None = None,
    rssi: float | None = None,
    range_mm: float | None = None,
) -> DeviceStatus:
    """Everything the device list and dashboard show, from the last known values;
    `silence`: the device's `offline_after`."""
    connection = connection_status(last_reading_at, now, silence)
    battery = battery_status(battery_voltage, threshold(kind, kpi, "lowBatteryVoltage"))
    signal = signal_status(rssi, threshold(kind, kpi, "weakSignalRssi"))
    return DeviceStatus(
        connection=connection,
        battery=battery,
        signal=signal,
        health=health(connection, battery, signal),
        level=device_level(kind, kpi, range_mm),
        offline_reason=offline_reason(connection, gateway_heartbeat_at, now),
    )


__all__ = [
    "Battery",
    "Connection",
    "DeviceStatus",
    "GatewayStatus",
    "Health",
    "OfflineReason",
    "SensorReading",
    "Silence",
    "adjusted_water_meter",
    "battery_status",
    "connection_status",
    "derive_status",
    "device_level",
    "gateway_status",
    "health",
    "level_percent",
    "offline_after",
    "offline_reason",
    "signal_status",
]
