"""The signed-in account's alert settings."""

from __future__ import annotations

from typing import Annotated

from api.body_bounds import each_of
from api.schema import Body, Out
from application.recipients import RULES


class AlertsBody(Body):
    """The kinds of notification also e-mailed (in the console, every kind always)."""

    email: Annotated[list[str], each_of(RULES)]


class AlertsOut(Out):
    """`email`: the kinds also e-mailed; `kinds`: every kind there is to choose from;
    `mailing`: whether this console mails at all (an SMTP server is configured)."""

    email: list[str]
    kinds: list[str]
    mailing: bool
