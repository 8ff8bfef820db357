"""Commands on the alerts that leave the console: register a webhook, choose what is also
e-mailed."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from domain.errors import REQUIRED, Violations
from domain.webhook import KINDS, MAX_SECRET_CHARS, MIN_SECRET_CHARS, url_problem


@dataclass(frozen=True, kw_only=True)
class RegisterWebhook:
    """A webhook for the company `company_id` (None: the whole console's), hearing of
    `kinds`, each message signed with `secret`. The secret is kept out of the repr."""

    url: str
    kinds: list[str]
    secret: str
    company_id: str | None = None

    def __repr__(self) -> str:
        kept = f"url={self.url!r}, kinds={self.kinds!r}, company_id={self.company_id!r}"
        return f"RegisterWebhook({kept})"

    def check(self) -> None:
        """Every broken field rule at once (400)."""
        violations = Violations()
        problem = url_problem(self.url)
        if problem is not None:
            violations.add("url", problem, "required" if problem == REQUIRED else "invalid-url")
        check_kinds(violations, "kinds", self.kinds, KINDS)
        if len(self.kinds) == 0:
            violations.add("kinds", "Choose at least one kind", "required")
        secret = self.secret or ""
        if not MIN_SECRET_CHARS <= len(secret) <= MAX_SECRET_CHARS:
            violations.add(
                "secret",
                f"Between {MIN_SECRET_CHARS} and {MAX_SECRET_CHARS} characters",
                "out-of-range",
                min=MIN_SECRET_CHARS,
                max=MAX_SECRET_CHARS,
            )
        elif not secret.isprintable() or secret != secret.strip():
            violations.add("secret", "Printable characters, no leading or trailing spaces")
        violations.raise_if_any()

    def terms(self) -> dict[str, Any]:
        """What the webhook's event stores: the kinds once each, in the table's order."""
        return {
            "company_id": self.company_id,
            "url": self.url,
            "kinds": [kind for kind in KINDS if kind in self.kinds],
            "secret": self.secret,
        }


@dataclass(frozen=True, kw_only=True)
class ChooseEmailAlerts:
    """The kinds of notification the account `account_id` also has e-mailed."""

    account_id: str
    kinds: list[str]
    known: Collection[str]  # every kind there is to choose from

    def check(self) -> None:
        violations = Violations()
        check_kinds(violations, "email", self.kinds, self.known)
        violations.raise_if_any()

    def chosen(self) -> list[str]:
        """The kinds once each, in the order of `known`."""
        return [kind for kind in self.known if kind in self.kinds]


def check_kinds(
    violations: Violations, field: str, kinds: list[str], known: Collection[str]
) -> None:
    """Each kind must be one of `known`; the first unknown one is named."""
    unknown = [kind for kind in kinds if kind not in known]
    if unknown:
        violations.add(
            field,
            f"Unknown kind {unknown[0][:60]!r}; one of {', '.join(known)}",
            "unknown-kind",
            kind=unknown[0][:60],
        )
