"""Web Push records of the alerts application: each account's subscribed browsers, which
account holds an endpoint, what was pushed, and the console's VAPID key when none is
configured (made once, kept in the event store so every process signs with the same)."""

from __future__ import annotations

from contextlib import suppress
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError

from application.base import ProcessApplication
from application.push_keys import VapidKey, new_key, vapid_key
from domain.commands.push import SubscribePush, UnsubscribePush
from domain.push import PUSH_KEY_ID, PushEndpoint, PushKey, PushSubscriptions


class PushRecords(ProcessApplication):
    """The base of `Alerts`: what it keeps of Web Push."""

    def subscribe_push(self, command: SubscribePush, actor: str) -> None:
        """Adds the browser to the account; one another account held leaves that account."""
        command.check()
        changed: list[Any] = []
        held = self._push_record(PushEndpoint.create_id(command.endpoint))
        if held is None:
            changed.append(PushEndpoint(command.endpoint, command.account_id))
        elif held.account_id != command.account_id:
            before = self._push_record(PushSubscriptions.create_id(held.account_id))
            if before is not None and before.unsubscribe(command.endpoint, "moved", actor):
                changed.append(before)
            held.move(command.account_id)
            changed.append(held)
        mine = self._subscriptions(command.account_id, create=True)
        mine.subscribe(command.endpoint, command.p256dh, command.auth, command.language, actor)
        self.save(*changed, mine)

    def unsubscribe_push(self, command: UnsubscribePush, actor: str) -> None:
        """Removes the account's own browser; an endpoint it does not hold changes nothing."""
        command.check()
        mine = self._subscriptions(command.account_id)
        if mine is not None and mine.unsubscribe(command.endpoint, "account", actor):
            self.save(mine)

    def push_gone(self, account_id: str, endpoint: str) -> None:
        """The push service no longer knows the endpoint (404, 410): forgotten."""
        mine = self._subscriptions(account_id)
        if mine is not None and mine.unsubscribe(endpoint, "gone", "system"):
            self.save(mine)

    def push_endpoints(self, account_id: str) -> dict[str, dict[str, str]]:
        """The account's browsers: endpoint → p256dh, auth, language."""
        mine = self._subscriptions(account_id)
        return dict(mine.endpoints) if mine is not None else {}

    def push_key(self, configured: str | None) -> VapidKey:
        """The configured key, or the one kept here, made on first need."""
        if configured:
            return vapid_key(configured)
        kept = self._push_record(PUSH_KEY_ID)
        if kept is None:
            with suppress(IntegrityError):  # another process made it just now: use that
                self.save(PushKey(new_key().pem()))
            kept = self._push_record(PUSH_KEY_ID)
        return vapid_key(kept.pem)

    def rotate_push_key(self, actor: str) -> VapidKey:
        """A fresh kept key: browsers subscribed with the old one subscribe again."""
        key = new_key()
        kept = self._push_record(PUSH_KEY_ID)
        if kept is None:
            self.save(PushKey(key.pem()))
        else:
            kept.replace(key.pem(), actor)
            self.save(kept)
        return key

    def _subscriptions(self, account_id: str, create: bool = False) -> Any:
        found = self._push_record(PushSubscriptions.create_id(account_id))
        if found is None and create:
            return PushSubscriptions(account_id)
        return found

    def _push_record(self, aggregate_id: UUID) -> Any:
        try:
            return self.repository.get(aggregate_id)
        except AggregateNotFoundError:
            return None
