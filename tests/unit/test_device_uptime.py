"""Device uptime, held to its definition hour by hour: for any devices, reporting intervals,
registrations, readings (some before their device's registration), period and moment of
asking, the share is that of the period's hours, from each device's coming up to now, in
which it was connected by the connection rule: it reported in the hour, or the hour began
within its interval times the offline factor after an hour it reported in; an hour under
way counts once the device is connected in it."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from projections.projectors.device_hourly import DeviceHourlyProjection
from projections.projectors.devices import DEVICES_DDL
from projections.queries.device_hourly import HOUR, ceil_hour, floor_hour, uptime_by
from projections.store import SqliteReadStore
from projections.viewer_days import utc_text

START = datetime(2026, 11, 1, tzinfo=UTC)


@pytest.fixture(scope="module")
def store() -> Iterator[SqliteReadStore]:
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteReadStore(Path(folder) / "read.sqlite")
        store.create_tables(
            [
                DEVICES_DDL,
                "CREATE TABLE IF NOT EXISTS facilities (id TEXT PRIMARY KEY, building_id TEXT)",
                *DeviceHourlyProjection.tables.values(),
            ]
        )
        yield store


#: Registered (minutes after START), hours with a reading, its own interval (None: its
#: kind's, 40 minutes: online two hours after a reading).
Device = tuple[int, frozenset[int], int | None]
#: Online 30 minutes, 3, 6 and 2 hours after a reading.
INTERVALS = {600: 0, 3600: 3, 7200: 6, None: 2}

devices_st = st.lists(
    st.tuples(
        st.integers(0, 72 * 60),
        st.frozensets(st.integers(0, 96), max_size=40),
        st.sampled_from(sorted(INTERVALS, key=str)),
    ),
    min_size=1,
    max_size=4,
)


def _fill(store: SqliteReadStore, devices: list[Device]) -> None:
    with store.transaction() as tx:
        for table in ("devices", "facilities", "device_hourly"):
            tx.execute(f"DELETE FROM {table}")
        tx.execute("INSERT INTO facilities (id, building_id) VALUES ('f', 'b')")
        for n, (registered, hours, interval) in enumerate(devices):
            at = utc_text(START + timedelta(minutes=registered))
            tx.execute(
                "INSERT INTO devices (id, name, kind, identifier, landlord_id, facility_id,"
                " created_at, updated_at, version, reporting_interval_seconds)"
                " VALUES (?, ?, 'odour', ?, 'l', 'f', ?, ?, 1, ?)",
                (f"d{n}", f"D{n}", f"id:6:{n:012d}", at, at, interval),
            )
            for hour in hours:
                moment = (START + HOUR * hour).strftime("%Y-%m-%dT%H:00:00Z")
                tx.execute(
                    "INSERT INTO device_hourly (device_id, hour, readings) VALUES (?, ?, 1)",
                    (f"d{n}", moment),
                )


def _by_hand(
    devices: list[Device], since: datetime, until: datetime, now: datetime
) -> float | None:
    possible = connected = 0
    for registered, hours, interval in devices:
        came = START + timedelta(minutes=registered)
        if hours:
            came = min(came, START + HOUR * min(hours))
        hour = max(ceil_hour(since), floor_hour(came))
        while hour < min(until, now):
            n = (hour - START) // HOUR
            # A reading in hour k is at or after k: online at the start of the hours whose
            # start is within its bound of k.
            online = any(n - k in range(INTERVALS[interval] + 1) for k in hours)
            if hour + HOUR <= now or online:
                possible += 1
                connected += online
            hour += HOUR
    return round(connected / possible, 4) if possible else None


@settings(max_examples=80, deadline=None)
@given(
    devices=devices_st,
    first=st.integers(0, 60),
    span=st.integers(1, 60),
    half=st.booleans(),
    asked=st.integers(0, 100 * 60),
)
def test_the_share_is_that_of_the_hours_the_device_was_connected_in(
    store: SqliteReadStore,
    devices: list[Device],
    first: int,
    span: int,
    half: bool,
    asked: int,
) -> None:
    _fill(store, devices)
    # A period of whole hours, or beginning on the half hour (a viewer at UTC+5:30).
    since = START + HOUR * first + (timedelta(minutes=30) if half else timedelta(0))
    until = since + HOUR * span
    now = START + timedelta(minutes=asked, seconds=17)
    share = uptime_by(store, since, until, now, "f.building_id").get("b")
    assert share == _by_hand(devices, since, until, now)
    assert share is None or 0 <= share <= 1
