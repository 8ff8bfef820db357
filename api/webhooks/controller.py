"""Webhooks: the system admin's, and each landlord's and cleaning company's for its own
estate (docs/alerts.md). A manager sees, makes and deletes its company's only; another
company's answers 404, and naming another company in a body is refused. The secret is taken
once and never shown again; each webhook's delivery attempts are listed with their outcome.
"""

from __future__ import annotations

from litestar import Controller
from litestar.params import FromPath, JSONBody

from api.auth import Principal
from api.caching import SETTLED
from api.context import ConsoleDep, ParamsDep, PrincipalDep
from api.list_fields import ATTEMPT_LIST, WEBHOOK_LIST
from api.listing import refusing_nul
from api.lookups import found
from api.permissions import MANAGERS
from api.routes import creates, reads, removes
from api.schema import Page, paged
from api.webhooks.schemas import (
    DeliveryAttemptOut,
    WebhookBody,
    WebhookOut,
    attempt_out,
    webhook_out,
)
from api.writes import AlertsDep, ReadBackDep
from domain.commands.webhook import RegisterWebhook
from domain.errors import ValidationFailed, Violation
from projections.queries.alerts import attempt_page, webhook_page, webhook_row
from projections.queries.companies import company_type
from projections.store import ReadStore, Row

NO_SUCH_COMPANY = "No such company"


def _reach(principal: Principal) -> str | None:
    """Whose webhooks the caller sees: a manager its company's; None: every one."""
    return None if principal.is_admin else principal.company_id or ""


def _company(store: ReadStore, principal: Principal, named: str | None) -> str | None:
    """The company a new webhook is for: a manager's own (naming another is refused), or
    the one the system admin names (none: the console's own)."""
    if not principal.is_admin:
        # A manager's webhook is its company's: never another's, never the console's own.
        own = principal.company_id
        if own is None or named not in (None, own):
            raise ValidationFailed([Violation("companyId", NO_SUCH_COMPANY)])
        return own
    if named is not None and company_type(store, named) is None:
        raise ValidationFailed([Violation("companyId", NO_SUCH_COMPANY)])
    return named


def _visible(store: ReadStore, principal: Principal, webhook_id: str) -> Row:
    return found(webhook_row(store, webhook_id, _reach(principal)), "webhook")


class WebhookController(Controller):
    path = "/webhooks"
    tags = ["webhooks"]

    @reads("/", "listWebhooks", MANAGERS, WEBHOOK_LIST, SETTLED, cache=True)
    def list_webhooks(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[WebhookOut]:
        found_rows = webhook_page(console.store, refusing_nul(params), _reach(principal))
        return paged(found_rows, webhook_out, params)

    @creates("/", "createWebhook", MANAGERS)
    def create_webhook(
        self,
        console: ConsoleDep,
        alerts: AlertsDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        data: JSONBody[WebhookBody],
    ) -> WebhookOut:
        """Registers a webhook; the answer never repeats its secret."""
        company = _company(console.store, principal, data.company_id)
        command = data.command(RegisterWebhook, company_id=company)
        webhook_id = alerts.register_webhook(command, principal.account_id)
        return webhook_out(_visible(read_back().store, principal, str(webhook_id)))

    @reads("/{webhook_id:str}", "getWebhook", MANAGERS, SETTLED, cache=True)
    def get_webhook(
        self, console: ConsoleDep, principal: PrincipalDep, webhook_id: FromPath[str]
    ) -> WebhookOut:
        return webhook_out(_visible(console.store, principal, webhook_id))

    @removes("/{webhook_id:str}", "deleteWebhook", MANAGERS)
    def delete_webhook(
        self,
        console: ConsoleDep,
        alerts: AlertsDep,
        principal: PrincipalDep,
        webhook_id: FromPath[str],
    ) -> None:
        """Deletes it; what was still on its way to it is not sent."""
        _visible(console.store, principal, webhook_id)
        alerts.delete_webhook(webhook_id, principal.account_id)

    @reads(
        "/{webhook_id:str}/deliveries",
        "listWebhookDeliveries",
        MANAGERS,
        ATTEMPT_LIST,
        SETTLED,
        cache=True,
    )
    def list_deliveries(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        params: ParamsDep,
        webhook_id: FromPath[str],
    ) -> Page[DeliveryAttemptOut]:
        """Every attempt to deliver an event to the webhook, the latest first."""
        _visible(console.store, principal, webhook_id)
        found_rows = attempt_page(console.store, refusing_nul(params), webhook_id)
        return paged(found_rows, attempt_out, params)
