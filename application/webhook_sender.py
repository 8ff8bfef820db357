"""Sending webhook deliveries: each attempt that is due POSTed to its webhook, its outcome
recorded, in a thread of its own beside the followers.

The thread runs where the processes run (the followers' background loop starts and stops
it: `application.following.Runner`), so the embedded console sends too. It looks at the
read tables every `INTERVAL` for what has become due (retries, and what a restart left
waiting) and is woken at once for each delivery the scheduling process has just recorded.

Each attempt is recorded before its message goes out (`domain.delivery`): of two senders,
only the first to record an attempt sends it. A receiver that stalls holds the sender for
`TIMEOUT_SECONDS` at most, and never a follower. Every message carries `X-Hygiene-Delivery`,
the same on every attempt, so a receiver drops a repeat (an attempt whose outcome a crash
kept from being recorded is made again). The secret signs, and is never logged.
"""

from __future__ import annotations

import http.client
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol
from uuid import UUID

import structlog
from eventsourcing.persistence import IntegrityError

from application.alerts import Alerts
from application.metrics import DELIVERIES
from application.periodic import Periodic
from domain.delivery import STALE, Backoff, Delivery, Outcome
from domain.errors import NotFound
from domain.webhook import DELIVERY_HEADER, SIGNATURE_HEADER, Webhook

log = structlog.get_logger(__name__)

#: Seconds one exchange with a receiver may take.
TIMEOUT_SECONDS = 5.0
#: Seconds between looks at the read tables for what has become due.
INTERVAL = 1.0
#: Deliveries taken up a look.
BATCH = 50
USER_AGENT = "hygiene-console-webhooks/1"


@dataclass(frozen=True)
class Answer:
    """What an attempt met: the receiver's status code, or why there was none."""

    status_code: int | None
    error: str | None = None


#: Sends a body to a URL with headers, within a timeout.
Post = Callable[[str, bytes, Mapping[str, str], float], Answer]


class DueDeliveries(Protocol):
    """What the sender asks the read side (answered by `projections.queries.alerts`)."""

    def due_deliveries(self, now: str, limit: int) -> list[str]:
        """The deliveries whose next attempt is due by `now` (ISO time, UTC), oldest due
        first: waiting ones, and those whose attempt may have been interrupted."""
        ...


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    """A redirect is an answer like any other that is not 2xx: the address is its owner's to
    correct, and a signed message is never sent on somewhere else."""

    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


_OPENER = urllib.request.build_opener(_NoRedirects())


def post_json(url: str, body: bytes, headers: Mapping[str, str], timeout: float) -> Answer:
    """POSTs the body; the status code answered, or what kept any from coming."""
    request = urllib.request.Request(url, data=body, headers=dict(headers), method="POST")  # noqa: S310 - http(s) only, checked at registration
    try:
        with _OPENER.open(request, timeout=timeout) as response:
            return Answer(int(response.status))
    except urllib.error.HTTPError as error:
        error.close()
        return Answer(int(error.code))
    except urllib.error.URLError as error:
        return Answer(None, _said(error.reason))
    except (OSError, http.client.HTTPException, ValueError) as error:
        return Answer(None, _said(error))


def _said(error: object) -> str:
    kind = type(error).__name__ if isinstance(error, BaseException) else "Error"
    return f"{kind}: {error}"[:300]


def _now() -> datetime:
    return datetime.now(UTC)


def _iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


class WebhookSender(Periodic):
    name = "webhook"
    stop_timeout = TIMEOUT_SECONDS + 2  # the attempt under way ends first

    def __init__(
        self,
        alerts: Alerts,
        due: DueDeliveries,
        *,
        backoff: Backoff | None = None,
        post: Post = post_json,
        moved: Callable[[], object] = lambda: None,
        interval: float = INTERVAL,
    ) -> None:
        super().__init__(interval)
        self.alerts = alerts
        self.due = due
        self.backoff = backoff or Backoff()
        self.post = post
        self.moved = moved  # told after each record, so the read tables follow at once
        self._hinted: dict[str, None] = {}
        self._lock = threading.Lock()

    def wake(self, ids: Iterable[UUID | str] = ()) -> None:
        """Sends these deliveries (just recorded) without waiting for the next look."""
        with self._lock:
            self._hinted.update(dict.fromkeys(str(i) for i in ids))
        super().wake()

    def round(self) -> bool:
        return self.send_due() > 0

    # Sending -------------------------------------------------------------------------

    def send_due(self) -> int:
        """Makes every attempt due now (those it was woken for first); answers how many."""
        with self._lock:
            hinted, self._hinted = list(self._hinted), {}
        listed = self.due.due_deliveries(_iso(_now()), BATCH)
        made = 0
        for delivery_id in dict.fromkeys([*hinted, *listed]):
            if self.stopping:
                break
            made += self.send(delivery_id) is not None
        return made

    def send(self, delivery_id: str) -> Outcome | None:
        """Makes the delivery's next attempt if it is due; answers its outcome, or None
        when no attempt was made (not due, taken up by another sender, webhook deleted)."""
        delivery = self.alerts.get_delivery(delivery_id)
        if delivery is None or not delivery.due(_now(), STALE):
            return None
        webhook = self._webhook(delivery.webhook_id)
        if webhook is None:
            return None  # deleted: what was on its way to it is not sent
        if not delivery.attempt(self.backoff):
            return self._recorded(delivery, Answer(None, "interrupted"))  # that was its last
        try:
            self.alerts.save(delivery)
        except IntegrityError:
            return None  # another sender recorded this attempt first: it sends it
        body = delivery.body.encode()
        answer = self.post(webhook.url, body, _headers(delivery, webhook, body), TIMEOUT_SECONDS)
        delivery.conclude(answer.status_code, answer.error, self.backoff)
        return self._recorded(delivery, answer)

    def _webhook(self, webhook_id: str) -> Webhook | None:
        try:
            return self.alerts.get_webhook(webhook_id)
        except NotFound:
            return None

    def _recorded(self, delivery: Delivery, answer: Answer) -> Outcome:
        outcome = delivery.outcome
        assert outcome is not None
        try:
            self.alerts.save(delivery)
        except IntegrityError:
            # Judged interrupted by another sender meanwhile: its record stands.
            log.warning("webhook.outcome_not_recorded", delivery_id=str(delivery.id))
        DELIVERIES.labels(channel="webhook", outcome=outcome.value).inc()
        said = {
            "delivery_id": str(delivery.id),
            "webhook_id": delivery.webhook_id,
            "kind": delivery.kind,
            "attempt": delivery.attempts,
            "status_code": answer.status_code,
            "error": answer.error,
        }
        if outcome is Outcome.DELIVERED:
            log.info("webhook.delivered", **said)
        elif outcome is Outcome.FAILED:
            log.info("webhook.attempt_failed", **said, next_attempt_at=delivery.next_attempt_at)
        else:
            log.warning("webhook.dead_lettered", **said)
        self.moved()
        return outcome


def _headers(delivery: Delivery, webhook: Webhook, body: bytes) -> dict[str, str]:
    return {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": USER_AGENT,
        DELIVERY_HEADER: str(delivery.id),
        "X-Hygiene-Event": delivery.kind,
        SIGNATURE_HEADER: webhook.signed(body),
    }
