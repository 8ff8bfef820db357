"""Password resets without a mail server: a request from the sign-in page, a one-time link
an administrator issues, and the new password set through it.

A link is `<reset id>.<secret>`. The secret is an HMAC of a new link id under the console's
key, so the mail follower (`application/reset_mails.py`) can make the same link again from
the stored event and the key, while the event store holds only a digest of it: what a copy
of the store holds cannot be used as a link.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import quote

from eventsourcing.application import AggregateNotFoundError

from application.accounts import Accounts, digest
from application.passwords import check_password, hash_password
from application.rosters import retried_on_fresh_state
from domain.errors import NotFound
from domain.password_reset import LINK_LIFETIME, PasswordReset, link_invalid

#: The web page a link opens.
RESET_PAGE = "/reset-password"


def now() -> datetime:
    """The clock links expire by (tests move it)."""
    return datetime.now(UTC)


def link_secret(key: str, link_id: str) -> str:
    mac = hmac.new(key.encode(), f"password-reset-link/{link_id}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()).decode().rstrip("=")


def link_url(site: str, reset_id: uuid.UUID, secret: str) -> str:
    """The address of the reset page for one link (the secret is URL-safe already)."""
    return f"{site.rstrip('/')}{RESET_PAGE}?token={quote(f'{reset_id}.{secret}', safe='.')}"


@dataclass(frozen=True)
class IssuedLink:
    url: str
    expires_at: datetime
    account_id: str


class PasswordResets:
    """The commands of a reset, on the accounts application's store. Each loads what it
    decides on afresh and saves it in one go, so a save that lost a race is run again."""

    def __init__(self, accounts: Accounts, key: str) -> None:
        self.accounts = accounts
        self.key = key

    def of(self, account_id: str) -> PasswordReset:
        """The account's reset record, started when there is none yet."""
        try:
            reset: PasswordReset = self.accounts.repository.get(PasswordReset.create_id(account_id))
        except AggregateNotFoundError:
            return PasswordReset(account_id=account_id)
        return reset

    @retried_on_fresh_state
    def request(self, login_name: str) -> None:
        """Records a request for the account signing in as `login_name`, if there is one;
        nothing for an unknown name (the caller answers the same either way)."""
        account = self.accounts.find_by_login_name(login_name)
        if account is None:
            return
        reset = self.of(str(account.id))
        if reset.request(now()):
            self.accounts.save(reset)

    @retried_on_fresh_state
    def issue_link(self, account_id: str, actor: str, site: str) -> IssuedLink:
        """A new link for the account, valid for `LINK_LIFETIME` and once; the previous
        link stops working."""
        account = self.accounts.get_account(account_id)
        reset = self.of(str(account.id))
        link_id = str(uuid.uuid4())
        secret = link_secret(self.key, link_id)
        expires_at = now() + LINK_LIFETIME
        reset.issue_link(
            link_id=link_id,
            secret_digest=digest(secret),
            expires_at=expires_at,
            site=site,
            actor=actor,
        )
        self.accounts.save(reset)
        return IssuedLink(link_url(site, reset.id, secret), expires_at, str(account.id))

    def url_of(self, event: PasswordReset.LinkIssued) -> str:
        """The link an issued-link event stands for, made again from the key."""
        secret = link_secret(self.key, event.link_id)
        return link_url(event.site, event.originator_id, secret)

    @retried_on_fresh_state
    def reset_password(self, token: str, new_password: str) -> str:
        """Sets the account's password through a link and spends the link; answers the
        account. The new password ends every session begun before it (`PasswordChanged`
        moves `sessions_valid_after`). Nothing changes for a link that does not work."""
        reset_id, _, secret = (token or "").strip().partition(".")
        try:
            reset: PasswordReset = self.accounts.repository.get(uuid.UUID(reset_id))
        except (ValueError, AggregateNotFoundError):
            raise link_invalid() from None
        if not isinstance(reset, PasswordReset):
            raise link_invalid()
        presented = digest(secret)
        moment = now()
        reset.check_link(presented, moment)
        try:
            account = self.accounts.get_account(reset.account_id)
        except NotFound:
            raise link_invalid() from None
        check_password(new_password, field="newPassword")
        reset.use(presented, moment)
        account.change_password(password_hash=hash_password(new_password), actor=str(account.id))
        self.accounts.save(reset, account)
        return str(account.id)
