"""Access tokens (signed JWT), the signed-in principal, and the role guard."""

from __future__ import annotations

import hmac
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import anyio.to_thread
import jwt
from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from api.caching import Recent
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


#: Tokens whose signature was checked, kept (until they expire) so a client's every call
#: does not check it again.
VERIFIED_TOKENS = 10_000


class TokenIssuer:
    def __init__(self, key: str, ttl_seconds: int) -> None:
        self._key = key
        self.ttl_seconds = ttl_seconds
        self._verified: Recent[str, dict[str, Any]] = Recent(VERIFIED_TOKENS)

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
        claims = self._verified.get(token)
        if claims is not None and claims["exp"] > time.time():
            return claims
        claims = self._checked(token)
        self._verified.put(token, claims)
        return claims

    def _checked(self, token: str) -> dict[str, Any]:
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
    cookie. A browser sends the cookie to this site whatever page asks, so a
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


def is_metrics_token(settings: Any, presented: str) -> bool:
    """Whether `presented` is the configured `HYGIENE_METRICS_TOKEN` (never, while unset)."""
    expected: str | None = settings.metrics_token
    return bool(expected) and hmac.compare_digest(presented.encode(), str(expected).encode())


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


async def authorize(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The one gate: every handler is public, or names the guard roles it admits.

    It runs on the event loop: a caller already known at the read tables' version costs
    no query and no thread; only a new one is looked up, in a worker thread."""
    # The OpenAPI schema describes the API to anyone; it holds no data.
    if handler.opt.get("public") or connection.scope["path"].startswith("/api/schema"):
        return
    token = bearer_token(connection)
    if token is None:
        raise Unauthorized(NOT_AUTHORIZED)
    state = connection.app.state
    if handler.opt.get("metrics_token") and is_metrics_token(state.console.settings, token):
        return  # an operator's scraper: health details, never anything of a tenant's
    claims = state.tokens.verify(token)
    account_id, session_id = str(claims["sub"]), str(claims.get("sid") or "")
    principals = state.principals
    principal = principals.peek((account_id, session_id))
    if principal is None:
        principal = await anyio.to_thread.run_sync(
            lambda: principals.get(
                (account_id, session_id),
                lambda: load_principal(state.console.store, account_id, session_id),
            )
        )
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
