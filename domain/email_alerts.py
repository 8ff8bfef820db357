"""E-mail alerts: the kinds of notification an account also has e-mailed (in the console it
is told of every kind, always), and the record that one notification was mailed."""

from __future__ import annotations

import uuid

from eventsourcing.domain import Aggregate, event


class EmailAlerts(Aggregate):
    """One per account, made the first time it chooses."""

    class Started(Aggregate.Created):
        account_id: str

    class Chosen(Aggregate.Event):
        kinds: list[str]
        actor: str

    @staticmethod
    def create_id(account_id: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/email-alerts/{account_id}")

    @event(Started)
    def __init__(self, account_id: str) -> None:
        self.account_id = account_id
        self.kinds: list[str] = []

    def choose(self, kinds: list[str], actor: str) -> None:
        """Records the choice; the same choice again records nothing."""
        if list(kinds) != self.kinds:
            self._chosen(list(kinds), actor)

    @event(Chosen)
    def _chosen(self, kinds: list[str], actor: str) -> None:
        self.kinds = list(kinds)


class AlertMail(Aggregate):
    """That a notification was mailed to its recipient: looked for before mailing it, so a
    batch tried again after a failure does not mail what it had already sent."""

    class Sent(Aggregate.Created):
        notification_id: str
        account_id: str

    @staticmethod
    def create_id(notification_id: str, account_id: str = "") -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/alert-mail/{notification_id}")

    @event(Sent)
    def __init__(self, notification_id: str, account_id: str) -> None:
        self.notification_id = notification_id
        self.account_id = account_id
