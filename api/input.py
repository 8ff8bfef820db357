"""What every request's input must be before any handler sees it, and the small parsers the
controllers share: refused at the door with a clear 400, never a 500 deeper inside.

- No NUL character anywhere (PostgreSQL text cannot hold it).
- A body is well-formed JSON in UTF-8, nested at most as deep as the decoder goes, and
  every number in it fits where numbers are stored (a BIGINT, a finite float), or the
  400 names where it does not.
- A moment (`asOf`) is an RFC 3339 time on a day of the calendar (`domain.validation`).
"""

from __future__ import annotations

import json
import math
import re
from datetime import UTC, datetime
from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Request
from litestar.openapi.spec import OpenAPIFormat, OpenAPIType, Schema
from litestar.params import QueryParameter

from domain.errors import INCORRECT_DATE, ValidationFailed, Violation
from domain.validation import FIRST_DAY, LAST_DAY, beyond_calendar, in_calendar

NUL_REFUSED = "Text may not contain NUL characters"
LARGEST = 2**63 - 1
_BODY_METHODS = ("POST", "PUT", "PATCH", "DELETE")
_YEAR = "(20[0-9]{2}|2100)"
_TIME = "[Tt]([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]([.][0-9]+)?"
#: A day of the calendar as a pattern can tell it, February's 29th in leap years only.
_DAY = (
    f"({_YEAR}-(0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])"
    f"|{_YEAR}-(0[469]|11)-(0[1-9]|[12][0-9]|30)"
    f"|{_YEAR}-02-(0[1-9]|1[0-9]|2[0-8])"
    "|20([02468][048]|[13579][26])-02-29)"
)
#: `asOf`: the moment a history is asked as of, RFC 3339 (its offset left out for UTC).
AsOfQuery = Annotated[
    str | None,
    QueryParameter(
        name="asOf",
        description=(
            f"An RFC 3339 time on a day from {FIRST_DAY.isoformat()} to"
            f" {LAST_DAY.isoformat()}; without an offset, UTC"
        ),
        schema_extra={
            "one_of": [
                Schema(
                    type=OpenAPIType.STRING,
                    format=OpenAPIFormat.DATE_TIME,
                    pattern=f"^{_YEAR}-",
                ),
                Schema(type=OpenAPIType.STRING, pattern=f"^{_DAY}{_TIME}$"),
                Schema(type=OpenAPIType.NULL),
            ]
        },
    ),
]
#: A time as RFC 3339 writes it, but that its offset may be left out; Python reads more
#: forms than that.
_RFC3339 = re.compile(
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]+)?"
    r"([Zz]|[+-][0-9]{2}:[0-9]{2})?"
)
_UUID = re.compile(r"^[0-9a-fA-F]{8}-?([0-9a-fA-F]{4}-?){3}[0-9a-fA-F]{12}$")


def _is_json(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


def _refuse(field: str, message: str, code: str, reason: str = "Invalid input") -> None:
    raise ValidationFailed([Violation(field, message, code)], reason, code=code)


async def refuse_hostile_input(request: Request[Any, Any, Any]) -> None:
    """Runs before every handler (Litestar `before_request`).

    A handler that reads its body message by message (`opt={"per_message": True}`, the
    sensor intake) checks each message itself, so one bad message costs only itself.
    """
    query = request.scope.get("query_string", b"")
    if b"%00" in query or "\x00" in request.url.path:
        _refuse("", NUL_REFUSED, "nul-character")
    if request.method not in _BODY_METHODS or request.route_handler.opt.get("per_message"):
        return
    body = await request.body()
    if not body:
        return
    if not _is_json(request.headers.get("content-type", "")):
        # A form or text/plain body is what a cross-site page can send without asking.
        _refuse(
            "",
            "The request body must be JSON (Content-Type: application/json)",
            "unsupported-media-type",
        )
    if b"\\u0000" in body or b"\x00" in body:
        _refuse("", NUL_REFUSED, "nul-character")
    try:
        value = msgspec.json.decode(body)
    except (msgspec.DecodeError, RecursionError, UnicodeDecodeError) as error:
        if isinstance(error, msgspec.DecodeError) and "out of range" in str(error):
            _refuse_beyond_any_column(_number_beyond_floats(body))
        reason = (
            "nested too deeply"
            if isinstance(error, RecursionError)
            else "not valid UTF-8 text"
            if isinstance(error, UnicodeDecodeError)
            else str(error)
        )
        _refuse("", f"The request body is not valid JSON: {reason}", "malformed-body")
        return
    _refuse_beyond_any_column(_out_of_range(value))


def _refuse_beyond_any_column(where: str | None) -> None:
    if where is not None:
        raise ValidationFailed(
            [
                Violation(
                    where,
                    f"Must be a number between {-LARGEST - 1} and {LARGEST}",
                    "out-of-range",
                    {"min": -LARGEST - 1, "max": LARGEST},
                )
            ]
        )


def _number_beyond_floats(body: bytes) -> str | None:
    """Where a body holds a number beyond any float (`1e309`), which msgspec refuses
    without saying where: Python's reader takes it as infinite, and names its field."""
    try:
        return _out_of_range(json.loads(body))
    except (ValueError, RecursionError):
        return None


def _out_of_range(value: Any) -> str | None:
    """The path of the first number no column can store, if any (walked without recursion:
    the decoder has already bounded the depth)."""
    pending: list[tuple[str, Any]] = [("", value)]
    while pending:
        path, item = pending.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            if not -LARGEST - 1 <= item <= LARGEST:
                return path
        elif isinstance(item, float):
            if not math.isfinite(item):
                return path
        elif isinstance(item, dict):
            pending.extend((f"{path}.{k}" if path else str(k), v) for k, v in item.items())
        elif isinstance(item, list):
            pending.extend((f"{path}[{i}]", v) for i, v in enumerate(item))
    return None


def parse_moment(value: str, field: str) -> datetime:
    """An RFC 3339 moment from a query (`asOf`); without an offset it is UTC. Its own day
    must be in the calendar, so no offset can carry it beyond what a datetime holds."""
    try:
        if not _RFC3339.fullmatch(value):
            raise ValueError(value)
        moment = datetime.fromisoformat(value.upper().replace("Z", "+00:00"))
    except ValueError:
        raise ValidationFailed([Violation(field, INCORRECT_DATE)]) from None
    if not in_calendar(moment.date()):
        raise ValidationFailed([beyond_calendar(field)])
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def stored_moment(text: str) -> datetime:
    """A timestamp as the read tables keep it (ISO-8601 UTC text)."""
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def is_id(value: str) -> bool:
    """Whether a path parameter can be an id at all (ids are UUIDs)."""
    return bool(_UUID.match(value))


def is_uuid(value: str) -> bool:
    """Whether a value names an aggregate at all (ids are UUIDs); anything else names
    nothing, and never reaches SQL."""
    try:
        UUID(value)
    except (ValueError, TypeError, AttributeError):
        return False
    return True


def parse_as_of(value: str) -> datetime:
    """The moment of a history's `?asOf=`; without an offset it is UTC."""
    return parse_moment(value, "asOf")
