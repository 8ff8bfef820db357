"""Litestar's own checks of a call's parameters (a type, a declared bound) answered in the
API's terms: the violation names the parameter as it is on the wire (`utcOffsetMinutes`,
not the handler's `utc_offset_minutes`), and a number beyond the bounds its declaration
gives (and the OpenAPI schema states) is `out-of-range` with them, as the API's own
checks say it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from litestar.handlers import BaseRouteHandler
from litestar.params import ParameterKwarg

from domain.errors import Violation

# msgspec's words for a number beyond a Meta bound, or too large for its type.
_BEYOND_BOUND = re.compile(r"^Expected `[^`]+` [<>]=? |out of range", re.IGNORECASE)


def declared_parameters(handler: BaseRouteHandler) -> dict[str, ParameterKwarg]:
    """The declared query, path, header and cookie parameters of a handler and of the
    dependencies it takes, by their Python names (the handler's own first)."""
    signatures = [
        getattr(provider, "parsed_fn_signature", None)
        for provider in handler.resolve_dependencies().values()
    ]
    signatures.append(handler.parsed_fn_signature)
    declared: dict[str, ParameterKwarg] = {}
    for signature in signatures:
        for name, field in signature.parameters.items() if signature else ():
            if isinstance(field.kwarg_definition, ParameterKwarg):
                declared[name] = field.kwarg_definition
    return declared


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def _beyond(field: str, low: float | None, high: float | None) -> Violation:
    bounds = {
        key: _number(value) for key, value in (("min", low), ("max", high)) if value is not None
    }
    if low is not None and high is not None:
        message = f"Must be between {bounds['min']} and {bounds['max']}"
    elif low is not None:
        message = f"Must be {bounds['min']} or more"
    else:
        message = f"Must be {bounds['max']} or less"
    return Violation(field, message, "out-of-range", bounds)


def parameter_violation(
    declared: Mapping[str, ParameterKwarg], item: Mapping[str, Any]
) -> Violation | None:
    """The violation of one of Litestar's error items when it is about a declared
    parameter, named as on the wire; None when it is about something else (the body)."""
    key = str(item.get("key") or "")
    parameter = declared.get(key)
    if parameter is None or item.get("source") == "body":
        return None
    field = parameter.name or parameter.query or parameter.header or parameter.cookie or key
    message = str(item.get("message", "Invalid value"))
    low, high = parameter.ge, parameter.le
    if (low is not None or high is not None) and _BEYOND_BOUND.search(message):
        return _beyond(field, low, high)
    return Violation(field, message)
