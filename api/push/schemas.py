"""Web Push bodies: a browser's subscription as `PushSubscription.toJSON()` gives it, with
the language it is to be told in, and the console's public key."""

from __future__ import annotations

from typing import Annotated

from api.body_bounds import named, text
from api.schema import Body, Out
from domain.commands.push import AUTH_PATTERN, ENDPOINT_PATTERN, P256DH_PATTERN
from domain.push import LANGUAGES, MAX_ENDPOINT_CHARS


class PushKeysBody(Body):
    """The browser's P-256 point (65 bytes) and auth secret (16 bytes), base64url."""

    p256dh: Annotated[str, text(88, P256DH_PATTERN, least=87)]
    auth: Annotated[str, text(24, AUTH_PATTERN, least=22)]


class SubscriptionBody(Body):
    """`endpoint`: the push service's https address for this browser; `expirationTime` is
    taken and not used; `language`: what the pushes are worded in (English by default)."""

    endpoint: Annotated[str, text(MAX_ENDPOINT_CHARS, ENDPOINT_PATTERN, form="uri")]
    keys: PushKeysBody
    expiration_time: float | None = None
    language: Annotated[str, named(LANGUAGES)] = "en"

    def __repr__(self) -> str:
        # The endpoint is a capability: whoever holds it can push to the browser.
        return "SubscriptionBody()"


class EndpointBody(Body):
    endpoint: Annotated[str, text(MAX_ENDPOINT_CHARS, None, form="uri")]

    def __repr__(self) -> str:
        return "EndpointBody()"


class PushKeyOut(Out):
    """`publicKey`: the console's VAPID public key, base64url, as
    `pushManager.subscribe` takes it for `applicationServerKey`."""

    public_key: str
