"""Every error answers `{"message", "code", "params", "violations"}`; nothing a client sends
yields a 500. `message` is English; `code` (and each violation's `code`) is stable, with the
values the message names in `params`, so a client can say it in the user's language."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import msgspec
import structlog
from eventsourcing.persistence import IntegrityError
from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.status_codes import (
    HTTP_400_BAD_REQUEST,
    HTTP_401_UNAUTHORIZED,
    HTTP_403_FORBIDDEN,
    HTTP_404_NOT_FOUND,
    HTTP_409_CONFLICT,
    HTTP_429_TOO_MANY_REQUESTS,
    HTTP_500_INTERNAL_SERVER_ERROR,
)

from api.parameter_errors import declared_parameters, parameter_violation
from domain.errors import (
    Conflict,
    DomainError,
    Forbidden,
    NotFound,
    TooManyRequests,
    Unauthorized,
    ValidationFailed,
    Violation,
)

log = structlog.get_logger(__name__)

_STATUS: dict[type[DomainError], int] = {
    ValidationFailed: HTTP_400_BAD_REQUEST,
    Unauthorized: HTTP_401_UNAUTHORIZED,
    Forbidden: HTTP_403_FORBIDDEN,
    NotFound: HTTP_404_NOT_FOUND,
    Conflict: HTTP_409_CONFLICT,
    TooManyRequests: HTTP_429_TOO_MANY_REQUESTS,
}
_FIELD_IN_MESSAGE = re.compile(r"(?:unknown|missing required) field `([^`]+)`")


_CODE_OF_STATUS = {
    400: "invalid-input",
    401: "not-authorized",
    403: "access-denied",
    404: "not-found",
    405: "method-not-allowed",
    409: "conflict",
    413: "body-too-large",
    429: "too-many-requests",
    503: "unavailable",
}
SERVER_ERROR = "Something went wrong. Please, try again later"


class ViolationBody(msgspec.Struct):
    """One broken rule of one field ("" for the body as a whole)."""

    field: str
    message: str
    code: str
    params: dict[str, Any]


class ErrorBody(msgspec.Struct):
    """The body of every error answer, as `error_body` builds it (the OpenAPI schema's)."""

    message: str
    code: str
    params: dict[str, Any]
    violations: list[ViolationBody]


def error_body(
    message: str,
    violations: list[Violation] | None = None,
    code: str = "invalid-input",
    params: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "message": message,
        "code": code,
        "params": dict(params or {}),
        "violations": [
            {"field": v.field, "message": v.message, "code": v.code, "params": dict(v.params)}
            for v in violations or []
        ],
    }


def _violations_of(exc: ValidationException, request: Request[Any, Any, Any]) -> list[Violation]:
    handler = request.scope.get("route_handler")
    declared = declared_parameters(handler) if handler is not None else {}
    violations = []
    for item in exc.extra if isinstance(exc.extra, list) else []:
        if (parameter := parameter_violation(declared, item)) is not None:
            violations.append(parameter)  # a query or path parameter, by its wire name
            continue
        message = str(item.get("message", "Invalid value"))
        key = str(item.get("key") or "")
        code = "invalid"
        named = _FIELD_IN_MESSAGE.search(message)
        if named:
            key = named.group(1)
            code = "unknown-field" if message.lower().startswith("object contains") else "required"
        elif key == "data":
            key = ""
        violations.append(Violation(key, message, code))
    return violations


def handle_domain_error(request: Request[Any, Any, Any], exc: DomainError) -> Response[Any]:
    status = next(
        (code for cls, code in _STATUS.items() if isinstance(exc, cls)), HTTP_400_BAD_REQUEST
    )
    headers = {"Retry-After": str(exc.retry_after)} if isinstance(exc, TooManyRequests) else None
    return Response(
        error_body(exc.message, exc.violations, exc.code, exc.params),
        status_code=status,
        headers=headers,
    )


def handle_http_error(request: Request[Any, Any, Any], exc: HTTPException) -> Response[Any]:
    if isinstance(exc, ValidationException):
        return Response(
            error_body("Invalid input", _violations_of(exc, request)),
            status_code=HTTP_400_BAD_REQUEST,
        )
    status = exc.status_code
    message = str(exc.detail) if exc.detail else "Something went wrong"
    code = _CODE_OF_STATUS.get(status, "server-error")
    params: dict[str, Any] = {"what": "path"} if status == HTTP_404_NOT_FOUND else {}
    if status == HTTP_400_BAD_REQUEST and "JSON" in message:
        message, code = "The request body is not valid JSON", "malformed-body"
    if status >= HTTP_500_INTERNAL_SERVER_ERROR and status != 503:
        log.error("http.error", status=status, detail=message)
        message = SERVER_ERROR
    return Response(
        error_body(message, code=code, params=params), status_code=status, headers=exc.headers
    )


def handle_integrity_error(request: Request[Any, Any, Any], exc: IntegrityError) -> Response[Any]:
    # Two writers raced on the same record; the loser is told to reload.
    return Response(
        error_body(
            "The record was changed by someone else; reload and try again", code="record-changed"
        ),
        status_code=HTTP_409_CONFLICT,
    )


def handle_unexpected(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    log.exception("http.unhandled", path=request.url.path, method=request.method)
    return Response(
        error_body(SERVER_ERROR, code="server-error"), status_code=HTTP_500_INTERNAL_SERVER_ERROR
    )


EXCEPTION_HANDLERS: dict[Any, Any] = {
    DomainError: handle_domain_error,
    HTTPException: handle_http_error,
    IntegrityError: handle_integrity_error,
    Exception: handle_unexpected,
}
