"""The reset link's rules, whatever happens in whatever order: a link works once, only while
it is the account's latest, and only within its hour; the record rebuilt from its events is
the record that made them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from domain.errors import ValidationFailed
from domain.password_reset import LINK_LIFETIME, REQUEST_QUIET, PasswordReset, company_admin_role
from domain.roles import Role

START = datetime(2026, 11, 21, 8, 0, tzinfo=UTC)


def _digest(n: int) -> str:
    return f"digest-{n}"


class LinkRules(RuleBasedStateMachine):
    @initialize()
    def start(self) -> None:
        self.reset = PasswordReset(account_id="account-1")
        self.events: list[Any] = list(self.reset.collect_events())
        self.now = START
        self.issued: list[datetime] = []  # each link's expiry, by its number
        self.current: int | None = None  # the link that should work, if any

    def _keep(self) -> None:
        self.events.extend(self.reset.collect_events())

    @rule()
    def issue(self) -> None:
        n = len(self.issued)
        expires = self.now + LINK_LIFETIME
        self.reset.issue_link(
            link_id=f"link-{n}",
            secret_digest=_digest(n),
            expires_at=expires,
            site="https://console.example.com",
            actor="admin",
        )
        self._keep()
        self.issued.append(expires)
        self.current = n

    @rule(minutes=st.integers(min_value=0, max_value=90))
    def time_passes(self, minutes: int) -> None:
        self.now += timedelta(minutes=minutes)

    @precondition(lambda self: self.issued)
    @rule(data=st.data())
    def use(self, data: st.DataObject) -> None:
        n = data.draw(st.integers(min_value=0, max_value=len(self.issued) - 1))
        works = n == self.current and self.now < self.issued[n]
        try:
            self.reset.use(_digest(n), self.now)
        except ValidationFailed as refused:
            assert not works
            assert refused.code == "reset-link-invalid"
            assert list(self.reset.collect_events()) == [], "a refused use records nothing"
            return
        assert works
        self._keep()
        self.current = None

    @rule()
    def a_made_up_link(self) -> None:
        with pytest.raises(ValidationFailed):
            self.reset.use("not-a-digest", self.now)

    @invariant()
    def rebuilt_from_its_events_it_is_the_same(self) -> None:
        rebuilt = None
        for event in self.events:
            rebuilt = event.mutate(rebuilt)
        assert isinstance(rebuilt, PasswordReset)
        for name in ("account_id", "link_id", "secret_digest", "expires_at", "version"):
            assert getattr(rebuilt, name) == getattr(self.reset, name), name


TestLinkRules = LinkRules.TestCase
TestLinkRules.settings = settings(max_examples=150, stateful_step_count=25, deadline=None)


def test_an_unanswered_request_is_recorded_once_an_hour() -> None:
    reset = PasswordReset(account_id="account-1")
    first = datetime.now(UTC)
    assert reset.request(first)
    assert not reset.request(first + REQUEST_QUIET - timedelta(seconds=1))
    assert reset.request(first + REQUEST_QUIET + timedelta(seconds=1))
    reset.issue_link(
        link_id="l",
        secret_digest="d",
        expires_at=first + LINK_LIFETIME,
        site="https://console.example.com",
        actor="admin",
    )
    assert reset.request(first), "a link answers the request: the next one is told again"


@pytest.mark.parametrize(
    ("kind", "role"),
    [
        ("admin", None),
        ("ll-manager", Role.LL_ADMIN),
        ("cc-manager", Role.CC_ADMIN),
        ("supervisor", Role.CC_ADMIN),
        ("cleaner", Role.CC_ADMIN),
        ("worker", Role.CC_ADMIN),
    ],
)
def test_who_looks_after_each_kind_of_account(kind: str, role: Role | None) -> None:
    assert company_admin_role(kind) == role
