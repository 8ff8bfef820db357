"""What the device list and dashboard say about a device, from its last readings."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.device_state import (
    Battery,
    Connection,
    GatewayStatus,
    Health,
    OfflineReason,
    SensorReading,
    Signal,
    battery_status,
    connection_status,
    derive_status,
    device_level,
    gateway_status,
    health,
    level_percent,
    offline_after,
    signal_status,
)
from domain.kinds import DeviceKind

NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
MM = st.floats(min_value=0, max_value=10000, allow_nan=False)


def test_a_device_never_heard_from_is_unknown() -> None:
    assert connection_status(None, NOW) is Connection.UNKNOWN


def test_a_device_goes_offline_after_two_silent_hours() -> None:
    assert connection_status(NOW - timedelta(minutes=5), NOW) is Connection.ONLINE
    assert connection_status(NOW - timedelta(hours=2), NOW) is Connection.ONLINE
    assert connection_status(NOW - timedelta(hours=2, seconds=1), NOW) is Connection.OFFLINE


def test_battery_is_low_below_three_point_three_volts() -> None:
    assert battery_status(3.29) is Battery.LOW
    assert battery_status(3.3) is Battery.CHARGED
    assert battery_status(None) is None


def test_signal_is_weak_below_minus_one_hundred_dbm() -> None:
    assert signal_status(-101) is Signal.WEAK
    assert signal_status(-100) is Signal.GOOD
    assert signal_status(None) is None


@pytest.mark.parametrize(
    ("connection", "battery", "signal", "expected"),
    [
        (Connection.ONLINE, Battery.CHARGED, Signal.GOOD, Health.HEALTHY),
        (Connection.ONLINE, None, None, Health.HEALTHY),
        (Connection.ONLINE, Battery.LOW, Signal.GOOD, Health.WARNING),
        (Connection.ONLINE, Battery.CHARGED, Signal.WEAK, Health.WARNING),
        (Connection.UNKNOWN, None, None, Health.WARNING),
        (Connection.OFFLINE, Battery.CHARGED, Signal.GOOD, Health.ALERT),
    ],
)
def test_health_sums_up_connection_battery_and_signal(
    connection: Connection, battery: Battery | None, signal: Signal | None, expected: Health
) -> None:
    assert health(connection, battery, signal) is expected


def test_kpi_parameters_and_the_interval_move_the_thresholds() -> None:
    kpi = {"lowBatteryVoltage": 3.0, "weakSignalRssi": -120}
    status = derive_status(
        "odour",
        kpi,
        now=NOW,
        last_reading_at=NOW - timedelta(minutes=31),
        silence=offline_after(600, 3),  # ten minutes between messages, three missed
        battery_voltage=3.1,
        rssi=-110,
    )
    assert status.battery is Battery.CHARGED
    assert status.signal is Signal.GOOD
    assert status.connection is Connection.OFFLINE
    assert status.health is Health.ALERT
    assert status.level is None
    assert status.offline_reason is OfflineReason.SILENT


def test_a_toilet_paper_level_follows_the_default_calibration() -> None:
    # Empty at 120 mm, full at 20 mm.
    assert device_level("toilet-paper", {}, 20) == 100
    assert device_level("toilet-paper", {}, 120) == 0
    assert device_level("toilet-paper", {}, 70) == 50
    assert device_level("toilet-paper", {}, 5) == 100
    assert device_level("toilet-paper", {}, 400) == 0


def test_a_bin_fill_rises_as_the_distance_shrinks() -> None:
    kpi = {"emptyDistanceMm": 600, "fullDistanceMm": 100}
    assert device_level("bin-full", kpi, 600) == 0
    assert device_level("bin-full", kpi, 100) == 100
    assert device_level("bin-full", kpi, 350) == 50


def test_only_level_kinds_have_a_level() -> None:
    assert device_level(DeviceKind.WATER_METER, {}, 50) is None
    assert device_level(DeviceKind.SOAP_DISPENSER, {}, None) is None
    status = derive_status("soap-dispenser", {}, now=NOW, last_reading_at=None, range_mm=20)
    assert status.level == 100


@given(range_mm=MM, empty=MM, full=MM)
def test_a_level_is_always_between_0_and_100(range_mm: float, empty: float, full: float) -> None:
    assert 0 <= level_percent(range_mm, empty, full) <= 100


@given(a=MM, b=MM, empty=MM, full=MM)
def test_nearer_the_full_mark_is_never_a_lower_level(
    a: float, b: float, empty: float, full: float
) -> None:
    nearer, farther = sorted((a, b), key=lambda r: abs(r - full))
    if (nearer - full) * (farther - full) >= 0:  # same side of the full mark
        assert level_percent(nearer, empty, full) >= level_percent(farther, empty, full) - 1e-9


def test_a_gateway_is_disconnected_after_ten_silent_minutes() -> None:
    assert gateway_status(None, NOW) is GatewayStatus.DISCONNECTED
    assert gateway_status(NOW - timedelta(minutes=10), NOW) is GatewayStatus.CONNECTED
    assert gateway_status(NOW - timedelta(minutes=11), NOW) is GatewayStatus.DISCONNECTED


def test_a_reading_summary_uses_the_wire_names_and_skips_absent_fields() -> None:
    reading = SensorReading(time=NOW, battery_voltage=3.6, range_mm=118, digital_input=0)
    assert reading.summary() == {
        "time": "2026-11-21T12:00:00+00:00",
        "batteryVoltage": 3.6,
        "range": 118,
        "digitalInput": 0,
    }
