"""The simulator's traffic is what the intake accepts, and it behaves like washrooms do."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
from hypothesis import given
from hypothesis import strategies as st

from domain.sensor_message import HeartbeatMessage, ReadingMessage
from ingest.messages import decode_message
from ingest.scenes import stage, wave
from ingest.simulator import devices_of, simulate, ticks

KINDS = [
    "toilet-paper",
    "soap-dispenser",
    "bin-full",
    "people-counter",
    "water-meter",
    "main-water-meter",
    "feedback-panel",
    "odour",
    "wet-floor",
    "temp-humidity",
    "manual-paper",
]


def test_every_simulated_message_decodes() -> None:
    rows = [{"identifier": f"id:6:{n + 1:012X}", "kind": k} for n, k in enumerate(KINDS)]
    devices = devices_of(rows, seed=3, first_seq=100)
    start = datetime.now(UTC) - timedelta(hours=10)
    for round_ in ticks(devices, 100, 5.0, start):
        for message in round_:
            decoded = decode_message(msgspec.json.encode(message))
            assert isinstance(decoded, ReadingMessage), decoded


def test_counters_only_grow_and_seqs_never_repeat() -> None:
    rows = [
        {"identifier": "id:6:000000000001", "kind": "people-counter"},
        {"identifier": "id:6:000000000002", "kind": "water-meter"},
    ]
    devices = devices_of(rows, seed=5, first_seq=0)
    start = datetime.now(UTC) - timedelta(hours=10)
    people, litres, seqs = [], [], set()
    for first, second in ticks(devices, 60, 5.0, start):
        people.append(first["readings"]["peopleCounter"])
        litres.append(second["readings"]["waterMeter"])
        seqs.update({(first["device"], first["seq"]), (second["device"], second["seq"])})
    assert people == sorted(people) and litres == sorted(litres)
    assert len(seqs) == 120


def test_each_round_carries_the_gateways_heartbeats_until_the_basement_dies() -> None:
    sent: list[list[dict[str, Any]]] = []
    rows = [{"identifier": "id:6:000000000001", "kind": "odour"}]
    simulate(rows, lambda m: sent.append(m) or {}, rounds=6, minutes=1, interval=0)
    assert len(sent) == 6
    for n, batch in enumerate(sent, start=1):
        beats = [decode_message(msgspec.json.encode(m)) for m in batch if "gateway" in m]
        assert all(isinstance(b, HeartbeatMessage) for b in beats)
        gateways = [m["gateway"] for m in batch if "gateway" in m]
        assert gateways == (
            ["demo-gateway", "demo-basement-gateway"] if n < 3 else ["demo-gateway"]
        )


def test_the_quiet_device_falls_silent_and_the_basement_goes_down_with_its_devices() -> None:
    rows = [{"identifier": f"id:6:{n + 1:012X}", "kind": k} for n, k in enumerate(KINDS)]
    above: list[list[dict[str, Any]]] = []
    below: list[list[dict[str, Any]]] = []
    rounds = 9
    simulate(
        rows,
        lambda m: above.append(m) or {},
        rounds=rounds,
        minutes=5,
        interval=0,
        basement=lambda m: below.append(m) or {},
    )
    scenes = stage(devices_of(rows, seed=7, first_seq=0), rounds)
    quiet = "id:6:000000000008"  # the first odour sensor
    heard = [{m["device"] for m in batch if "device" in m} for batch in above]
    assert [quiet in devices for devices in heard] == [n < scenes.quiet_from for n in range(1, 10)]
    assert scenes.basement and not any(scenes.basement & devices for devices in heard)
    # The basement delivers its devices and beats until it dies, then nothing comes from it.
    assert len(below) == scenes.basement_dies_at - 1
    for batch in below:
        assert {m["device"] for m in batch if "device" in m} == scenes.basement
        assert [m["gateway"] for m in batch if "gateway" in m] == ["demo-basement-gateway"]


def test_the_heavy_use_soap_dispenser_runs_down_faster_than_its_twin() -> None:
    rows = [
        {"identifier": "id:6:0000000050A1", "kind": "soap-dispenser"},
        {"identifier": "id:6:0000000050A2", "kind": "soap-dispenser"},
    ]
    start = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)
    drops = {True: 0.0, False: 0.0}
    for seed in range(20):
        devices = devices_of(rows, seed=seed, first_seq=0)
        stage(devices, 10)
        for device in devices:
            device.level, device.rng = 100.0, random.Random(seed)
        for _ in ticks(devices, 6, 5.0, start):
            pass
        for device in devices:
            drops["heavy" in device.extra] += 100.0 - device.level
    assert drops[True] > 3 * drops[False] > 0


@given(st.integers(min_value=0, max_value=10_000))
def test_visitors_come_in_waves_busier_by_day_than_by_night(seed: int) -> None:
    rows = [{"identifier": "id:6:0000000000C1", "kind": "people-counter"}]

    def counted(hour: int) -> int:
        devices = devices_of(rows, seed=seed, first_seq=0)
        stage(devices, 10)
        start = datetime(2026, 11, 20, hour, 0, tzinfo=UTC)
        counts = [r[0]["readings"]["peopleCounter"] for r in ticks(devices, 13, 5.0, start)]
        return counts[-1] - counts[0]

    assert counted(8) > counted(2)
    assert wave(datetime(2026, 11, 20, 8, 30, tzinfo=UTC)) > 5 * wave(
        datetime(2026, 11, 20, 3, 0, tzinfo=UTC)
    )


def test_feedback_panels_send_ratings_and_sometimes_say_why() -> None:
    rows = [{"identifier": "id:6:00000000FB01", "kind": "feedback-panel"}]
    devices = devices_of(rows, seed=7, first_seq=0)
    start = datetime.now(UTC) - timedelta(hours=10)
    readings = [m["readings"] for r in ticks(devices, 200, 5.0, start) for m in r]
    rated = [r for r in readings if "rating" in r]
    assert rated and {r["rating"] for r in rated} <= {1, 2, 3, 4, 5}
    named = [area for r in rated for area in r.get("areas", [])]
    assert named, "unhappy visitors name what was wrong"
    assert all(r["rating"] >= 3 for r in rated if r.get("areas"))


def test_a_live_run_stamps_each_round_with_the_present() -> None:
    rows = [{"identifier": f"id:6:{n + 1:012X}", "kind": k} for n, k in enumerate(KINDS)]
    sent: list[list[dict[str, Any]]] = []
    began = datetime.now(UTC)
    simulate(rows, lambda m: sent.append(m) or {}, rounds=4, minutes=60, interval=0, live=True)
    ended = datetime.now(UTC)
    stamps = [datetime.fromisoformat(m["time"]) for batch in sent for m in batch]
    # Backdated runs spread 60 minutes a round; a live one stays within its own seconds.
    assert all(began <= at <= ended for at in stamps), (began, min(stamps), max(stamps))
    round_times = [batch[0]["time"] for batch in sent]
    assert round_times == sorted(round_times)


def test_a_backdated_run_spreads_its_rounds_back_from_now() -> None:
    rows = [{"identifier": "id:6:000000000001", "kind": "odour"}]
    sent: list[list[dict[str, Any]]] = []
    simulate(rows, lambda m: sent.append(m) or {}, rounds=4, minutes=60, interval=0)
    first, last = (datetime.fromisoformat(batch[0]["time"]) for batch in (sent[0], sent[-1]))
    assert last - first == timedelta(hours=3)
