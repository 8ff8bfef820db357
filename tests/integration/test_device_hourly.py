"""A device's hours: readings counted and the value measured last kept, whatever the
batches and however late a reading arrives."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from itertools import pairwise

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hygiene.bootstrap import Console
from ingest.messages import decode_message

DEVICES = {"id:6:0000000000D1": "sensor-1", "id:6:0000000000D2": "sensor-2"}
HOUR = datetime.now(UTC).replace(minute=0, second=0, microsecond=0) - timedelta(hours=6)


def _take(console: Console, readings: Sequence[tuple[str, int, int, Mapping[str, float]]]) -> None:
    raws = [
        msgspec.json.encode(
            {
                "device": device,
                "seq": seq,
                "time": (HOUR + timedelta(minutes=minutes)).isoformat(),
                "readings": values,
            }
        )
        for device, seq, minutes, values in readings
    ]
    outcomes = console.readings.take([decode_message(r) for r in raws], "t", DEVICES.get)
    assert {o.status for o in outcomes} <= {"accepted", "duplicate"}
    assert console.followers.wait(10, applications=["readings"])


def test_each_hour_keeps_the_value_measured_last(console: Console) -> None:
    one = "id:6:0000000000D1"
    _take(
        console,
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


@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(sent=readings, cuts=st.lists(st.integers(1, 30), max_size=6))
def test_hours_followed_batch_by_batch_equal_a_replay(
    console: Console, sent: list[tuple[str, int, str, int]], cuts: list[int]
) -> None:
    start = console.readings.recorder.max_notification_id() or 0  # seqs unique per example
    batch = [
        (device, start * 100 + n + 1, minutes, {field: SCALE[field](value)})
        for n, (device, minutes, field, value) in enumerate(sent)
    ]
    edges = sorted({0, len(batch), *(c for c in cuts if c < len(batch))})
    for first, last in pairwise(edges):
        _take(console, batch[first:last])
    query = "SELECT * FROM device_hourly ORDER BY device_id, hour"
    followed = console.store.query(query)
    console.followers.stop()
    console.rebuild(["device_hourly"])
    assert console.store.query(query) == followed
    console.followers.start()
