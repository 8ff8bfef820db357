"""Usage from running totals: people and litres per hour, whatever the batches."""

from __future__ import annotations

from datetime import datetime

from hypothesis import given
from hypothesis import strategies as st

from hygiene.bootstrap import Console
from tests.readings import CUTS, HOUR, one_field_readings, take_in_batches, take_readings
from tests.rebuilds import assert_rebuilt_as_followed, slow_examples

DEVICES = {"id:6:0000000000C1": "counter-1", "id:6:0000000000C2": "meter-1"}


def _hours(console: Console) -> dict[tuple[str, int], tuple[float, float]]:
    rows = console.store.query("SELECT * FROM usage_hourly")
    return {
        (
            r["device_id"],
            int((datetime.fromisoformat(r["hour"].replace("Z", "+00:00")) - HOUR).total_seconds())
            // 3600,
        ): (r["people"], r["litres"])
        for r in rows
    }


def test_differences_of_running_totals_land_in_the_hour_they_were_measured(
    console: Console,
) -> None:
    people, meter = "id:6:0000000000C1", "id:6:0000000000C2"
    take_readings(
        console,
        DEVICES,
        [
            (people, 1, 10, {"peopleCounter": 100}),  # the first total counts nothing
            (people, 2, 50, {"peopleCounter": 112}),  # +12 in hour 0
            (people, 3, 70, {"peopleCounter": 130}),  # +18 in hour 1
            (people, 4, 65, {"peopleCounter": 125}),  # late: already counted by seq 3
            (people, 5, 80, {"peopleCounter": 4}),  # the counter started again: +4
            (meter, 1, 5, {"waterMeter": 1000.5}),
            (meter, 2, 130, {"waterMeter": 1010.0}),  # +9.5 in hour 2
        ],
    )
    assert _hours(console) == {
        ("counter-1", 0): (12, 0),
        ("counter-1", 1): (22, 0),
        ("meter-1", 2): (0, 9.5),
    }


# Running totals as sent: each rises, and sometimes falls (a restart).
totals = one_field_readings(DEVICES, {"peopleCounter": int, "waterMeter": int}, st.integers(0, 60))


@slow_examples(20)
@given(sent=totals, cuts=CUTS)
def test_usage_followed_batch_by_batch_equals_a_replay(
    console: Console, sent: list[tuple[str, int, dict[str, float]]], cuts: list[int]
) -> None:
    take_in_batches(console, DEVICES, sent, cuts)
    tables = (
        "SELECT * FROM usage_hourly ORDER BY 1, 2",
        "SELECT * FROM usage_counters ORDER BY 1, 2",
    )
    assert_rebuilt_as_followed(console, lambda c: [c.store.query(q) for q in tables], ["usage"])
