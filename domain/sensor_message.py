"""What a gateway sends, once decoded and checked at the edge: the readings application's
input. The wire format itself (docs/api.md, "Sensor messages") is the intake's business."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

# A sequence number is a BIGINT wherever it is stored.
MAX_SEQ = 2**63 - 1


@dataclass(frozen=True, slots=True)
class ReadingMessage:
    """A sensor's reading. `(device, seq)` names it: a repeat is a duplicate."""

    device: str  # the identifier, in its normal spelling
    time: datetime  # when the sensor measured, with its offset
    seq: int
    values: dict[str, Any]  # only the fields the sensor has, under their wire names


@dataclass(frozen=True, slots=True)
class HeartbeatMessage:
    """A gateway's sign of life."""

    gateway: str
    time: datetime


@dataclass(frozen=True, slots=True)
class RejectedMessage:
    """A message that cannot be taken, kept as a dead letter with the reason.

    `payload` is the message as received, as text that can always be stored; `device` and
    `seq` are what could be read of it, when they are fit to store.
    """

    reason: str
    payload: str
    device: str | None = None
    seq: int | None = None


SensorMessage = ReadingMessage | HeartbeatMessage | RejectedMessage


def storable_text(raw: bytes | str, limit: int) -> str:
    """Any input as text a database column takes: invalid UTF-8 replaced, NUL replaced
    (PostgreSQL text cannot hold it), cut to `limit` characters."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    return text[:limit].replace("\x00", "\ufffd")


def storable_device(value: Any) -> str | None:
    """An identifier read from a rejected message, if it is plain text of sane length."""
    if isinstance(value, str) and 0 < len(value) <= 64 and value.isprintable():
        return value
    return None


def storable_seq(value: Any) -> int | None:
    """A sequence number read from a rejected message, if it fits where seqs are stored."""
    if type(value) is int and 0 <= value <= MAX_SEQ:
        return value
    return None
