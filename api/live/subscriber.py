"""One open stream: who is watching, and the messages waiting to be written to them.

The hub's thread works out what a stream is told and hands it over on the stream's event
loop (`offer`), where the response writes it; nothing here touches the storage. The queue
is bounded: a client that does not read as fast as it is told is dropped (its stream ends,
and its `EventSource` reconnects from the last id it read), so it cannot make the server
hold an ever longer backlog.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass

from litestar.response.sse import ServerSentEventMessage

from api.caching import Recent
from api.live.cursor import Positions

#: Messages a stream may have waiting (a few steps' worth: `changes.BATCH` rows a log at a
#: time); past that its client is dropped.
CAPACITY = 2000
#: A comment this often keeps proxies from closing a quiet stream; it carries the stream's
#: position, so a client that has seen nothing for long still resumes from now.
HEARTBEAT_SECONDS = 15.0
#: The records a stream was told of and remembers, to tell it of their deletion.
TOLD = 10_000


@dataclass(frozen=True)
class Viewer:
    """Who a stream is for: the account, the session its token belongs to, and the role the
    token names (a role changed since ends the stream, as it ends the token)."""

    account_id: str
    session_id: str
    role: str


class Subscriber:
    def __init__(
        self,
        viewer: Viewer,
        loop: asyncio.AbstractEventLoop,
        *,
        cursor: str | None = None,
        expires_at: float | None = None,
        capacity: int = CAPACITY,
        heartbeat: float = HEARTBEAT_SECONDS,
    ) -> None:
        self.viewer = viewer
        self.loop = loop
        self.cursor = cursor  # as the client sent it, read by the hub when it joins
        self.expires_at = expires_at  # time.monotonic() when its token expires
        self.capacity = capacity
        self.heartbeat = heartbeat
        # The hub's thread alone: positions of a cursor beyond the hub's (another API
        # process was further on), and the records told of.
        self.floor: Positions | None = None
        self.told: Recent[str, bool] = Recent(TOLD)
        # The event loop alone.
        self._waiting: deque[bytes] = deque()
        self._ready = asyncio.Event()
        self.closed = False
        self.dropped = False
        self.watermark: str | None = None

    # On the event loop -------------------------------------------------------------

    def offer(self, messages: Sequence[bytes], watermark: str | None) -> None:
        """Queues messages, then moves the position a heartbeat tells; drops the stream
        whose queue would overflow."""
        if self.closed:
            return
        if len(self._waiting) + len(messages) > self.capacity:
            self.dropped = True
            self.close()
            return
        self._waiting.extend(messages)
        if watermark is not None:
            self.watermark = watermark
        self._ready.set()

    def close(self) -> None:
        """Ends the stream; what was still waiting is not sent."""
        self.closed = True
        self._waiting.clear()
        self._ready.set()

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def _expired(self) -> bool:
        return self.expires_at is not None and time.monotonic() >= self.expires_at

    async def messages(self) -> AsyncIterator[bytes]:
        """What to write, as it comes: the waiting messages together, or a heartbeat; ends
        when the stream is closed or its token expires (the client reconnects with a
        fresh one)."""
        while not self.closed and not self._expired():
            if self._waiting:
                chunk = b"".join(self._waiting)
                self._waiting.clear()
                yield chunk
                continue
            self._ready.clear()
            timeout = self.heartbeat
            if self.expires_at is not None:
                timeout = max(0.0, min(timeout, self.expires_at - time.monotonic()))
            try:
                await asyncio.wait_for(self._ready.wait(), timeout)
            except TimeoutError:
                if not self.closed and not self._expired():
                    yield heartbeat(self.watermark)


def heartbeat(position: str | None) -> bytes:
    return ServerSentEventMessage(data=None, comment="keep-alive", id=position).encode()
