"""The simulator's traffic is what the intake accepts, and it behaves like washrooms do."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from domain.sensor_message import HeartbeatMessage, ReadingMessage
from ingest.messages import decode_message
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


def test_each_round_carries_a_gateway_heartbeat() -> None:
    sent: list[list[dict[str, Any]]] = []
    rows = [{"identifier": "id:6:000000000001", "kind": "odour"}]
    total = simulate(rows, lambda m: sent.append(m) or {}, rounds=3, minutes=1, interval=0)
    assert total == 3 and len(sent) == 3
    for batch in sent:
        beats = [decode_message(msgspec.json.encode(m)) for m in batch if "gateway" in m]
        assert len(beats) == 1 and isinstance(beats[0], HeartbeatMessage)


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
