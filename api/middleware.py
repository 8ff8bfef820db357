"""Request ids, access logs and safe default headers for every HTTP exchange."""

from __future__ import annotations

import re
import time
import uuid
from typing import Any

import structlog
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from api.periods import VIEWER_ZONE, viewer_zone

log = structlog.get_logger("api.access")
_VALID_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
]
# Scripts only from the console itself; Chakra's styles are injected inline; floor plans
# and photos are data URLs.
_CSP = (
    b"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';"
    b" img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self';"
    b" object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
)
# The schema viewer starts itself with an inline script.
_DOCS_CSP = _CSP.replace(b"script-src 'self'", b"script-src 'self' 'unsafe-inline'")


async def secure_headers(message: Message, scope: Scope) -> None:
    """Every answer, an unknown path's included (Litestar `before_send`): the content
    security policy, and no caching of API answers: they hold a tenant's data, which a
    shared cache or the next user of the browser must not get."""
    if message["type"] != "http.response.start":
        return
    headers = list(message.get("headers") or [])
    path: str = scope.get("path", "")
    docs = path.startswith("/api/schema")
    headers.extend(_HEADERS)
    headers.append((b"content-security-policy", _DOCS_CSP if docs else _CSP))
    named = {name.lower() for name, _ in headers}
    if path.startswith("/api/") and not docs and b"cache-control" not in named:
        headers.append((b"cache-control", b"no-store"))
    message["headers"] = headers


def request_context(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # type: ignore[comparison-overlap]
            await app(scope, receive, send)
            return
        incoming = dict(scope.get("headers") or []).get(b"x-request-id", b"").decode("latin-1")
        request_id = incoming if _VALID_ID.match(incoming) else uuid.uuid4().hex
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        VIEWER_ZONE.set(viewer_zone(scope.get("query_string", b"")))
        started = time.perf_counter()
        status: dict[str, Any] = {"code": 500}

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
                headers = list(message.get("headers") or [])
                headers.append((b"x-request-id", request_id.encode()))
                message = {**message, "headers": headers}  # type: ignore[typeddict-item]
            await send(message)

        try:
            await app(scope, receive, send_with_headers)
        finally:
            path: str = scope.get("path", "")
            if path.startswith("/api"):
                log.info(
                    "http.request",
                    method=scope.get("method"),
                    path=path,
                    status=status["code"],
                    duration_ms=round((time.perf_counter() - started) * 1000, 1),
                )
            structlog.contextvars.clear_contextvars()

    return middleware
