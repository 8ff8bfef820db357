"""The rules raise the same issues and end in the same state however the readings were
split into batches."""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from pathlib import Path

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.messages import decode_message
from tests.sensors import register_landlord, register_sensor

START = datetime.now(UTC) - timedelta(days=2)
SENSORS = {
    "id:6:0000000000A1": ("toilet-paper", st.fixed_dictionaries({"range": st.integers(20, 120)})),
    "id:6:0000000000A2": (
        "feedback-panel",
        st.fixed_dictionaries({"digitalInput": st.sampled_from([1, 2, 4, 5, 5])}),
    ),
    "id:6:0000000000A3": (
        "water-meter",
        st.fixed_dictionaries({"waterMeter": st.integers(0, 40)}),  # litres added since last
    ),
    "id:6:0000000000A4": ("bin-full", st.fixed_dictionaries({"range": st.integers(100, 700)})),
}
# Each step: which sensor, minutes after the previous reading, what it measured.
steps = st.lists(
    st.sampled_from(sorted(SENSORS)).flatmap(
        lambda identifier: st.tuples(
            st.just(identifier),
            st.integers(1, 90),
            SENSORS[identifier][1],
            st.sampled_from([3.0, 3.6]),  # battery voltage: low or fine
        )
    ),
    min_size=1,
    max_size=40,
)


def _console() -> Console:
    folder = Path(tempfile.mkdtemp(prefix="rules-"))
    console = build_console(Settings(data_dir=folder, secret_key="t"), follow=False)
    landlord = register_landlord(console)
    for identifier, (kind, _) in SENSORS.items():
        register_sensor(console, landlord, identifier, kind)
    console.followers.run_once()
    return console


Outcome = tuple[set[tuple[str, str, int]], dict[str, dict[str, object]]]


def _evaluated(bodies: list[bytes], edges: list[int]) -> Outcome:
    """The issues raised (sensor, type, seq of the reading that raised it) and what the
    rules remember of each sensor, once the readings were taken in these batches."""
    console = _console()
    try:
        for first, last in pairwise(edges):
            batch = bodies[first:last]
            decoded = [decode_message(b) for b in batch]
            console.readings.take(decoded, "t", console.device_of)
            while console.followers.run_once():
                pass
        rows = console.store.query(
            "SELECT d.identifier, i.issue_type, i.reading FROM issues i"
            " JOIN devices d ON d.id = i.device_id"
        )
        raised = {
            (r["identifier"], r["issue_type"], msgspec.json.decode(r["reading"])["seq"])
            for r in rows
        }
        remembered = {}
        for device in console.store.query("SELECT id, identifier FROM devices"):
            state = console.monitor.remembered(device["id"])
            if state is not None:
                remembered[device["identifier"]] = state.to_dict()
        return raised, remembered
    finally:
        console.close()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=steps, cuts=st.lists(st.integers(1, 40), max_size=5))
def test_any_split_into_batches_raises_the_same_issues(
    steps: list[tuple[str, int, dict[str, int], float]], cuts: list[int]
) -> None:
    time, meter, bodies = START, 0, []
    for seq, (identifier, minutes, values, voltage) in enumerate(steps):
        time += timedelta(minutes=minutes)
        readings: dict[str, float] = {**values, "batteryVoltage": voltage}
        if "waterMeter" in values:
            meter += values["waterMeter"]
            readings["waterMeter"] = meter
        bodies.append(
            msgspec.json.encode(
                {"device": identifier, "time": time.isoformat(), "seq": seq, "readings": readings}
            )
        )
    whole = _evaluated(bodies, [0, len(bodies)])
    split = _evaluated(bodies, sorted({0, len(bodies), *(c for c in cuts if c < len(bodies))}))
    assert split == whole
