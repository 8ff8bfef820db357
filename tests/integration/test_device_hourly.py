"""A device's hours: readings counted and the value measured last kept, whatever the
batches and however late a reading arrives."""

from __future__ import annotations

from datetime import timedelta

from hypothesis import given
from hypothesis import strategies as st

from hygiene.bootstrap import Console
from tests.readings import HOUR, batches, take_readings
from tests.rebuilds import followed_and_rebuilt, slow_examples

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
readings = st.lists(
    st.tuples(
        st.sampled_from(sorted(DEVICES)),
        st.integers(0, 300),  # minutes into the stretch
        st.sampled_from(["batteryVoltage", "rssi", "range", "humidity"]),
        st.integers(0, 100),
    ),
    min_size=1,
    max_size=30,
)


@slow_examples(20)
@given(sent=readings, cuts=st.lists(st.integers(1, 30), max_size=6))
def test_hours_followed_batch_by_batch_equal_a_replay(
    console: Console, sent: list[tuple[str, int, str, int]], cuts: list[int]
) -> None:
    start = console.readings.recorder.max_notification_id() or 0  # seqs unique per example
    batch = [
        (device, start * 100 + n + 1, minutes, {field: SCALE[field](value)})
        for n, (device, minutes, field, value) in enumerate(sent)
    ]
    for sent_together in batches(batch, cuts):
        take_readings(console, DEVICES, sent_together)
    query = "SELECT * FROM device_hourly ORDER BY device_id, hour"
    followed, rebuilt = followed_and_rebuilt(
        console, lambda c: c.store.query(query), ["device_hourly"]
    )
    assert rebuilt == followed
