"""The devices table equals a replay of the devices' events; a rebuild keeps device_status."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.errors import Conflict, DomainError
from hygiene.bootstrap import Console
from hygiene.settings import Settings
from tests import commands as make
from tests.consoles import console_of_its_own
from tests.rebuilds import (
    assert_rebuilt_as_followed,
    note_outcomes,
    outcomes_of,
    slow_examples,
)

LANDLORD = "00000000-0000-4000-8000-0000000000aa"
KINDS = ["toilet-paper", "soap-dispenser", "water-meter", "bin-full", "odour"]


def snapshot(console: Console) -> list[dict[str, Any]]:
    return console.store.query("SELECT * FROM devices ORDER BY id")


def mac(n: int) -> str:
    return f"id:6:{n:012X}"


step = st.one_of(
    st.tuples(st.just("register"), st.integers(0, 6), st.sampled_from(KINDS)),
    st.tuples(st.just("update"), st.integers(0, 6), st.integers(0, 6), st.sampled_from(KINDS)),
    st.tuples(st.just("place"), st.integers(0, 6), st.sampled_from([None, "f1", "f2"])),
    st.tuples(st.just("kpi"), st.integers(0, 6), st.integers(5, 300)),
    st.tuples(st.just("delete"), st.integers(0, 6)),
)
# Every script starts by registering a device, never deleted, so the rest has something to
# act on and the table compared is never empty.
FOUNDING: list[tuple[Any, ...]] = [("register", 7, "toilet-paper")]
steps = st.lists(step, max_size=19).map(lambda script: [*FOUNDING, *script])


def run(console: Console, script: list[tuple[Any, ...]]) -> Counter[str]:
    """Applies the steps (`outcomes_of`); a step naming no device yet is idle."""
    devices = console.devices
    made: list[str] = []

    def pick(index: int, spare: int = 0) -> str | None:
        """The index-th device made (round), sparing the first `spare` of them."""
        candidates = made[spare:]
        return candidates[index % len(candidates)] if candidates else None

    def apply(step: tuple[Any, ...]) -> bool:
        if step[0] == "register":
            made.append(
                str(
                    devices.register_device(
                        make.device(
                            f"Device {step[1]}",
                            None,
                            step[2],
                            mac(step[1]),
                            LANDLORD,
                            None,
                            {},
                            [{"name": "Refill", "quantity": step[1]}],
                            float(step[1]),
                        ),
                        "t",
                    )
                )
            )
        elif step[0] == "update" and (target := pick(step[1])):
            devices.update_device(
                make.device_change(
                    target,
                    f"Renamed {step[2]}",
                    "desc",
                    step[3],
                    mac(step[2]),
                    LANDLORD,
                    [],
                    0.0,
                ),
                "t",
            )
        elif step[0] == "place" and (target := pick(step[1])):
            devices.place_device(target, step[2], "t")
        elif step[0] == "kpi" and (target := pick(step[1])):
            devices.set_kpi_parameters(target, {"offlineAfterMinutes": step[2]}, "t")
        elif step[0] == "delete" and (target := pick(step[1], spare=1)):
            devices.delete_device(target, "t")
        else:
            return False
        return True

    return outcomes_of(script, apply)


@slow_examples(12)
@given(script=steps)
def test_rebuilding_gives_the_same_devices_as_following(
    settings: Settings, script: list[tuple[Any, ...]]
) -> None:
    with console_of_its_own(settings) as console:
        note_outcomes(run(console, script), len(FOUNDING), "step")
        followed = assert_rebuilt_as_followed(console, snapshot, ["devices"])
        assert followed, "the founding device is listed"
        # Each live identifier is held by exactly the device the table shows.
        for row in followed:
            assert str(console.devices.device_id_for(row["identifier"])) == row["id"]


def test_a_rebuild_leaves_the_readings_state_alone(console: Console) -> None:
    device_id = str(
        console.devices.register_device(
            make.device("Paper", "", "toilet-paper", mac(1), LANDLORD, None, {}, [], 0.0), "t"
        )
    )
    assert console.settle()
    with console.store.transaction() as tx:
        tx.execute(
            "INSERT INTO device_status (device_id, last_reading_at, readings_count)"
            " VALUES (?, ?, 3)",
            (device_id, "2026-01-01T00:00:00Z"),
        )
    console.followers.stop()
    console.rebuild(["devices"])
    assert console.store.scalar("SELECT readings_count FROM device_status") == 3
    assert [r["id"] for r in snapshot(console)] == [device_id]
    console.followers.start()


def test_identifiers_swap_and_release(console: Console) -> None:
    devices = console.devices
    first = devices.register_device(
        make.device("A", None, "odour", mac(1), LANDLORD, None, {}, [], 0), "t"
    )
    second = devices.register_device(
        make.device("B", None, "odour", mac(2), LANDLORD, None, {}, [], 0), "t"
    )
    with pytest.raises(Conflict):
        devices.register_device(
            make.device("C", None, "odour", mac(1).upper(), LANDLORD, None, {}, [], 0), "t"
        )
    with pytest.raises(Conflict):
        devices.update_device(
            make.device_change(second, "B", None, "odour", mac(1), LANDLORD, [], 0), "t"
        )
    devices.update_device(
        make.device_change(first, "A", None, "odour", mac(3), LANDLORD, [], 0), "t"
    )
    assert devices.device_id_for(mac(1)) is None
    assert devices.device_id_for(mac(3)) == first
    devices.update_device(
        make.device_change(second, "B", None, "odour", mac(1), LANDLORD, [], 0), "t"
    )
    assert devices.device_id_for(mac(1)) == second
    devices.delete_devices([first, second], "t")
    assert devices.device_id_for(mac(1)) is None and devices.device_id_for(mac(3)) is None
    with pytest.raises(DomainError):
        devices.update_device(
            make.device_change(first, "A", None, "odour", mac(3), LANDLORD, [], 0, version=1), "t"
        )
