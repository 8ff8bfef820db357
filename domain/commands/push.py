"""Commands on Web Push: subscribe a browser of the signed-in account, unsubscribe it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from domain.errors import REQUIRED, Violations
from domain.push import AUTH_BYTES, LANGUAGES, MAX_ENDPOINT_CHARS, P256DH_BYTES
from domain.webhook import URL_PATTERN, url_problem

#: Plain http only to this machine: a push service a test plays.
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")
_LOOPBACK = r"(127\.0\.0\.1|[lL][oO][cC][aA][lL][hH][oO][sS][tT]|\[::1\])"
#: A push service's address: a webhook's address (`URL_PATTERN`) over https, or over plain
#: http to this machine. The OpenAPI schema states it, and the check below keeps to it.
ENDPOINT_PATTERN = (
    "^("
    + URL_PATTERN[1:-1].replace("[sS]?://", "[sS]://", 1)
    + "|[hH][tT][tT][pP]://"
    + _LOOPBACK
    + URL_PATTERN[URL_PATTERN.index(r"\])") + 3 : -1]
    + ")$"
)
_ENDPOINT = re.compile(ENDPOINT_PATTERN)
#: The browser's keys, base64url: 87 characters are the point's 65 bytes, 22 the 16 of the
#: secret (with or without the padding).
P256DH_PATTERN = r"^[A-Za-z0-9_-]{87}=?$"
AUTH_PATTERN = r"^[A-Za-z0-9_-]{22}(==)?$"


def endpoint_problem(endpoint: str) -> str | None:
    """What keeps a text from being a push service's address, or None when it is one."""
    if not endpoint or not endpoint.strip():
        return REQUIRED
    if len(endpoint) > MAX_ENDPOINT_CHARS:
        return f"At most {MAX_ENDPOINT_CHARS} characters"
    problem = url_problem(endpoint)
    if problem is not None:
        return problem
    return None if _ENDPOINT.fullmatch(endpoint) else "Must begin with https://"


def key_problem(value: str, pattern: str, size: int) -> str | None:
    """What keeps a text from being a base64url key of `size` bytes, or None."""
    if not value:
        return REQUIRED
    return None if re.fullmatch(pattern, value) else f"Must be {size} bytes, base64url"


@dataclass(frozen=True, kw_only=True)
class SubscribePush:
    """The browser at `endpoint` told of the account's notifications, encrypted to its
    keys and worded in `language`."""

    account_id: str
    endpoint: str
    p256dh: str
    auth: str
    language: str = "en"

    def __repr__(self) -> str:
        # The endpoint is a capability: whoever holds it can push to the browser.
        return f"SubscribePush(account_id={self.account_id!r})"

    def check(self) -> None:
        """Every broken field rule at once (400)."""
        violations = Violations()
        problem = endpoint_problem(self.endpoint)
        if problem is not None:
            code = "required" if problem == REQUIRED else "invalid-url"
            violations.add("endpoint", problem, code)
        keys = (
            ("p256dh", self.p256dh, P256DH_PATTERN, P256DH_BYTES),
            ("auth", self.auth, AUTH_PATTERN, AUTH_BYTES),
        )
        for name, value, pattern, size in keys:
            problem = key_problem(value, pattern, size)
            if problem is not None:
                violations.add(f"keys.{name}", problem)
        if self.language not in LANGUAGES:
            violations.add("language", f"One of {', '.join(LANGUAGES)}", "unknown-kind")
        violations.raise_if_any()


@dataclass(frozen=True, kw_only=True)
class UnsubscribePush:
    """The account's browser at `endpoint` told no more."""

    account_id: str
    endpoint: str

    def __repr__(self) -> str:
        return f"UnsubscribePush(account_id={self.account_id!r})"

    def check(self) -> None:
        violations = Violations()
        if not self.endpoint:
            violations.add("endpoint", REQUIRED)
        elif len(self.endpoint) > MAX_ENDPOINT_CHARS:
            violations.add("endpoint", f"At most {MAX_ENDPOINT_CHARS} characters")
        violations.raise_if_any()
