"""PasswordReset: an account's requests for a new password, and the one-time link an
administrator issues for it.

One aggregate per account (its id a `uuid5` of the account's), so that a new link retires
the previous one and a link is used once: two uses at once write the same version, and the
event store refuses the second. Like a session's refresh token, only a digest of the link's
secret is kept.
"""

from __future__ import annotations

import hmac
import uuid
from datetime import datetime, timedelta

from eventsourcing.domain import Aggregate, event

from domain.errors import ValidationFailed
from domain.roles import STAFF_KINDS, AccountKind, Role

#: How long an issued link works (once).
LINK_LIFETIME = timedelta(hours=1)
#: A request still unanswered this long is not told to the administrators again.
REQUEST_QUIET = timedelta(hours=1)

LINK_INVALID = "reset-link-invalid"
LINK_INVALID_MESSAGE = (
    "This password reset link is not valid: it was used, has expired or was replaced"
)


def link_invalid() -> ValidationFailed:
    """A used, expired, replaced or unknown link: the same answer for each."""
    return ValidationFailed([], LINK_INVALID_MESSAGE, code=LINK_INVALID)


def company_admin_role(kind: str) -> Role | None:
    """The role of the company's accounts that look after an account of this kind (beside
    the system administrators): a landlord's ll-admins, a cleaning company's cc-admins."""
    account_kind = AccountKind(kind)
    if account_kind is AccountKind.LL_MANAGER:
        return Role.LL_ADMIN
    if account_kind is AccountKind.CC_MANAGER or account_kind in STAFF_KINDS:
        return Role.CC_ADMIN
    return None


class PasswordReset(Aggregate):
    class Started(Aggregate.Created):
        account_id: str

    class Requested(Aggregate.Event):
        """The account's holder asked for a new password (on the sign-in page)."""

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, PasswordReset)
            aggregate.requested_at = self.timestamp

    class LinkIssued(Aggregate.Event):
        link_id: str
        secret_digest: str
        expires_at: datetime
        # The console's address the link was issued at, so a mail can carry the same link.
        site: str
        actor: str

    class LinkUsed(Aggregate.Event):
        link_id: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, PasswordReset)
            aggregate.link_id = aggregate.secret_digest = aggregate.expires_at = None

    @staticmethod
    def create_id(account_id: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/password-reset/{account_id}")

    @event(Started)
    def __init__(self, account_id: str) -> None:
        self.account_id = account_id
        self.requested_at: datetime | None = None
        self.link_id: str | None = None
        self.secret_digest: str | None = None
        self.expires_at: datetime | None = None

    def request(self, now: datetime) -> bool:
        """Records the request, unless one made within `REQUEST_QUIET` is still unanswered
        (its administrators were told already); answers whether it was recorded."""
        if self.requested_at is not None and now - self.requested_at < REQUEST_QUIET:
            return False
        self.trigger_event(self.Requested)
        return True

    @event(LinkIssued)
    def issue_link(
        self, link_id: str, secret_digest: str, expires_at: datetime, site: str, actor: str
    ) -> None:
        self.link_id = link_id
        self.secret_digest = secret_digest
        self.expires_at = expires_at
        self.requested_at = None  # answered

    def check_link(self, presented_digest: str, now: datetime) -> None:
        """Refuses a link that is not the current one, was used, or has expired."""
        current = self.secret_digest
        if (
            current is None
            or self.expires_at is None
            or not hmac.compare_digest(current, presented_digest)
            or now >= self.expires_at
        ):
            raise link_invalid()

    def use(self, presented_digest: str, now: datetime) -> None:
        self.check_link(presented_digest, now)
        self.trigger_event(self.LinkUsed, link_id=self.link_id)


class ResetMail(Aggregate):
    """That a link was mailed to its account: looked for before mailing it, so a batch
    tried again after a failure does not mail the links it had already sent."""

    class Sent(Aggregate.Created):
        link_id: str
        account_id: str

    @staticmethod
    def create_id(link_id: str, account_id: str = "") -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/password-reset-mail/{link_id}")

    @event(Sent)
    def __init__(self, link_id: str, account_id: str) -> None:
        self.link_id = link_id
        self.account_id = account_id
