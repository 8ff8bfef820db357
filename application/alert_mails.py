"""Mailing notifications: with an SMTP server configured, each notification of a kind its
recipient chose (`PUT /api/profile/alerts`) is also mailed to the account's address; in the
console it is shown all the same.

A process (`application.process`) of the issues log, where every notification lives,
replying in the alerts application. As with the reset links (`application.reset_mails`), a
notification is mailed, then recorded as mailed (`AlertMail`), and the position saved: a
restart goes on after the last one mailed, and a batch tried again after the server failed
skips what it had sent. Only a crash in the moment between the server taking a mail and its
record being saved sends it twice; the mail's `Message-ID` is the notification's, so a mail
client shows the two as one. A notification more than `FRESH_FOR` old by its turn (a mail
server configured long after) is not mailed. The account stores no language: the mail says
it in both of the console's.
"""

from __future__ import annotations

from contextlib import suppress
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.utils import formataddr
from functools import singledispatchmethod
from typing import Any

import structlog
from eventsourcing.persistence import IntegrityError

from application.accounts import Accounts
from application.alerts import Alerts
from application.metrics import DELIVERIES
from application.process import Process, Reply
from application.reset_mails import Mailer
from domain.account import UserAccount
from domain.email_alerts import AlertMail
from domain.errors import NotFound
from domain.notification import (
    DEAD_LETTERS,
    ISSUE_ESCALATED,
    ISSUE_OPENED,
    ISSUE_RESOLVED,
    LEAVE_DECIDED,
    LEAVE_REQUESTED,
    LOW_STOCK,
    PASSWORD_RESET_REQUESTED,
    TASK_ASSIGNED,
    Notification,
)

log = structlog.get_logger(__name__)

FRESH_FOR = timedelta(days=1)

#: Each kind's name, in English and in Chinese (as the console's screens name it).
KIND_NAMES: dict[str, tuple[str, str]] = {
    ISSUE_OPENED: ("Issue opened", "问题已创建"),
    ISSUE_RESOLVED: ("Issue resolved", "问题已解决"),
    ISSUE_ESCALATED: ("Issue escalated", "问题已升级"),
    TASK_ASSIGNED: ("Task assigned", "任务已分配"),
    LEAVE_REQUESTED: ("Leave requested", "请假申请"),
    LEAVE_DECIDED: ("Leave decided", "请假已审批"),
    LOW_STOCK: ("Low stock", "库存不足"),
    DEAD_LETTERS: ("Sensor messages rejected", "传感器消息被拒收"),
    PASSWORD_RESET_REQUESTED: ("Password reset asked for", "申请重置密码"),
}

_ENGLISH = (
    "Hello {name},\n\n"
    "{information}\n\n"
    "({kind}, {at}.) Open the hygiene console to see it.\n\n"
    "You chose to have notifications of this kind e-mailed as well; change that on your"
    " profile page in the console.\n"
)
_CHINESE = (
    "{name}，您好：\n\n"  # noqa: RUF001 - Chinese punctuation
    "{information}\n\n"
    "（{kind}，{at}。）请打开卫生管理系统查看。\n\n"  # noqa: RUF001
    "您选择了同时通过电子邮件接收此类通知；可在系统的个人资料页面更改。\n"  # noqa: RUF001
)


class AlertMails(Process):
    name = "alert-mails"
    upstream = ("issues",)
    named_tracking = True

    def __init__(self, alerts: Alerts, accounts: Accounts, mailer: Mailer) -> None:
        super().__init__(alerts)
        self.alerts = alerts
        self.accounts = accounts
        self.mailer = mailer
        self._chosen: dict[str, list[str]] = {}

    def react(self, events: Any, reply: Reply) -> None:
        self._chosen = {}  # each recipient's choice, asked once a batch
        super().react(events, reply)

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """Only notifications are mailed (the rest of the log is passed over undecoded)."""

    @policy.register
    def _(self, event: Notification.Sent, reply: Reply) -> None:
        """Mailed, then recorded as mailed at once: the mail cannot wait for the batch."""
        if event.timestamp < datetime.now(UTC) - FRESH_FOR:
            return
        if event.type not in self._chosen_by(event.recipient_id):
            return
        notification_id = str(event.originator_id)
        if self.alerts.recorded(AlertMail.create_id(notification_id)):
            return
        try:
            account = self.accounts.get_account(event.recipient_id)
        except NotFound:
            return
        address = str(account.profile.get("email") or "").strip()
        if not address:
            return
        try:
            self.mailer.send(_message(event, account, address, self.mailer.sender))
        except Exception:
            DELIVERIES.labels(channel="email", outcome="failed").inc()
            raise
        with suppress(IntegrityError):  # another runner mailed it in the same moment
            self.alerts.save(AlertMail(notification_id=notification_id, account_id=str(account.id)))
        DELIVERIES.labels(channel="email", outcome="sent").inc()
        log.info(
            "alert.mailed",
            account_id=str(account.id),
            notification_id=notification_id,
            kind=event.type,
        )

    def _chosen_by(self, account_id: str) -> list[str]:
        if account_id not in self._chosen:
            self._chosen[account_id] = self.alerts.emailed_kinds(account_id)
        return self._chosen[account_id]


def _message(
    event: Notification.Sent, account: UserAccount, address: str, sender: str
) -> EmailMessage:
    name = str(account.profile.get("name") or account.login_name)
    english, chinese = KIND_NAMES.get(event.type, (event.type, event.type))
    at = event.timestamp.strftime("%Y-%m-%d %H:%M UTC")
    information = event.information.strip()
    message = EmailMessage()
    one_line = " ".join(information.split())  # a header holds no line breaks
    message["Subject"] = f"{english} / {chinese}: {one_line}"[:200]
    message["From"] = sender
    message["To"] = formataddr((name, address))
    message["Message-ID"] = f"<notification.{event.originator_id}@hygiene-console>"
    message.set_content(
        _ENGLISH.format(name=name, information=information, kind=english, at=at)
        + "\n---\n\n"
        + _CHINESE.format(name=name, information=information, kind=chinese, at=at)
    )
    return message
