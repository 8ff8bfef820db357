"""Request ids, access logs and safe default headers for every HTTP exchange."""

from __future__ import annotations

import re
import time
import uuid
from typing import Any
from urllib.parse import parse_qs

import structlog
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from api.listing import VIEWER_OFFSET

log = structlog.get_logger("api.access")
_VALID_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
]


def _offset(query_string: bytes) -> int | None:
    """The caller's `utcOffsetMinutes`, when it is a whole number of a real time zone."""
    values = parse_qs(query_string.decode("latin-1")).get("utcOffsetMinutes", [])
    try:
        offset = int(values[-1]) if values else None
    except ValueError:
        return None
    return offset if offset is not None and -720 <= offset <= 840 else None


def request_context(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # type: ignore[comparison-overlap]
            await app(scope, receive, send)
            return
        incoming = dict(scope.get("headers") or []).get(b"x-request-id", b"").decode("latin-1")
        request_id = incoming if _VALID_ID.match(incoming) else uuid.uuid4().hex
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        VIEWER_OFFSET.set(_offset(scope.get("query_string", b"")))
        started = time.perf_counter()
        status: dict[str, Any] = {"code": 500}

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
                headers = list(message.get("headers") or [])
                headers.append((b"x-request-id", request_id.encode()))
                headers.extend(_HEADERS)
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
