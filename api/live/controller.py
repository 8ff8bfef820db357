"""`GET /api/events`: the caller's live updates, as server-sent events (docs/live-updates.md).

Signed in as any other call: the bearer token, or the `authorizationToken` cookie, which
is what a browser's `EventSource` (which cannot set headers) sends. The stream ends when
that token expires, or its session does; the client reconnects with a fresh one and the
last id it read, and misses nothing.

It is left out of the OpenAPI schema: it never ends, which the schema's generated callers
cannot read, and its messages are described in docs/live-updates.md instead.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

from litestar import Request, get
from litestar.response import Stream

from api.auth import Principal, bearer_token
from api.caching import Memo
from api.console import Console
from api.live.audience import ConsoleAudience
from api.live.changes import ConsoleLogs
from api.live.hub import Hub
from api.live.subscriber import Subscriber, Viewer
from api.permissions import EVERYONE, roles
from api.tenancy import Tenancy
from application.metrics import LIVE_CONNECTIONS

#: Headers that keep a stream a stream: not cached, not buffered by a proxy (nginx).
STREAM_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def live_hub(console: Console, principals: Memo[Principal], tenancies: Memo[Tenancy]) -> Hub:
    """The process's hub over the console's logs, with the API's kept callers."""
    return Hub(ConsoleLogs(console), ConsoleAudience(console, principals, tenancies))


@get(
    "/events",
    operation_id="liveEvents",
    opt=roles(*EVERYONE),
    include_in_schema=False,
    tags=["live"],
)
async def live_events(request: Request[Any, Any, Any]) -> Stream:
    """The changes the caller may see, from now, or from `Last-Event-ID` (or the
    `lastEventId` query parameter, for a client that cannot set headers) on."""
    principal: Principal = request.state.principal
    claims = request.app.state.tokens.verify(bearer_token(request) or "")
    groups = claims.get("groups") or [principal.role]
    viewer = Viewer(principal.account_id, str(claims.get("sid") or ""), str(groups[0]))
    cursor = request.headers.get("last-event-id") or request.query_params.get("lastEventId")
    subscriber = Subscriber(
        viewer,
        asyncio.get_running_loop(),
        cursor=cursor,
        expires_at=time.monotonic() + (float(claims["exp"]) - time.time()),
    )
    return Stream(
        _written(request.app.state.live, subscriber),
        media_type="text/event-stream",
        headers=STREAM_HEADERS,
    )


async def _written(hub: Hub, subscriber: Subscriber) -> AsyncIterator[bytes]:
    """The stream's messages while it is open; whichever way it ends (the client goes, the
    hub drops or closes it), it leaves the hub and its queue goes with it."""
    hub.join(subscriber)
    LIVE_CONNECTIONS.inc()
    try:
        async for chunk in subscriber.messages():
            yield chunk
    finally:
        hub.leave(subscriber)
        subscriber.close()
        LIVE_CONNECTIONS.dec()
