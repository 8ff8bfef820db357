"""Feeding readings to a console as sensors send them: in batches, an hour's stretch."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from typing import TypeVar

import msgspec
from hypothesis import strategies as st

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


#: Where a list of readings is cut into the batches it is sent in.
CUTS = st.lists(st.integers(1, 30), max_size=6)


def one_field_readings(
    devices: Mapping[str, str],
    fields: Mapping[str, Callable[[int], float]],
    values: st.SearchStrategy[int],
) -> st.SearchStrategy[list[tuple[str, int, dict[str, float]]]]:
    """Readings of one field each, as `take_in_batches` sends them: a device, minutes into
    the stretch, and one of `fields` with a value of `values` as that field's function
    turns it into one within the field's bounds."""
    return st.lists(
        st.builds(
            lambda device, minutes, field, value: (device, minutes, {field: fields[field](value)}),
            st.sampled_from(sorted(devices)),
            st.integers(0, 300),
            st.sampled_from(list(fields)),
            values,
        ),
        min_size=1,
        max_size=30,
    )


def take_in_batches(
    console: Console,
    devices: Mapping[str, str],
    sent: Sequence[tuple[str, int, Mapping[str, float]]],
    cuts: Sequence[int],
) -> None:
    """Takes the readings (device, minutes after HOUR, values) in the batches `cuts` makes,
    each folded before the next; numbered past every seq an earlier example sent."""
    start = console.readings.recorder.max_notification_id() or 0
    numbered = [
        (device, start * 100 + n + 1, minutes, values)
        for n, (device, minutes, values) in enumerate(sent)
    ]
    for sent_together in batches(numbered, cuts):
        take_readings(console, devices, sent_together)


def batches(items: Sequence[T], cuts: Sequence[int]) -> Iterator[Sequence[T]]:
    """The items in order, cut where `cuts` say (those past the end left out)."""
    edges = sorted({0, len(items), *(c for c in cuts if c < len(items))})
    for first, last in pairwise(edges):
        yield items[first:last]
