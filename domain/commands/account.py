"""Commands on an account: register it, change its profile or its password.

A password is never shown (`repr=False`): commands end up in logs and tracebacks. The
account's events store its hash, made once the command is checked, never the password."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.account import check_password, check_profile
from domain.commands.base import Versioned, all_of


@dataclass(frozen=True, kw_only=True)
class RegisterAccount:
    """A new account of `kind`, signing in as `login_name` with `password`."""

    kind: str
    login_name: str
    password: str = field(repr=False)
    profile: Mapping[str, Any]

    def check(self) -> None:
        """The profile's and the password's broken rules at once (400)."""
        all_of(
            lambda: check_profile(self.kind, dict(self.profile)),
            lambda: check_password(self.password),
        )


@dataclass(frozen=True, kw_only=True)
class ChangeAccount(Versioned):
    """A new profile for an account, and a new password when one is given."""

    account_id: str
    profile: Mapping[str, Any]
    password: str | None = field(default=None, repr=False)

    def check(self, kind: str, *, profile: bool = True) -> None:
        """The profile's (as the rules of the account's `kind` have it) and the new
        password's broken rules at once (400). An unchanged profile (`profile` False) is
        not looked at: one stored under older rules still lets the password change."""
        checks: list[Callable[[], None]] = []
        if profile:
            checks.append(lambda: check_profile(kind, dict(self.profile)))
        if self.password:
            checks.append(lambda: check_password(self.password))
        all_of(*checks)
