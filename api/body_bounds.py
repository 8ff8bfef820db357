"""The bounds a number or a date in a body must keep, stated in the OpenAPI schema.

The domain checks them, together with every other rule of the body, so that a form hears
of all its broken fields at once (a 400 naming each); msgspec would stop at the first. So
these only state them: Litestar copies the `extra` of a field's JSON schema into the
operation's schema, and msgspec, which does not read it, enforces nothing.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from domain.validation import FIRST_DAY, LAST_DAY


def within(low: float, high: float) -> msgspec.Meta:
    """`minimum` and `maximum` of a body's number, as the domain checks them."""
    return msgspec.Meta(extra_json_schema={"extra": {"minimum": low, "maximum": high}})


#: A day of the calendar in a body (a schedule's or a leave's), YYYY-MM-DD.
CalendarDate = Annotated[
    str,
    msgspec.Meta(
        extra_json_schema={
            "description": f"A day from {FIRST_DAY.isoformat()} to {LAST_DAY.isoformat()}",
            "extra": {"format": "date"},
        }
    ),
]
