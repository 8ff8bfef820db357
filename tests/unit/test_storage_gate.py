"""The storage gate (api/outage.py) answers each call exactly once.

A call past its deadline makes the gate ask the storage; the call may answer by itself while
that question is out (a pool timeout of its own, say). A second answer on top of the first
would make the server close the connection, and the client's next call sent on it would get
no answer at all.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from api import outage


class _Breaker:
    """Says the storage is away, but only once the call has answered by itself."""

    def __init__(self, answered: asyncio.Event) -> None:
        self._answered = answered
        self.is_open = False

    async def answers_async(self) -> bool:
        await self._answered.wait()
        return False

    def retry_after(self) -> int:
        return 2


async def _gate_once(app_answers: bool) -> list[dict[str, Any]]:
    answered = asyncio.Event()
    release = asyncio.Event()

    async def app(scope: Any, receive: Any, send: Any) -> None:
        if not app_answers:
            await release.wait()  # stuck on the storage until dropped
            return
        await asyncio.sleep(0.05)  # past the deadline
        await send({"type": "http.response.start", "status": 503, "headers": []})
        await send({"type": "http.response.body", "body": b"{}", "more_body": False})
        answered.set()

    sent: list[dict[str, Any]] = []

    async def send(message: Any) -> None:
        sent.append(message)

    breaker = _Breaker(answered)
    if not app_answers:
        answered.set()
    scope = {
        "type": "http",
        "path": "/api/buildings",
        "litestar_app": SimpleNamespace(state=SimpleNamespace(breaker=breaker)),
    }
    gate = outage.storage_gate(app)
    await gate(scope, None, send)  # type: ignore[arg-type]
    release.set()
    return sent


def test_a_call_that_answers_while_the_storage_is_asked_is_answered_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(outage, "DEADLINE_SECONDS", 0.01)
    sent = asyncio.run(_gate_once(app_answers=True))
    starts = [m for m in sent if m["type"] == "http.response.start"]
    assert len(starts) == 1, sent
    assert sent[-1] == {"type": "http.response.body", "body": b"{}", "more_body": False}


def test_a_call_still_waiting_when_the_storage_is_away_gets_the_outage_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(outage, "DEADLINE_SECONDS", 0.01)
    sent = asyncio.run(_gate_once(app_answers=False))
    assert [m["type"] for m in sent] == ["http.response.start", "http.response.body"]
    assert sent[0]["status"] == 503
    assert (b"retry-after", b"2") in sent[0]["headers"]
