"""Field rules shared by the aggregates (SPEC.md §5), with the spec's messages."""

from __future__ import annotations

import re
from datetime import date

from domain.errors import INCORRECT_DATE, INVALID_EMAIL, INVALID_FORMAT, REQUIRED, Violations

__all__ = [
    "INCORRECT_DATE",
    "INVALID_EMAIL",
    "INVALID_FORMAT",
    "REQUIRED",
    "is_email",
    "optional_text",
    "out_of_range",
    "parse_date",
    "require_email",
    "require_text",
    "required",
    "too_long",
]

# Deliberately simple: one @, no spaces, a dot in the domain part.
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
_MAX_TEXT = 200


def require_text(violations: Violations, field: str, value: str | None) -> None:
    if value is None or not value.strip():
        violations.add(field, REQUIRED, "required")
    elif len(value) > _MAX_TEXT:
        too_long(violations, field, _MAX_TEXT)
    elif any(ord(ch) < 32 for ch in value):
        violations.add(field, INVALID_FORMAT, "invalid-format")


def optional_text(violations: Violations, field: str, value: str | None) -> None:
    if value is not None and value.strip():
        require_text(violations, field, value)


def is_email(value: str) -> bool:
    return bool(_EMAIL.match(value)) and len(value) <= 254 and value.isprintable()


def require_email(violations: Violations, field: str, value: str | None) -> None:
    if value is None or not value.strip():
        violations.add(field, REQUIRED, "required")
    elif not is_email(value):
        violations.add(field, INVALID_EMAIL, "invalid-email")


def parse_date(violations: Violations, field: str, value: str | None) -> date | None:
    """Accepts an ISO date (YYYY-MM-DD) or nothing."""
    if value is None or value == "":
        return None
    try:
        parsed = date.fromisoformat(value)
    except (TypeError, ValueError):
        violations.add(field, INCORRECT_DATE, "incorrect-date")
        return None
    if not 1900 <= parsed.year <= 2200:
        violations.add(field, INCORRECT_DATE, "incorrect-date")
        return None
    return parsed


def required(violations: Violations, field: str) -> None:
    violations.add(field, REQUIRED, "required")


def too_long(violations: Violations, field: str, most: int) -> None:
    violations.add(field, f"At most {most} characters", "too-long", max=most)


def out_of_range(
    violations: Violations, field: str, low: float | None = None, high: float | None = None
) -> None:
    """A number outside [low, high]; either bound may be open."""
    bounds: dict[str, float] = {}
    if low is not None:
        bounds["min"] = low
    if high is not None:
        bounds["max"] = high
    if low is not None and high is not None:
        message = f"Must be between {low:g} and {high:g}"
    elif low is not None:
        message = f"Must be {low:g} or more"
    else:
        message = f"Must be {high:g} or less"
    violations.add(field, message, "out-of-range", **bounds)
