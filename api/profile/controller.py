"""The signed-in account's own alert settings, whatever its role: which kinds of
notification are also e-mailed to its address (docs/alerts.md). Mails go out only while
the console has a mail server (`HYGIENE_SMTP_URL`) and the account has an e-mail address."""

from __future__ import annotations

from litestar import Controller
from litestar.params import JSONBody

from api.caching import SETTLED
from api.context import ConsoleDep, PrincipalDep
from api.permissions import EVERYONE
from api.profile.schemas import AlertsBody, AlertsOut
from api.routes import reads, updates
from api.writes import AlertsDep
from application.recipients import RULES
from domain.commands.webhook import ChooseEmailAlerts
from projections.queries.alerts import emailed_kinds


class ProfileController(Controller):
    path = "/profile"
    tags = ["profile"]

    @reads("/alerts", "getOwnAlerts", EVERYONE, SETTLED, cache=True)
    def get_alerts(self, console: ConsoleDep, principal: PrincipalDep) -> AlertsOut:
        return AlertsOut(
            email=emailed_kinds(console.store, principal.account_id) or [],
            kinds=list(RULES),
            mailing=console.settings.smtp is not None,
        )

    @updates("/alerts", "setOwnAlerts", EVERYONE)
    def set_alerts(
        self, alerts: AlertsDep, principal: PrincipalDep, data: JSONBody[AlertsBody]
    ) -> None:
        """Replaces the choice; an unknown kind is refused, and nothing changes."""
        command = ChooseEmailAlerts(
            account_id=principal.account_id, kinds=data.email, known=tuple(RULES)
        )
        alerts.choose_email_alerts(command, principal.account_id)
