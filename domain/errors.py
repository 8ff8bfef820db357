"""Errors the domain and application layers raise; the API maps each to a status.

Every error and every violation carries a stable `code` beside its English message, with
the values the message names in `params`, so a client can show it in its own language.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

Params = Mapping[str, str | int | float]

# The field rules' common messages, and their codes.
REQUIRED = "This field is required"
INVALID_EMAIL = "Invalid email address"
INCORRECT_DATE = "Incorrect date"
INVALID_FORMAT = "Invalid format"
_CODE_OF_MESSAGE = {
    REQUIRED: "required",
    INVALID_EMAIL: "invalid-email",
    INCORRECT_DATE: "incorrect-date",
    INVALID_FORMAT: "invalid-format",
}


@dataclass(frozen=True)
class Violation:
    """One broken rule of one field; `code` "invalid" means only the message says which."""

    field: str
    message: str
    code: str = "invalid"
    params: Params = dataclasses.field(default_factory=dict)

    def __post_init__(self) -> None:
        # The common messages always carry their code, however they were raised.
        if self.code == "invalid" and self.message in _CODE_OF_MESSAGE:
            object.__setattr__(self, "code", _CODE_OF_MESSAGE[self.message])


class DomainError(Exception):
    """Base of every error a caller can cause."""

    default_code: ClassVar[str] = "invalid-input"

    def __init__(
        self,
        message: str,
        violations: list[Violation] | None = None,
        *,
        code: str | None = None,
        params: Params | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.violations = list(violations or [])
        self.code = code or self.default_code
        self.params: Params = dict(params or {})


class ValidationFailed(DomainError):
    """Input breaks a rule; nothing was changed (400)."""

    def __init__(
        self,
        violations: list[Violation],
        message: str = "Invalid input",
        *,
        code: str | None = None,
    ) -> None:
        super().__init__(message, violations, code=code)


class NotFound(DomainError):
    """Unknown, deleted, or outside the caller's tenancy (404)."""

    default_code = "not-found"

    def __init__(self, what: str, message: str | None = None) -> None:
        noun = what.replace("-", " ")
        super().__init__(message or f"No such {noun}", params={"what": noun.replace(" ", "-")})


class Conflict(DomainError):
    """A duplicate, a stale version or an illegal transition (409)."""

    default_code = "conflict"


class Unauthorized(DomainError):
    """Not signed in, or the credentials are wrong (401)."""

    default_code = "not-authorized"


class Forbidden(DomainError):
    """Signed in, but the role may not do this (403)."""

    default_code = "access-denied"


class TooManyRequests(DomainError):
    """Asked too often; try again after `retry_after` seconds (429 with `Retry-After`)."""

    default_code = "too-many-requests"

    def __init__(
        self, message: str, retry_after: int, *, code: str | None = None, **params: Any
    ) -> None:
        super().__init__(message, code=code, params={"retryAfter": retry_after, **params})
        self.retry_after = retry_after


@dataclass
class Violations:
    """Collects violations so a form reports every broken rule at once."""

    items: list[Violation] = field(default_factory=list)

    def add(
        self, field_name: str, message: str, code: str = "invalid", **params: str | int | float
    ) -> None:
        self.items.append(Violation(field_name, message, code, params))

    def raise_if_any(self, message: str = "Invalid input") -> None:
        if self.items:
            raise ValidationFailed(self.items, message)
