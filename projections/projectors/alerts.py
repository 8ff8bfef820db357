"""Read tables of the alerts that leave the console: the webhooks and the kinds each hears
of, each delivery's state (what the sender looks at for what is due), each attempt with its
outcome (what an admin lists), and the kinds each account has e-mailed.

The webhooks' secrets stay in the event store: no read table holds one.
"""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.delivery import STALE, Delivery, Outcome
from domain.email_alerts import EmailAlerts
from domain.webhook import Webhook
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import DELIVERY_WAITING, iso

_ATTEMPT_OUTCOME = (
    "UPDATE webhook_attempts SET outcome = ?, status_code = ?, error = ?, next_attempt_at = ?"
    " WHERE id = ?"
)
_DELIVERY_STATE = (
    "UPDATE webhook_deliveries SET state = ?, attempts = ?, next_attempt_at = ?, updated_at = ?"
    " WHERE id = ?"
)


def _attempt_key(event: Any) -> str:
    return f"{event.originator_id}:{event.attempt}"


class AlertsProjection(Projection):
    name = "alerts"
    upstream = ("alerts",)
    tables: ClassVar[dict[str, str]] = {
        "webhooks": (
            "CREATE TABLE IF NOT EXISTS webhooks (id TEXT PRIMARY KEY, company_id TEXT,"
            " url TEXT NOT NULL, kinds TEXT NOT NULL, created_by TEXT NOT NULL,"
            " created_at TEXT NOT NULL)"
        ),
        "webhook_kinds": (
            "CREATE TABLE IF NOT EXISTS webhook_kinds (webhook_id TEXT NOT NULL,"
            " kind TEXT NOT NULL, PRIMARY KEY (webhook_id, kind))"
        ),
        "webhook_deliveries": (
            "CREATE TABLE IF NOT EXISTS webhook_deliveries (id TEXT PRIMARY KEY,"
            " webhook_id TEXT NOT NULL, company_id TEXT, event_id TEXT NOT NULL,"
            " kind TEXT NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL,"
            " next_attempt_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)"
        ),
        "webhook_attempts": (
            "CREATE TABLE IF NOT EXISTS webhook_attempts (id TEXT PRIMARY KEY,"
            " delivery_id TEXT NOT NULL, webhook_id TEXT NOT NULL, event_id TEXT NOT NULL,"
            " kind TEXT NOT NULL, attempt INTEGER NOT NULL, attempted_at TEXT NOT NULL,"
            " status_code INTEGER, error TEXT, outcome TEXT NOT NULL, next_attempt_at TEXT)"
        ),
        "email_alerts": (
            "CREATE TABLE IF NOT EXISTS email_alerts (id TEXT PRIMARY KEY,"
            " account_id TEXT NOT NULL, kinds TEXT NOT NULL, updated_at TEXT NOT NULL)"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS webhooks_company ON webhooks (company_id, created_at)",
        "CREATE INDEX IF NOT EXISTS webhook_kinds_kind ON webhook_kinds (kind)",
        "CREATE INDEX IF NOT EXISTS webhook_deliveries_due"
        " ON webhook_deliveries (state, next_attempt_at)",
        "CREATE INDEX IF NOT EXISTS webhook_deliveries_webhook ON webhook_deliveries (webhook_id)",
        "CREATE INDEX IF NOT EXISTS webhook_attempts_webhook"
        " ON webhook_attempts (webhook_id, attempted_at)",
        "CREATE INDEX IF NOT EXISTS email_alerts_account ON email_alerts (account_id)",
    )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    # Webhooks --------------------------------------------------------------------------

    @process_event.register
    def _(self, event: Webhook.Registered, tx: Writer) -> None:
        webhook_id = str(event.originator_id)
        tx.execute(
            "INSERT INTO webhooks (id, company_id, url, kinds, created_by, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                webhook_id,
                event.company_id,
                event.url,
                ",".join(event.kinds),
                event.actor,
                iso(event.timestamp),
            ),
        )
        tx.executemany(
            "INSERT INTO webhook_kinds (webhook_id, kind) VALUES (?, ?)",
            [(webhook_id, kind) for kind in dict.fromkeys(event.kinds)],
        )

    @process_event.register
    def _(self, event: Webhook.Deleted, tx: Writer) -> None:
        """Gone with what was on its way to it, which is not sent."""
        webhook_id = (str(event.originator_id),)
        tx.execute("DELETE FROM webhooks WHERE id = ?", webhook_id)
        for table in ("webhook_kinds", "webhook_deliveries", "webhook_attempts"):
            tx.execute(f"DELETE FROM {table} WHERE webhook_id = ?", webhook_id)

    # Deliveries ------------------------------------------------------------------------

    @process_event.register
    def _(self, event: Delivery.Scheduled, tx: Writer) -> None:
        at = iso(event.timestamp)
        tx.execute(
            "INSERT INTO webhook_deliveries (id, webhook_id, company_id, event_id, kind, state,"
            " attempts, next_attempt_at, created_at, updated_at)"
            " SELECT ?, ?, ?, ?, ?, ?, 0, ?, ?, ?"
            # A delivery recorded after its webhook was deleted is not shown, nor sent.
            " WHERE EXISTS (SELECT 1 FROM webhooks WHERE id = ?)",
            (
                str(event.originator_id),
                event.webhook_id,
                event.company_id,
                event.event_id,
                event.kind,
                DELIVERY_WAITING,
                at,
                at,
                at,
                event.webhook_id,
            ),
        )

    @process_event.register
    def _(self, event: Delivery.Attempted, tx: Writer) -> None:
        at = iso(event.timestamp)
        delivery_id = str(event.originator_id)
        # Due again, as interrupted, once it has had no outcome for `STALE`.
        stale = iso(event.timestamp + STALE)
        tx.execute(_DELIVERY_STATE, (Outcome.SENDING.value, event.attempt, stale, at, delivery_id))
        tx.execute(
            "INSERT INTO webhook_attempts (id, delivery_id, webhook_id, event_id, kind, attempt,"
            " attempted_at, outcome)"
            " SELECT ?, d.id, d.webhook_id, d.event_id, d.kind, ?, ?, ?"
            " FROM webhook_deliveries d WHERE d.id = ?",
            (_attempt_key(event), event.attempt, at, Outcome.SENDING.value, delivery_id),
        )

    @process_event.register
    def _(self, event: Delivery.Delivered, tx: Writer) -> None:
        self._concluded(event, Outcome.DELIVERED, event.status_code, None, None, tx)

    @process_event.register
    def _(self, event: Delivery.Failed, tx: Writer) -> None:
        again = iso(event.next_attempt_at)
        self._concluded(event, Outcome.FAILED, event.status_code, event.error, again, tx)

    @process_event.register
    def _(self, event: Delivery.DeadLettered, tx: Writer) -> None:
        self._concluded(event, Outcome.DEAD_LETTERED, event.status_code, event.error, None, tx)

    @staticmethod
    def _concluded(
        event: Any,
        outcome: Outcome,
        status_code: int | None,
        error: str | None,
        again: str | None,
        tx: Writer,
    ) -> None:
        at = iso(event.timestamp)
        delivery_id = str(event.originator_id)
        tx.execute(_DELIVERY_STATE, (outcome.value, event.attempt, again, at, delivery_id))
        tx.execute(
            _ATTEMPT_OUTCOME, (outcome.value, status_code, error, again, _attempt_key(event))
        )

    # E-mail ----------------------------------------------------------------------------

    @process_event.register
    def _(self, event: EmailAlerts.Started, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO email_alerts (id, account_id, kinds, updated_at) VALUES (?, ?, '', ?)",
            (str(event.originator_id), event.account_id, iso(event.timestamp)),
        )

    @process_event.register
    def _(self, event: EmailAlerts.Chosen, tx: Writer) -> None:
        tx.execute(
            "UPDATE email_alerts SET kinds = ?, updated_at = ? WHERE id = ?",
            (",".join(event.kinds), iso(event.timestamp), str(event.originator_id)),
        )
