"""Readings are stored once per (device, seq), batch by batch; what cannot be taken is kept."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from application.readings import recorded_from, stored_reading
from domain.reading import Reading
from domain.sensor_message import ReadingMessage
from hygiene.bootstrap import Console
from ingest.messages import decode_message
from tests.readings import CUTS, batches
from tests.rebuilds import assert_rebuilt_as_followed, slow_examples

NOW = datetime.now(UTC).replace(microsecond=0)
DEVICES = {f"id:6:{n:012X}": str(uuid.uuid4()) for n in range(5)}


def message(device: str, seq: int, **readings: object) -> bytes:
    time = (NOW - timedelta(seconds=1000 - seq)).isoformat().replace("+00:00", "Z")
    return msgspec.json.encode(
        {"device": device, "time": time, "seq": seq, "readings": readings or {"rssi": -70}}
    )


def take(console: Console, bodies: list[bytes]) -> list[str]:
    decoded = [decode_message(b) for b in bodies]
    outcomes = console.readings.take(decoded, "test", DEVICES.get)
    return [o.status for o in outcomes]


def test_each_message_is_accepted_once(console: Console) -> None:
    device = next(iter(DEVICES))
    first = take(console, [message(device, 1), message(device, 2), message(device, 1)])
    assert first == ["accepted", "accepted", "duplicate"]
    again = take(console, [message(device, 2), message(device, 3)])
    assert again == ["duplicate", "accepted"]
    stored = console.readings.recorder.select_notifications(start=1, limit=10)
    assert [n.originator_version for n in stored] == [1, 1, 1]


def test_bad_and_unknown_messages_become_dead_letters(console: Console) -> None:
    device = next(iter(DEVICES))
    bodies = [
        message(device, 1, batteryVoltage=3.6),
        message("id:6:FFFFFFFFFFFF", 1),
        message(device, 2, humidity=140),
        b"{not json",
    ]
    statuses = take(console, bodies)
    assert statuses == ["accepted", "rejected", "rejected", "rejected"]
    console.followers.run_once()
    letters = console.store.query(
        "SELECT reason, payload, device FROM dead_letters ORDER BY reason"
    )
    reasons = [row["reason"] for row in letters]
    assert any("Unknown device id:6:FFFFFFFFFFFF" in r for r in reasons)
    assert any("Malformed JSON" in r for r in reasons)
    assert any("humidity" in r or "<= 100" in r for r in reasons)
    assert {row["payload"] for row in letters} >= {"{not json"}


def test_device_status_keeps_the_latest_value_of_each_field(console: Console) -> None:
    device = next(iter(DEVICES))
    take(
        console,
        [
            message(device, 3, batteryVoltage=3.5, range=100.0),
            message(device, 2, batteryVoltage=3.4),  # older: must not win
            message(device, 1, rssi=-90),  # oldest, but the only rssi
        ],
    )
    console.followers.run_once()
    row = console.store.query_one(
        "SELECT * FROM device_status WHERE device_id = ?", (DEVICES[device],)
    )
    assert row is not None
    assert row["battery_voltage"] == 3.5
    assert row["range_mm"] == 100.0
    assert row["rssi"] == -90
    assert row["readings_count"] == 3
    assert row["last_seq"] == 3


def test_the_log_holds_a_batch_in_the_order_it_was_sent(console: Console) -> None:
    sent = [(device, seq) for seq in (5, 3, 9, 1) for device in DEVICES]
    take(console, [message(device, seq) for device, seq in sent])
    events, _ = console.readings.read_log(1, 100)
    assert [(e.identifier, e.seq) for e in events] == sent


def test_times_are_kept_in_utc_whatever_offset_they_were_sent_with(console: Console) -> None:
    device = next(iter(DEVICES))
    local = (NOW - timedelta(hours=1)).astimezone(timezone(timedelta(hours=8)))
    raw = msgspec.json.encode(
        {"device": device, "time": local.isoformat(), "seq": 1, "readings": {"rssi": -70}}
    )
    assert take(console, [raw]) == ["accepted"]
    events, _ = console.readings.read_log(1, 10)
    utc = (NOW - timedelta(hours=1)).isoformat(timespec="microseconds").replace("+00:00", "Z")
    assert events[0].time == utc


def test_a_later_reading_in_the_same_second_is_the_latest(console: Console) -> None:
    device = next(iter(DEVICES))

    def at(seq: int, time: datetime, voltage: float) -> bytes:
        return msgspec.json.encode(
            {
                "device": device,
                "time": time.isoformat(),
                "seq": seq,
                "readings": {"batteryVoltage": voltage},
            }
        )

    take(console, [at(1, NOW + timedelta(milliseconds=500), 3.5)])
    console.followers.run_once()
    take(console, [at(2, NOW, 3.1)])  # measured half a second before, sent after
    console.followers.run_once()
    row = console.store.query_one(
        "SELECT battery_voltage, last_seq FROM device_status WHERE device_id = ?",
        (DEVICES[device],),
    )
    assert row == {"battery_voltage": 3.5, "last_seq": 1}


def test_heartbeats_mark_gateways(console: Console) -> None:
    beat = msgspec.json.encode({"gateway": "gw-1", "time": NOW.isoformat()})
    assert take(console, [beat, beat]) == ["accepted", "duplicate"]
    console.followers.run_once()
    row = console.store.query_one("SELECT * FROM gateways WHERE gateway = 'gw-1'")
    assert row is not None
    assert row["heartbeats"] == 1


def test_ingest_keys_are_checked_by_digest_and_can_be_revoked(console: Console) -> None:
    key_id, key = console.readings.issue_key("gw-7", actor="admin")
    assert console.readings.gateway_of_key(key) == "gw-7"
    assert console.readings.gateway_of_key(key + "x") is None
    assert console.readings.gateway_of_key(None) is None
    console.readings.revoke_key(str(key_id), actor="admin")
    assert console.readings.gateway_of_key(key) is None
    console.followers.run_once()
    row = console.store.query_one("SELECT * FROM ingest_keys")
    assert row is not None
    assert row["revoked_at"] is not None
    assert key not in str(row)


finite = st.floats(min_value=0, max_value=100, allow_nan=False)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    seq=st.integers(0, 2**62),
    values=st.fixed_dictionaries(
        {},
        optional={
            "batteryVoltage": st.floats(0, 5, allow_nan=False),
            "humidity": finite,
            "peopleCounter": st.integers(0, 10**9),
            "range": st.floats(0, 10000, allow_nan=False),
            "location": st.fixed_dictionaries(
                {"longitude": st.floats(-180, 180), "latitude": st.floats(-90, 90)}
            ),
        },
    ),
)
def test_the_fast_encoding_reads_back_as_the_mapper_would(
    console: Console, seq: int, values: dict[str, object]
) -> None:
    raw = msgspec.json.encode(
        {"device": "id:6:00000000000A", "time": NOW.isoformat(), "seq": seq, "readings": values}
    )
    decoded = decode_message(raw)
    assert isinstance(decoded, ReadingMessage)
    stored = stored_reading(Reading.create_id("d1", seq), "d1", decoded, "test", NOW)
    event = console.readings.mapper.to_domain_event(stored)
    assert isinstance(event, Reading.Recorded)
    assert event.originator_id == Reading.create_id("d1", seq)
    assert event.seq == seq
    assert event.values == decoded.values
    assert event.timestamp == NOW
    reference = console.readings.mapper.to_stored_event(event)
    assert console.readings.mapper.to_domain_event(reference) == event
    fast = recorded_from(stored.originator_id, stored.state)
    assert fast == event and vars(fast) == vars(event)


fields = st.fixed_dictionaries(
    {},
    optional={
        "batteryVoltage": st.sampled_from([3.1, 3.4, 3.6]),
        "rssi": st.sampled_from([-110.0, -80.0, -60.0]),
        "range": st.sampled_from([20.0, 60.0, 110.0]),
        # A location is kept whole: one without an altitude hides an older one's.
        "location": st.sampled_from(
            [
                {"latitude": 1.29, "longitude": 103.85, "altitude": 15.0, "speed": 1.5},
                {"latitude": 1.3, "longitude": 103.86},
            ]
        ),
    },
).filter(bool)
readings = st.lists(
    st.tuples(
        st.sampled_from(sorted(DEVICES)[:3]),
        st.integers(0, 10_000),  # seq
        st.integers(0, 600),  # seconds into the stretch
        st.sampled_from([0, 500_000]),  # microseconds: times with and without a fraction
        fields,
    ),
    min_size=1,
    max_size=30,
)


@slow_examples(20)
@given(readings=readings, cuts=CUTS)
def test_device_status_followed_batch_by_batch_equals_a_replay(
    console: Console,
    readings: list[tuple[str, int, int, int, dict[str, Any]]],
    cuts: list[int],
) -> None:
    start = NOW - timedelta(hours=2)
    bodies = [
        msgspec.json.encode(
            {
                "device": device,
                "time": (start + timedelta(seconds=s, microseconds=us)).isoformat(),
                "seq": seq,
                "readings": values,
            }
        )
        for device, seq, s, us, values in readings
    ]
    # Sent in batches of random sizes, each folded before the next arrives.
    for sent_together in batches(bodies, cuts):
        take(console, list(sent_together))
        assert console.followers.wait(10, applications=["readings"])
    query = "SELECT * FROM device_status ORDER BY device_id"
    assert_rebuilt_as_followed(console, lambda c: c.store.query(query), ["readings"])
