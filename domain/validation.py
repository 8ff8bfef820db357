"""Field rules shared by the aggregates, with their messages (domain/errors.py)."""

from __future__ import annotations

import re
from datetime import date

from domain.errors import (
    INCORRECT_DATE,
    INVALID_EMAIL,
    INVALID_FORMAT,
    REQUIRED,
    Violation,
    Violations,
)

__all__ = [
    "FIRST_DAY",
    "INCORRECT_DATE",
    "INVALID_EMAIL",
    "INVALID_FORMAT",
    "LAST_DAY",
    "REQUIRED",
    "beyond_calendar",
    "in_calendar",
    "is_email",
    "optional_text",
    "out_of_range",
    "parse_date",
    "parse_day",
    "require_email",
    "require_text",
    "required",
    "too_long",
]

# Deliberately simple: one @, no spaces, a dot in the domain part.
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
_MAX_TEXT = 200

#: The calendar every date and time a caller gives must fall in (schedules, leaves, the
#: periods of figures and lists, a history's moment): wide enough for any record of an
#: estate, and narrow enough that a day's arithmetic in any time zone stays within what
#: Python's dates and the read tables' ISO text can hold.
FIRST_DAY = date(2000, 1, 1)
LAST_DAY = date(2100, 12, 31)


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
    parsed = _iso_date(violations, field, value)
    if parsed is not None and not 1900 <= parsed.year <= 2200:
        violations.add(field, INCORRECT_DATE, "incorrect-date")
        return None
    return parsed


def _iso_date(violations: Violations, field: str, value: str | None) -> date | None:
    """The date an ISO text (YYYY-MM-DD) names; None for nothing or (a violation) another text."""
    if value is None or value == "":
        return None
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        violations.add(field, INCORRECT_DATE, "incorrect-date")
        return None


def in_calendar(day: date) -> bool:
    return FIRST_DAY <= day <= LAST_DAY


def beyond_calendar(field: str) -> Violation:
    """The violation of a date (or a moment's date) outside FIRST_DAY..LAST_DAY."""
    return Violation(
        field,
        f"Must be between {FIRST_DAY.isoformat()} and {LAST_DAY.isoformat()}",
        "out-of-range",
        {"min": FIRST_DAY.isoformat(), "max": LAST_DAY.isoformat()},
    )


def parse_day(violations: Violations, field: str, value: str | None) -> date | None:
    """A day of the calendar (YYYY-MM-DD, FIRST_DAY..LAST_DAY) or nothing: the dates of
    schedules and leaves. (Birth and join dates, `parse_date`, reach further back.)"""
    parsed = _iso_date(violations, field, value)
    if parsed is not None and not in_calendar(parsed):
        violations.items.append(beyond_calendar(field))
        return None
    return parsed


def required(violations: Violations, field: str) -> None:
    violations.add(field, REQUIRED, "required")


def too_long(violations: Violations, field: str, most: int) -> None:
    violations.add(field, f"At most {most} characters", "too-long", max=most)


def whole_number(violations: Violations, field: str, value: object, most: int) -> None:
    """A whole number from 1 to `most`, else a violation."""
    if type(value) is not int or not 1 <= value <= most:
        violations.add(
            field,
            f"Must be a whole number from 1 to {most}",
            code="out-of-range",
            min=1,
            max=most,
        )


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
