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
    "EMAIL_PATTERN",
    "FIRST_DAY",
    "FIRST_YEAR",
    "INCORRECT_DATE",
    "INVALID_EMAIL",
    "INVALID_FORMAT",
    "LAST_DAY",
    "LAST_YEAR",
    "LOGIN_NAME_PATTERN",
    "MAX_EMAIL_CHARS",
    "REQUIRED",
    "beyond_calendar",
    "in_calendar",
    "is_email",
    "is_login_name",
    "optional_text",
    "out_of_range",
    "parse_date",
    "parse_day",
    "require_email",
    "require_text",
    "required",
    "too_long",
]

_ATOM = r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
# A label of letters, digits and inner hyphens, at most 63 long; never with hyphens third
# and fourth, which mark an encoded international name.
_LABEL = (
    r"[A-Za-z0-9]([A-Za-z0-9-]{0,2}[A-Za-z0-9]"
    r"|[A-Za-z0-9-]([A-Za-z0-9][A-Za-z0-9-]|-[A-Za-z0-9])[A-Za-z0-9-]{0,58}[A-Za-z0-9])?"
)
#: An e-mail address as mail is sent to: a dot-atom (of at most 64 characters), an `@`,
#: and a domain of two or more labels; no quoted names,
#: no address literals, nothing around it. Every such address is one to JSON Schema's
#: `email` format too (which also holds the dot-atom to 64), so the OpenAPI schema
#: states both.
EMAIL_PATTERN = rf"^{_ATOM}(\.{_ATOM})*@{_LABEL}(\.{_LABEL})+$"
# The letters a login name may also hold before its `@`: accented Latin, Greek, Cyrillic,
# kana, CJK ideographs, Hangul and full-width forms; look-alikes of another account's
# name are refused as taken (`domain.login_names`).
_LETTERS = (
    "\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0391-\u03a1\u03a3-\u03a9\u03b1-\u03c9"
    "\u0400-\u04ff\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff\uac00-\ud7a3"
    "\uff10-\uff19\uff21-\uff3a\uff41-\uff5a"
)
_WIDE_ATOM = rf"[A-Za-z0-9!#$%&'*+/=?^_`{{|}}~{_LETTERS}-]+"
#: A login name: an e-mail address, its part before the `@` perhaps in those letters; an
#: international address to JSON Schema's `idn-email` format too.
LOGIN_NAME_PATTERN = rf"^{_WIDE_ATOM}(\.{_WIDE_ATOM})*@{_LABEL}(\.{_LABEL})+$"
_LOGIN_NAME = re.compile(LOGIN_NAME_PATTERN)
MAX_EMAIL_CHARS = 254
_MAX_LOCAL_PART = 64
_EMAIL = re.compile(EMAIL_PATTERN)
_MAX_TEXT = 200
#: A day written as YYYY-MM-DD, and no other of the ISO forms Python reads.
_ISO_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: The years a birth or join date may fall in (`parse_date`).
FIRST_YEAR, LAST_YEAR = 1900, 2200

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
    """Text a form may leave blank: at most 200 characters, none of them a control one."""
    if value is None:
        return
    if len(value) > _MAX_TEXT:
        too_long(violations, field, _MAX_TEXT)
    elif any(ord(ch) < 32 for ch in value):
        violations.add(field, INVALID_FORMAT, "invalid-format")


def is_email(value: str) -> bool:
    return (
        len(value) <= MAX_EMAIL_CHARS
        and bool(_EMAIL.fullmatch(value))
        and value.index("@") <= _MAX_LOCAL_PART
    )


def is_login_name(value: str) -> bool:
    return (
        len(value) <= MAX_EMAIL_CHARS
        and bool(_LOGIN_NAME.fullmatch(value))
        and value.index("@") <= _MAX_LOCAL_PART
    )


def require_email(
    violations: Violations, field: str, value: str | None, *, login_name: bool = False
) -> None:
    """An e-mail address (or, `login_name`, one a login name may be) is given."""
    if value is None or not value.strip():
        violations.add(field, REQUIRED, "required")
    elif not (is_login_name(value) if login_name else is_email(value)):
        violations.add(field, INVALID_EMAIL, "invalid-email")


def parse_date(violations: Violations, field: str, value: str | None) -> date | None:
    """Accepts an ISO date (YYYY-MM-DD) or nothing."""
    parsed = _iso_date(violations, field, value)
    if parsed is not None and not FIRST_YEAR <= parsed.year <= LAST_YEAR:
        violations.add(field, INCORRECT_DATE, "incorrect-date")
        return None
    return parsed


def _iso_date(violations: Violations, field: str, value: str | None) -> date | None:
    """The date an ISO text (YYYY-MM-DD) names; None for nothing or (a violation) another text."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or not _ISO_DAY.fullmatch(value):
        violations.add(field, INCORRECT_DATE, "incorrect-date")
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
