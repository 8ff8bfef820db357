"""Who is told that someone asked for a new password: the administrators who may issue the
account a reset link.

A process (`application.process`) of the accounts log that writes notifications to the
issues application, where every notification lives: each request is told exactly once, even
across a crash. The sign-in page's call only records the request.
"""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, Protocol

from application.accounts import Accounts
from application.issues import Issues
from application.process import Process, Reply
from application.recipients import Audience, who_hears
from domain.account import UserAccount
from domain.errors import NotFound
from domain.notification import PASSWORD_RESET_REQUESTED, Notification
from domain.password_reset import PasswordReset, company_admin_role
from domain.roles import SEGMENT, AccountKind, Role


class AccountAdmins(Protocol):
    """What the notices ask of the read tables."""

    def holding(self, role: str, company_id: str | None = None) -> list[str]:
        """The accounts that hold the role (of the company, when one is named)."""
        ...


class PasswordResetNotices(Process):
    name = "password-reset-notices"
    upstream = ("accounts",)
    named_tracking = True

    def __init__(self, accounts: Accounts, issues: Issues, admins: AccountAdmins) -> None:
        super().__init__(issues)
        self.accounts = accounts
        self.issues = issues
        self.admins = admins

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """Only requests are told (the rest of the accounts log is passed over undecoded)."""

    @policy.register
    def _(self, event: PasswordReset.Requested, reply: Reply) -> None:
        reply.collect_events(*self._requested(event))

    def recipients(self, account: UserAccount) -> list[str]:
        """The system administrators, and the account's company's ll-admins or cc-admins;
        never the account itself."""
        circle = {Audience.ADMINS: self.admins.holding(Role.ADMIN.value)}
        company_role = company_admin_role(account.kind)
        company_id = account.profile.get("company_id")
        if company_role is not None and company_id:
            circle[Audience.ACCOUNT_ADMINS] = self.admins.holding(
                company_role.value, str(company_id)
            )
        return who_hears(PASSWORD_RESET_REQUESTED, circle, actor=str(account.id))

    def _requested(self, event: PasswordReset.Requested) -> list[Notification]:
        reset: PasswordReset = self.accounts.repository.get(
            event.originator_id, version=event.originator_version
        )
        try:
            account = self.accounts.get_account(reset.account_id)
        except NotFound:
            return []  # deleted since: nothing to reset
        name = str(account.profile.get("name") or account.login_name)
        fields = {
            "accountId": str(account.id),
            "segment": SEGMENT[AccountKind(account.kind)],
            "name": name,
            "loginName": account.login_name,
        }
        return [
            Notification(
                recipient_id=recipient,
                type=PASSWORD_RESET_REQUESTED,
                information=f"{name} ({account.login_name}) asked for a new password",
                issue_id=None,
                task_id=None,
                actor=str(account.id),
                fields=fields,
            )
            for recipient in self.recipients(account)
        ]
