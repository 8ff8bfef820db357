"""While the storage is stalled or gone, every call answers within five seconds: 503 with
`Retry-After` and the error body, never a hang, never a 500; health says so; and the API
heals by itself when the storage is back (docs/api.md, Outages).

The read store is made to hang as a stopped PostgreSQL does (its processes stopped: every
query waits) or to refuse as a stopped one does. tests/faults/ does the same to a real
PostgreSQL server."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
import pytest
from litestar.testing import TestClient

from hygiene.bootstrap import Console

BOUND_SECONDS = 5.0
HEAL_SECONDS = 30.0

CALLS: list[tuple[str, str, dict[str, Any] | None]] = [
    ("get", "/api/buildings", None),
    ("get", "/api/issues", None),
    ("get", "/api/dashboard/overview", None),
    ("get", "/api/users/cleaners", None),
    ("post", "/api/companies", {"name": "Outage Ltd", "type": "LANDLORD", "code": "OUT-1"}),
    ("post", "/api/authn/log-in", {"loginName": "admin@example.com", "password": "wrong"}),
]


class Faulty:
    """The read store, stalled or refusing on demand."""

    def __init__(self, console: Console, monkeypatch: pytest.MonkeyPatch) -> None:
        self.running = threading.Event()
        self.running.set()
        self.refusing = False
        store = console.store
        for name in ("query", "ping", "transaction"):
            monkeypatch.setattr(store, name, self._faulty(getattr(store, name)))

    def _faulty(self, original: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            self.running.wait()
            if self.refusing:
                raise psycopg.OperationalError("connection refused")
            return original(*args, **kwargs)

        return call

    @contextmanager
    def stalled(self) -> Iterator[None]:
        self.running.clear()
        try:
            yield
        finally:
            self.running.set()

    @contextmanager
    def gone(self) -> Iterator[None]:
        self.refusing = True
        try:
            yield
        finally:
            self.refusing = False


@pytest.fixture
def faulty(client: TestClient[Any], console: Console, monkeypatch: pytest.MonkeyPatch) -> Faulty:
    return Faulty(console, monkeypatch)


def _timed(client: TestClient[Any], method: str, path: str, **kwargs: Any) -> tuple[Any, float]:
    started = time.monotonic()
    reply = getattr(client, method)(path, **kwargs)
    return reply, time.monotonic() - started


def _assert_refused_in_bound(reply: Any, took: float, what: str) -> None:
    assert took < BOUND_SECONDS, f"{what} took {took:.1f} s"
    assert reply.status_code == 503, f"{what}: {reply.status_code} {reply.text}"
    assert int(reply.headers["retry-after"]) >= 1
    body = reply.json()
    assert body["code"] == "unavailable" and body["message"] and body["violations"] == []


def _heals(client: TestClient[Any], headers: dict[str, str]) -> float:
    started = time.monotonic()
    while time.monotonic() - started < HEAL_SECONDS:
        if client.get("/api/buildings", headers=headers).status_code == 200:
            return time.monotonic() - started
        time.sleep(0.1)
    raise AssertionError(f"the API did not heal within {HEAL_SECONDS} s")


@pytest.mark.parametrize("fault", ["stalled", "gone"])
def test_every_call_answers_within_its_bound_and_the_api_heals(
    client: TestClient[Any], as_admin: dict[str, str], faulty: Faulty, fault: str
) -> None:
    with getattr(faulty, fault)():
        for method, path, body in CALLS:
            extra = {} if body is None else {"json": body}
            reply, took = _timed(client, method, path, headers=as_admin, **extra)
            _assert_refused_in_bound(reply, took, f"{method.upper()} {path}")
        live, took = _timed(client, "get", "/api/health/live")
        assert live.status_code == 200 and took < BOUND_SECONDS
        health, took = _timed(client, "get", "/api/health")
        assert (health.status_code, health.json()) == (503, {"status": "down"})
        ready, took = _timed(client, "get", "/api/health/ready")
        assert ready.status_code == 503 and took < BOUND_SECONDS
    healed = _heals(client, as_admin)
    assert client.get("/api/health").json() == {"status": "ok"}
    assert client.get("/api/health/ready").status_code == 200
    print(f"{fault}: healed {healed:.1f} s after the storage came back")


def test_a_slow_call_on_a_healthy_storage_is_not_cut_short(
    client: TestClient[Any],
    as_admin: dict[str, str],
    console: Console,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past the deadline the breaker asks the storage; one that answers lets the call go on."""
    from api import outage

    monkeypatch.setattr(outage, "DEADLINE_SECONDS", 0.05)
    original = console.store.query
    slow = threading.Event()

    def slow_query(sql: str, params: Any = ()) -> Any:
        if "FROM buildings" in sql and not slow.is_set():
            slow.set()
            time.sleep(0.5)  # ten deadlines: the storage answers the probe meanwhile
        return original(sql, params)

    monkeypatch.setattr(console.store, "query", slow_query)
    reply = client.get("/api/buildings", headers=as_admin, params={"search": "slow"})
    assert reply.status_code == 200, reply.text
    assert slow.is_set()
    assert client.get("/api/health").json() == {"status": "ok"}
