"""Sign-in bodies and the token pair answered."""

from __future__ import annotations

from api.schema import Body, Out


class LogIn(Body):
    login_name: str
    password: str


class TokenPair(Body):
    refresh_token: str
    access_token: str | None = None


class Tokens(Out):
    access_token: str
    refresh_token: str


class PasswordChange(Body):
    current_password: str
    new_password: str


class ResetRequest(Body):
    """A request for a new password, from the sign-in page."""

    login_name: str


class NewPasswordByLink(Body):
    """A new password set through a reset link (`token` is the link's `token` parameter)."""

    token: str
    new_password: str
