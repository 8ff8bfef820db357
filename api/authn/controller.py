"""Sign-in, token refresh (rotating) and sign-out (docs/api.md, Signing in)."""

from __future__ import annotations

from typing import Any

from litestar import Request, Response
from litestar.exceptions import TooManyRequestsException
from litestar.params import JSONBody
from litestar.status_codes import HTTP_200_OK, HTTP_202_ACCEPTED, HTTP_204_NO_CONTENT

from api.account_out import AccountOut, account_out
from api.auth import TokenIssuer
from api.authn.schemas import (
    LogIn,
    NewPasswordByLink,
    PasswordChange,
    ResetRequest,
    TokenPair,
    Tokens,
)
from api.authn.throttle import Key, SignInThrottle, keys_of
from api.caching import SETTLED
from api.context import ConsoleDep, PrincipalDep
from api.lookups import found
from api.permissions import EVERYONE, PUBLIC
from api.routes import Resource, creates, reads, removes, updates
from api.writes import AccountsDep, SessionsDep
from application.accounts import SignedIn
from application.password_resets import PasswordResets
from domain.errors import Unauthorized
from projections.queries.accounts import account_row


def _tokens(request: Request[Any, Any, Any], signed_in: SignedIn) -> Tokens:
    issuer: TokenIssuer = request.app.state.tokens
    return Tokens(
        access_token=issuer.issue(
            str(signed_in.account.id), signed_in.account.role, str(signed_in.session_id)
        ),
        refresh_token=signed_in.refresh_token,
    )


def _checked_keys(
    request: Request[Any, Any, Any], throttle: SignInThrottle, login_name: str
) -> list[Key]:
    """The throttle's keys of a login name and the caller's address, refused (429) while
    either is held back."""
    keys = keys_of(login_name, request.client.host if request.client else None)
    throttle.check(keys)
    return keys


def _check_pair(
    request: Request[Any, Any, Any], signed_in_account: str, data: JSONBody[TokenPair]
) -> None:
    """A presented access token must belong to the same account as the refresh token."""
    if data.access_token:
        issuer: TokenIssuer = request.app.state.tokens
        subject = issuer.subject_ignoring_expiry(data.access_token)
        if subject is not None and subject != signed_in_account:
            raise Unauthorized("User not authorized")


class AuthnController(Resource, path="/authn", tags=["authn"]):
    @creates("/log-in", "logIn", PUBLIC, status_code=HTTP_200_OK)
    def log_in(
        self, request: Request[Any, Any, Any], accounts: AccountsDep, data: JSONBody[LogIn]
    ) -> Tokens:
        # Settled on success: the session is known to the next request's check.
        throttle: SignInThrottle = request.app.state.sign_in_throttle
        keys = _checked_keys(request, throttle, data.login_name)
        try:
            signed_in = accounts.sign_in(data.login_name, data.password)
        except Unauthorized:
            throttle.failed(keys)
            raise
        throttle.succeeded(keys[0])
        return _tokens(request, signed_in)

    @creates("/refresh", "refresh", PUBLIC, status_code=HTTP_200_OK)
    def refresh(
        self, request: Request[Any, Any, Any], sessions: SessionsDep, data: JSONBody[TokenPair]
    ) -> Tokens:
        # Settled even when refused: a revoked session is refused at once, access tokens too.
        signed_in = sessions.refresh(data.refresh_token)
        _check_pair(request, str(signed_in.account.id), data)
        return _tokens(request, signed_in)

    @removes("/sign-in", "signOut", PUBLIC)
    def sign_out(self, accounts: AccountsDep, data: JSONBody[TokenPair]) -> Response[None]:
        # Settled: its access tokens stop working now, not at their expiry.
        accounts.sign_out(data.refresh_token)
        response: Response[None] = Response(None, status_code=HTTP_204_NO_CONTENT)
        response.delete_cookie("authorizationToken", path="/")
        return response

    @updates("/password", "changeOwnPassword", EVERYONE, status_code=HTTP_200_OK)
    def change_password(
        self,
        request: Request[Any, Any, Any],
        accounts: AccountsDep,
        principal: PrincipalDep,
        data: JSONBody[PasswordChange],
    ) -> Tokens:
        """The caller's own password, the current one asked again. Every session of the
        account ends, on every device; the caller goes on with the tokens answered."""
        signed_in = accounts.change_own_password(
            principal.account_id, data.current_password, data.new_password
        )
        return _tokens(request, signed_in)

    @creates(
        "/password-reset-request",
        "requestPasswordReset",
        PUBLIC,
        status_code=HTTP_202_ACCEPTED,
        raises=[TooManyRequestsException],
    )
    def request_password_reset(
        self, request: Request[Any, Any, Any], console: ConsoleDep, data: JSONBody[ResetRequest]
    ) -> Response[None]:
        """ "Forgot your password": records a request, which the account's administrators are
        told of. The answer is the same whether or not the name is an account's, so it
        tells nobody which names are; every request counts against the name and the address,
        as failed sign-ins do."""
        throttle: SignInThrottle = request.app.state.reset_request_throttle
        keys = _checked_keys(request, throttle, data.login_name)
        throttle.failed(keys)
        PasswordResets(console.accounts, console.settings.signing_key()).request(data.login_name)
        return Response(None, status_code=HTTP_202_ACCEPTED)

    @creates("/password-reset", "resetPassword", PUBLIC, status_code=HTTP_204_NO_CONTENT)
    def reset_password(
        self, console: ConsoleDep, accounts: AccountsDep, data: JSONBody[NewPasswordByLink]
    ) -> None:
        """Sets a new password through a one-time link; every session of the account ends.
        A link that was used, has expired, was replaced or never was answers the same 400
        (`reset-link-invalid`) and changes nothing."""
        # Settled: the account's access tokens stop working now.
        resets = PasswordResets(accounts, console.settings.signing_key())
        resets.reset_password(data.token, data.new_password)

    @reads("/me", "me", EVERYONE, SETTLED, cache=True)
    def me(self, console: ConsoleDep, principal: PrincipalDep) -> AccountOut:
        return account_out(found(account_row(console.store, principal.account_id), "account"))
