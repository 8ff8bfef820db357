"""The console's app on a real server in this process, and a reader of its event streams:
a test client that buffers whole answers cannot read a stream that never ends."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import uvicorn

from api.app import create_app
from hygiene.bootstrap import Console

#: However busy the machine, a message comes within this, or it does not come.
PATIENCE = 60.0


@contextlib.contextmanager
def served(console: Console) -> Iterator[str]:
    """The console's app on a free port of 127.0.0.1 until the block ends; its base URL."""
    listening = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listening.bind(("127.0.0.1", 0))
    port = listening.getsockname()[1]
    config = uvicorn.Config(
        create_app(console),
        log_config=None,
        access_log=False,
        lifespan="on",
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + PATIENCE
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(PATIENCE)
        listening.close()


@dataclass
class Message:
    event: str
    id: str | None
    data: Any


@dataclass
class Stream:
    """One open `GET /api/events`, read in a thread of its own: its messages as they come."""

    status: int
    headers: dict[str, str]
    received: list[Message] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    _arrived: threading.Condition = field(default_factory=threading.Condition)
    _close: Callable[[], None] = lambda: None
    ended: bool = False
    #: The id a browser's `EventSource` would send back: the last one of any block.
    last_event_id: str | None = None

    def wait_for(
        self, wanted: Callable[[Message], bool], timeout: float = PATIENCE, what: str = ""
    ) -> Message:
        """The first message received that is `wanted`, waiting for it as long as it takes."""
        deadline = time.monotonic() + timeout
        with self._arrived:
            while True:
                found = next((m for m in self.received if wanted(m)), None)
                if found is not None:
                    return found
                remaining = deadline - time.monotonic()
                assert remaining > 0 and not self.ended, (
                    f"no {what or 'such message'} in {timeout} s: {self.received}"
                )
                self._arrived.wait(min(remaining, 0.5))

    def wait_ended(self, timeout: float = PATIENCE) -> None:
        deadline = time.monotonic() + timeout
        with self._arrived:
            while not self.ended:
                assert time.monotonic() < deadline, "the stream did not end"
                self._arrived.wait(0.2)

    def changes(self) -> list[tuple[str, str, str]]:
        """What it was told, as (kind, id, type)."""
        with self._arrived:
            return [
                (m.data["kind"], m.data["id"], m.data["type"])
                for m in self.received
                if m.event not in ("reset", "ready")
            ]

    def close(self) -> None:
        self._close()

    def _read(self, lines: Iterator[str]) -> None:
        block: dict[str, str] = {}
        try:
            for line in lines:
                if line:
                    name, _, value = line.partition(":")
                    value = value.removeprefix(" ")
                    if name == "":
                        with self._arrived:
                            self.comments.append(value)
                            self._arrived.notify_all()
                    else:
                        block[name] = block.get(name, "") + value
                    continue
                with self._arrived:
                    if "id" in block:
                        self.last_event_id = block["id"]
                    if "data" in block:
                        event = block.get("event", "message")
                        data = json.loads(block["data"])
                        self.received.append(Message(event, block.get("id"), data))
                    self._arrived.notify_all()
                block = {}
        except httpx.HTTPError:
            pass  # closed by the test, or by the server
        finally:
            with self._arrived:
                self.ended = True
                self._arrived.notify_all()


@contextlib.contextmanager
def opened(
    base: str, headers: dict[str, str], last_event_id: str | None = None
) -> Iterator[Stream]:
    """`GET /api/events` with these headers (and `Last-Event-ID`), read until the block
    ends; waits until the hub has taken it in (its `ready`) before answering."""
    sent = dict(headers)
    if last_event_id is not None:
        sent["Last-Event-ID"] = last_event_id
    client = httpx.Client(base_url=base, timeout=httpx.Timeout(PATIENCE, read=PATIENCE))
    request = client.build_request("GET", "/api/events", headers=sent)
    response = client.send(request, stream=True)
    stream = Stream(response.status_code, dict(response.headers))

    def close() -> None:
        # Shut the socket itself: the reader's blocking read returns at once, and the
        # server sees its client go (closing the response alone waits for the next byte).
        network = response.extensions.get("network_stream")
        raw = network.get_extra_info("socket") if network is not None else None
        if raw is not None:
            with contextlib.suppress(OSError):
                raw.shutdown(socket.SHUT_RDWR)
        response.close()
        client.close()

    stream._close = close
    reader: threading.Thread | None = None
    if response.status_code == 200:
        reader = threading.Thread(target=stream._read, args=(response.iter_lines(),), daemon=True)
        reader.start()
        deadline = time.monotonic() + PATIENCE
        with stream._arrived:
            while not any(m.event == "ready" for m in stream.received):
                assert time.monotonic() < deadline and not stream.ended, "the stream never began"
                stream._arrived.wait(0.1)
    try:
        yield stream
    finally:
        close()
        if reader is not None:
            reader.join(PATIENCE)
