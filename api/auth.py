"""Access tokens (signed JWT), the signed-in principal, and the role guard."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import jwt
from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from domain.errors import Forbidden, Unauthorized
from domain.roles import GUARD_ROLE, AccountKind, GuardRole, Role
from projections.queries import access
from projections.store import ReadStore

ALGORITHM = "HS256"
NOT_AUTHORIZED = "User not authorized"


@dataclass(frozen=True)
class Principal:
    """Who is calling: the account, its role, and the company it acts for."""

    account_id: str
    kind: AccountKind
    role: Role
    company_id: str | None
    name: str
    facility_ids: frozenset[str] = field(default_factory=frozenset)

    @property
    def guard_role(self) -> GuardRole:
        return GUARD_ROLE[self.role]

    @property
    def is_admin(self) -> bool:
        return self.role is Role.ADMIN


class TokenIssuer:
    def __init__(self, key: str, ttl_seconds: int) -> None:
        self._key = key
        self.ttl_seconds = ttl_seconds

    def issue(self, account_id: str, role: str, session_id: str) -> str:
        now = int(time.time())
        claims = {
            "sub": account_id,
            "groups": [role],
            "sid": session_id,
            "iat": now,
            "exp": now + self.ttl_seconds,
            "jti": uuid.uuid4().hex,
        }
        return jwt.encode(claims, self._key, algorithm=ALGORITHM)

    def verify(self, token: str) -> dict[str, Any]:
        try:
            claims: dict[str, Any] = jwt.decode(
                token, self._key, algorithms=[ALGORITHM], options={"require": ["sub", "exp"]}
            )
        except jwt.PyJWTError:
            raise Unauthorized(NOT_AUTHORIZED) from None
        return claims

    def subject_ignoring_expiry(self, token: str) -> str | None:
        """The account of a possibly expired, but genuine, token (for refresh and sign-out)."""
        try:
            claims = jwt.decode(
                token, self._key, algorithms=[ALGORITHM], options={"verify_exp": False}
            )
        except jwt.PyJWTError:
            return None
        sub = claims.get("sub")
        return str(sub) if sub else None


_SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


def bearer_token(connection: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The access token of the `Authorization` header, or else of the `authorizationToken`
    cookie (SPEC.md §7). A browser sends the cookie to this site whatever page asks, so a
    write carried by the cookie alone must come from a page of this site."""
    header = connection.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() == "bearer" and token.strip() and token.strip() != "undefined":
        return token.strip()
    cookie = connection.cookies.get("authorizationToken")
    if not cookie or cookie == "undefined":
        return None
    if connection.scope.get("method", "GET") not in _SAFE_METHODS and not _same_origin(connection):
        raise Forbidden("Cross-site request refused", code="cross-site")
    return cookie


def _same_origin(connection: ASGIConnection[Any, Any, Any, Any]) -> bool:
    """The request's Origin (or, without one, its Referer) is this site."""
    site = f"{connection.base_url.scheme}://{connection.base_url.netloc}"
    origin = connection.headers.get("origin")
    if origin and origin != "null":
        return origin.rstrip("/") == site
    referer = connection.headers.get("referer", "")
    return referer == site or referer.startswith(site + "/")


def load_principal(store: ReadStore, account_id: str, session_id: str) -> Principal:
    """The caller, while its session lasts: a sign-out, a revoked session or a password or
    role change since it started ends its access tokens at once, not at their expiry."""
    row = access.principal_row(store, account_id, session_id)
    if row is None or not row["live"]:
        raise Unauthorized(NOT_AUTHORIZED)
    facility_ids = access.assigned_facilities(store, account_id)
    return Principal(
        account_id=row["id"],
        kind=AccountKind(row["kind"]),
        role=Role(row["role"]),
        company_id=row["company_id"],
        name=row["name"] or "",
        facility_ids=facility_ids,
    )


def authorize(connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler) -> None:
    """The one gate: every handler is public, or names the guard roles it admits."""
    # The OpenAPI schema describes the API to anyone; it holds no data.
    if handler.opt.get("public") or connection.scope["path"].startswith("/api/schema"):
        return
    token = bearer_token(connection)
    if token is None:
        raise Unauthorized(NOT_AUTHORIZED)
    console = connection.app.state.console
    claims = connection.app.state.tokens.verify(token)
    principal = load_principal(console.store, str(claims["sub"]), str(claims.get("sid") or ""))
    groups = claims.get("groups") or []
    if not groups or groups[0] != principal.role:
        raise Unauthorized(NOT_AUTHORIZED)  # the role changed since the token was issued
    connection.state.principal = principal
    roles: tuple[GuardRole, ...] = handler.opt.get("roles", ())
    if principal.guard_role not in roles:
        raise Forbidden("Access denied!")


def current_principal(request: Any) -> Principal:
    principal: Principal = request.state.principal
    return principal
