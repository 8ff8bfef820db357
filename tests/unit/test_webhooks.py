"""The webhooks' rules on their own: the signature is the body's HMAC-SHA256 under the secret,
whatever the body and the secret; the retry schedule grows and stays within its bounds; a
delivery is attempted until a 2xx answer or its last attempt, and never after; which event
fires which kind; what an address must be."""

from __future__ import annotations

import hashlib
import hmac
from datetime import UTC, datetime, timedelta
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from application.alert_mails import KIND_NAMES
from application.recipients import RULES
from domain.commands.webhook import RegisterWebhook
from domain.delivery import INTERRUPTED, Backoff, Delivery, Outcome, answered
from domain.errors import ValidationFailed
from domain.webhook import (
    DEVICE_OFFLINE,
    ISSUE_ESCALATED,
    ISSUE_OPENED,
    ISSUE_RESOLVED,
    KINDS,
    Webhook,
    kind_fired,
    signature,
    signed_by,
    url_problem,
)

secrets = st.text(min_size=1, max_size=80)
statuses = st.one_of(st.none(), st.integers(100, 599))
backoffs = st.builds(
    Backoff,
    attempts=st.integers(1, 30),
    first=st.timedeltas(timedelta(milliseconds=1), timedelta(hours=2)),
    longest=st.timedeltas(timedelta(milliseconds=1), timedelta(days=2)),
)


@given(st.binary(max_size=2000), secrets)
def test_the_signature_is_the_bodys_hmac_under_the_secret(body: bytes, secret: str) -> None:
    header = signature(body, secret)
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    assert header == f"sha256={expected}"
    assert signed_by(body, secret, header)


@given(st.binary(min_size=1, max_size=500), secrets, st.data())
def test_a_changed_body_or_another_secret_fails_the_check(
    body: bytes, secret: str, data: st.DataObject
) -> None:
    header = signature(body, secret)
    at = data.draw(st.integers(0, len(body) - 1))
    changed = body[:at] + bytes([body[at] ^ 0x01]) + body[at + 1 :]
    assert not signed_by(changed, secret, header)
    other = data.draw(secrets.filter(lambda s: s.encode() != secret.encode()))
    assert not signed_by(body, other, header)


@given(backoffs)
def test_the_waits_grow_and_stay_within_their_bounds(backoff: Backoff) -> None:
    waits = backoff.waits()
    assert len(waits) == backoff.attempts - 1
    assert all(a <= b for a, b in pairwise(waits)), "monotone"
    low = min(backoff.first, backoff.longest)
    assert all(low - timedelta(microseconds=1) <= w <= backoff.longest for w in waits)
    assert backoff.delay(10**9) == backoff.longest  # no overflow, however far


def test_the_console_tries_eight_times_within_about_an_hour() -> None:
    waits = Backoff().waits()
    assert len(waits) == 7
    assert waits[0] == timedelta(seconds=30) and waits[-1] == timedelta(seconds=30 * 2**6)
    assert timedelta(minutes=50) < sum(waits, timedelta()) < timedelta(hours=2)


def _delivery() -> Delivery:
    return Delivery.schedule("webhook-1", None, "event-1", ISSUE_OPENED, '{"id":"event-1"}')


@given(st.lists(statuses, min_size=1, max_size=40), backoffs)
def test_a_delivery_is_tried_until_taken_or_out_of_attempts(
    answers: list[int | None], backoff: Backoff
) -> None:
    delivery = _delivery()
    made = 0
    for status in answers:
        if delivery.finished:
            break
        assert delivery.attempt(backoff)
        made += 1
        outcome = delivery.conclude(status, None if status else "refused", backoff)
        if answered(status):
            assert outcome is Outcome.DELIVERED
        elif made == backoff.attempts:
            assert outcome is Outcome.DEAD_LETTERED
        else:
            assert outcome is Outcome.FAILED and delivery.next_attempt_at is not None
    assert made <= backoff.attempts
    assert delivery.attempts == made
    if delivery.finished:
        assert not delivery.due(datetime.now(UTC) + timedelta(days=400), timedelta(0))


def test_an_interrupted_attempt_counts_as_failed_when_taken_up_again() -> None:
    delivery, backoff = _delivery(), Backoff(attempts=2)
    assert delivery.due(datetime.now(UTC) + timedelta(seconds=1), timedelta(minutes=1))
    assert delivery.attempt(backoff)
    now = datetime.now(UTC)
    assert not delivery.due(now, timedelta(minutes=1)), "under way"
    assert delivery.due(now + timedelta(minutes=2), timedelta(minutes=1)), "stale"
    assert delivery.attempt(backoff)  # the first judged failed, the second under way
    failed = [e for e in delivery.collect_events() if isinstance(e, Delivery.Failed)]
    assert [(e.attempt, e.error) for e in failed] == [(1, INTERRUPTED)]
    assert not delivery.attempt(backoff), "the last attempt, interrupted: dead-lettered"
    assert delivery.outcome is Outcome.DEAD_LETTERED


def test_each_event_fires_its_kind() -> None:
    assert kind_fired("Issue.Opened", "odour") == ISSUE_OPENED
    assert kind_fired("Issue.Opened", "device-offline") == DEVICE_OFFLINE
    assert kind_fired("Issue.Resolved", "device-offline") == ISSUE_RESOLVED
    assert kind_fired("Issue.Escalated", "odour") == ISSUE_ESCALATED
    assert kind_fired("Issue.Reopened", "odour") is None
    assert KINDS == (ISSUE_OPENED, ISSUE_RESOLVED, ISSUE_ESCALATED, DEVICE_OFFLINE)


@pytest.mark.parametrize(
    "url",
    [
        "https://receiver.example.com/hook",
        "http://127.0.0.1:8080/hook?token=abc",
        "http://[::1]:9000/",
        "https://hooks.example.com./in",
    ],
)
def test_an_http_address_is_a_webhooks(url: str) -> None:
    assert url_problem(url) is None


@pytest.mark.parametrize(
    "url",
    [
        "",
        " https://receiver.example.com/",
        "ftp://receiver.example.com/",
        "javascript:alert(1)",
        "https:///path",
        "http://a:b@receiver.example.com/",
        "http://receiver.example.com:99999/",
        "http://169.254.169.254/",
        "http://[fe80::1]/",
        "http://receiver..example.com/",
        "https://receiver.example.com/\n",
        "https://receiver.example.com/" + "a" * 2000,
    ],
)
def test_anything_else_is_not(url: str) -> None:
    assert url_problem(url) is not None


def test_the_secret_is_kept_out_of_every_repr() -> None:
    secret = "never-shown-0123456789"
    command = RegisterWebhook(url="https://h.example.com/", kinds=[ISSUE_OPENED], secret=secret)
    command.check()
    webhook = Webhook(**command.terms(), actor="someone")
    assert secret not in repr(command) and secret not in repr(webhook)
    assert all(secret not in repr(event) for event in webhook.collect_events())
    assert webhook.secret == secret


def test_a_command_names_every_broken_field() -> None:
    command = RegisterWebhook(url="gopher://x", kinds=["issue.exploded"], secret="short")
    with pytest.raises(ValidationFailed) as refused:
        command.check()
    assert sorted(v.field for v in refused.value.violations) == ["kinds", "secret", "url"]


def test_every_notification_kind_has_a_name_in_the_mails() -> None:
    assert set(KIND_NAMES) == set(RULES)
