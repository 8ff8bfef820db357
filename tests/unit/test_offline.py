"""A device offline: silent for longer than its reporting interval times the offline factor,
never before; why (`offlineReason`); its interval, a default per kind, set by an event."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.commands.device import ChangeDevice
from domain.device import Device
from domain.device_state import (
    DEFAULT_GATEWAY_SILENCE,
    Connection,
    OfflineReason,
    connection_status,
    derive_status,
    offline_after,
    offline_reason,
)
from domain.errors import ValidationFailed
from domain.kinds import DeviceKind
from domain.thresholds import (
    DEFAULT_REPORTING_INTERVAL_SECONDS,
    KIND_REPORTING_INTERVALS,
    MAX_REPORTING_INTERVAL_SECONDS,
    MIN_REPORTING_INTERVAL_SECONDS,
    reporting_interval,
)
from tests import commands as make

NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)
INTERVALS = st.integers(MIN_REPORTING_INTERVAL_SECONDS, MAX_REPORTING_INTERVAL_SECONDS)
FACTORS = st.sampled_from([1.0, 1.5, 2.0, 3.0, 4.0, 10.0])
MICROSECONDS = st.integers(0, 2 * 100 * MAX_REPORTING_INTERVAL_SECONDS * 1_000_000)


@given(INTERVALS, FACTORS, MICROSECONDS)
def test_offline_exactly_when_the_silence_is_longer_than_interval_times_factor(
    interval: int, factor: float, silent_us: int
) -> None:
    silence = timedelta(microseconds=silent_us)
    bound = timedelta(seconds=interval * factor)
    status = derive_status(
        "odour", {}, now=NOW, last_reading_at=NOW - silence, silence=offline_after(interval, factor)
    )
    assert (status.connection is Connection.OFFLINE) == (silence > bound)
    assert status.connection in {Connection.ONLINE, Connection.OFFLINE}
    assert (status.offline_reason is None) == (status.connection is Connection.ONLINE)


@given(INTERVALS, FACTORS)
def test_at_the_bound_a_device_is_still_online_and_a_microsecond_later_offline(
    interval: int, factor: float
) -> None:
    bound = offline_after(interval, factor)
    assert connection_status(NOW - bound, NOW, bound) is Connection.ONLINE
    later = NOW + timedelta(microseconds=1)
    assert connection_status(NOW - bound, later, bound) is Connection.OFFLINE


def test_a_device_never_heard_from_is_unknown_with_no_reason() -> None:
    status = derive_status("odour", {}, now=NOW, last_reading_at=None, silence=timedelta(0))
    assert status.connection is Connection.UNKNOWN
    assert status.offline_reason is None


def test_the_reason_is_the_gateway_when_it_stopped_its_heartbeats_too() -> None:
    beat_lately = NOW - DEFAULT_GATEWAY_SILENCE
    beat_long_ago = NOW - DEFAULT_GATEWAY_SILENCE - timedelta(seconds=1)
    assert offline_reason(Connection.OFFLINE, beat_long_ago, NOW) is OfflineReason.GATEWAY_SILENT
    assert offline_reason(Connection.OFFLINE, beat_lately, NOW) is OfflineReason.SILENT
    # A gateway never heard beating says nothing of the device: it is silent on its own.
    assert offline_reason(Connection.OFFLINE, None, NOW) is OfflineReason.SILENT
    assert offline_reason(Connection.ONLINE, beat_long_ago, NOW) is None
    assert offline_reason(Connection.UNKNOWN, beat_long_ago, NOW) is None
    assert str(OfflineReason.GATEWAY_SILENT) == "gateway-silent"


def test_every_kind_has_a_default_interval_within_the_bounds() -> None:
    for kind in DeviceKind:
        seconds = KIND_REPORTING_INTERVALS[kind]
        assert MIN_REPORTING_INTERVAL_SECONDS <= seconds <= MAX_REPORTING_INTERVAL_SECONDS
        assert reporting_interval(kind, None) == seconds
        assert reporting_interval(kind, 60) == 60
    # Two hours of silence, as the console judged every device before intervals.
    assert offline_after(DEFAULT_REPORTING_INTERVAL_SECONDS) == timedelta(hours=2)


def _device(interval: int | None = None) -> Device:
    return Device.register(
        make.device(
            "Paper",
            None,
            "toilet-paper",
            "id:6:A1B2C3D4E5F6",
            "landlord",
            None,
            {},
            [],
            0.0,
            reporting_interval_seconds=interval,
        ),
        "actor",
    )


def test_a_device_takes_its_interval_or_its_kinds_and_a_change_is_an_event() -> None:
    assert _device().reporting_interval == DEFAULT_REPORTING_INTERVAL_SECONDS
    device = _device(60)
    assert device.reporting_interval == 60
    device.collect_events()
    device.set_reporting_interval(60, "actor")  # the same: nothing recorded
    assert device.collect_events() == []
    device.set_reporting_interval(300, "someone")
    (changed,) = device.collect_events()
    assert isinstance(changed, Device.ReportingIntervalSet)
    assert (changed.reporting_interval_seconds, changed.actor) == (300, "someone")
    assert device.reporting_interval == 300


@pytest.mark.parametrize("seconds", [9, 86401, 0, -5])
def test_an_interval_out_of_bounds_is_refused(seconds: int) -> None:
    with pytest.raises(ValidationFailed) as failed:
        _device(seconds)
    assert [v.field for v in failed.value.violations] == ["reportingIntervalSeconds"]
    device = _device()
    with pytest.raises(ValidationFailed):
        device.set_reporting_interval(seconds, "actor")


def test_a_change_command_checks_its_interval_with_the_other_fields() -> None:
    command = ChangeDevice(
        device_id="d",
        name="",
        description=None,
        kind="toilet-paper",
        identifier="id:6:A1B2C3D4E5F6",
        landlord_id="landlord",
        reporting_interval_seconds=5,
    )
    with pytest.raises(ValidationFailed) as failed:
        command.check()
    assert {v.field for v in failed.value.violations} == {"name", "reportingIntervalSeconds"}
