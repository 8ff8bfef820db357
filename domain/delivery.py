"""Delivery: one event on its way to one webhook, attempted until the receiver takes it
(any 2xx answer) or the attempts run out (dead-lettered).

Scheduled → (Attempted → Failed)* → Attempted → Delivered | DeadLettered. An attempt is
recorded before its message is sent, so two senders never send the same attempt (the second
record of it conflicts), and one whose outcome was never recorded (the sender stopped in
between) counts as failed when the delivery is next taken up. The body is kept as it was
first made, so every attempt sends the same bytes under the same signature.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.clock import event_time

#: An attempt with no outcome for this long was interrupted (its sender stopped): far longer
#: than a sender waits for an answer.
STALE = timedelta(seconds=60)
#: What an attempt whose outcome was never recorded is said to have met.
INTERRUPTED = "No outcome was recorded: the sender stopped while sending"


class Outcome(StrEnum):
    SENDING = "sending"  # attempted, no outcome yet
    DELIVERED = "delivered"
    FAILED = "failed"  # to be tried again
    DEAD_LETTERED = "dead-lettered"  # tried for the last time


@dataclass(frozen=True)
class Backoff:
    """When a failed delivery is tried again: `first` after the first failure, twice as long
    after each next one, never longer than `longest`; `attempts` in all, then dead-lettered."""

    attempts: int = 8
    first: timedelta = timedelta(seconds=30)
    longest: timedelta = timedelta(hours=1)

    def delay(self, failed: int) -> timedelta:
        """The wait after the `failed`-th failed attempt (1 the first)."""
        doubled = self.first.total_seconds() * 2.0 ** min(max(failed, 1) - 1, 64)
        return timedelta(seconds=min(doubled, self.longest.total_seconds()))

    def waits(self) -> list[timedelta]:
        """The wait before each attempt after the first."""
        return [self.delay(n) for n in range(1, self.attempts)]


def delivery_id(webhook_id: Any, event_id: str) -> uuid.UUID:
    """The one delivery of an event to a webhook: its id is `X-Hygiene-Delivery`."""
    return uuid.uuid5(uuid.NAMESPACE_URL, f"/webhook-deliveries/{webhook_id}/{event_id}")


def answered(status_code: int | None) -> bool:
    """Whether an answer means the receiver took the message."""
    return status_code is not None and 200 <= status_code < 300


class Delivery(Aggregate):
    class Scheduled(Aggregate.Created):
        webhook_id: str
        company_id: str | None
        event_id: str
        kind: str
        body: str

    class Attempted(Aggregate.Event):
        attempt: int

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Delivery)
            aggregate.attempts = self.attempt
            aggregate.attempted_at = self.timestamp
            aggregate.outcome = Outcome.SENDING

    class Delivered(Aggregate.Event):
        attempt: int
        status_code: int

    class Failed(Aggregate.Event):
        attempt: int
        status_code: int | None
        error: str | None
        next_attempt_at: datetime

    class DeadLettered(Aggregate.Event):
        attempt: int
        status_code: int | None
        error: str | None

    @event(Scheduled)
    def __init__(
        self, webhook_id: str, company_id: str | None, event_id: str, kind: str, body: str
    ) -> None:
        self.webhook_id = webhook_id
        self.company_id = company_id
        self.event_id = event_id
        self.kind = kind
        self.body = body
        self.attempts = 0
        self.attempted_at: datetime | None = None
        self.outcome: Outcome | None = None  # None: waiting for its first attempt
        self.next_attempt_at: datetime | None = self.created_on

    @classmethod
    def schedule(
        cls, webhook_id: str, company_id: str | None, event_id: str, kind: str, body: str
    ) -> Delivery:
        return cls._create(
            cls.Scheduled,
            id=delivery_id(webhook_id, event_id),
            webhook_id=webhook_id,
            company_id=company_id,
            event_id=event_id,
            kind=kind,
            body=body,
        )

    @property
    def finished(self) -> bool:
        return self.outcome in (Outcome.DELIVERED, Outcome.DEAD_LETTERED)

    def due(self, now: datetime, stale: timedelta) -> bool:
        """Whether an attempt may be made now: one is due, or the one made has had no
        outcome for longer than `stale` (its sender stopped)."""
        if self.finished:
            return False
        if self.outcome is Outcome.SENDING:
            return self.attempted_at is not None and self.attempted_at + stale <= now
        return self.next_attempt_at is not None and self.next_attempt_at <= now

    def attempt(self, backoff: Backoff) -> bool:
        """Records the next attempt, an interrupted one first judged failed; False when that
        judgement used the last attempt (the delivery is dead-lettered, nothing to send)."""
        if self.outcome is Outcome.SENDING:
            self.conclude(None, INTERRUPTED, backoff)
            if self.finished:
                return False
        self.trigger_event(self.Attempted, attempt=self.attempts + 1)
        return True

    def conclude(self, status_code: int | None, error: str | None, backoff: Backoff) -> Outcome:
        """Records what the attempt under way met: delivered on a 2xx answer; otherwise
        tried again after the backoff's wait, or dead-lettered after its last attempt."""
        if self.outcome is not Outcome.SENDING:
            raise ValueError("no attempt is under way")
        if answered(status_code):
            assert status_code is not None
            self._delivered(self.attempts, status_code)
        elif self.attempts >= backoff.attempts:
            self._dead_lettered(self.attempts, status_code, error)
        else:
            wait = backoff.delay(self.attempts)
            self._failed(self.attempts, status_code, error, event_time() + wait)
        assert self.outcome is not None
        return self.outcome

    @event(Delivered)
    def _delivered(self, attempt: int, status_code: int) -> None:
        self.outcome = Outcome.DELIVERED
        self.next_attempt_at = None

    @event(Failed)
    def _failed(
        self, attempt: int, status_code: int | None, error: str | None, next_attempt_at: datetime
    ) -> None:
        self.outcome = Outcome.FAILED
        self.next_attempt_at = next_attempt_at

    @event(DeadLettered)
    def _dead_lettered(self, attempt: int, status_code: int | None, error: str | None) -> None:
        self.outcome = Outcome.DEAD_LETTERED
        self.next_attempt_at = None
