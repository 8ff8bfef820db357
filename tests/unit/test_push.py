"""Web Push, without a network: which subscriptions are taken, what a push says in each
language, the VAPID key in its two forms, and the sender's tries: each browser pushed once,
a restart pushes nothing again, a service that keeps failing is given up and the follower
goes on."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any

import pytest
import requests
from hypothesis import given
from hypothesis import strategies as st

from application.alert_mails import KIND_NAMES
from application.alerts import Alerts
from application.following import Runner
from application.issues import Issues
from application.push_keys import KeyUnusable, new_key, vapid_key
from application.push_sender import PushSender
from application.push_text import ISSUE_TYPE_TITLES_ZH, payload
from domain.commands.push import (
    AUTH_PATTERN,
    P256DH_PATTERN,
    SubscribePush,
    endpoint_problem,
    key_problem,
)
from domain.errors import ValidationFailed
from domain.kinds import IssueType
from domain.notification import ISSUE_OPENED, TASK_ASSIGNED, Notification
from hygiene.settings import SettingError, Settings

ZH = Path(__file__).parents[2] / "webui" / "src" / "lang" / "zh.json"
P256DH = base64.urlsafe_b64encode(b"\x04" + bytes(64)).decode().rstrip("=")
PLACE = "Ladies Ground, Harbourfront Tower"
AUTH = base64.urlsafe_b64encode(bytes(16)).decode().rstrip("=")


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.parametrize(
    "endpoint",
    [
        "https://fcm.googleapis.com/fcm/send/abc:def",
        "https://web.push.apple.com/QGx",
        "http://127.0.0.1:8123/push",
        "http://localhost/push",
        "http://[::1]:8080/push",
    ],
)
def test_a_push_service_s_address_is_taken(endpoint: str) -> None:
    assert endpoint_problem(endpoint) is None


@pytest.mark.parametrize(
    "endpoint",
    [
        "",
        "http://push.example.com/x",  # plain http leaves this machine only over TLS
        "ftp://push.example.com/x",
        "https://169.254.169.254/latest",
        "https://user:pw@push.example.com/x",
        "https://push.example.com/a b",
        "https://push.example.com/" + "a" * 1000,
        "https:///nohost",
        "http://127.0.0.1.example.com/x",
        "https://[fe80::1]/x",
    ],
)
def test_anything_else_is_refused(endpoint: str) -> None:
    assert endpoint_problem(endpoint) is not None


@given(st.binary(max_size=80))
def test_a_key_is_taken_only_at_its_length(raw: bytes) -> None:
    assert (key_problem(b64(raw), P256DH_PATTERN, 65) is None) == (len(raw) == 65)
    assert (key_problem(b64(raw), AUTH_PATTERN, 16) is None) == (len(raw) == 16)
    padded = base64.urlsafe_b64encode(raw).decode()
    assert (key_problem(padded, P256DH_PATTERN, 65) is None) == (len(raw) == 65)
    assert (key_problem(padded, AUTH_PATTERN, 16) is None) == (len(raw) == 16)


def test_a_subscription_names_every_broken_field_at_once() -> None:
    command = SubscribePush(
        account_id="a", endpoint="http://x.example/", p256dh="!", auth="", language="fr"
    )
    with pytest.raises(ValidationFailed) as refused:
        command.check()
    fields = [v.field for v in refused.value.violations]
    assert fields == ["endpoint", "keys.p256dh", "keys.auth", "language"]
    assert "x.example" not in repr(command), "the endpoint is a capability, kept out of logs"


def test_the_chinese_issue_names_are_the_catalogue_s() -> None:
    catalogue = json.loads(ZH.read_text())
    for issue_type, title in ISSUE_TYPE_TITLES_ZH.items():
        key = re.sub(r"-(\w)", lambda m: m.group(1).upper(), issue_type.value)
        assert catalogue[f"catalogue.issue.{key}"] == title
    assert set(ISSUE_TYPE_TITLES_ZH) == set(IssueType)


def _notice(recipient: str, source: str = "manual", kind: str = ISSUE_OPENED) -> Notification:
    return Notification(
        recipient_id=recipient,
        type=kind,
        information=f"Bin full reported at {PLACE}",
        issue_id="issue-1",
        task_id=None,
        actor="someone",
        fields={
            "issueType": "bin-full",
            "place": "Ladies Ground, Harbourfront Tower",
            "source": source,
        },
    )


def test_a_push_says_the_new_issue_in_the_browser_s_language() -> None:
    sent: Any = _notice("acc").collect_events()[0]
    assert payload(sent, "en", KIND_NAMES) == {
        "title": "Issue opened",
        "body": "Bin full reported at Ladies Ground, Harbourfront Tower",
        "url": "/issues/table?issueId=issue-1",
    }
    assert (
        payload(sent, "zh", KIND_NAMES)["body"]
        == "在Ladies Ground, Harbourfront Tower报告了垃圾桶已满"
    )
    detected: Any = _notice("acc", "rule").collect_events()[0]
    assert payload(detected, "zh", KIND_NAMES)["title"] == "问题已创建"
    assert payload(detected, "zh", KIND_NAMES)["body"].startswith("在Ladies Ground")


def test_the_key_reads_from_pem_or_raw_alike_and_never_repeats_a_bad_one() -> None:
    key = new_key()
    raw = b64(key.private.private_numbers().private_value.to_bytes(32, "big"))
    assert vapid_key(key.pem()).public == vapid_key(raw).public == key.public
    assert len(base64.urlsafe_b64decode(key.public + "=")) == 65
    with pytest.raises(KeyUnusable) as refused:
        vapid_key("not-a-key-at-all")
    assert "not-a-key" not in str(refused.value)
    with pytest.raises(SettingError) as unusable:
        Settings.from_env({"HYGIENE_VAPID_PRIVATE_KEY": "c2VjcmV0"})
    assert "c2VjcmV0" not in str(unusable.value)
    configured = Settings.from_env({"HYGIENE_VAPID_PRIVATE_KEY": raw})
    assert configured.vapid_private_key == raw and raw not in repr(configured)
    with pytest.raises(SettingError, match="HYGIENE_VAPID_SUBJECT"):
        Settings.from_env({"HYGIENE_VAPID_SUBJECT": "admin@example.com"})
    assert Settings.from_env({}).vapid_subject.startswith("mailto:")


def test_the_kept_key_is_made_once() -> None:
    alerts = Alerts()
    first = alerts.push_key(None)
    assert alerts.push_key(None).public == first.public
    assert alerts.rotate_push_key("admin").public != first.public
    assert alerts.push_key(None).public != first.public


class Service:
    """Plays the push service: records each push, or fails as told."""

    def __init__(self, failing: Exception | None = None) -> None:
        self.pushed: list[tuple[str, dict[str, str]]] = []
        self.tries = 0
        self.failing = failing

    def __call__(self, subscription: Any, data: str, key: Any, subject: str) -> None:
        self.tries += 1
        if self.failing is not None:
            raise self.failing
        self.pushed.append((subscription["endpoint"], json.loads(data)))


def _subscribed(alerts: Alerts, account: str, *endpoints: str) -> None:
    for endpoint in endpoints:
        command = SubscribePush(account_id=account, endpoint=endpoint, p256dh=P256DH, auth=AUTH)
        alerts.subscribe_push(command, account)


def test_each_browser_is_pushed_once_and_a_restart_pushes_nothing_again() -> None:
    issues, alerts, service = Issues(), Alerts(), Service()
    _subscribed(alerts, "acc-1", "https://push.example.com/1", "https://push.example.com/2")
    issues.save(_notice("acc-1"), _notice("acc-2"), _notice("acc-1", kind=TASK_ASSIGNED))
    Runner([issues], [PushSender(alerts, None, "mailto:a@b.c", service)]).run_once()
    assert sorted(endpoint for endpoint, _ in service.pushed) == [
        "https://push.example.com/1",
        "https://push.example.com/2",
    ], "only the new issue, only to the subscribed account's browsers"

    again = PushSender(alerts, None, "mailto:a@b.c", service)
    Runner([issues], [again]).run_once()
    assert len(service.pushed) == 2
    # Tried afresh from the start (a lost position): each push is found recorded.
    assert again.follow("issues", list(issues.read_log(1, 100)[0]), 3, 0) == 3
    assert len(service.pushed) == 2


def test_a_service_that_keeps_failing_is_given_up_and_the_follower_goes_on() -> None:
    issues, alerts = Issues(), Alerts()
    service = Service(requests.ConnectionError("refused"))
    _subscribed(alerts, "acc-1", "https://push.example.com/1")
    issues.save(_notice("acc-1"), _notice("acc-1"))
    sender = PushSender(alerts, None, "mailto:a@b.c", service, backoff=(0.0, 0.0))
    runner = Runner([issues], [sender])
    assert runner.run_once() == 2
    assert service.tries == 6, "three tries of each, then on"
    assert runner.errors() == {}
    assert alerts.push_endpoints("acc-1"), "a failing service is no reason to forget it"


def test_keys_no_push_can_be_encrypted_to_are_forgotten_and_the_follower_goes_on() -> None:
    issues, alerts = Issues(), Alerts()
    command = SubscribePush(
        account_id="acc-1",
        endpoint="https://push.example.com/1",
        p256dh="BA" + "A" * 85,  # the right length, but no point of the curve
        auth=AUTH,
    )
    alerts.subscribe_push(command, "acc-1")
    issues.save(_notice("acc-1"))
    runner = Runner([issues], [PushSender(alerts, None, "mailto:a@b.c", backoff=(0.0,))])
    assert runner.run_once() == 1
    assert runner.errors() == {}
    assert alerts.push_endpoints("acc-1") == {}
