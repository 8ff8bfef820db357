"""Web Push: the browsers (phones) an account asked to be told on, which of them holds
each push endpoint, the record that one notification was pushed to one endpoint, and the
console's VAPID key, the one every push is signed with."""

from __future__ import annotations

import uuid

from eventsourcing.domain import Aggregate, event

#: The languages a push is worded in; the browser's own at subscribing.
LANGUAGES = ("en", "zh")
MAX_ENDPOINT_CHARS = 1000
#: The browser's keys, base64url: a P-256 point (65 bytes) and a 16-byte secret.
P256DH_BYTES = 65
AUTH_BYTES = 16


class PushSubscriptions(Aggregate):
    """One per account, made the first time it subscribes a browser: each endpoint with
    the keys its pushes are encrypted to and the language they are worded in."""

    class Started(Aggregate.Created):
        account_id: str

    class Subscribed(Aggregate.Event):
        endpoint: str
        p256dh: str
        auth: str
        language: str
        actor: str

    class Unsubscribed(Aggregate.Event):
        endpoint: str
        reason: str  # "account": asked to; "gone": the push service forgot it; "moved"
        actor: str

    @staticmethod
    def create_id(account_id: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/push-subscriptions/{account_id}")

    @event(Started)
    def __init__(self, account_id: str) -> None:
        self.account_id = account_id
        self.endpoints: dict[str, dict[str, str]] = {}

    def subscribe(self, endpoint: str, p256dh: str, auth: str, language: str, actor: str) -> None:
        """Records the endpoint; the same subscription again records nothing."""
        keys = {"p256dh": p256dh, "auth": auth, "language": language}
        if self.endpoints.get(endpoint) != keys:
            self._subscribed(endpoint, p256dh, auth, language, actor)

    @event(Subscribed)
    def _subscribed(self, endpoint: str, p256dh: str, auth: str, language: str, actor: str) -> None:
        self.endpoints[endpoint] = {"p256dh": p256dh, "auth": auth, "language": language}

    def unsubscribe(self, endpoint: str, reason: str, actor: str) -> bool:
        """Forgets the endpoint; answers whether it was there."""
        if endpoint not in self.endpoints:
            return False
        self._unsubscribed(endpoint, reason, actor)
        return True

    @event(Unsubscribed)
    def _unsubscribed(self, endpoint: str, reason: str, actor: str) -> None:
        self.endpoints.pop(endpoint, None)


class PushEndpoint(Aggregate):
    """Which account holds an endpoint: a browser signed in to another account moves it
    there, so the first account's notifications no longer reach that browser."""

    class Claimed(Aggregate.Created):
        endpoint: str
        account_id: str

    class Moved(Aggregate.Event):
        account_id: str

    @staticmethod
    def create_id(endpoint: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/push-endpoint/{endpoint}")

    @event(Claimed)
    def __init__(self, endpoint: str, account_id: str) -> None:
        self.endpoint = endpoint
        self.account_id = account_id

    @event(Moved)
    def move(self, account_id: str) -> None:
        self.account_id = account_id


class PushSent(Aggregate):
    """That a notification was pushed to one endpoint: looked for before pushing, so a
    batch tried again does not push what it had already sent."""

    class Sent(Aggregate.Created):
        notification_id: str
        endpoint: str

    @staticmethod
    def create_id(notification_id: str, endpoint: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/push-sent/{notification_id}/{endpoint}")

    @event(Sent)
    def __init__(self, notification_id: str, endpoint: str) -> None:
        self.notification_id = notification_id
        self.endpoint = endpoint


PUSH_KEY_ID = uuid.uuid5(uuid.NAMESPACE_URL, "/push-key")


class PushKey(Aggregate):
    """The console's own VAPID private key (PEM), made on first need when none is
    configured; replaced to rotate it. Never shown: only its public half leaves."""

    class Made(Aggregate.Created):
        pem: str

    class Replaced(Aggregate.Event):
        pem: str
        actor: str

    @staticmethod
    def create_id() -> uuid.UUID:
        return PUSH_KEY_ID

    @event(Made)
    def __init__(self, pem: str) -> None:
        self.pem = pem

    def __repr__(self) -> str:
        return "PushKey()"

    @event(Replaced)
    def replace(self, pem: str, actor: str) -> None:
        self.pem = pem
