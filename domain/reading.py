"""What the sensors send, as events: readings, gateway heartbeats, dead letters, ingest keys.

Each reading is a one-event aggregate whose id is derived from `(device, seq)`, so storing a
message twice stores it once: the second insert finds its id taken.
"""

from __future__ import annotations

import uuid
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.errors import Conflict, Violations
from domain.sensor_message import (
    RejectedMessage,
    storable_device,
    storable_seq,
    storable_text,
)
from domain.validation import require_text

MAX_PAYLOAD_CHARS = 4000
MAX_REASON_CHARS = 500


class Reading(Aggregate):
    class Recorded(Aggregate.Created):
        device_id: str
        identifier: str
        seq: int
        time: str  # when the sensor measured, ISO-8601 UTC; `timestamp` is when it arrived
        values: dict[str, Any]
        source: str

    @staticmethod
    def create_id(device_id: str, seq: int) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/readings/{device_id}/{seq}")

    @event(Recorded)
    def __init__(
        self,
        device_id: str,
        identifier: str,
        seq: int,
        time: str,
        values: dict[str, Any],
        source: str,
    ) -> None:
        self.device_id = device_id
        self.identifier = identifier
        self.seq = seq
        self.time = time
        self.values = dict(values)
        self.source = source


class Heartbeat(Aggregate):
    """A gateway's sign of life; one per gateway and moment."""

    class Received(Aggregate.Created):
        gateway: str
        time: str
        source: str

    @staticmethod
    def create_id(gateway: str, time: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/heartbeats/{gateway}/{time}")

    @event(Received)
    def __init__(self, gateway: str, time: str, source: str) -> None:
        self.gateway = gateway
        self.time = time
        self.source = source


class DeadLetter(Aggregate):
    """A message that could not be taken, kept with the reason so nothing is silently lost.

    Whatever arrived, its stored form is always writable: the payload as text without NUL,
    the device and seq only when they fit their columns.
    """

    class Received(Aggregate.Created):
        source: str
        payload: str
        reason: str
        device: str | None
        seq: int | None

    @event(Received)
    def __init__(
        self, source: str, payload: str, reason: str, device: str | None, seq: int | None
    ) -> None:
        self.source = source
        self.payload = payload
        self.reason = reason
        self.device = device
        self.seq = seq

    @classmethod
    def of(cls, message: RejectedMessage, source: str) -> DeadLetter:
        return cls(
            source=source,
            payload=storable_text(message.payload, MAX_PAYLOAD_CHARS),
            reason=storable_text(message.reason, MAX_REASON_CHARS) or "Rejected",
            device=storable_device(message.device),
            seq=storable_seq(message.seq),
        )


class IngestKey(Aggregate):
    """A gateway's key to the HTTP intake; only a digest of the key is kept."""

    class Issued(Aggregate.Created):
        gateway: str
        digest: str
        actor: str

    class Revoked(Aggregate.Event):
        actor: str

    @staticmethod
    def create_id(digest: str) -> uuid.UUID:
        """Keys are looked up by the digest of what a gateway presents."""
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/ingest-keys/{digest}")

    @event(Issued)
    def __init__(self, gateway: str, digest: str, actor: str) -> None:
        violations = Violations()
        require_text(violations, "gateway", gateway)
        violations.raise_if_any()
        self.gateway = gateway.strip()
        self.digest = digest
        self.revoked = False
        self.modified_by = actor

    @event(Revoked)
    def revoke(self, actor: str) -> None:
        if self.revoked:
            raise Conflict("The key is already revoked")
        self.revoked = True
        self.modified_by = actor
