"""The forecast's read tables: followed batch by batch, late readings and calibrations
between them, they equal a replay; a device's forecast follows its calibration."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from hygiene.bootstrap import Console
from tests import commands as make
from tests.readings import batches, take_readings
from tests.rebuilds import assert_rebuilt_as_followed, slow_examples

LANDLORD = "00000000-0000-4000-8000-0000000000aa"
KINDS = {"paper": "toilet-paper", "bin": "bin-full"}
TABLES = ("forecast_levels", "forecast_devices", "forecast_tracks", "device_forecasts")


def _register(console: Console) -> dict[str, tuple[str, str]]:
    """A paper sensor and a bin sensor of their own (the examples share the console):
    role -> (identifier, id)."""
    made = console.store.scalar("SELECT COUNT(*) FROM devices") or 0
    devices: dict[str, tuple[str, str]] = {}
    for n, (role, kind) in enumerate(KINDS.items(), start=made):
        identifier = f"id:6:{0xF0000000 + n:012X}"
        command = make.device(f"Forecast {n}", None, kind, identifier, LANDLORD, None, {}, [], 0.0)
        devices[role] = (identifier, str(console.devices.register_device(command, "t")))
    assert console.settle(timeout=10)
    return devices


def snapshot(console: Console) -> dict[str, list[dict[str, Any]]]:
    return {table: console.store.query(f"SELECT * FROM {table} ORDER BY 1, 2") for table in TABLES}


readings = st.lists(
    st.tuples(
        st.sampled_from(sorted(KINDS)),
        st.integers(-3200, 300),  # minutes from the stretch's start: past the window too
        st.integers(20, 700),  # range, mm
    ),
    min_size=20,
    max_size=60,
)
#: Where the readings are cut into batches: many batches, so most extend a track.
cuts = st.lists(st.integers(1, 30), min_size=3, max_size=12)


@slow_examples(25)
@given(
    sent=readings,
    cuts=cuts,
    calibrate_at=st.integers(0, 6),
    empty=st.integers(130, 400),
    in_order=st.booleans(),
)
def test_forecasts_followed_batch_by_batch_equal_a_replay(
    console: Console,
    sent: list[tuple[str, int, int]],
    cuts: list[int],
    calibrate_at: int,
    empty: int,
    in_order: bool,
) -> None:
    """In order (each batch extends the tracks, the window's leftovers expired) or not (a
    late reading makes a track again), the tables equal a replay's."""
    devices = _register(console)
    ids = dict(devices.values())
    if in_order:
        sent = sorted(sent, key=lambda reading: reading[1])
    numbered = [
        (devices[role][0], n + 1, minutes, {"range": float(distance)})
        for n, (role, minutes, distance) in enumerate(sent)
    ]
    for index, together in enumerate(batches(numbered, cuts)):
        if index == calibrate_at:
            console.devices.set_kpi_parameters(devices["paper"][1], {"emptyDistanceMm": empty}, "t")
        take_readings(console, ids, together)
    assert_rebuilt_as_followed(console, snapshot, ["forecasts"])


def test_a_forecast_follows_the_calibration(console: Console) -> None:
    devices = _register(console)
    identifier, paper = devices["paper"]
    # 20 mm (full) down 5 mm an hour: 5 % an hour of the default 100 mm span.
    take_readings(
        console,
        dict(devices.values()),
        [(identifier, n, 60 * n, {"range": 20.0 + 5 * n}) for n in range(1, 5)],
    )
    row = console.store.query_one(
        "SELECT rate_per_hour, level FROM device_forecasts WHERE device_id = ?", (paper,)
    )
    assert row is not None and abs(row["rate_per_hour"] + 5.0) < 1e-9
    # Empty at 220 mm: the same distances are 2.5 % an hour of a 200 mm span.
    console.devices.set_kpi_parameters(paper, {"emptyDistanceMm": 220}, "t")
    assert console.settle(timeout=10)
    row = console.store.query_one(
        "SELECT rate_per_hour FROM device_forecasts WHERE device_id = ?", (paper,)
    )
    assert row is not None and abs(row["rate_per_hour"] + 2.5) < 1e-9
