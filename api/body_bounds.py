"""The bounds a number or a date in a body must keep, stated in the OpenAPI schema.

The domain checks them, together with every other rule of the body, so that a form hears
of all its broken fields at once (a 400 naming each); msgspec would stop at the first. So
these only state them: Litestar copies the `extra` of a field's JSON schema into the
operation's schema, and msgspec, which does not read it, enforces nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated

import msgspec
from litestar.openapi.spec import OpenAPIFormat, OpenAPIType, Schema

from domain.validation import (
    EMAIL_PATTERN,
    FIRST_DAY,
    LAST_DAY,
    LOGIN_NAME_PATTERN,
    MAX_EMAIL_CHARS,
)


def within(low: float, high: float) -> msgspec.Meta:
    """`minimum` and `maximum` of a body's number, as the domain checks them."""
    return msgspec.Meta(extra_json_schema={"extra": {"minimum": low, "maximum": high}})


#: A day of the calendar in a body (a schedule's or a leave's), YYYY-MM-DD.
CalendarDate = Annotated[
    str,
    msgspec.Meta(
        extra_json_schema={
            "description": f"A day from {FIRST_DAY.isoformat()} to {LAST_DAY.isoformat()}",
            "extra": {"format": "date", "pattern": r"^(20[0-9]{2}|2100)-"},
        }
    ),
]


def how_many(least: int, most: int, of: Schema | None = None) -> msgspec.Meta:
    """`minItems` and `maxItems` of a body's list, as the call checks them, and what each
    item is (`of`)."""
    bounds: dict[str, object] = {"minItems": least, "maxItems": most}
    if of is not None:
        bounds["items"] = of
    return msgspec.Meta(extra_json_schema={"extra": bounds})


#: Each item of a list of the ids of records.
AN_ID = Schema(type=OpenAPIType.STRING, format=OpenAPIFormat.UUID)


def each_of(values: Iterable[str], least: int = 0) -> msgspec.Meta:
    """A body's list of names from a closed set (`items.enum`), at least `least` of them."""
    items = Schema(type=OpenAPIType.STRING, enum=list(values))
    return msgspec.Meta(extra_json_schema={"extra": {"items": items, "minItems": least}})


#: Text a form requires (`domain.validation.require_text`): not blank, no control
#: characters, at most 200 characters.
TEXT_PATTERN = r"^[^\x00-\x1f]*[^\s\x00-\x1f][^\x00-\x1f]*$"


def text(
    most: int = 200, pattern: str | None = TEXT_PATTERN, least: int = 1, form: str | None = None
) -> msgspec.Meta:
    """`minLength`, `maxLength`, any `pattern` and any `format` of a body's required text."""
    bounds: dict[str, object] = {"minLength": least, "maxLength": most}
    if pattern is not None:
        bounds["pattern"] = pattern
    if form is not None:
        bounds["format"] = form
    return msgspec.Meta(extra_json_schema={"extra": bounds})


#: An e-mail address, as `domain.validation.is_email` takes it.
Email = Annotated[str, text(MAX_EMAIL_CHARS, EMAIL_PATTERN, form="email")]
#: A login name, as `domain.validation.is_login_name` takes it.
LoginName = Annotated[str, text(MAX_EMAIL_CHARS, LOGIN_NAME_PATTERN, form="idn-email")]


def named(values: Iterable[str]) -> msgspec.Meta:
    """A body's name from a closed set (`enum`)."""
    return msgspec.Meta(extra_json_schema={"extra": {"enum": list(values)}})


#: Required text, as most forms' names, addresses and codes are.
Text = Annotated[str, text()]
#: The id of a record a body names: a UUID (an unknown one is a 400 naming the field).
RecordId = Annotated[str, msgspec.Meta(extra_json_schema={"extra": {"format": "uuid"}})]


def remarks(most: int, pattern: str | None = None) -> msgspec.Meta:
    """`maxLength` (and any `pattern`) of a body's free text (remarks, a description)."""
    bounds: dict[str, object] = {"maxLength": most}
    if pattern is not None:
        bounds["pattern"] = pattern
    return msgspec.Meta(extra_json_schema={"extra": bounds})


def any_of(*forms: dict[str, object]) -> msgspec.Meta:
    """A body's optional field that takes one of these forms, or null (the field's type
    `X | None`, with this on X). Each form is written as JSON Schema has it, camelCase."""
    return msgspec.Meta(extra_json_schema={"extra": {"one_of": [*forms, {"type": "null"}]}})


#: The empty text a form sends for a field it leaves blank.
BLANK: dict[str, object] = {"type": "string", "maxLength": 0}


def fields_of(properties: dict[str, Schema]) -> msgspec.Meta:
    """A body's object of named fields, each optional, and no others."""
    return msgspec.Meta(
        extra_json_schema={"extra": {"properties": properties, "additionalProperties": False}}
    )
