"""The dashboard's counts and the device list's filter judge a device's connection by the
same rule as its own page: for any devices, intervals (their own or their type's), silences
and offline factor, the SQL (`status_clause`, `device_counts`) says what
`domain.device_state.connection_status` says of each."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.device_state import GatewayStatus, connection_status, gateway_status, offline_after
from domain.thresholds import reporting_interval
from projections.projectors.devices import DEVICES_DDL
from projections.projectors.readings import DEVICE_STATUS_DDL, GATEWAYS_DDL
from projections.queries.overview import device_counts, gateway_counts
from projections.store import SqliteReadStore
from projections.tables import iso

NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)

#: Its own interval (None: its type's), and how long ago it last reported (None: never).
Device = tuple[int | None, int | None]
devices_st = st.lists(
    st.tuples(
        st.sampled_from([None, 10, 60, 600, 2400]),
        st.none() | st.integers(0, 3 * 3 * 2400 * 1000).map(lambda ms: ms * 1000),
    ),
    min_size=1,
    max_size=6,
)


@pytest.fixture(scope="module")
def store() -> Iterator[SqliteReadStore]:
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteReadStore(Path(folder) / "read.sqlite")
        store.create_tables(
            [
                DEVICES_DDL,
                DEVICE_STATUS_DDL,
                "CREATE TABLE IF NOT EXISTS facilities (id TEXT PRIMARY KEY, building_id TEXT)",
            ]
        )
        yield store


def _fill(store: SqliteReadStore, devices: list[Device]) -> None:
    with store.transaction() as tx:
        tx.execute("DELETE FROM devices")
        tx.execute("DELETE FROM device_status")
        for n, (interval, silent_us) in enumerate(devices):
            tx.execute(
                "INSERT INTO devices (id, name, kind, identifier, landlord_id, created_at,"
                " updated_at, version, reporting_interval_seconds)"
                " VALUES (?, ?, 'odour', ?, 'l', ?, ?, 1, ?)",
                (f"d{n}", f"D{n}", f"id:6:{n:012d}", iso(NOW), iso(NOW), interval),
            )
            if silent_us is not None:
                last = iso(NOW - timedelta(microseconds=silent_us))
                tx.execute(
                    "INSERT INTO device_status (device_id, last_reading_at) VALUES (?, ?)",
                    (f"d{n}", last),
                )


@settings(max_examples=60, deadline=None)
@given(devices=devices_st, factor=st.sampled_from([1.0, 2.5, 3.0, 5.0]))
def test_the_counts_are_those_of_the_connection_rule(
    store: SqliteReadStore, devices: list[Device], factor: float
) -> None:
    _fill(store, devices)
    expected = {"online": 0, "offline": 0, "unknown": 0}
    for interval, silent_us in devices:
        last = None if silent_us is None else NOW - timedelta(microseconds=silent_us)
        bound = offline_after(reporting_interval("odour", interval), factor)
        expected[connection_status(last, NOW, bound).value.lower()] += 1
    counts = device_counts(store, [], NOW, factor)
    assert {k: counts[k] for k in expected} == expected
    assert counts["total"] == len(devices)
    offline = [d for d, (_, silent) in enumerate(devices) if silent is not None]
    assert counts["offline"] <= len(offline)


@pytest.mark.parametrize(
    ("late_us", "silent_us", "expected"),
    [
        # The reading at a whole second ("…:00Z"), the bound half a millisecond later.
        (500, 6_000_000_000, "offline"),
        # The reading a millisecond after a whole second, the bound at that second ("…:00Z").
        (0, 6_000_000_000 - 1_000, "online"),
        (0, 6_000_000_000, "online"),  # exactly at the bound: not yet offline
    ],
)
def test_a_reading_at_a_whole_second_is_judged_by_time_not_by_its_text(
    store: SqliteReadStore, late_us: int, silent_us: int, expected: str
) -> None:
    """A read table writes a whole second without a fraction ("…:35Z"), which as text sorts
    after "…:35.5Z": the counts compare times, however they are written. The odour sensor's
    bound at a factor of 2.5 is 6,000 s."""
    _fill(store, [(None, silent_us)])
    counts = device_counts(store, [], NOW + timedelta(microseconds=late_us), 2.5)
    assert counts[expected] == 1, counts


def _beats(store: SqliteReadStore, beats: list[datetime]) -> None:
    store.create_tables([GATEWAYS_DDL])
    with store.transaction() as tx:
        tx.execute("DELETE FROM gateways")
        for n, beat in enumerate(beats):
            tx.execute(
                "INSERT INTO gateways (gateway, last_heartbeat_at, heartbeats) VALUES (?, ?, 1)",
                (f"gw-{n}", iso(beat)),
            )


@given(
    ages=st.lists(st.integers(0, 2 * 600 * 1000), min_size=1, max_size=6),
    whole=st.booleans(),
    fraction=st.integers(0, 999_999),
)
@settings(max_examples=80, deadline=None)
def test_the_gateway_counts_are_those_of_the_gateway_rule(
    store: SqliteReadStore, ages: list[int], whole: bool, fraction: int
) -> None:
    """Gateways last heard `ages` milliseconds before a moment with any fraction of a
    second, or at the whole second before (written without a fraction): the dashboard
    counts each connected exactly when the gateway rule does."""
    now = NOW + timedelta(microseconds=fraction)
    beats = [now - timedelta(milliseconds=ms) for ms in ages]
    if whole:
        beats = [beat.replace(microsecond=0) for beat in beats]
    _beats(store, beats)
    expected = sum(gateway_status(beat, now) is GatewayStatus.CONNECTED for beat in beats)
    assert gateway_counts(store, now) == {
        "connected": expected,
        "disconnected": len(beats) - expected,
    }


def test_a_heartbeat_at_a_whole_second_just_past_the_bound_is_disconnected(
    store: SqliteReadStore,
) -> None:
    # Ten minutes and half a second ago; as text "...:50:00Z" sorts after "...:50:00.5Z".
    _beats(store, [NOW - timedelta(minutes=10)])
    now = NOW + timedelta(milliseconds=500)
    assert gateway_status(NOW - timedelta(minutes=10), now) is GatewayStatus.DISCONNECTED
    assert gateway_counts(store, now) == {"connected": 0, "disconnected": 1}
