"""Errors the domain and application layers raise; the API maps each to a status."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Violation:
    field: str
    message: str


class DomainError(Exception):
    """Base of every error a caller can cause."""

    def __init__(self, message: str, violations: list[Violation] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.violations = list(violations or [])


class ValidationFailed(DomainError):
    """Input breaks a rule; nothing was changed (400)."""

    def __init__(self, violations: list[Violation], message: str = "Invalid input") -> None:
        super().__init__(message, violations)


class NotFound(DomainError):
    """Unknown, deleted, or outside the caller's tenancy (404)."""


class Conflict(DomainError):
    """A duplicate, a stale version or an illegal transition (409)."""


class Unauthorized(DomainError):
    """Not signed in, or the credentials are wrong (401)."""


class Forbidden(DomainError):
    """Signed in, but the role may not do this (403)."""


@dataclass
class Violations:
    """Collects violations so a form reports every broken rule at once."""

    items: list[Violation] = field(default_factory=list)

    def add(self, field_name: str, message: str) -> None:
        self.items.append(Violation(field_name, message))

    def raise_if_any(self, message: str = "Invalid input") -> None:
        if self.items:
            raise ValidationFailed(self.items, message)
