"""Webhook: an address outside the console that hears of what happens in a company's estate
(or, registered by the system admin without a company, in the whole console), each message
signed with a secret the receiver shares.

The kinds a webhook may ask for are one table (`KINDS`); which event of the domain fires
which kind is another (`FIRED_BY`, `KIND_OF_ISSUE_TYPE`). A kind whose event or issue type
the domain does not have yet is declared all the same: it fires once that event exists.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
import uuid
from dataclasses import field
from typing import Any
from urllib.parse import urlsplit

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable

ISSUE_OPENED = "issue.opened"
ISSUE_RESOLVED = "issue.resolved"
ISSUE_ESCALATED = "issue.escalated"
DEVICE_OFFLINE = "device.offline"
#: Every kind a webhook may ask for, in the order the console lists them.
KINDS = (ISSUE_OPENED, ISSUE_RESOLVED, ISSUE_ESCALATED, DEVICE_OFFLINE)

#: Which event of an issue (by its class's qualified name) fires which kind.
FIRED_BY = {
    "Issue.Opened": ISSUE_OPENED,
    "Issue.Resolved": ISSUE_RESOLVED,
    "Issue.Escalated": ISSUE_ESCALATED,
}
#: An issue type that is a kind of its own: its opening fires that kind, not `issue.opened`.
KIND_OF_ISSUE_TYPE = {"device-offline": DEVICE_OFFLINE}

#: The header that carries the signature, and how its value begins.
SIGNATURE_HEADER = "X-Hygiene-Signature"
SIGNATURE_PREFIX = "sha256="
#: The header naming the delivery, the same on every attempt: a receiver drops repeats by it.
DELIVERY_HEADER = "X-Hygiene-Delivery"

MAX_URL_CHARS = 2000
_PORT = "([0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])"
_H16 = "[0-9A-Fa-f]{1,4}"
# An IPv6 address in its hexadecimal forms, none of them link-local (fe80::/10).
_IPV6 = (
    r"(?![fF][eE][89aAbB][0-9A-Fa-f]:)"
    rf"(({_H16}:){{7}}{_H16}|({_H16}:){{1,7}}:|({_H16}:){{1,6}}:{_H16}"
    rf"|({_H16}:){{1,5}}(:{_H16}){{1,2}}|({_H16}:){{1,4}}(:{_H16}){{1,3}}"
    rf"|({_H16}:){{1,3}}(:{_H16}){{1,4}}|({_H16}:){{1,2}}(:{_H16}){{1,5}}"
    rf"|{_H16}:(:{_H16}){{1,6}}|:((:{_H16}){{1,7}}|:))"
)
# A named host, or an IPv4 address not link-local (169.254/16, the cloud's metadata).
_NAME = r"(?!169\.254\.)[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.?"
# What RFC 3986 lets a path, query and fragment hold: a character of its own, or %XX.
_PCHAR = r"([A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})"
#: A webhook's address: http or https, a host, an optional port, and a path, query and
#: fragment of what a URI may hold; no user name or password. Every such address is a
#: URI to JSON Schema's `uri` format too, so the OpenAPI schema states both.
URL_PATTERN = (
    rf"^[hH][tT][tT][pP][sS]?://({_NAME}|\[{_IPV6}\])(:{_PORT})?"
    rf"(/({_PCHAR}|/)*)?(\?({_PCHAR}|[/?])*)?(#({_PCHAR}|[/?])*)?$"
)
_URL = re.compile(URL_PATTERN)
MIN_SECRET_CHARS = 16
MAX_SECRET_CHARS = 200


def kind_fired(event_name: str, issue_type: str | None = None) -> str | None:
    """The kind an issue's event fires (its class's qualified name), or None."""
    kind = FIRED_BY.get(event_name)
    if kind == ISSUE_OPENED and issue_type in KIND_OF_ISSUE_TYPE:
        return KIND_OF_ISSUE_TYPE[str(issue_type)]
    return kind


def signature(body: bytes, secret: str) -> str:
    """The value of `X-Hygiene-Signature`: `sha256=` and the hex HMAC-SHA256 of the body."""
    digest = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return SIGNATURE_PREFIX + digest


def signed_by(body: bytes, secret: str, header: str) -> bool:
    """Whether a signature header is the body's under this secret (in constant time): what a
    receiver checks."""
    return hmac.compare_digest(signature(body, secret).encode(), header.strip().encode())


def url_problem(url: str) -> str | None:
    """What keeps a text from being a webhook's address, or None when it is one: an http or
    https URL naming a host, with no credentials in it (they would show in every list)."""
    if not url or not url.strip():
        return "This field is required"
    if len(url) > MAX_URL_CHARS:
        return f"At most {MAX_URL_CHARS} characters"
    if url != url.strip() or any(ch.isspace() or ord(ch) < 32 or ord(ch) == 127 for ch in url):
        return "A URL has no spaces or control characters"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a port that is no number
    except ValueError:
        return "Not a valid URL"
    if parts.scheme.lower() not in ("http", "https"):
        return "Must begin with http:// or https://"
    if not parts.hostname:
        return "Must name a host"
    if parts.username is not None or parts.password is not None:
        return "Must not hold a user name or password: the signature proves the sender"
    return _host_problem(parts.hostname) or (None if _URL.fullmatch(url) else "Not a valid URL")


def _host_problem(host: str) -> str | None:
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        labels = host.removesuffix(".").split(".")
        return None if all(labels) else "Not a valid host name"
    # The cloud's instance metadata lives here: no message of the console goes there.
    return "Must not be a link-local address" if address.is_link_local else None


class Webhook(Deletable):
    """A company's webhook (`company_id` None: the console's, the system admin's)."""

    what = "webhook"

    class Registered(Aggregate.Created):
        company_id: str | None
        url: str
        kinds: list[str]
        actor: str
        # Needed to sign every message, so kept; never shown, logged or put in a repr.
        secret: str = field(repr=False)

    @event(Registered)
    def __init__(
        self, company_id: str | None, url: str, kinds: list[str], actor: str, secret: str
    ) -> None:
        self.company_id = company_id
        self.url = url
        self.kinds = list(kinds)
        self.secret = secret
        self.modified_by = actor

    def __repr__(self) -> str:
        return f"Webhook(id={self.id}, company_id={self.company_id}, url={self.url!r})"

    def hears(self, kind: str) -> bool:
        return not self.deleted and kind in self.kinds

    def signed(self, body: bytes) -> str:
        return signature(body, self.secret)


def event_id(originator_id: Any, originator_version: int) -> str:
    """A stable id of one domain event, the same for every webhook that hears of it."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"/events/{originator_id}/{originator_version}"))
