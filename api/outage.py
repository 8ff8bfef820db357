"""Calls answer within their bound while the storage is stalled or gone (docs/api.md).

Every `/api` call that may need the storage passes the gate: while the breaker is open it
answers 503 at once. Otherwise the call runs, and if it has not begun to answer within
`DEADLINE_SECONDS` the breaker asks the storage: when the storage answers, the call is only
slow and goes on (up to `CAP_SECONDS`); when it does not, the call answers 503 now. Its
work is cancelled if it has not begun (a worker thread already waiting on the storage
finishes when the storage comes back, its answer dropped). An error that says the storage
is away answers 503 too. Each 503 carries `Retry-After` and the API's error body.

Health, metrics and the schema answer from memory and never wait here.
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
import structlog
from litestar import Request, Response
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from api.breaker import Breaker
from api.errors import error_body, handle_unexpected
from storage.errors import STORAGE_ERRORS, storage_away

log = structlog.get_logger(__name__)

#: How long a call may take before the storage is asked whether it still answers; with
#: the probe's second, every call has answered or been refused within five seconds.
DEADLINE_SECONDS = 2.5
#: However well the storage answers its probe, a call that has not begun to answer by then
#: never will in time to be of use (a lock that is not let go, say): it is dropped too.
CAP_SECONDS = 60.0
UNAVAILABLE = "The console's storage is not answering; please try again shortly"
_UNGATED = ("/api/health", "/api/schema")


def unavailable_answer(breaker: Breaker) -> Response[Any]:
    return Response(
        error_body(UNAVAILABLE, code="unavailable"),
        status_code=503,
        headers={"Retry-After": str(breaker.retry_after())},
    )


def handle_storage_away(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """An error of the storage's connection (refused, broken, timed out): 503."""
    if not storage_away(exc):
        return handle_unexpected(request, exc)
    breaker: Breaker = request.app.state.breaker
    breaker.suspect()
    log.warning("http.storage_away", error=f"{type(exc).__name__}: {exc}"[:300])
    return unavailable_answer(breaker)


#: The errors that may say the storage is away (`storage_away` tells).
STORAGE_HANDLERS: dict[Any, Any] = {error: handle_storage_away for error in STORAGE_ERRORS}


def storage_gate(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        if (
            scope["type"] != "http"  # type: ignore[comparison-overlap]
            or not path.startswith("/api/")
            or path.startswith(_UNGATED)
        ):
            await app(scope, receive, send)
            return
        breaker: Breaker = scope["litestar_app"].state.breaker
        if breaker.is_open:
            await _refuse(send, breaker)
            return
        await _within_bound(app, scope, receive, send, breaker)

    return middleware


async def _within_bound(
    app: ASGIApp, scope: Scope, receive: Receive, send: Send, breaker: Breaker
) -> None:
    answering = asyncio.Event()
    dropped = False

    async def guarded_send(message: Message) -> None:
        if dropped:
            return  # the client was told 503 already
        if message["type"] == "http.response.start":
            answering.set()
        await send(message)

    call = asyncio.ensure_future(app(scope, receive, guarded_send))
    started = asyncio.ensure_future(answering.wait())
    cap = asyncio.get_running_loop().time() + CAP_SECONDS
    try:
        while True:
            await asyncio.wait({call, started}, timeout=DEADLINE_SECONDS)
            if call.done() or answering.is_set():
                break
            capped = asyncio.get_running_loop().time() >= cap
            away = capped or not await breaker.answers_async()
            # It may have answered while the storage was asked (an error of its own, say):
            # a second answer would break the connection, and the client's next call on it.
            if call.done() or answering.is_set():
                break
            if away:
                dropped = True
                call.cancel()
                call.add_done_callback(_quietly)
                log.warning("http.storage_timeout", path=scope.get("path"))
                await _refuse(send, breaker)
                return
    finally:
        started.cancel()
    await call


def _quietly(call: asyncio.Future[Any]) -> None:
    """A dropped call's end: whatever it raised was for nobody."""
    if not call.cancelled():
        call.exception()


async def _refuse(send: Send, breaker: Breaker) -> None:
    body = msgspec.json.encode(error_body(UNAVAILABLE, code="unavailable"))
    await send(
        {
            "type": "http.response.start",
            "status": 503,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"retry-after", str(breaker.retry_after()).encode()),
                (b"cache-control", b"no-store"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body, "more_body": False})
