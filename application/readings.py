"""Readings: the high-volume sensor messages, in an event store of their own.

Messages are taken a batch at a time: every accepted reading, heartbeat and dead letter of
a batch is stored in one transaction, and a message already stored (same device and seq)
is answered as a duplicate instead of stored again.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

import msgspec
from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import StoredEvent
from eventsourcing.utils import get_topic

from application.base import ConsoleApplication, stored_event
from application.batch_recorder import BatchRecorder
from application.recent_log import RecentLog
from domain.errors import Conflict, NotFound
from domain.reading import DeadLetter, Heartbeat, IngestKey, Reading
from domain.sensor_message import (
    HeartbeatMessage,
    ReadingMessage,
    RejectedMessage,
    SensorMessage,
)

FOLLOW_BATCH = 1000  # notifications a follower reads at a time
Status = Literal["accepted", "duplicate", "rejected"]


@dataclass(frozen=True)
class Outcome:
    index: int
    status: Status
    reason: str | None = None


def key_digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def _iso(moment: datetime) -> str:
    # In UTC and always with microseconds: times of one zone and width sort as text.
    return moment.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def _unknown_device(message: ReadingMessage) -> RejectedMessage:
    """A reading from a device nobody registered, as the dead letter keeps it."""
    as_sent = {
        "device": message.device,
        "time": message.time.isoformat(),
        "seq": message.seq,
        "readings": message.values,
    }
    return RejectedMessage(
        reason=f"Unknown device {message.device}",
        payload=_encode(as_sent).decode(),
        device=message.device,
        seq=message.seq,
    )


_READING_TOPIC = get_topic(Reading)
_RECORDED_TOPIC = get_topic(Reading.Recorded)
_encode = msgspec.json.Encoder().encode


def stored_reading(
    reading_id: uuid.UUID,
    device_id: str,
    message: ReadingMessage,
    source: str,
    arrived: datetime,
) -> StoredEvent:
    """A `Reading.Recorded` in its stored form, written straight from the message.

    Readings are the one hot path, so this skips building an aggregate and the generic
    transcoder; the state is byte-for-byte what the application's mapper writes (a test
    decodes it with the mapper).
    """
    state = {
        "timestamp": {"_type_": "datetime_iso", "_data_": arrived.isoformat()},
        "originator_topic": _READING_TOPIC,
        "device_id": device_id,
        "identifier": message.device,
        "seq": message.seq,
        "time": _iso(message.time),
        "values": message.values,
        "source": source,
    }
    return StoredEvent(
        originator_id=reading_id,
        originator_version=1,
        topic=_RECORDED_TOPIC,
        state=_encode(state),
    )


class _StoredReading(msgspec.Struct):
    timestamp: dict[str, str]
    originator_topic: str
    device_id: str
    identifier: str
    seq: int
    time: str
    values: dict[str, Any]
    source: str


_decode_stored = msgspec.json.Decoder(_StoredReading).decode


def recorded_from(reading_id: uuid.UUID, state_bytes: bytes) -> Reading.Recorded:
    """The inverse of `stored_reading`, for followers that read readings by the thousand.

    The event is filled in directly rather than through its constructor, which checks
    each field and takes several times as long; the fields are the ones the class
    declares (a test compares the result with the mapper's).
    """
    state = _decode_stored(state_bytes)
    event: Reading.Recorded = object.__new__(Reading.Recorded)
    event.__dict__.update(
        originator_id=reading_id,
        originator_version=1,
        timestamp=datetime.fromisoformat(state.timestamp["_data_"]),
        originator_topic=state.originator_topic,
        device_id=state.device_id,
        identifier=state.identifier,
        seq=state.seq,
        time=state.time,
        values=state.values,
        source=state.source,
    )
    return event


class Readings(ConsoleApplication):
    name = "readings"

    def __init__(self, env: Any = None) -> None:
        super().__init__(env)
        self.batches = BatchRecorder(self)
        # The read tables and the rules follow this log; in one process they share reads.
        self.recent = RecentLog(keep=4 * FOLLOW_BATCH)

    def read_log(self, start: int, limit: int) -> tuple[list[Any], int]:
        """As for every application, but readings take the fast way back from storage,
        and a stretch another follower in this process has just read is not read again."""
        held = self.recent.get(start, limit)
        if held is not None:
            return held
        rows = self.batches.select_from(start, limit)
        if not rows:
            return [], start - 1
        events = [
            recorded_from(originator_id, state)
            if topic == _RECORDED_TOPIC
            else self.mapper.to_domain_event(stored_event((originator_id, version, topic, state)))
            for _, originator_id, version, topic, state in rows
        ]
        self.recent.put(start, [row[0] for row in rows], events)
        return events, rows[-1][0]

    def read_wanted(
        self, start: int, limit: int, wants: Callable[[type], bool] | None = None
    ) -> tuple[list[Any], int, int]:
        """As `read_log`: nearly all of this log is readings, which its followers want."""
        events, last = self.read_log(start, limit)
        return events, last, len(events)

    def leading_to(self, device_id: str, seq: int, count: int) -> list[Reading]:
        """The device's stored readings among the `count` sequence numbers up to `seq`,
        oldest first: what an issue's auditor reads to see how the condition came about.
        Read by id (a reading's id is made from its device and seq), not by scanning."""
        first = max(0, seq - count + 1)
        found = self.get_many([Reading.create_id(device_id, s) for s in range(first, seq + 1)])
        return sorted((r for r in found.values() if isinstance(r, Reading)), key=lambda r: r.seq)

    def take(
        self,
        messages: Sequence[SensorMessage],
        source: str,
        device_of: Callable[[str], str | None],
    ) -> list[Outcome]:
        """Stores a batch in one transaction; one answer per message, in order.

        `device_of` maps an identifier to a registered device. A message already stored
        (the same device and seq, or the same gateway and time) is a duplicate; a rejected
        one, or one from an unknown device, is kept as a dead letter.
        """
        outcomes: list[Outcome | None] = [None] * len(messages)
        events: list[Any] = []
        stored: list[StoredEvent] = []
        first: dict[uuid.UUID, int] = {}
        arrived = datetime.now(UTC)
        for i, message in enumerate(messages):
            if isinstance(message, HeartbeatMessage):
                beat = Heartbeat(gateway=message.gateway, time=_iso(message.time), source=source)
                if beat.id in first:
                    outcomes[i] = Outcome(i, "duplicate")
                    continue
                first[beat.id] = i
                events.extend(beat.collect_events())
                continue
            if isinstance(message, ReadingMessage):
                device_id = device_of(message.device)
                if device_id is not None:
                    reading_id = Reading.create_id(device_id, message.seq)
                    if reading_id in first:
                        outcomes[i] = Outcome(i, "duplicate")
                        continue
                    first[reading_id] = i
                    stored.append(stored_reading(reading_id, device_id, message, source, arrived))
                    continue
                message = _unknown_device(message)
            outcomes[i] = Outcome(i, "rejected", message.reason)
            events.extend(DeadLetter.of(message, source).collect_events())
        stored.extend(self.batches.mapper.to_stored_event(e) for e in events)
        inserted = self.batches.append_stored(stored)
        for aggregate_id, i in first.items():
            outcomes[i] = Outcome(i, "accepted" if aggregate_id in inserted else "duplicate")
        return [
            o if o is not None else Outcome(i, "rejected", "Not processed")
            for i, o in enumerate(outcomes)
        ]

    # Ingest keys -------------------------------------------------------------------

    def issue_key(self, gateway: str, actor: str, key: str | None = None) -> tuple[uuid.UUID, str]:
        """Answers the new key once; only its digest is stored."""
        key = key or secrets.token_urlsafe(32)
        digest = key_digest(key)
        try:
            self.repository.get(IngestKey.create_id(digest))
        except AggregateNotFoundError:
            aggregate = IngestKey(gateway=gateway, digest=digest, actor=actor)
            self.save(aggregate)
            return aggregate.id, key
        raise Conflict("That key is already issued")

    def revoke_key(self, key_id: str, actor: str) -> None:
        aggregate = self.load(IngestKey, key_id, "ingest key")
        aggregate.revoke(actor=actor)
        self.save(aggregate)

    def gateway_of_key(self, key: str | None) -> str | None:
        """The gateway a presented key belongs to, or None when unknown or revoked."""
        if not key:
            return None
        try:
            aggregate = self.load(IngestKey, IngestKey.create_id(key_digest(key)), "ingest key")
        except NotFound:
            return None
        if aggregate.revoked or not secrets.compare_digest(aggregate.digest, key_digest(key)):
            return None
        return aggregate.gateway
