"""Device identifiers: `id:6:` + a 12-character MAC, or `uuid:` + a v4 UUID.

The prefixes are matched case-insensitively; a MAC body must already be digits and
uppercase letters (the typing filter upper-cases for the user); a UUID body may be in
either case and is stored lower-case, so one sensor cannot be registered twice.
"""

from __future__ import annotations

import re
import string

from domain.errors import Violations
from domain.validation import INVALID_FORMAT, REQUIRED

MAC_PREFIX = "id:6:"
UUID_PREFIX = "uuid:"
MAC_LENGTH = 12
MAC_MESSAGE = "MAC identifier should contain 12 characters"
MAX_IDENTIFIER_CHARS = 64

_MAC = re.compile(r"[0-9A-Z]{12}")
_UUID4 = re.compile(
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", re.IGNORECASE
)
_ALNUM = frozenset(string.ascii_letters + string.digits)
_UUID_TYPING = _ALNUM | {"-"}


def _split(text: str) -> tuple[str, str]:
    """Answers (prefix in lower case, body) or ("", text) when no known prefix leads."""
    lowered = text.lower()
    for prefix in (MAC_PREFIX, UUID_PREFIX):
        if lowered.startswith(prefix):
            return prefix, text[len(prefix) :]
    return "", text


def normalise_identifier(text: str) -> str:
    """The stored spelling: trimmed, lower-case prefix, lower-case UUID body."""
    prefix, body = _split(text.strip())
    if prefix == UUID_PREFIX:
        body = body.lower()
    return prefix + body


def identifier_error(text: str | None) -> str | None:
    """The message for an unacceptable identifier, or None when it is valid."""
    if text is None or not text.strip():
        return REQUIRED
    if len(text) > MAX_IDENTIFIER_CHARS:
        return INVALID_FORMAT
    prefix, body = _split(text.strip())
    if prefix == MAC_PREFIX:
        if len(body) != MAC_LENGTH:
            return MAC_MESSAGE
        return None if _MAC.fullmatch(body) else INVALID_FORMAT
    if prefix == UUID_PREFIX and _UUID4.fullmatch(body):
        return None
    return INVALID_FORMAT


def is_identifier(text: str | None) -> bool:
    return identifier_error(text) is None


def check_identifier(violations: Violations, field: str, value: str | None) -> None:
    """Adds the field rule's message for `value` under `field` when it is not a valid identifier."""
    message = identifier_error(value)
    if message is not None:
        violations.add(field, message)


def typing_filter_mac(text: str) -> str:
    """What a MAC input keeps while typing: ASCII letters and digits, letters upper-cased."""
    return "".join(ch for ch in text if ch in _ALNUM).upper()


def typing_filter_uuid(text: str) -> str:
    """What a UUID input keeps while typing: ASCII letters, digits and hyphens."""
    return "".join(ch for ch in text if ch in _UUID_TYPING)
