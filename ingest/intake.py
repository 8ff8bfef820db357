"""The one way sensor messages come in, over HTTP and from JetStream alike.

`Intake.take` decodes each message on its own and hands the batch to the readings
application, which stores every accepted reading, heartbeat and dead letter of it in one
transaction; then the followers are woken.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import get_args

import prometheus_client as metrics

from application.readings import Outcome, Readings, Status
from domain.errors import ValidationFailed, Violation
from domain.sensor_message import RejectedMessage
from ingest.messages import decode_message, split_batch

#: Scraped at `/metrics` of whichever process takes the messages in.
MESSAGES = metrics.Counter(
    "hygiene_sensor_messages",
    "Sensor messages taken in, by the way they came (http, nats) and what became of them",
    ["source", "status"],
)


def counting(transport: str) -> None:
    """Every outcome of `transport` shown from the start, at 0: a rate needs the series
    before its first message."""
    for status in get_args(Status):
        MESSAGES.labels(source=transport, status=status)


def _transport(source: str) -> str:
    # "http:<gateway>" counts as "http": one series per way in, not per gateway.
    return source.partition(":")[0]


@dataclass
class Intake:
    readings: Readings
    #: The registered device of an identifier in its normal spelling, or None.
    device_of: Callable[[str], str | None]
    #: Called once a batch is stored (wakes the followers of the readings).
    stored: Callable[[], None] = lambda: None

    def take(self, bodies: Sequence[bytes], source: str) -> list[Outcome]:
        """Decodes and stores a batch of messages; one answer per message, in order."""
        now = datetime.now(UTC)
        outcomes = self.readings.take(
            [decode_message(body, now) for body in bodies], source, self.device_of
        )
        self.stored()
        for status, count in Counter(o.status for o in outcomes).items():
            MESSAGES.labels(source=_transport(source), status=status).inc(count)
        return outcomes

    def take_batch(self, body: bytes, source: str) -> list[Outcome]:
        """An HTTP batch `{"messages": [...]}`. A body that is not such a batch is kept
        as a dead letter and refused as a whole (ValidationFailed)."""
        parts = split_batch(body)
        if isinstance(parts, RejectedMessage):
            self.readings.take([parts], source, self.device_of)
            MESSAGES.labels(source=_transport(source), status="rejected").inc()
            raise ValidationFailed(
                [Violation("messages", parts.reason)],
                "The batch could not be read",
                code="malformed-body",
            )
        return self.take(parts, source)
