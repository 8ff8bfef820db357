"""Notifications e-mailed as each account chose (`/api/profile/alerts`), against a local SMTP
sink the test starts, on SQLite and PostgreSQL: one who chose e-mail for opened issues gets
the mail, once, in both languages; one told of the same issue who did not choose gets none;
an unknown kind is refused."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from litestar.testing import TestClient

from application.mail import smtp_server
from application.recipients import RULES
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.e2e.conftest import sign_in
from tests.e2e.test_issues import facility, notifications, report
from tests.smtp_sink import SmtpSink


@pytest.fixture
def sink() -> Iterator[SmtpSink]:
    sink = SmtpSink().start()
    yield sink
    sink.stop()


@pytest.fixture
def console(settings: Settings, sink: SmtpSink) -> Iterator[Console]:
    """The console with a mail server (the `client` fixture seeds it)."""
    console = build_console(
        replace(settings, smtp=smtp_server(f"{sink.url}?from=console@example.com"))
    )
    yield console
    console.close()
    assert console.followers.errors() == {}


def alerts(client: TestClient[Any], headers: dict[str, str]) -> Any:
    reply = client.get("/api/profile/alerts", headers=headers)
    assert reply.status_code == 200, reply.text
    return reply.json()


def test_an_account_that_chose_email_gets_the_mail_and_one_that_did_not_gets_none(
    client: TestClient[Any], console: Console, sink: SmtpSink
) -> None:
    cleaner, manager = (
        sign_in(client, "cleaner@example.com"),
        sign_in(client, "cc-manager@example.com"),
    )
    assert alerts(client, cleaner) == {"email": [], "kinds": list(RULES), "mailing": True}
    reply = client.put(
        "/api/profile/alerts", headers=cleaner, json={"email": ["task-assigned", "issue-opened"]}
    )
    assert reply.status_code == 204, reply.text
    assert alerts(client, cleaner)["email"] == ["issue-opened", "task-assigned"]
    assert alerts(client, manager)["email"] == []

    supervisor = sign_in(client, "supervisor@example.com")
    issue = report(client, supervisor, facility(client, cleaner, "HA-Ground-F")["id"], "bin-full")
    (mail,) = sink.wait_for(1)
    assert console.settle()
    told = [n for n in notifications(client, cleaner) if n["issue"] == issue["id"]]
    assert [n["type"] for n in told] == ["issue-opened"]
    assert any(n["issue"] == issue["id"] for n in notifications(client, manager)), (
        "the manager is told in the console, not by mail"
    )
    assert mail.recipients == ["cleaner@example.com"]
    assert mail.sender == "console@example.com"
    assert told[0]["id"] in str(mail.message["Message-ID"])
    assert "Issue opened" in str(mail.message["Subject"])
    body = mail.message.get_body(("plain",))
    assert body is not None
    text = body.get_content()
    assert text.count(told[0]["information"]) == 2  # English and Chinese
    assert "问题已创建" in text
    time.sleep(0.5)
    assert console.settle()
    assert len(sink.received) == 1, "mailed once, to the one who chose it"


def test_an_unknown_kind_is_refused_and_the_choice_kept(client: TestClient[Any]) -> None:
    cleaner = sign_in(client, "cleaner@example.com")
    assert (
        client.put(
            "/api/profile/alerts", headers=cleaner, json={"email": ["low-stock"]}
        ).status_code
        == 204
    )
    reply = client.put("/api/profile/alerts", headers=cleaner, json={"email": ["issue-exploded"]})
    assert reply.status_code == 400, reply.text
    assert [v["field"] for v in reply.json()["violations"]] == ["email"]
    assert alerts(client, cleaner)["email"] == ["low-stock"]
    assert client.put("/api/profile/alerts", headers=cleaner, json={"email": []}).status_code == 204
    assert alerts(client, cleaner)["email"] == []
