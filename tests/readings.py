"""Feeding readings to a console as sensors send them: in batches, an hour's stretch."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from typing import TypeVar

import msgspec

from hygiene.bootstrap import Console
from ingest.messages import decode_message

T = TypeVar("T")

# The start of the stretch readings are sent in: an hour some hours back.
HOUR = datetime.now(UTC).replace(minute=0, second=0, microsecond=0) - timedelta(hours=6)

# A reading sent: the device's identifier, its seq, minutes after HOUR, its values.
Sent = tuple[str, int, int, Mapping[str, float]]


def take_readings(console: Console, devices: Mapping[str, str], readings: Sequence[Sent]) -> None:
    """Takes the readings as one batch (none refused) and waits for them to be folded."""
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
    outcomes = console.readings.take([decode_message(r) for r in raws], "t", devices.get)
    assert {o.status for o in outcomes} <= {"accepted", "duplicate"}
    assert console.followers.wait(10, applications=["readings"])


def batches(items: Sequence[T], cuts: Sequence[int]) -> Iterator[Sequence[T]]:
    """The items in order, cut where `cuts` say (those past the end left out)."""
    edges = sorted({0, len(items), *(c for c in cuts if c < len(items))})
    for first, last in pairwise(edges):
        yield items[first:last]
