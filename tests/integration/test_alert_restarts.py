"""What leaves the console survives its restarts, on SQLite and PostgreSQL: a delivery
scheduled while nothing sent is sent by the next console, and none is sent twice; an attempt
a stop interrupted is made again under the same delivery id, counted as failed first; a
notification mailed before a restart is not mailed again, one told while no mail server was
set is mailed after it."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta

import pytest

import application.webhook_sender as webhook_sender
import projections.projectors.alerts as alerts_projector
from application.mail import smtp_server
from domain.commands.webhook import ChooseEmailAlerts, RegisterWebhook
from domain.delivery import Delivery, Outcome
from domain.webhook import ISSUE_OPENED
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.commands import account, report_issue
from tests.smtp_sink import SmtpSink
from tests.webhook_receiver import QUICK, SECRET, Receiver, quicken, until


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiver = Receiver().start()
    yield receiver
    receiver.stop()


def _started(settings: Settings, follow: bool = True) -> Console:
    return quicken(build_console(settings, follow=follow))


def _open(console: Console, facility: str, *told: str) -> str:
    command = report_issue(facility, f"building-of-{facility}", "odour")
    return str(console.issues.open_manual(command, "someone", told))


def _outcomes(console: Console) -> list[str]:
    rows = console.store.query("SELECT outcome FROM webhook_attempts ORDER BY attempted_at")
    return [row["outcome"] for row in rows]


def test_a_restart_neither_loses_nor_repeats_a_delivery(
    settings: Settings, receiver: Receiver
) -> None:
    first = _started(settings)
    try:
        hook = RegisterWebhook(url=receiver.url, kinds=[ISSUE_OPENED], secret=SECRET)
        first.alerts.register_webhook(hook, "t")
        assert first.settle()
        before = _open(first, "f-1")
        receiver.wait_for(1)
        until(lambda: first.settle() and _outcomes(first) == ["delivered"], "the outcome")
    finally:
        first.close()
    # Opened while nothing sends: the followers run once, in the foreground, without the
    # sender beside them; the delivery is scheduled and waits.
    quiet = _started(settings, follow=False)
    try:
        during = _open(quiet, "f-2")
        quiet.followers.run_once()
        assert quiet.store.scalar("SELECT COUNT(*) FROM webhook_deliveries") == 2
    finally:
        quiet.close()
    assert len(receiver.received) == 1
    second = _started(settings)
    try:
        receiver.wait_for(2)
        until(lambda: second.settle() and _outcomes(second) == ["delivered"] * 2, "outcomes")
        time.sleep(0.3)
    finally:
        second.close()
    issues = [json.loads(r.body)["data"]["issue"] for r in receiver.received]
    assert issues == [before, during]
    assert len({r.delivery for r in receiver.received}) == 2


def test_an_interrupted_attempt_is_made_again_under_the_same_delivery_id(
    settings: Settings, receiver: Receiver, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An attempt with no outcome is taken up again at once, not after a minute.
    monkeypatch.setattr(webhook_sender, "STALE", timedelta(0))
    monkeypatch.setattr(alerts_projector, "STALE", timedelta(0))
    quiet = _started(settings, follow=False)
    try:
        hook = RegisterWebhook(url=receiver.url, kinds=[ISSUE_OPENED], secret=SECRET)
        quiet.alerts.register_webhook(hook, "t")
        quiet.followers.run_once()
        _open(quiet, "f-1")
        quiet.followers.run_once()
        (row,) = quiet.store.query("SELECT id FROM webhook_deliveries")
        delivery = quiet.alerts.get_delivery(row["id"])
        assert isinstance(delivery, Delivery)
        # The sender recorded its attempt and stopped before the message went out.
        assert delivery.attempt(QUICK)
        quiet.alerts.save(delivery)
    finally:
        quiet.close()
    second = _started(settings)
    try:
        (got,) = receiver.wait_for(1)
        assert got.delivery == row["id"]
        until(lambda: second.settle() and _outcomes(second) == ["failed", "delivered"], "outcomes")
        delivered = second.alerts.get_delivery(row["id"])
        assert delivered is not None and delivered.outcome is Outcome.DELIVERED
        assert delivered.attempts == 2
        error = second.store.scalar("SELECT error FROM webhook_attempts WHERE attempt = 1")
        assert "stopped" in error
    finally:
        second.close()


def test_a_restart_neither_loses_nor_repeats_a_mail(settings: Settings) -> None:
    sink = SmtpSink().start()
    mailing = replace(settings, smtp=smtp_server(sink.url))
    try:
        first = build_console(mailing)
        try:
            profile = {"email": "alex@example.com", "name": "Alex Admin", "role": "admin"}
            who = str(
                first.accounts.register_account(
                    account("admin", "alex@example.com", "pw-0123456789", profile), "t"
                )
            )
            choice = ChooseEmailAlerts(
                account_id=who, kinds=["issue-opened"], known=("issue-opened",)
            )
            first.alerts.choose_email_alerts(choice, who)
            _open(first, "f-1", who)
            sink.wait_for(1)
            assert first.settle()
        finally:
            first.close()
        quiet = build_console(settings)  # no mail server: told in the console only
        try:
            _open(quiet, "f-2", who)
            assert quiet.settle()
        finally:
            quiet.close()
        second = build_console(mailing)
        try:
            mails = sink.wait_for(2)
            assert second.settle()
            time.sleep(0.3)
        finally:
            second.close()
        assert [m.recipients for m in sink.received] == [["alex@example.com"]] * 2
        assert len({m.message["Message-ID"] for m in mails}) == 2
    finally:
        sink.stop()
