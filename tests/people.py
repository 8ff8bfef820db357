"""The demo estate's people, found by their login."""

from __future__ import annotations

from domain.account import UserAccount
from hygiene.bootstrap import Console


def person(console: Console, login: str) -> UserAccount:
    account = console.accounts.find_by_login_name(login)
    assert account is not None
    return account
