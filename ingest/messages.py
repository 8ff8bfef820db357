"""The one wire format of sensor messages (DESIGN.md "Sensor messages"), and its decoder.

The decoder never raises for bad input: a message it cannot take becomes a `Rejected`
with a reason fit for the HTTP reply and the dead-letter log. It checks shape and physical
ranges only; whether the device is known is the caller's question.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated, Any

import msgspec
from msgspec import Meta, Struct, field

from domain.device_state import SensorReading
from domain.identifiers import identifier_error, normalise_identifier

MAX_BATCH = 1000
FUTURE_TOLERANCE = timedelta(minutes=5)
_MAX_INT = 2**63 - 1

Aware = Annotated[datetime, Meta(tz=True)]
Count = Annotated[int, Meta(ge=0, le=_MAX_INT)]


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


class Reading(Struct, forbid_unknown_fields=True, frozen=True):
    """`(device, seq)` names a message: a repeat is a duplicate, not a second reading."""

    device: Annotated[str, Meta(min_length=1, max_length=64)]
    time: Aware
    seq: Count
    readings: Readings

    def sensor_reading(self) -> SensorReading:
        r = self.readings
        return SensorReading(
            time=self.time,
            battery_voltage=r.battery_voltage,
            rssi=r.rssi,
            people_counter=r.people_counter,
            pulse_counter=r.pulse_counter,
            water_meter=r.water_meter,
            humidity=r.humidity,
            temperature=r.temperature,
            range_mm=r.range_mm,
            digital_input=r.digital_input,
            proximity=r.proximity,
        )


class Heartbeat(Struct, forbid_unknown_fields=True, frozen=True):
    gateway: Annotated[str, Meta(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9._:-]+$")]
    time: Aware


class Rejected(Struct, frozen=True):
    """A message not taken. `index` is its place in a batch; in `decode_batch`'s answer an
    entry with index None means the body as a whole was unusable."""

    reason: str
    index: int | None = None
    device: str | None = None
    seq: int | None = None


Decoded = Reading | Heartbeat
DecodedOrRejected = Reading | Heartbeat | Rejected


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


def _why(error: Exception) -> str:
    if isinstance(error, RecursionError):
        return "Malformed JSON: nested too deeply"
    if isinstance(error, msgspec.DecodeError) and not isinstance(error, msgspec.ValidationError):
        return f"Malformed JSON: {error}"
    return f"Invalid message: {error}"


def decode_message(
    raw: bytes, now: datetime | None = None, index: int | None = None
) -> DecodedOrRejected:
    """One reading or heartbeat, or why it was rejected. `now` defaults to the clock."""
    try:
        # Most messages are good readings: decode them at once, and probe only on failure
        # (the probe finds out what the message meant to be, for a precise reason).
        return _checked(_reading.decode(raw), now, index)
    except (msgspec.DecodeError, RecursionError):
        pass
    try:
        probe = _probe.decode(raw)
    except (msgspec.DecodeError, RecursionError) as error:
        return Rejected(_why(error), index)
    device = probe.device if isinstance(probe.device, str) else None
    seq = probe.seq if type(probe.seq) is int else None

    def reject(reason: str) -> Rejected:
        return Rejected(reason, index, device, seq)

    if probe.device is not None and probe.gateway is not None:
        return reject("A message has a device or a gateway, not both")
    if probe.device is None and probe.gateway is None:
        return reject("Object missing required field `device` (or `gateway` in a heartbeat)")
    message: Decoded
    try:
        message = _reading.decode(raw) if probe.device is not None else _heartbeat.decode(raw)
    except (msgspec.DecodeError, RecursionError) as error:
        return reject(_why(error))
    return _checked(message, now, index)


def _checked(message: Decoded, now: datetime | None, index: int | None) -> DecodedOrRejected:
    """What a well-formed message must also satisfy: a valid identifier, a sane time."""
    if isinstance(message, Reading):
        problem = identifier_error(message.device)
        if problem is not None:
            reason = f"Invalid device identifier: {problem} - at `$.device`"
            return Rejected(reason, index, message.device, message.seq)
        message = msgspec.structs.replace(message, device=normalise_identifier(message.device))
    if message.time > (now or datetime.now(UTC)) + FUTURE_TOLERANCE:
        reason = "Time is more than 5 minutes in the future - at `$.time`"
        if isinstance(message, Reading):
            return Rejected(reason, index, message.device, message.seq)
        return Rejected(reason, index)
    return message


def split_batch(raw: bytes) -> list[bytes] | Rejected:
    """The messages of an HTTP body `{"messages": [...]}` as received, or why it is unusable."""
    try:
        batch = _batch.decode(raw)
    except (msgspec.DecodeError, RecursionError) as error:
        return Rejected(_why(error))
    if len(batch.messages) > MAX_BATCH:
        return Rejected(f"Invalid message: at most {MAX_BATCH} messages a batch")
    return [bytes(m) for m in batch.messages]


def decode_batch(raw: bytes, now: datetime | None = None) -> list[DecodedOrRejected]:
    """The HTTP body `{"messages": [...]}`, one answer per message in order."""
    parts = split_batch(raw)
    if isinstance(parts, Rejected):
        return [parts]
    moment = now or datetime.now(UTC)
    return [decode_message(part, moment, i) for i, part in enumerate(parts)]


def encode_message(message: Decoded) -> bytes:
    return _encoder.encode(message)


def encode_batch(messages: list[Decoded]) -> bytes:
    return _encoder.encode({"messages": messages})
