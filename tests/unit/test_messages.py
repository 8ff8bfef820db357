"""The sensor wire format: what a gateway may send, and why a message is turned away."""

from __future__ import annotations

import json
import string
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.device_state import SensorReading
from domain.identifiers import normalise_identifier
from domain.sensor_message import HeartbeatMessage, ReadingMessage, RejectedMessage
from ingest.messages import (
    MAX_BATCH,
    Heartbeat,
    Location,
    Reading,
    Readings,
    decode_batch,
    decode_message,
    encode_batch,
    encode_message,
    split_batch,
)
from tests.strategies import json_values as any_json

NOW = datetime(2026, 11, 21, 8, 20, tzinfo=UTC)
EXAMPLE: dict[str, Any] = {
    "device": "id:6:A1B2C3D4E5F6",
    "time": "2026-11-21T08:15:00Z",
    "seq": 1042,
    "readings": {
        "batteryVoltage": 3.61,
        "rssi": -71,
        "peopleCounter": 5,
        "pulseCounter": 2,
        "waterMeter": 1834.5,
        "humidity": 61.0,
        "temperature": 24.5,
        "range": 118,
        "digitalInput": 0,
        "proximity": 0.42,
    },
}


def raw(message: Any) -> bytes:
    return json.dumps(message).encode()


def with_readings(**fields: Any) -> bytes:
    return raw(dict(EXAMPLE, readings=fields))


def reason(decoded: object) -> str:
    assert isinstance(decoded, RejectedMessage), decoded
    return decoded.reason


def as_domain(message: Reading | Heartbeat) -> ReadingMessage | HeartbeatMessage:
    """What the edge hands the readings application for a valid wire message."""
    if isinstance(message, Heartbeat):
        return HeartbeatMessage(message.gateway, message.time)
    values = msgspec.to_builtins(message.readings)
    return ReadingMessage(normalise_identifier(message.device), message.time, message.seq, values)


def test_the_design_example_decodes() -> None:
    message = decode_message(raw(EXAMPLE), NOW)
    assert isinstance(message, ReadingMessage)
    assert (message.device, message.seq) == ("id:6:A1B2C3D4E5F6", 1042)
    assert message.time == datetime(2026, 11, 21, 8, 15, tzinfo=UTC)
    assert message.values == EXAMPLE["readings"]
    reading = SensorReading.of(message.time, message.values)
    assert (reading.battery_voltage, reading.water_meter, reading.range_mm) == (3.61, 1834.5, 118)
    assert reading.summary() == {"time": message.time.isoformat(), **EXAMPLE["readings"]}


def test_a_reading_carries_only_its_sensors_fields() -> None:
    message = decode_message(with_readings(range=40), NOW)
    assert isinstance(message, ReadingMessage)
    assert message.values == {"range": 40}


def test_a_location_may_come_with_the_readings() -> None:
    location = {"longitude": 103.85, "latitude": 1.29, "altitude": 15, "heading": 90, "speed": 0}
    message = decode_message(with_readings(location=location), NOW)
    assert isinstance(message, ReadingMessage)
    assert message.values == {"location": location}


def test_a_heartbeat_decodes() -> None:
    message = decode_message(b'{"gateway": "gw-01", "time": "2026-11-21T08:19:00+08:00"}', NOW)
    assert message == HeartbeatMessage("gw-01", datetime(2026, 11, 21, 0, 19, tzinfo=UTC))


def test_a_uuid_device_is_normalised_for_the_lookup() -> None:
    message = decode_message(raw(dict(EXAMPLE, device="UUID:3F2504E0-4F89-41D3-9A0C-0305E82C3301")))
    assert isinstance(message, ReadingMessage)
    assert message.device == "uuid:3f2504e0-4f89-41d3-9a0c-0305e82c3301"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (b'{"device": ', "Malformed JSON"),
        (b"\xff\xfe", "Malformed JSON"),
        (b'{"device": "\xff\xfe", "seq": 1}', "not valid UTF-8"),
        (raw(dict(EXAMPLE, device="id:6:A1B2C3\u0000D4E5F6")), "NUL"),
        (raw(dict(EXAMPLE, time="1999-12-31T23:59:59Z")), "before 2000-01-01"),
        (raw(dict(EXAMPLE, time="0001-01-01T00:00:00+01:00")), "before 2000-01-01"),
        (raw(dict(EXAMPLE, seq=2**63)), "at `$.seq`"),
        (b"[1, 2]", "Expected `object`, got `array`"),
        (raw(dict(EXAMPLE, seq="7")), "Expected `int`, got `str` - at `$.seq`"),
        (raw({k: v for k, v in EXAMPLE.items() if k != "seq"}), "missing required field `seq`"),
        (raw({"time": EXAMPLE["time"]}), "missing required field `device`"),
        (raw(dict(EXAMPLE, gateway="gw-1")), "not both"),
        (raw(dict(EXAMPLE, time="2026-11-21T08:15:00")), "timezone"),
        (raw(dict(EXAMPLE, time="yesterday")), "at `$.time`"),
        (raw(dict(EXAMPLE, seq=-1)), "at `$.seq`"),
        (raw(dict(EXAMPLE, device="id:6:ABC")), "MAC identifier should contain 12 characters"),
        (raw(dict(EXAMPLE, device="sensor-7")), "Invalid device identifier: Invalid format"),
        (with_readings(colour="red"), "unknown field `colour`"),
        (with_readings(batteryVoltage=5.1), "at `$.readings.batteryVoltage`"),
        (with_readings(batteryVoltage=-0.1), "at `$.readings.batteryVoltage`"),
        (with_readings(rssi=-151), "at `$.readings.rssi`"),
        (with_readings(rssi=1), "at `$.readings.rssi`"),
        (with_readings(humidity=100.5), "at `$.readings.humidity`"),
        (with_readings(temperature=-41), "at `$.readings.temperature`"),
        (with_readings(temperature=86), "at `$.readings.temperature`"),
        (with_readings(range=10001), "at `$.readings.range`"),
        (with_readings(proximity=101), "at `$.readings.proximity`"),
        (with_readings(peopleCounter=-1), "at `$.readings.peopleCounter`"),
        (with_readings(pulseCounter=1.5), "at `$.readings.pulseCounter`"),
        (with_readings(waterMeter=-0.5), "at `$.readings.waterMeter`"),
        (with_readings(location={"longitude": 200, "latitude": 0}), "longitude"),
        (b'{"gateway": "", "time": "2026-11-21T08:15:00Z"}', "at `$.gateway`"),
    ],
)
def test_a_bad_message_is_rejected_with_a_clear_reason(body: bytes, expected: str) -> None:
    assert expected in reason(decode_message(body, NOW))


def test_a_rejection_names_the_device_and_seq_when_it_can() -> None:
    rejected = decode_message(with_readings(humidity=120), NOW)
    assert isinstance(rejected, RejectedMessage)
    assert (rejected.device, rejected.seq) == ("id:6:A1B2C3D4E5F6", 1042)
    assert rejected.payload == with_readings(humidity=120).decode()


@pytest.mark.parametrize(
    "body",
    [
        raw(dict(EXAMPLE, seq=2**63, readings={"humidity": 120})),
        raw({"gateway": "gw", "time": "2026-11-21T08:15:00Z", "seq": 2**70}),
        raw(dict(EXAMPLE, device="x" * 500, readings={"humidity": 120})),
        raw(dict(EXAMPLE, device="id:6:\u0000")),
        b'{"device": "id:6:A1B2C3D4E5F6", "seq": 1, "x": "\xff\x00"}',
    ],
)
def test_a_rejection_keeps_only_what_can_be_stored(body: bytes) -> None:
    rejected = decode_message(body, NOW)
    assert isinstance(rejected, RejectedMessage)
    assert rejected.seq is None or 0 <= rejected.seq < 2**63
    assert rejected.device is None or (len(rejected.device) <= 64 and rejected.device.isprintable())
    assert "\x00" not in rejected.payload


def test_time_may_run_at_most_five_minutes_ahead() -> None:
    four = decode_message(raw(dict(EXAMPLE, time="2026-11-21T08:24:00Z")), NOW)
    six = decode_message(raw(dict(EXAMPLE, time="2026-11-21T08:26:00Z")), NOW)
    assert isinstance(four, ReadingMessage)
    assert "more than 5 minutes in the future" in reason(six)


def test_a_batch_answers_each_message_in_order() -> None:
    body = raw(
        {
            "messages": [
                EXAMPLE,
                {"gateway": "gw-1", "time": EXAMPLE["time"]},
                7,
                dict(EXAMPLE, readings={"humidity": -1}),
            ]
        }
    )
    answers = decode_batch(body, NOW)
    assert [type(a).__name__ for a in answers] == [
        "ReadingMessage",
        "HeartbeatMessage",
        "RejectedMessage",
        "RejectedMessage",
    ]


def test_a_message_the_decoder_cannot_skip_costs_only_itself() -> None:
    deep = b'{"device": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    body = (
        b'{"messages": ['
        + raw(EXAMPLE)
        + b", "
        + deep
        + b", {broken: yes}, "
        + raw(EXAMPLE)
        + b"]}"
    )
    answers = decode_batch(body, NOW)
    assert [type(a).__name__ for a in answers] == [
        "ReadingMessage",
        "RejectedMessage",
        "RejectedMessage",
        "ReadingMessage",
    ]
    assert "nested too deeply" in reason(answers[1])


@pytest.mark.parametrize(
    "body",
    [
        b"not json",
        b'{"messages": {}}',
        b'{"message": []}',
        b"[]",
        raw({"messages": [EXAMPLE] * (MAX_BATCH + 1)}),
    ],
)
def test_an_unusable_batch_is_one_rejection(body: bytes) -> None:
    answers = decode_batch(body, NOW)
    assert len(answers) == 1
    assert isinstance(answers[0], RejectedMessage)


def test_an_empty_batch_has_no_answers() -> None:
    assert decode_batch(b'{"messages": []}', NOW) == []


@settings(max_examples=300)
@given(st.binary(max_size=300))
def test_any_bytes_decode_or_are_rejected_with_a_reason(body: bytes) -> None:
    for answer in [decode_message(body, NOW), *decode_batch(body, NOW)]:
        assert isinstance(answer, ReadingMessage | HeartbeatMessage | RejectedMessage)
        if isinstance(answer, RejectedMessage):
            assert answer.reason
            assert "\x00" not in answer.payload


json_values = any_json(text=None, keys=None, items=4, members=4, leaves=20, infinite=True)
keys = st.sampled_from(["device", "gateway", "time", "seq", "readings", "range", "rssi"])


@given(st.dictionaries(keys, json_values, max_size=6) | json_values)
def test_any_json_decodes_or_is_rejected_with_a_reason(value: Any) -> None:
    for answer in [decode_message(raw(value), NOW), *decode_batch(raw({"messages": [value]}), NOW)]:
        assert isinstance(answer, ReadingMessage | HeartbeatMessage | RejectedMessage)
        if isinstance(answer, RejectedMessage):
            assert answer.reason


@given(st.lists(json_values, max_size=8))
def test_splitting_by_brackets_finds_each_message_as_sent(values: list[Any]) -> None:
    """The fallback split of a batch agrees with the decoder's, element for element."""
    from ingest.messages import _split_by_brackets

    parts = [raw(v) for v in values]
    body = b'{"messages": [' + b" , ".join(parts) + b"]}"
    assert _split_by_brackets(body) == parts == split_batch(body)


def test_deep_nesting_is_rejected_not_raised() -> None:
    deep = b"[" * 100_000 + b"]" * 100_000
    assert "nested too deeply" in reason(decode_message(b'{"device": ' + deep + b"}", NOW))
    batch = b'{"messages": [{"device": ' + deep + b"}]}"
    assert "nested too deeply" in reason(decode_batch(batch, NOW)[0])


def maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.none() | strategy


def floats(low: float, high: float) -> st.SearchStrategy[float]:
    return st.floats(low, high, allow_nan=False)


times = st.datetimes(
    # A day in: 2000-01-01 at +08:00 is still 1999 in UTC, which the intake refuses.
    min_value=datetime(2000, 1, 2),
    max_value=datetime(2100, 1, 1),
    timezones=st.sampled_from([UTC, timezone(timedelta(hours=8)), timezone(timedelta(hours=-5))]),
)
macs = st.text(string.digits + string.ascii_uppercase, min_size=12, max_size=12).map(
    lambda body: "id:6:" + body
)
uuids = st.uuids(version=4).map(lambda u: f"uuid:{u}")
valid_readings = st.builds(
    Reading,
    device=macs | uuids,
    time=times,
    seq=st.integers(0, 2**63 - 1),
    readings=st.builds(
        Readings,
        battery_voltage=maybe(floats(0, 5)),
        rssi=maybe(floats(-150, 0)),
        people_counter=maybe(st.integers(0, 10**9)),
        pulse_counter=maybe(st.integers(0, 10**9)),
        water_meter=maybe(floats(0, 1e9)),
        humidity=maybe(floats(0, 100)),
        temperature=maybe(floats(-40, 85)),
        range_mm=maybe(floats(0, 10000)),
        digital_input=maybe(st.integers(0, 65535)),
        proximity=maybe(floats(0, 100)),
        location=maybe(
            st.builds(
                Location,
                longitude=floats(-180, 180),
                latitude=floats(-90, 90),
                altitude=maybe(floats(-500, 10000)),
                heading=maybe(floats(0, 360)),
                speed=maybe(floats(0, 1000)),
            )
        ),
    ),
)
valid_heartbeats = st.builds(
    Heartbeat,
    gateway=st.text(string.ascii_letters + string.digits + "._:-", min_size=1, max_size=100),
    time=times,
)
FAR_FUTURE = datetime(2200, 1, 1, tzinfo=UTC)


@given(valid_readings | valid_heartbeats)
def test_a_valid_message_survives_encoding_and_decoding(message: Reading | Heartbeat) -> None:
    assert decode_message(encode_message(message), FAR_FUTURE) == as_domain(message)


@given(st.lists(valid_readings | valid_heartbeats, max_size=5))
def test_a_valid_batch_survives_encoding_and_decoding(messages: list[Reading | Heartbeat]) -> None:
    assert decode_batch(encode_batch(messages), FAR_FUTURE) == [as_domain(m) for m in messages]
