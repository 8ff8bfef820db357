"""Pushing notifications to the staff's phones: each notification of a kind in `PUSHED`
goes by Web Push to every browser its recipient subscribed (`/api/push/subscriptions`);
in the console it is shown all the same, the fallback where a browser cannot be pushed to.

A process of the issues log replying in the alerts application, as the alert mails are
(`application.alert_mails`): a push is sent, then recorded as sent (`PushSent`, one a
notification and endpoint), and the position saved, so a restart goes on after the last
one sent and a batch tried again skips what it had sent. The push service forgetting an
endpoint (404, 410) forgets the subscription; any other failure is tried `len(BACKOFF)`
more times, then given up (logged and counted): the follower never stops for a phone.
Each push is encrypted to the browser's keys and signed with the console's VAPID key
(`Alerts.push_key`), which is never logged.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from contextlib import suppress
from datetime import UTC, datetime, timedelta
from enum import Enum
from functools import singledispatchmethod
from typing import Any
from urllib.parse import urlsplit

import requests
import structlog
from eventsourcing.persistence import IntegrityError
from pywebpush import WebPushException, webpush

from application.alert_mails import KIND_NAMES
from application.alerts import Alerts
from application.metrics import DELIVERIES
from application.process import Process, Reply
from application.push_keys import VapidKey
from application.push_text import payload
from domain.notification import ISSUE_OPENED, Notification
from domain.push import PushSent

log = structlog.get_logger(__name__)

#: The kinds pushed: a new issue, told to the staff concerned.
PUSHED = frozenset({ISSUE_OPENED})
#: A notification older than this by its turn (a restart long after) is not pushed.
FRESH_FOR = timedelta(hours=6)
#: Seconds waited before each further try of a push that failed.
BACKOFF: tuple[float, ...] = (0.5, 2.0)
#: Seconds one exchange with a push service may take.
TIMEOUT_SECONDS = 5.0
#: How long a push service keeps a push for a phone that is off, in seconds.
TTL_SECONDS = 12 * 3600


class Outcome(Enum):
    SENT = "sent"
    GONE = "gone"  # the push service no longer knows the endpoint
    FAILED = "failed"


#: Sends one push: (endpoint and keys, JSON text, key, subject) → the service's answer.
Push = Callable[[Mapping[str, Any], str, VapidKey, str], None]


def web_push(subscription: Mapping[str, Any], data: str, key: VapidKey, subject: str) -> None:
    """Encrypts and POSTs; raises `WebPushException` on an answer above 202."""
    webpush(
        subscription_info=dict(subscription),
        data=data,
        vapid_private_key=key.signer(),
        vapid_claims={"sub": subject},  # a fresh dict: the call adds `aud` and `exp`
        ttl=TTL_SECONDS,
        timeout=TIMEOUT_SECONDS,
        headers={"Urgency": "high"},
    )


class PushSender(Process):
    name = "push-sender"
    upstream = ("issues",)
    named_tracking = True

    def __init__(
        self,
        alerts: Alerts,
        configured_key: str | None,
        subject: str,
        push: Push = web_push,
        backoff: tuple[float, ...] = BACKOFF,
    ) -> None:
        super().__init__(alerts)
        self.alerts = alerts
        self.configured_key = configured_key
        self.subject = subject
        self.push = push
        self.backoff = backoff
        self._key: VapidKey | None = None

    def react(self, events: Any, reply: Reply) -> None:
        self._key = None  # asked once a batch: a rotated key is used from the next
        super().react(events, reply)

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """Only notifications are pushed (the rest of the log is passed over undecoded)."""

    @policy.register
    def _(self, event: Notification.Sent, reply: Reply) -> None:
        if event.type not in PUSHED or event.timestamp < datetime.now(UTC) - FRESH_FOR:
            return
        endpoints = self.alerts.push_endpoints(event.recipient_id)
        notification_id = str(event.originator_id)
        for endpoint, keys in endpoints.items():
            if self.alerts.recorded(PushSent.create_id(notification_id, endpoint)):
                continue
            data = json.dumps(payload(event, keys.get("language", "en"), KIND_NAMES))
            subscription = {"endpoint": endpoint, "keys": {k: keys[k] for k in ("p256dh", "auth")}}
            outcome = self._tried(subscription, data)
            DELIVERIES.labels(channel="push", outcome=outcome.value).inc()
            if outcome is Outcome.SENT:
                with suppress(IntegrityError):  # another runner pushed it in the same moment
                    self.alerts.save(PushSent(notification_id, endpoint))
            elif outcome is Outcome.GONE:
                self.alerts.push_gone(event.recipient_id, endpoint)
            log.info(
                "push." + outcome.value,
                account_id=event.recipient_id,
                notification_id=notification_id,
                service=urlsplit(endpoint).hostname,  # the endpoint itself is a capability
            )

    def _tried(self, subscription: Mapping[str, Any], data: str) -> Outcome:
        """Pushed, with a try more after each pause of the backoff while it fails."""
        for pause in (*self.backoff, None):
            try:
                self.push(subscription, data, self.key(), self.subject)
                return Outcome.SENT
            except WebPushException as problem:
                status = problem.response.status_code if problem.response is not None else None
                if status in (404, 410):
                    return Outcome.GONE
                log.warning("push.try_failed", status=status)
            except (requests.RequestException, OSError) as problem:
                log.warning("push.try_failed", error=type(problem).__name__)
            except ValueError:
                # Keys of the right length that are no point of the curve: no push can ever
                # be encrypted to them, so the subscription goes as a gone one does.
                log.warning("push.keys_unusable")
                return Outcome.GONE
            if pause is not None:
                time.sleep(pause)
        return Outcome.FAILED

    def key(self) -> VapidKey:
        if self._key is None:
            self._key = self.alerts.push_key(self.configured_key)
        return self._key

    def forget(self) -> None:
        self._key = None
