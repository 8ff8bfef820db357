"""A device's hours: readings counted and the value measured last kept, whatever the
batches and however late a reading arrives."""

from __future__ import annotations

from datetime import timedelta

from hypothesis import given
from hypothesis import strategies as st

from hygiene.bootstrap import Console
from tests.readings import CUTS, HOUR, one_field_readings, take_in_batches, take_readings
from tests.rebuilds import assert_rebuilt_as_followed, slow_examples

DEVICES = {"id:6:0000000000D1": "sensor-1", "id:6:0000000000D2": "sensor-2"}


def test_each_hour_keeps_the_value_measured_last(console: Console) -> None:
    one = "id:6:0000000000D1"
    take_readings(
        console,
        DEVICES,
        [
            (one, 1, 10, {"batteryVoltage": 3.6, "rssi": -70}),
            (one, 2, 50, {"batteryVoltage": 3.5}),
            (one, 3, 30, {"batteryVoltage": 3.9, "rssi": -90}),  # late: older than seq 2
            (one, 4, 70, {"temperature": 24.5}),
        ],
    )
    rows = console.store.query(
        "SELECT hour, readings, battery_voltage, rssi, temperature FROM device_hourly ORDER BY hour"
    )
    first, second = (HOUR + timedelta(hours=n) for n in (0, 1))
    assert [tuple(r.values()) for r in rows] == [
        (first.strftime("%Y-%m-%dT%H:00:00Z"), 3, 3.5, -90.0, None),
        (second.strftime("%Y-%m-%dT%H:00:00Z"), 1, None, None, 24.5),
    ]


# Each field's values within its bounds on the wire.
SCALE = {
    "batteryVoltage": lambda v: 2.5 + v / 100,
    "rssi": lambda v: -v,
    "range": lambda v: v * 10,
    "humidity": float,
}


@slow_examples(20)
@given(sent=one_field_readings(DEVICES, SCALE, st.integers(0, 100)), cuts=CUTS)
def test_hours_followed_batch_by_batch_equal_a_replay(
    console: Console, sent: list[tuple[str, int, dict[str, float]]], cuts: list[int]
) -> None:
    take_in_batches(console, DEVICES, sent, cuts)
    query = "SELECT * FROM device_hourly ORDER BY device_id, hour"
    assert_rebuilt_as_followed(console, lambda c: c.store.query(query), ["device_hourly"])
