"""What a device's readings say about it: connection, battery, signal, health and level.

Pure functions over the last known values; the caller (a projection) keeps those values.
Defaults live in domain.thresholds and can be overridden per device by KPI parameters.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from domain.kinds import LEVEL_KINDS
from domain.thresholds import PARAMETERS, threshold

DEFAULT_OFFLINE_AFTER = timedelta(minutes=PARAMETERS["offlineAfterMinutes"].default)
DEFAULT_LOW_BATTERY_V = PARAMETERS["lowBatteryVoltage"].default
DEFAULT_WEAK_SIGNAL_RSSI = PARAMETERS["weakSignalRssi"].default
# Gateways beat about once a minute; a few missed beats is a lost gateway.
DEFAULT_GATEWAY_SILENCE = timedelta(minutes=10)


class Connection(StrEnum):
    ONLINE = "ONLINE"
    OFFLINE = "OFFLINE"
    UNKNOWN = "UNKNOWN"


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


def connection_status(
    last_reading_at: datetime | None,
    now: datetime,
    offline_after: timedelta = DEFAULT_OFFLINE_AFTER,
) -> Connection:
    """UNKNOWN before any reading, OFFLINE once silent for longer than `offline_after`."""
    if last_reading_at is None:
        return Connection.UNKNOWN
    return Connection.OFFLINE if now - last_reading_at > offline_after else Connection.ONLINE


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
    battery_voltage: float | None = None,
    rssi: float | None = None,
    range_mm: float | None = None,
) -> DeviceStatus:
    """Everything the device list and dashboard show, from the last known values."""
    connection = connection_status(
        last_reading_at, now, timedelta(minutes=threshold(kind, kpi, "offlineAfterMinutes"))
    )
    battery = battery_status(battery_voltage, threshold(kind, kpi, "lowBatteryVoltage"))
    signal = signal_status(rssi, threshold(kind, kpi, "weakSignalRssi"))
    return DeviceStatus(
        connection=connection,
        battery=battery,
        signal=signal,
        health=health(connection, battery, signal),
        level=device_level(kind, kpi, range_mm),
    )


__all__ = [
    "Battery",
    "Connection",
    "DeviceStatus",
    "GatewayStatus",
    "Health",
    "SensorReading",
    "adjusted_water_meter",
    "battery_status",
    "connection_status",
    "derive_status",
    "device_level",
    "gateway_status",
    "health",
    "level_percent",
    "signal_status",
]
