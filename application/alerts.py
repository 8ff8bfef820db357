"""Alerts: what leaves the console. The webhooks companies register and each delivery of an
event to one (`domain/webhook.py`, `domain/delivery.py`), the kinds of notification each
account also has e-mailed, and the record of each mail sent (`domain/email_alerts.py`); the
browsers told by Web Push, from its base (`application/push_subscriptions.py`).

Its recorder keeps tracking records: the processes that schedule deliveries and mail
notifications (`application.webhook_deliveries`, `application.alert_mails`) follow the
issues log and reply here."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError

from application.push_subscriptions import PushRecords
from domain.commands.webhook import ChooseEmailAlerts, RegisterWebhook
from domain.delivery import Delivery
from domain.email_alerts import EmailAlerts
from domain.webhook import Webhook


class Alerts(PushRecords):
    name = "alerts"

    # Webhooks --------------------------------------------------------------------

    def register_webhook(self, command: RegisterWebhook, actor: str) -> UUID:
        command.check()
        webhook = Webhook(**command.terms(), actor=actor)
        self.save(webhook)
        return webhook.id

    def delete_webhook(self, webhook_id: str | UUID, actor: str) -> None:
        """Deleted at once; what was still on its way to it is not sent."""
        webhook = self.get_webhook(webhook_id)
        webhook.delete(actor)
        self.save(webhook)

    def get_webhook(self, webhook_id: str | UUID) -> Webhook:
        return self.load(Webhook, webhook_id, "webhook")

    def get_delivery(self, delivery_id: str | UUID) -> Delivery | None:
        found = self._found(delivery_id)
        return found if isinstance(found, Delivery) else None

    def recorded(self, aggregate_id: UUID) -> bool:
        """Whether anything was recorded under this id (a delivery, a mail)."""
        return bool(list(self.events.get(aggregate_id, limit=1)))

    # E-mail ----------------------------------------------------------------------

    def choose_email_alerts(self, command: ChooseEmailAlerts, actor: str) -> None:
        command.check()
        chosen = self._found(EmailAlerts.create_id(command.account_id))
        if chosen is None:
            chosen = EmailAlerts(account_id=command.account_id)
        chosen.choose(command.chosen(), actor)
        self.save(chosen)

    def emailed_kinds(self, account_id: str) -> list[str]:
        """The kinds the account also has e-mailed (none until it chooses)."""
        chosen = self._found(EmailAlerts.create_id(account_id))
        return list(chosen.kinds) if isinstance(chosen, EmailAlerts) else []

    def _found(self, aggregate_id: str | UUID) -> Any:
        try:
            return self.repository.get(UUID(str(aggregate_id)))
        except (AggregateNotFoundError, ValueError):
            return None
