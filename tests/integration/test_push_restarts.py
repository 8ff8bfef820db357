"""Pushes survive the console's restarts, on SQLite and PostgreSQL: a new issue pushed
before a restart is not pushed again, and one told while nothing followed is pushed by the
next console, once."""

from __future__ import annotations

import base64
from collections.abc import Iterator

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from domain.commands.push import SubscribePush
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.commands import report_issue
from tests.webhook_receiver import Receiver


@pytest.fixture
def service() -> Iterator[Receiver]:
    receiver = Receiver(otherwise=201).start()
    yield receiver
    receiver.stop()


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _open_told(console: Console, facility: str, told: str) -> None:
    command = report_issue(facility, f"building-of-{facility}", "odour")
    console.issues.open_manual(command, "someone", (told,))


def test_a_restart_neither_loses_nor_repeats_a_push(settings: Settings, service: Receiver) -> None:
    point = (
        ec.generate_private_key(ec.SECP256R1())
        .public_key()
        .public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    )
    first = build_console(settings)
    try:
        subscribe = SubscribePush(
            account_id="acc-1", endpoint=service.url, p256dh=_b64(point), auth=_b64(bytes(16))
        )
        first.alerts.subscribe_push(subscribe, "acc-1")
        _open_told(first, "f-1", "acc-1")
        assert len(service.wait_for(1)) == 1
        assert first.settle()
    finally:
        first.close()

    stopped = build_console(settings, follow=False)
    try:
        _open_told(stopped, "f-2", "acc-1")  # told while nothing follows the log
    finally:
        stopped.close()
    assert len(service.received) == 1

    again = build_console(settings)
    try:
        assert len(service.wait_for(2)) == 2
        assert again.settle()
        assert len(service.received) == 2, "the first push was not sent again"
        assert again.followers.errors() == {}
    finally:
        again.close()
