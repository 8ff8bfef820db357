"""Mailing reset links: with an SMTP server configured, each link an administrator issues is
also mailed to the account's address.

A process (`application.process`) of the accounts log. A link is mailed, then recorded as
mailed (`ResetMail`), and the position saved: a restart goes on after the last link mailed,
and a batch tried again after the server failed skips what it had sent. Only a crash in the
moment between the server taking a mail and its record being saved sends it twice; the
mail's `Message-ID` is the link's, so a mail client shows the two as one. A link that was
used, replaced or has expired by the time its turn comes is not mailed. Neither the link
nor the server's password is ever logged.
"""

from __future__ import annotations

from contextlib import suppress
from email.message import EmailMessage
from email.utils import formataddr
from functools import singledispatchmethod
from typing import Any, Protocol

import structlog
from eventsourcing.persistence import IntegrityError

from application import password_resets
from application.accounts import Accounts
from application.password_resets import PasswordResets
from application.process import Process, Reply
from domain.account import UserAccount
from domain.errors import NotFound
from domain.password_reset import PasswordReset, ResetMail

log = structlog.get_logger(__name__)

# The mail says it in both of the console's languages; the server knows no one's choice.
_ENGLISH = (
    "Hello {name},\n\n"
    "An administrator issued a link for you to set a new password for the hygiene console"
    " (login name {login}). It works once, until {until}:\n\n"
    "{url}\n\n"
    "If you did not ask for a new password, tell your administrator.\n"
)
_CHINESE = (
    "{name}，您好：\n\n"  # noqa: RUF001 - Chinese punctuation
    "管理员为您签发了一个链接，用于设置卫生管理系统的新密码"  # noqa: RUF001
    "（登录名 {login}）。该链接只能使用一次，有效期至 {until}：\n\n"  # noqa: RUF001
    "{url}\n\n"
    "如果您没有申请新密码，请告知您的管理员。\n"  # noqa: RUF001
)


class Mailer(Protocol):
    @property
    def sender(self) -> str: ...

    def send(self, message: EmailMessage) -> None:
        """Hands the message to the mail server; raises when it was not taken."""
        ...


class PasswordResetMails(Process):
    name = "password-reset-mails"
    upstream = ("accounts",)
    named_tracking = True

    def __init__(self, accounts: Accounts, mailer: Mailer, key: str) -> None:
        super().__init__(accounts)
        self.accounts = accounts
        self.mailer = mailer
        self.resets = PasswordResets(accounts, key)

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """Only issued links are mailed (the rest of the log is passed over undecoded)."""

    @policy.register
    def _(self, event: PasswordReset.LinkIssued, reply: Reply) -> None:
        """Mailed, then recorded as mailed at once: the mail cannot wait for the batch."""
        if self._recorded(ResetMail.create_id(event.link_id)):
            return
        reset: PasswordReset = self.accounts.repository.get(event.originator_id)
        if reset.link_id != event.link_id or password_resets.now() >= event.expires_at:
            return  # used, replaced or expired meanwhile: a mail of it would not work
        try:
            account = self.accounts.get_account(reset.account_id)
        except NotFound:
            return
        address = str(account.profile.get("email") or "").strip()
        if not address:
            return
        self.mailer.send(self._message(event, account, address))
        with suppress(IntegrityError):  # another runner mailed it in the same moment
            self.accounts.save(ResetMail(link_id=event.link_id, account_id=str(account.id)))
        log.info("password_reset.mailed", account_id=str(account.id), link_id=event.link_id)

    def _recorded(self, aggregate_id: Any) -> bool:
        return bool(list(self.accounts.events.get(aggregate_id, limit=1)))

    def _message(
        self, event: PasswordReset.LinkIssued, account: UserAccount, address: str
    ) -> EmailMessage:
        name = str(account.profile.get("name") or account.login_name)
        until = event.expires_at.strftime("%Y-%m-%d %H:%M UTC")
        url = self.resets.url_of(event)
        message = EmailMessage()
        message["Subject"] = "Set a new password / 设置新密码"
        message["From"] = self.mailer.sender
        message["To"] = formataddr((name, address))
        message["Message-ID"] = f"<password-reset.{event.link_id}@hygiene-console>"
        message.set_content(
            _ENGLISH.format(name=name, login=account.login_name, until=until, url=url)
            + "\n---\n\n"
            + _CHINESE.format(name=name, login=account.login_name, until=until, url=url)
        )
        return message
