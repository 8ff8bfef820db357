"""Every error answers `{"message", "violations"}`; nothing a client sends yields a 500."""

from __future__ import annotations

import re
from typing import Any

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
    HTTP_500_INTERNAL_SERVER_ERROR,
)

from domain.errors import (
    Conflict,
    DomainError,
    Forbidden,
    NotFound,
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
}
_FIELD_IN_MESSAGE = re.compile(r"(?:unknown|missing required) field `([^`]+)`")


def error_body(message: str, violations: list[Violation] | None = None) -> dict[str, Any]:
    return {
        "message": message,
        "violations": [{"field": v.field, "message": v.message} for v in violations or []],
    }


def _violations_of(exc: ValidationException) -> list[Violation]:
    violations = []
    for item in exc.extra if isinstance(exc.extra, list) else []:
        message = str(item.get("message", "Invalid value"))
        key = str(item.get("key") or "")
        named = _FIELD_IN_MESSAGE.search(message)
        if named:
            key = named.group(1)
        elif key == "data":
            key = ""
        violations.append(Violation(key, message))
    return violations


async def refuse_nul_characters(request: Request[Any, Any, Any]) -> None:
    """PostgreSQL text cannot hold NUL; refuse it at the door rather than fail deep inside."""
    query = request.scope.get("query_string", b"").decode("latin-1")
    if "%00" in query or "\x00" in request.url.path:
        raise ValidationFailed([Violation("", "Text may not contain NUL characters")])
    if request.method in ("POST", "PUT", "PATCH", "DELETE"):
        body = await request.body()
        if b"\\u0000" in body.lower() or b"\x00" in body:
            raise ValidationFailed([Violation("", "Text may not contain NUL characters")])


def handle_domain_error(request: Request[Any, Any, Any], exc: DomainError) -> Response[Any]:
    status = next(
        (code for cls, code in _STATUS.items() if isinstance(exc, cls)), HTTP_400_BAD_REQUEST
    )
    return Response(error_body(exc.message, exc.violations), status_code=status)


def handle_http_error(request: Request[Any, Any, Any], exc: HTTPException) -> Response[Any]:
    if isinstance(exc, ValidationException):
        return Response(
            error_body("Invalid input", _violations_of(exc)), status_code=HTTP_400_BAD_REQUEST
        )
    status = exc.status_code
    message = str(exc.detail) if exc.detail else "Something went wrong"
    if status == HTTP_400_BAD_REQUEST and "JSON" in message:
        message = "The request body is not valid JSON"
    if status >= HTTP_500_INTERNAL_SERVER_ERROR:
        log.error("http.error", status=status, detail=message)
        message = "Something went wrong. Please, try again later"
    return Response(error_body(message), status_code=status, headers=exc.headers)


def handle_integrity_error(request: Request[Any, Any, Any], exc: IntegrityError) -> Response[Any]:
    # Two writers raced on the same record; the loser is told to reload.
    return Response(
        error_body("The record was changed by someone else; reload and try again"),
        status_code=HTTP_409_CONFLICT,
    )


def handle_unexpected(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    log.exception("http.unhandled", path=request.url.path, method=request.method)
    return Response(
        error_body("Something went wrong. Please, try again later"),
        status_code=HTTP_500_INTERNAL_SERVER_ERROR,
    )


EXCEPTION_HANDLERS: dict[Any, Any] = {
    DomainError: handle_domain_error,
    HTTPException: handle_http_error,
    IntegrityError: handle_integrity_error,
    Exception: handle_unexpected,
}
