"""Hostile input at the edge: every route answers 400 (or rejects the one message), the good
messages beside a bad one are stored, and nothing reaches the followers that they cannot
apply, so the read tables keep up and the server starts again."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console, build_console

KEY = {"X-Ingest-Key": DEMO_INGEST_KEY, "Content-Type": "application/json"}
HUGE = 2**63  # one past the largest BIGINT
DEEP = "[" * 1000 + "]" * 1000

ROOT = Path(__file__).resolve().parents[2]


def _now() -> str:
    return (datetime.now(UTC) - timedelta(seconds=30)).isoformat()


def _device(client: TestClient[Any], headers: dict[str, str]) -> str:
    items = client.get("/api/devices", headers=headers, params={"pageSize": 1}).json()["items"]
    return str(items[0]["deviceId"])


def _good(device: str, seq: int) -> bytes:
    message = {"device": device, "time": _now(), "seq": seq, "readings": {"rssi": -70}}
    return json.dumps(message).encode()


def _batch(*messages: bytes) -> bytes:
    return b'{"messages": [' + b", ".join(messages) + b"]}"


def _ingest(client: TestClient[Any], body: bytes) -> Any:
    reply = client.post("/api/ingest/readings", headers=KEY, content=body)
    assert reply.status_code == 200, reply.text
    return reply.json()


def _operations(client: TestClient[Any]) -> list[tuple[str, str, dict[str, Any]]]:
    schema = client.get("/api/schema/openapi.json").json()
    return [
        (method.upper(), path, operation)
        for path, item in schema["paths"].items()
        for method, operation in item.items()
        if method in ("get", "post", "put", "delete", "patch")
    ]


def _concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "00000000-0000-4000-8000-000000000000", path)


def _followers_healthy(console: Console) -> None:
    assert console.settle(timeout=30)
    assert console.followers.run_once() == 0 or console.followers.errors() == {}
    assert console.followers.errors() == {}


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        (
            b'{"gateway": "gw-1", "time": "2026-11-21T08:15:00Z", "seq": 9223372036854775808}',
            "seq",
        ),
        (
            b'{"device": "id:6:A1B2C3D4E5F6", "time": "2026-11-21T08:15:00Z",'
            b' "seq": 9223372036854775808, "readings": {}}',
            "seq",
        ),
        (
            b'{"device": "id:6:A1B2C3D4E5F6", "time": "0001-01-01T00:00:00+01:00", "seq": 5,'
            b' "readings": {"rssi": -70}}',
            "time",
        ),
        (b'{"device": "id:6:A1\\u0000B2C3D4E5F6", "seq": 7, "readings": {}}', "NUL"),
        (b'{"gateway": "gw\\u0000-1", "time": "2026-11-21T08:15:00Z"}', "NUL"),
        (b'{"device": "\xff\xfe", "seq": 8, "readings": {}}', "UTF-8"),
        (b'{"device": ' + DEEP.encode() + b"}", "nested"),
    ],
    ids=["gateway-seq", "reading-seq", "year-one", "nul-device", "nul-gateway", "utf-8", "deep"],
)
def test_one_bad_message_is_rejected_and_its_good_neighbours_stored(
    client: TestClient[Any],
    console: Console,
    as_admin: dict[str, str],
    bad: bytes,
    reason: str,
) -> None:
    device = _device(client, as_admin)
    answer = _ingest(client, _batch(_good(device, 101), bad, _good(device, 102)))
    assert [r["status"] for r in answer["results"]] == ["accepted", "rejected", "accepted"]
    assert reason.lower() in answer["results"][1]["reason"].lower()
    _followers_healthy(console)
    letters = client.get("/api/ingest/dead-letters", headers=as_admin).json()["items"]
    assert len(letters) == 1
    assert letters[0]["seq"] is None or 0 <= letters[0]["seq"] < HUGE
    assert "\x00" not in letters[0]["payload"]
    status = client.get("/api/devices", headers=as_admin, params={"search": device}).json()
    assert status["items"][0]["lastUpdate"] is not None


def test_a_body_that_is_not_a_batch_is_refused_and_kept(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    for body in (b"\xff\xfe not json", DEEP.encode(), b'{"messages": 5}', b"\x00"):
        reply = client.post("/api/ingest/readings", headers=KEY, content=body)
        assert reply.status_code == 400, (body, reply.text)
        assert reply.json()["message"]
    _followers_healthy(console)
    letters = client.get("/api/ingest/dead-letters", headers=as_admin).json()
    assert letters["total"] == 4
    assert all("\x00" not in letter["payload"] for letter in letters["items"])


def test_a_huge_page_number_answers_400_on_every_paginated_route(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    paginated = [
        path
        for method, path, operation in _operations(client)
        if method == "GET"
        and any(p["name"] == "page" for p in operation.get("parameters", []))
        and "{" not in path
    ]
    assert len(paginated) >= 17
    for path in paginated:
        for page in ("4611686018427387904", str(HUGE), "-1", "0", "1e9", "abc"):
            reply = client.get(path, headers=as_admin, params={"page": page})
            assert reply.status_code == 400, (path, page, reply.text)
            assert reply.json()["violations"][0]["field"] == "page"


def test_hostile_bodies_answer_400_on_every_body_route(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    # The calls the administrator may make (a check-in is staff's, so the admin gets a 403).
    callers = json.loads((ROOT / "webui/src/config/callers.json").read_text())
    routes = [
        (method, _concrete(path))
        for method, path, operation in _operations(client)
        if "requestBody" in operation
        and path != "/api/ingest/readings"
        and "admin" in callers.get(operation.get("operationId"), ["admin"])
    ]
    assert len(routes) >= 20
    bodies = [
        DEEP.encode(),
        b'{"name": "\xff\xfe"}',
        b"\xff" * 10,
        b'{"name": "a\\u0000b"}',
        b'{"version": 99999999999999999999999999}',
    ]
    for method, path in routes:
        for body in bodies:
            reply = client.request(
                method,
                path,
                headers={**as_admin, "Content-Type": "application/json"},
                content=body,
            )
            assert reply.status_code in (400, 404, 409), (method, path, body, reply.text)
            assert reply.status_code != 500
            answer = reply.json()
            assert answer["message"] and isinstance(answer["violations"], list)


def test_lists_refuse_a_range_that_ends_before_it_starts(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    reply = client.get(
        "/api/issues", headers=as_admin, params={"from": "2026-11-20", "to": "2026-11-01"}
    )
    assert reply.status_code == 400
    assert reply.json()["violations"][0]["code"] == "end-before-start"


def test_the_server_starts_again_after_hostile_input(
    client: TestClient[Any], console: Console
) -> None:
    """What the edge refused or kept leaves nothing behind that stops the next start."""
    body = _batch(
        b'{"gateway": "gw-1", "time": "2026-11-21T08:15:00Z", "seq": 9223372036854775808}',
        b'{"device": "\\u0000", "seq": 9223372036854775808}',
        b'{"device": "id:6:A1B2C3D4E5F6", "time": "0001-01-01T00:00:00Z", "seq": 1}',
    )
    _ingest(client, body)
    _followers_healthy(console)
    again = build_console(console.settings)
    try:
        assert again.followers.errors() == {}
        with TestClient(create_app(again)) as restarted:
            assert restarted.get("/api/health").json() == {"status": "ok"}  # no follower fails
    finally:
        again.close()
