"""Web Push for the signed-in account, whatever its role: the key a browser subscribes
with, and its browsers subscribed and unsubscribed (docs/alerts.md). Each new issue it is
told of is then pushed to them too (`application.push_sender`)."""

from __future__ import annotations

from litestar import Controller
from litestar.params import JSONBody

from api.context import ConsoleDep, PrincipalDep
from api.permissions import EVERYONE
from api.push.schemas import EndpointBody, PushKeyOut, SubscriptionBody
from api.routes import creates, reads, removes
from api.writes import AlertsDep
from domain.commands.push import SubscribePush, UnsubscribePush


class PushController(Controller):
    path = "/push"
    tags = ["push"]

    @reads("/key", "getPushKey", EVERYONE)
    def get_key(self, console: ConsoleDep) -> PushKeyOut:
        key = console.alerts.push_key(console.settings.vapid_private_key)
        return PushKeyOut(public_key=key.public)

    @creates("/subscriptions", "subscribePush", EVERYONE)
    def subscribe(
        self, alerts: AlertsDep, principal: PrincipalDep, data: JSONBody[SubscriptionBody]
    ) -> None:
        """This browser told of the account's new issues; subscribing it again (new keys,
        another language) replaces what was kept; one another account held moves here."""
        command = SubscribePush(
            account_id=principal.account_id,
            endpoint=data.endpoint,
            p256dh=data.keys.p256dh,
            auth=data.keys.auth,
            language=data.language,
        )
        alerts.subscribe_push(command, principal.account_id)

    @removes("/subscriptions", "unsubscribePush", EVERYONE)
    def unsubscribe(
        self, alerts: AlertsDep, principal: PrincipalDep, data: JSONBody[EndpointBody]
    ) -> None:
        """This browser told no more; an endpoint the account does not hold changes
        nothing (204 all the same: nobody learns whose it is)."""
        command = UnsubscribePush(account_id=principal.account_id, endpoint=data.endpoint)
        alerts.unsubscribe_push(command, principal.account_id)
