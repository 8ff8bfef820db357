"""Reset links mailed by a follower (`HYGIENE_SMTP_URL`), against a local SMTP sink the test
starts: each link arrives once, with a link that works; a restart neither loses nor repeats
one; a mail server that is away is waited out; neither the link nor the server's password
is logged. On SQLite and PostgreSQL."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from application import password_resets
from application.mail import smtp_server
from application.password_resets import IssuedLink, PasswordResets
from hygiene.bootstrap import Console, build_console
from hygiene.logging import configure_logging
from hygiene.settings import Settings
from tests.commands import account
from tests.smtp_sink import SmtpSink

SITE = "https://console.example.com"
DEADLINE = 60.0


@pytest.fixture
def sink() -> Iterator[SmtpSink]:
    sink = SmtpSink()
    yield sink
    sink.stop()


def _with_mail(settings: Settings, url: str) -> Settings:
    return replace(settings, smtp=smtp_server(url))


def _account(console: Console, login: str = "alex@example.com") -> str:
    profile = {"email": login, "name": "Alex Admin", "role": "admin"}
    command = account("admin", login, "first-password", profile)
    return str(console.accounts.register_account(command, "t"))


def _issue(console: Console, account_id: str) -> IssuedLink:
    resets = PasswordResets(console.accounts, console.settings.signing_key())
    return resets.issue_link(account_id, "an-admin", SITE)


def _token(url: str) -> str:
    return parse_qs(urlsplit(url).query)["token"][0]


def _until(condition: Callable[[], Any], what: str) -> Any:
    """Waits for a condition, with a deadline."""
    end = time.monotonic() + DEADLINE
    while not (answer := condition()):
        assert time.monotonic() < end, f"waited {DEADLINE} s for {what}"
        time.sleep(0.05)
    return answer


def test_an_issued_link_is_mailed_once_and_the_mailed_link_works(
    settings: Settings, sink: SmtpSink
) -> None:
    sink.start()
    console = build_console(_with_mail(settings, f"{sink.url}?from=console@example.com"))
    try:
        account = _account(console)
        issued = _issue(console, account)
        (mail,) = sink.wait_for(1)
        assert console.settle()
        assert len(sink.received) == 1, "mailed once"
        assert mail.recipients == ["alex@example.com"]
        assert mail.sender == "console@example.com"
        assert "Alex Admin" in str(mail.message["To"])
        body = mail.message.get_body(("plain",))
        assert body is not None
        text = body.get_content()
        assert issued.url in text and text.count(issued.url) == 2  # English and Chinese
        resets = PasswordResets(console.accounts, console.settings.signing_key())
        assert resets.reset_password(_token(issued.url), "a-mailed-password") == account
        assert console.accounts.sign_in("alex@example.com", "a-mailed-password")
        assert console.followers.errors() == {}
    finally:
        console.close()


def test_a_restart_neither_loses_nor_repeats_a_mail(settings: Settings, sink: SmtpSink) -> None:
    sink.start()
    mailing = _with_mail(settings, sink.url)
    first = build_console(mailing)
    try:
        before = _issue(first, _account(first))
        sink.wait_for(1)
        assert first.settle()
    finally:
        first.close()
    # Issued while no process mails (a console without the setting): mailed after a restart.
    quiet = build_console(settings)
    try:
        during = _issue(quiet, _account(quiet, "bea@example.com"))
    finally:
        quiet.close()
    second = build_console(mailing)
    try:
        mails = sink.wait_for(2)
        assert second.settle()
    finally:
        second.close()
    # The first link still works, and was not mailed again.
    assert [m.recipients for m in mails] == [["alex@example.com"], ["bea@example.com"]]
    texts = [m.message.get_body(("plain",)).get_content() for m in mails]  # type: ignore[union-attr]
    assert before.url in texts[0] and during.url in texts[1]


def test_a_mail_server_that_is_away_is_waited_out(settings: Settings, sink: SmtpSink) -> None:
    console = build_console(_with_mail(settings, sink.url))  # the sink is not there yet
    try:
        issued = _issue(console, _account(console))
        failing = _until(console.followers.errors, "the mailer to fail")
        assert list(failing) == ["password-reset-mails/accounts"]
        assert "Connection refused" in failing["password-reset-mails/accounts"]
        assert console.settle(), "the other followers go on"
        sink.start()
        (mail,) = sink.wait_for(1)
        assert issued.url in mail.message.get_body(("plain",)).get_content()  # type: ignore[union-attr]
        _until(lambda: not console.followers.errors(), "the mailer to recover")
        assert console.settle()
        assert len(sink.received) == 1
    finally:
        console.close()


def test_a_batch_tried_again_after_a_refusal_does_not_mail_its_links_twice(
    settings: Settings, sink: SmtpSink
) -> None:
    sink.start()
    sink.refused.add("bea@example.com")
    console = build_console(_with_mail(settings, sink.url), follow=False)
    try:
        _issue(console, _account(console))
        _issue(console, _account(console, "bea@example.com"))  # the same batch
        console.followers.run_once()
        assert "550 no such mailbox" in console.followers.errors()["password-reset-mails/accounts"]
        sink.refused.clear()
        _until(
            lambda: console.followers.run_once() >= 0 and not console.followers.errors(), "a retry"
        )
    finally:
        console.close()
    assert [m.recipients for m in sink.received] == [["alex@example.com"], ["bea@example.com"]]


def test_a_link_no_longer_working_by_its_turn_is_not_mailed(
    settings: Settings, sink: SmtpSink, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Replaced, or expired while the server was away: a mail of it would not work."""
    console = build_console(_with_mail(settings, sink.url))
    try:
        account = _account(console)
        _issue(console, account)
        _issue(console, account)  # replaces the first
        expired = _issue(console, _account(console, "bea@example.com"))
        _until(console.followers.errors, "the mailer to fail")
        later = expired.expires_at
        monkeypatch.setattr(password_resets, "now", lambda: later)
        sink.start()
        _until(lambda: not console.followers.errors(), "the mailer to recover")
        assert console.settle()
        assert sink.received == []
    finally:
        console.close()


def test_neither_the_link_nor_the_servers_password_is_logged(
    settings: Settings, sink: SmtpSink, capsys: pytest.CaptureFixture[str]
) -> None:
    configure_logging("debug")
    password = "smtp-pass-Zq81"
    url = sink.url.replace("smtp://", f"smtp://mailer%40example.com:{password}@")
    mailing = _with_mail(settings, url)
    assert password not in repr(mailing) and password not in str(mailing.smtp)
    console = build_console(mailing)
    try:
        issued = _issue(console, _account(console))
        _until(console.followers.errors, "the mailer to fail")  # the traceback is logged
        sink.start()
        (mail,) = sink.wait_for(1)
        _until(lambda: not console.followers.errors(), "the mailer to recover")
    finally:
        console.close()
    assert mail.credentials == ("mailer@example.com", password)
    assert mail.sender == "mailer@example.com"
    logged = capsys.readouterr()
    secret = _token(issued.url).partition(".")[2]
    assert "password_reset.mailed" in logged.err and "follower.failed" in logged.err
    for said in (logged.out, logged.err):
        assert password not in said
        assert secret not in said
