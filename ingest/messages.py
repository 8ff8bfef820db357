"""The one wire format of sensor messages (docs/api.md, "Sensor messages"), and its decoder.

The decoder never raises for bad input: a message it cannot take becomes a
`RejectedMessage` with a reason fit for the HTTP reply and the dead-letter log, and with the
message kept as storable text. Every number and time is bounded here, where it is decoded,
so nothing the followers cannot store gets past the edge. Whether the device is known is
the caller's question.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct, field

from domain.feedback import AREAS
from domain.identifiers import identifier_error, normalise_identifier
from domain.reading import MAX_PAYLOAD_CHARS
from domain.sensor_message import (
    MAX_SEQ,
    HeartbeatMessage,
    ReadingMessage,
    RejectedMessage,
    SensorMessage,
    storable_device,
    storable_seq,
    storable_text,
)

MAX_BATCH = 1000
FUTURE_TOLERANCE = timedelta(minutes=5)
#: No sensor of the estate measured before this.
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
NUL_REFUSED = "Text may not contain NUL characters"

Aware = Annotated[datetime, Meta(tz=True)]
Count = Annotated[int, Meta(ge=0, le=MAX_SEQ)]
#: An area of inconvenience (domain/feedback.py); any other text is a rejection with its reason.
Area = Literal[AREAS]  # type: ignore[valid-type]


class Location(Struct, forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Degrees, metres above sea level, degrees from north, metres per second."""

    longitude: Annotated[float, Meta(ge=-180, le=180)]
    latitude: Annotated[float, Meta(ge=-90, le=90)]
    altitude: Annotated[float, Meta(ge=-500, le=10000)] | None = None
    heading: Annotated[float, Meta(ge=0, le=360)] | None = None
    speed: Annotated[float, Meta(ge=0, le=1000)] | None = None


class Readings(Struct, rename="camel", forbid_unknown_fields=True, omit_defaults=True, frozen=True):
    """Only the fields the sensor has; the bounds are what the hardware can report."""

    battery_voltage: Annotated[float, Meta(ge=0, le=5)] | None = None
    rssi: Annotated[float, Meta(ge=-150, le=0)] | None = None
    people_counter: Count | None = None
    pulse_counter: Count | None = None
    water_meter: Annotated[float, Meta(ge=0, le=1e12)] | None = None  # litres
    humidity: Annotated[float, Meta(ge=0, le=100)] | None = None  # % relative
    temperature: Annotated[float, Meta(ge=-40, le=85)] | None = None  # °C
    range_mm: Annotated[float, Meta(ge=0, le=10000)] | None = field(default=None, name="range")
    digital_input: Annotated[int, Meta(ge=0, le=65535)] | None = None
    proximity: Annotated[float, Meta(ge=0, le=100)] | None = None  # metres
    location: Location | None = None
    # A feedback press: 1 excellent … 5 very poor, and the areas the visitor named (a list
    # no longer than there are areas; one named twice is kept once).
    rating: Annotated[int, Meta(ge=1, le=5)] | None = None
    areas: Annotated[list[Area], Meta(max_length=len(AREAS))] | None = None


class Reading(Struct, forbid_unknown_fields=True, frozen=True):
    """A reading on the wire: `(device, seq)` names it."""

    device: Annotated[str, Meta(min_length=1, max_length=64)]
    time: Aware
    seq: Count
    readings: Readings


class Heartbeat(Struct, forbid_unknown_fields=True, frozen=True):
    gateway: Annotated[str, Meta(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9._:-]+$")]
    time: Aware


class _Probe(Struct):
    """Just enough of a message to know what it is and whose it is."""

    device: Any = None
    gateway: Any = None
    seq: Any = None


class _Batch(Struct, forbid_unknown_fields=True):
    messages: list[msgspec.Raw]


_encoder = msgspec.json.Encoder()
_probe = msgspec.json.Decoder(_Probe)
_reading = msgspec.json.Decoder(Reading)
_heartbeat = msgspec.json.Decoder(Heartbeat)
_batch = msgspec.json.Decoder(_Batch)
_UNREADABLE = (msgspec.DecodeError, RecursionError, UnicodeDecodeError)


def _why(error: Exception) -> str:
    if isinstance(error, RecursionError):
        return "Malformed JSON: nested too deeply"
    if isinstance(error, UnicodeDecodeError):
        return "Malformed JSON: not valid UTF-8 text"
    if isinstance(error, msgspec.ValidationError):
        return f"Invalid message: {error}"
    return f"Malformed JSON: {error}"


def decode_message(raw: bytes, now: datetime | None = None) -> SensorMessage:
    """One reading or heartbeat, or why it was rejected. `now` defaults to the clock."""
    if b"\\u0000" in raw or b"\x00" in raw:
        return _rejected(raw, NUL_REFUSED)
    try:
        # Most messages are good readings: decode them at once, and probe only on failure
        # (the probe finds out what the message meant to be, for a precise reason).
        return _checked(_reading.decode(raw), raw, now)
    except _UNREADABLE:
        pass
    try:
        probe = _probe.decode(raw)
    except _UNREADABLE as error:
        return _rejected(raw, _why(error))
    if probe.device is not None and probe.gateway is not None:
        return _rejected(raw, "A message has a device or a gateway, not both", probe)
    if probe.device is None and probe.gateway is None:
        reason = "Object missing required field `device` (or `gateway` in a heartbeat)"
        return _rejected(raw, reason, probe)
    message: Reading | Heartbeat
    try:
        message = _reading.decode(raw) if probe.device is not None else _heartbeat.decode(raw)
    except _UNREADABLE as error:
        return _rejected(raw, _why(error), probe)
    return _checked(message, raw, now)


def _rejected(raw: bytes, reason: str, probe: _Probe | None = None) -> RejectedMessage:
    return RejectedMessage(
        reason=reason,
        payload=storable_text(raw, MAX_PAYLOAD_CHARS),
        device=storable_device(probe.device) if probe else None,
        seq=storable_seq(probe.seq) if probe else None,
    )


def _checked(message: Reading | Heartbeat, raw: bytes, now: datetime | None) -> SensorMessage:
    """What a well-formed message must also satisfy: a valid identifier, a sane time."""
    probe = _Probe(device=getattr(message, "device", None), seq=getattr(message, "seq", None))
    if isinstance(message, Reading):
        problem = identifier_error(message.device)
        if problem is not None:
            return _rejected(raw, f"Invalid device identifier: {problem} - at `$.device`", probe)
    if message.time > (now or datetime.now(UTC)) + FUTURE_TOLERANCE:
        return _rejected(raw, "Time is more than 5 minutes in the future - at `$.time`", probe)
    if message.time < EARLIEST:
        return _rejected(raw, "Time is before 2000-01-01 - at `$.time`", probe)
    if isinstance(message, Heartbeat):
        return HeartbeatMessage(gateway=message.gateway, time=message.time)
    values = msgspec.to_builtins(message.readings)
    if "areas" in values:
        values["areas"] = list(dict.fromkeys(values["areas"]))  # an area named twice counts once
    return ReadingMessage(
        device=normalise_identifier(message.device),
        time=message.time,
        seq=message.seq,
        values=values,
    )


def split_batch(raw: bytes) -> list[bytes] | RejectedMessage:
    """The messages of an HTTP body `{"messages": [...]}` as received, or why it is unusable.

    Only the batch's own shape is read here; each message is decoded on its own, so one bad
    message never costs the good ones beside it, even one the decoder cannot skip over
    (nested too deeply, broken JSON): then the array is split by its brackets.
    """
    try:
        parts = [bytes(m) for m in _batch.decode(raw).messages]
    except _UNREADABLE as error:
        found = _split_by_brackets(raw)
        if found is None:
            return _rejected(raw, _why(error))
        parts = found
    if len(parts) > MAX_BATCH:
        return _rejected(raw, f"Invalid message: at most {MAX_BATCH} messages a batch")
    return parts


_ENVELOPE = re.compile(rb'\A\s*\{\s*"messages"\s*:\s*\[')
_END = re.compile(rb"\s*\}\s*\Z")
_STRUCTURE = re.compile(rb'[\\"\[\]{},]')


def _split_by_brackets(raw: bytes) -> list[bytes] | None:
    """The elements of the `messages` array, found by counting brackets outside strings, or
    None when the body is not `{"messages": [...]}` at all."""
    opening = _ENVELOPE.match(raw)
    if opening is None:
        return None
    parts: list[bytes] = []
    depth, in_text, escaped, start = 0, False, -1, opening.end()
    for match in _STRUCTURE.finditer(raw, opening.end()):
        char, at = match.group(), match.start()
        if in_text:
            if at == escaped:  # the character right after a backslash
                continue
            if char == b"\\":
                escaped = at + 1
            elif char == b'"':
                in_text = False
            continue
        if char == b'"':
            in_text = True
        elif char in b"[{":
            depth += 1
        elif char in b"]}" and depth:
            depth -= 1
        elif char == b"]":
            last = raw[start:at].strip()
            if last:
                parts.append(last)
            return parts if _END.match(raw, at + 1) else None
        elif char == b"," and not depth:
            parts.append(raw[start:at].strip())
            start = at + 1
    return None


def decode_batch(raw: bytes, now: datetime | None = None) -> list[SensorMessage]:
    """The HTTP body `{"messages": [...]}`, one answer per message in order."""
    parts = split_batch(raw)
    if isinstance(parts, RejectedMessage):
        return [parts]
    moment = now or datetime.now(UTC)
    return [decode_message(part, moment) for part in parts]


def encode_message(message: Reading | Heartbeat) -> bytes:
    return _encoder.encode(message)


def encode_batch(messages: list[Reading | Heartbeat]) -> bytes:
    return _encoder.encode({"messages": messages})
