"""Notification: a message to one account; reading it cannot be undone."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import Violations
from domain.validation import REQUIRED

# The kinds the console sends (who hears of each: `application.recipients`); a new area
# adds its own kebab-case kind here and its rule there.
ISSUE_OPENED = "issue-opened"
ISSUE_RESOLVED = "issue-resolved"
ISSUE_ESCALATED = "issue-escalated"
TASK_ASSIGNED = "task-assigned"
LEAVE_REQUESTED = "leave-requested"
LEAVE_DECIDED = "leave-decided"
LOW_STOCK = "low-stock"
DEAD_LETTERS = "dead-letters"
PASSWORD_RESET_REQUESTED = "password-reset-requested"  # noqa: S105 - a kind, no secret
_TYPE = re.compile(r"^[a-z][a-z0-9-]{0,49}$")
MAX_INFORMATION_CHARS = 1000


def check_notification(recipient_id: str, type_: str, information: str) -> None:
    violations = Violations()
    if not recipient_id:
        violations.add("recipientId", REQUIRED)
    if not _TYPE.match(type_):
        violations.add("type", "Lower-case letters, digits and '-', at most 50 characters")
    if not information or not information.strip():
        violations.add("information", REQUIRED)
    elif len(information) > MAX_INFORMATION_CHARS:
        violations.add("information", f"At most {MAX_INFORMATION_CHARS} characters")
    violations.raise_if_any()


class Notification(Deletable):
    what = "notification"

    class Sent(Aggregate.Created):
        """`information` is the message in English; `fields` are the values it names (an
        issue type id, a place, a title), so a client can word it in its own language."""

        recipient_id: str
        type: str
        information: str
        issue_id: str | None
        task_id: str | None
        actor: str
        fields: dict[str, str]

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["fields"] = {}  # sent before notifications carried their fields

    class Read(Aggregate.Event):
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            # An explicit event class, so the reading time is the event's own timestamp.
            assert isinstance(aggregate, Notification)
            aggregate.read = True
            aggregate.read_at = self.timestamp
            aggregate.modified_by = self.actor

    @event(Sent)
    def __init__(
        self,
        recipient_id: str,
        type: str,
        information: str,
        issue_id: str | None,
        task_id: str | None,
        actor: str,
        fields: dict[str, str] | None = None,
    ) -> None:
        check_notification(recipient_id, type, information)
        self.recipient_id = recipient_id
        self.type = type
        self.information = information.strip()
        self.issue_id = issue_id
        self.task_id = task_id
        self.fields = dict(fields or {})
        self.read = False
        self.read_at: datetime | None = None
        self.modified_by = actor

    def mark_read(self, actor: str) -> None:
        """Marks the notification read. Marking it again is a no-op (no event): the list's
        "mark as read" applies to every selected row, read or not, and must not fail."""
        self.check_not_deleted()
        if not self.read:
            self.trigger_event(self.Read, actor=actor)
