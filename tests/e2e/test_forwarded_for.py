"""Behind a proxy: `X-Forwarded-For` and `-Proto` count only from HYGIENE_TRUSTED_PROXIES,
so a client that sets them itself cannot lift the sign-in throttle or the visitor feedback
limit, and a trusted proxy's clients are each counted as themselves."""

from __future__ import annotations

import dataclasses
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient
from litestar.types import ASGIApp, Receive, Scope, Send

from api.app import create_app
from demo.estate import DEMO_PASSWORD
from hygiene.bootstrap import Console

LOG_IN = "/api/authn/log-in"
PROXY = "10.0.0.7"  # a load balancer in front of the console
CLIENT = "203.0.113.20"  # one visitor (documentation range: a value in a header only)


def _peer(app: ASGIApp, address: str) -> ASGIApp:
    """`app` as reached from `address`: what the server would put in the scope."""

    async def reached(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            scope["client"] = (address, 50123)
        await app(scope, receive, send)

    return reached


@pytest.fixture
def served(client: TestClient[Any], console: Console) -> Iterator[Any]:
    """Opens the seeded console's app as seen from a peer, with the proxies it trusts."""
    opened: list[TestClient[Any]] = []

    def open_(peer: str, trusted: tuple[str, ...] = ()) -> TestClient[Any]:
        console.settings = dataclasses.replace(console.settings, trusted_proxies=trusted)
        test_client = TestClient(_peer(create_app(console), peer)).__enter__()
        opened.append(test_client)
        return test_client

    yield open_
    for test_client in opened:
        test_client.__exit__(None, None, None)


def _fail(client: TestClient[Any], n: int, forwarded: str) -> int:
    reply = client.post(
        LOG_IN,
        json={"loginName": f"nobody{n}@example.com", "password": "guess"},
        headers={"X-Forwarded-For": forwarded},
    )
    return reply.status_code


def _admin_signs_in(client: TestClient[Any], forwarded: str) -> int:
    reply = client.post(
        LOG_IN,
        json={"loginName": "admin@example.com", "password": DEMO_PASSWORD},
        headers={"X-Forwarded-For": forwarded},
    )
    return reply.status_code


def test_a_client_s_own_forwarded_for_does_not_lift_the_sign_in_throttle(served: Any) -> None:
    client = served("198.51.100.7")  # not a trusted proxy (none are, by default)
    statuses = [_fail(client, n, f"192.0.2.{n}") for n in range(20)]
    assert set(statuses) == {401}
    # Twenty failures from one address, whatever each claimed to forward: it waits.
    assert _admin_signs_in(client, "192.0.2.99") == 429


def test_a_trusted_proxy_s_clients_are_each_counted_as_themselves(served: Any) -> None:
    client = served(PROXY, trusted=("10.0.0.0/24",))
    statuses = [_fail(client, n, f"192.0.2.{n}") for n in range(25)]
    assert set(statuses) == {401}, "each forwarded client failed once"
    # One forwarded client failing twenty times waits, whatever it puts in front of its
    # address: the right-most address the proxy did not add is the client.
    for n in range(20):
        assert _fail(client, n, f"6.6.6.{n}, {CLIENT}") == 401
    assert _admin_signs_in(client, f"7.7.7.7, {CLIENT}") == 429
    assert _admin_signs_in(client, "192.0.2.200") == 200  # another client is not held up


def _visit(console: Console, as_admin: dict[str, str], client: TestClient[Any]) -> str:
    facility = console.store.query_one("SELECT id FROM facilities ORDER BY id")
    assert facility is not None
    reply = client.get(f"/api/facilities/{facility['id']}/feedback-link", headers=as_admin)
    assert reply.status_code == 200, reply.text
    return f"/api/public/visit/{reply.json()['token']}/feedback"


def _feedback(client: TestClient[Any], path: str, forwarded: str) -> int:
    reply = client.post(
        path, json={"rating": 5, "areas": []}, headers={"X-Forwarded-For": forwarded}
    )
    return reply.status_code


def test_the_visitor_feedback_limit_keys_on_the_real_client(
    served: Any, client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    path = _visit(console, as_admin, client)
    visitor = served("198.51.100.8")
    statuses = [_feedback(visitor, path, f"192.0.2.{n}") for n in range(4)]
    assert statuses == [201, 201, 201, 429], "a visitor's own header buys no more"

    behind = served(PROXY, trusted=(PROXY,))
    assert [_feedback(behind, path, f"192.0.2.{n}") for n in range(4)] == [201] * 4
    statuses = [_feedback(behind, path, f"9.9.9.{n}, {CLIENT}") for n in range(4)]
    assert statuses == [201, 201, 201, 429]


def test_forwarded_proto_counts_only_from_a_trusted_proxy(
    served: Any, as_admin: dict[str, str]
) -> None:
    """A write carried by the cookie must come from this site: behind a TLS proxy the site
    is https only when the proxy says so."""
    token = as_admin["Authorization"].removeprefix("Bearer ")
    headers = {"X-Forwarded-Proto": "https", "Origin": "https://testserver.local"}

    def cookie_write(client: TestClient[Any]) -> Any:
        client.cookies.set("authorizationToken", token)
        return client.put(
            "/api/authn/password",
            json={"currentPassword": "wrong", "newPassword": "another-long-password"},
            headers=headers,
        )

    refused = cookie_write(served("198.51.100.9"))
    assert refused.status_code == 403 and refused.json()["code"] == "cross-site"
    believed = cookie_write(served(PROXY, trusted=(PROXY,)))
    assert believed.status_code == 400, believed.text  # past the origin check: wrong password
    assert believed.json()["violations"][0]["field"] == "currentPassword"


# The real server ----------------------------------------------------------------------

HYGIENE = Path(sys.executable).parent / "hygiene"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Any]:
    """`hygiene serve` on a free port of this machine, with the environment given; waits
    (with a deadline) until it answers, and ends it by its process id."""
    started: list[subprocess.Popen[bytes]] = []

    def start(extra: dict[str, str]) -> str:
        port = _free_port()
        env = {
            **os.environ,
            "HYGIENE_DATA_DIR": str(tmp_path / f"var-{port}"),
            "HYGIENE_SECRET_KEY": "forwarded-for-secret-key-0123456789abcdef",
            "HYGIENE_LOG_LEVEL": "warning",
            **extra,
        }
        env.pop("HYGIENE_DATABASE_URL", None)
        log = (tmp_path / f"serve-{port}.log").open("wb")
        process = subprocess.Popen(  # noqa: S603 - our own command
            [str(HYGIENE), "serve", "--no-demo", "--host", "127.0.0.1", "--port", str(port)],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        started.append(process)
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, (tmp_path / f"serve-{port}.log").read_text()
            try:
                httpx.get(f"{base}/api/health", timeout=2)
                return base
            except httpx.TransportError:
                assert time.monotonic() < deadline, "hygiene serve did not answer in 60 s"
                time.sleep(0.1)

    yield start
    for process in started:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(20)


def _failures_until_throttled(base: str, attempts: int) -> list[int]:
    with httpx.Client(base_url=base, timeout=10) as http:
        return [
            http.post(
                LOG_IN,
                json={"loginName": f"nobody{n}@example.com", "password": "guess"},
                headers={"X-Forwarded-For": f"192.0.2.{n}"},
            ).status_code
            for n in range(attempts)
        ]


def test_the_real_server_believes_no_forwarded_for_unless_told(serve: Any) -> None:
    """uvicorn's own default believes any process on the same host: turned off, a local
    client changing the header each time still waits after twenty failures."""
    statuses = _failures_until_throttled(serve({}), 21)
    assert statuses == [401] * 20 + [429]


def test_the_real_server_believes_the_proxies_it_is_told_of(serve: Any) -> None:
    statuses = _failures_until_throttled(serve({"HYGIENE_TRUSTED_PROXIES": "127.0.0.1"}), 21)
    assert statuses == [401] * 21
