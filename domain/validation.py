"""Field rules shared by the aggregates (SPEC.md §5), with the spec's messages."""

from __future__ import annotations

import re
from datetime import date

from domain.errors import Violations

REQUIRED = "This field is required"
INVALID_EMAIL = "Invalid email address"
INCORRECT_DATE = "Incorrect date"
INVALID_FORMAT = "Invalid format"

# Deliberately simple: one @, no spaces, a dot in the domain part.
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
_MAX_TEXT = 200


def require_text(violations: Violations, field: str, value: str | None) -> None:
    if value is None or not value.strip():
        violations.add(field, REQUIRED)
    elif len(value) > _MAX_TEXT:
        violations.add(field, f"At most {_MAX_TEXT} characters")
    elif any(ord(ch) < 32 for ch in value):
        violations.add(field, INVALID_FORMAT)


def optional_text(violations: Violations, field: str, value: str | None) -> None:
    if value is not None and value.strip():
        require_text(violations, field, value)


def is_email(value: str) -> bool:
    return bool(_EMAIL.match(value)) and len(value) <= 254 and value.isprintable()


def require_email(violations: Violations, field: str, value: str | None) -> None:
    if value is None or not value.strip():
        violations.add(field, REQUIRED)
    elif not is_email(value):
        violations.add(field, INVALID_EMAIL)


def parse_date(violations: Violations, field: str, value: str | None) -> date | None:
    """Accepts an ISO date (YYYY-MM-DD) or nothing."""
    if value is None or value == "":
        return None
    try:
        parsed = date.fromisoformat(value)
    except (TypeError, ValueError):
        violations.add(field, INCORRECT_DATE)
        return None
    if not 1900 <= parsed.year <= 2200:
        violations.add(field, INCORRECT_DATE)
        return None
    return parsed
