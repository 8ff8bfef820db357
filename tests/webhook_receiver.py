"""A local HTTP server that keeps what it is POSTed: the webhook tests' receiver.

It answers each request with the next status of `answers`, then `otherwise`, on 127.0.0.1
and a port of its own, in a thread. And what the webhook tests share: their secret, a
quicker retry schedule for the console's sender, waiting for a condition."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from domain.delivery import Backoff
from domain.webhook import DELIVERY_HEADER, SIGNATURE_HEADER
from hygiene.bootstrap import Console

SECRET = "a-shared-secret-0123456789"
#: The console's schedule, quicker: eight attempts within about a second.
QUICK = Backoff(attempts=8, first=timedelta(milliseconds=50), longest=timedelta(milliseconds=200))
DEADLINE = 30.0


def quicken(console: Console) -> Console:
    """The console's sender on the quick schedule, looking for what is due often."""
    console.sender.backoff = QUICK
    console.sender.interval = 0.05
    return console


def until(condition: Callable[[], Any], what: str) -> Any:
    """Waits for a condition to hold, with a deadline; answers what it answered."""
    end = time.monotonic() + DEADLINE
    while not (answer := condition()):
        assert time.monotonic() < end, f"waited {DEADLINE} s for {what}"
        time.sleep(0.05)
    return answer


@dataclass(frozen=True)
class Received:
    path: str
    headers: dict[str, str]
    body: bytes
    answered: int

    @property
    def delivery(self) -> str:
        return self.headers[DELIVERY_HEADER]

    @property
    def signature(self) -> str:
        return self.headers[SIGNATURE_HEADER]


@dataclass
class Receiver:
    answers: list[int] = field(default_factory=list)  # answered in turn, then `otherwise`
    otherwise: int = 200
    received: list[Received] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._changed = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                status = receiver._next()
                receiver._keep(Received(self.path, dict(self.headers), body, status))
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet."""

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_port}/hook"

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self._server.server_port}"

    def start(self) -> Receiver:
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _next(self) -> int:
        with self._changed:
            return self.answers.pop(0) if self.answers else self.otherwise

    def _keep(self, received: Received) -> None:
        with self._changed:
            self.received.append(received)
            self._changed.notify_all()

    def wait_for(self, count: int, deadline: float = 30.0) -> list[Received]:
        """Waits until `count` requests arrived (or the deadline passed); answers them all."""
        end = time.monotonic() + deadline
        with self._changed:
            while len(self.received) < count and (left := end - time.monotonic()) > 0:
                self._changed.wait(left)
            return list(self.received)
