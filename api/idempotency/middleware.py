"""Idempotent writes: a `POST`, `PUT`, `PATCH` or `DELETE` with an `Idempotency-Key` header
runs once per account and key; a repeat with the same body within a day answers the first
answer again (with `Idempotent-Replayed: true`) and appends nothing. The same key with
another body answers 422; a repeat while the first still runs, 409 (docs/api.md).

A phone that lost its signal mid-request sends its queued write again; this is what keeps
that from resolving an issue twice or reporting it twice.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from typing import Any

import anyio.to_thread
import msgspec
from litestar.connection import ASGIConnection
from litestar.exceptions import HTTPException
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from api.auth import TokenIssuer, bearer_token
from api.errors import error_body
from api.idempotency.ledger import Answer, Ledger, Outcome
from domain.errors import Violation

HEADER = b"idempotency-key"
_WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_KEY = re.compile(r"^[\x21-\x7e]{1,64}$")  # visible ASCII, 1-64 characters
#: Headers of the first answer not given again: they belong to their own exchange.
_OWN = frozenset({b"x-request-id", b"content-length", b"date", b"server", b"set-cookie"})
#: Bodies larger than the API takes are left to it to refuse (413).
MAX_BODY = 4_000_000


def idempotent_writes(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        key = _key_of(scope)
        if key is None:
            await app(scope, receive, send)
            return
        if not _KEY.match(key):
            await _answer(send, 400, _bad_key())
            return
        account = _account(scope)
        body = await _body(receive)
        if account is None or body is None:  # the guard, or the size limit, refuses it
            await app(scope, _replay(body or b""), send)
            return
        ledger: Ledger = scope["litestar_app"].state.idempotency
        await _once(app, scope, send, ledger, (account, key), body)

    return middleware


async def _once(
    app: ASGIApp, scope: Scope, send: Send, ledger: Ledger, who: tuple[str, str], body: bytes
) -> None:
    claim = await anyio.to_thread.run_sync(ledger.claim, *who, _fingerprint(scope, body))
    if claim.outcome is Outcome.REPLAY and claim.answer is not None:
        await _give_again(send, claim.answer)
    elif claim.outcome is Outcome.OTHER_BODY:
        await _answer(send, 422, _other_body())
    elif claim.outcome is Outcome.IN_FLIGHT:
        await _answer(send, 409, _in_flight())
    else:
        # Shielded: a call the storage gate gives up on still settles its claim when it ends.
        await asyncio.shield(_run(app, scope, send, ledger, who, body))


async def _run(
    app: ASGIApp, scope: Scope, send: Send, ledger: Ledger, who: tuple[str, str], body: bytes
) -> None:
    start: dict[str, Any] = {}
    chunks: list[bytes] = []

    async def keeping(message: Message) -> None:
        if message["type"] == "http.response.start":
            start.update(message)
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                await _settle(ledger, who, start, b"".join(chunks))
        await send(message)

    try:
        await app(scope, _replay(body), keeping)
    except BaseException:
        if not start:
            await anyio.to_thread.run_sync(ledger.release, *who)
        raise


async def _settle(ledger: Ledger, who: tuple[str, str], start: dict[str, Any], body: bytes) -> None:
    """Before the client has the answer, the ledger has it (or, for a failure of the
    server's own, forgets the claim so the write may be tried again)."""
    status = int(start.get("status", 500))
    if status >= 500:
        await anyio.to_thread.run_sync(ledger.release, *who)
        return
    headers = [
        (bytes(n), bytes(v)) for n, v in start.get("headers", []) if bytes(n).lower() not in _OWN
    ]
    await anyio.to_thread.run_sync(ledger.settle, *who, Answer(status, headers, body))


def _key_of(scope: Scope) -> str | None:
    if scope["type"] != "http" or scope.get("method") not in _WRITES:  # type: ignore[comparison-overlap]
        return None
    for name, value in scope.get("headers", []):
        if name == HEADER:
            return bytes(value).decode("latin-1")
    return None


def _account(scope: Scope) -> str | None:
    """The caller's account, when its token is genuine; otherwise the guard answers."""
    tokens: TokenIssuer = scope["litestar_app"].state.tokens
    try:
        token = bearer_token(ASGIConnection(scope))
        return None if token is None else str(tokens.verify(token)["sub"])
    except HTTPException:
        return None


async def _body(receive: Receive) -> bytes | None:
    """The whole request body; None when it is larger than the API takes."""
    parts: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None
        part = message.get("body", b"")
        size += len(part)
        if size > MAX_BODY:
            return None
        parts.append(part)
        if not message.get("more_body", False):
            return b"".join(parts)


def _replay(body: bytes) -> Receive:
    sent = False

    async def receive() -> Any:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return receive


def _fingerprint(scope: Scope, body: bytes) -> str:
    digest = hashlib.sha256()
    for part in (scope.get("method", ""), scope.get("path", ""), scope.get("query_string", b"")):
        digest.update(part if isinstance(part, bytes) else str(part).encode())
        digest.update(b"\x00")
    digest.update(body)
    return digest.hexdigest()


async def _give_again(send: Send, answer: Answer) -> None:
    headers = [*answer.headers, (b"content-length", str(len(answer.body)).encode())]
    headers.append((b"idempotent-replayed", b"true"))
    await send({"type": "http.response.start", "status": answer.status, "headers": headers})
    await send({"type": "http.response.body", "body": answer.body, "more_body": False})


async def _answer(send: Send, status: int, body: dict[str, Any]) -> None:
    data = msgspec.json.encode(body)
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": data, "more_body": False})


def _bad_key() -> dict[str, Any]:
    message = "Idempotency-Key must be 1 to 64 visible ASCII characters"
    return error_body(message, [Violation("Idempotency-Key", message)])


def _other_body() -> dict[str, Any]:
    message = "This Idempotency-Key was used for another request"
    return error_body(
        message, [Violation("Idempotency-Key", message)], code="idempotency-key-reused"
    )


def _in_flight() -> dict[str, Any]:
    return error_body(
        "The first request with this Idempotency-Key is still being processed",
        code="idempotency-key-in-flight",
    )
