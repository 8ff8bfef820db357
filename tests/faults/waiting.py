"""Waiting on a condition with a deadline: the only way the fault suite waits for anything."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

POLL = 0.05


def wait_until(
    condition: Callable[[], T], timeout: float, what: str, poll: float = POLL
) -> tuple[T, float]:
    """Calls `condition` until it answers something true; answers that value and the
    seconds it took. Raises AssertionError naming `what` when `timeout` passes first, and
    at once when the condition raises one (a process it waits on has exited)."""
    started = time.monotonic()
    deadline = started + timeout
    last_error: Exception | None = None
    while True:
        try:
            value = condition()
        except AssertionError:
            raise
        except Exception as error:  # a service on its way up answers with errors
            value, last_error = None, error  # type: ignore[assignment]
        if value:
            return value, time.monotonic() - started
        if time.monotonic() >= deadline:
            suffix = f" (last error: {last_error!r})" if last_error else ""
            raise AssertionError(f"{what}: not within {timeout:.0f} s{suffix}")
        time.sleep(poll)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def port_open(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False
