"""The alerts that leave the console: the webhooks a caller may see, a webhook's delivery
attempts, the kinds an account has e-mailed; and the answers to the alerts' processes
(`application.webhook_deliveries.WebhookLookup`, `application.webhook_sender.DueDeliveries`)."""

from __future__ import annotations

from domain.delivery import Outcome
from projections.clause import Clause
from projections.lists import ListParams, ListQuery
from projections.queries.issues import place_of_facility
from projections.store import ReadStore, Row
from projections.tables import DELIVERY_WAITING

#: The states of a delivery an attempt may yet be made in (once its time comes).
_OPEN = (DELIVERY_WAITING, Outcome.FAILED.value, Outcome.SENDING.value)

#: A webhook's latest attempt, for the list: a manager sees a failing receiver without
#: opening each webhook. One subquery finds it; its columns come by its key.
_LATEST_ATTEMPT = (
    " LEFT JOIN webhook_attempts la ON la.id = (SELECT a.id FROM webhook_attempts a"
    " WHERE a.webhook_id = w.id ORDER BY a.attempted_at DESC, a.attempt DESC LIMIT 1)"
)

WEBHOOKS = ListQuery(
    select=(
        "w.id, w.company_id, c.name AS company_name, w.url, w.kinds, w.created_by, w.created_at,"
        " la.outcome AS last_outcome, la.attempted_at AS last_attempt_at"
    ),
    from_="webhooks w LEFT JOIN companies c ON c.id = w.company_id" + _LATEST_ATTEMPT,
    sortable={"createdAt": "w.created_at", "url": "w.url", "companyName": "c.name"},
    default_sort="-createdAt",
    searchable=("w.url",),
    filterable={"company": "w.company_id"},
    key="w.id",
    to_one_joins=True,
)

ATTEMPTS = ListQuery(
    select=(
        "a.id, a.delivery_id, a.event_id, a.kind, a.attempt, a.attempted_at, a.status_code,"
        " a.error, a.outcome, a.next_attempt_at"
    ),
    from_="webhook_attempts a",
    sortable={"attemptedAt": "a.attempted_at", "attempt": "a.attempt", "kind": "a.kind"},
    default_sort="-attemptedAt",
    filterable={
        "outcome": "a.outcome",
        "kind": "a.kind",
        "delivery": "a.delivery_id",
        "event": "a.event_id",
    },
    date_column="a.attempted_at",
    key="a.id",
)


def _of_company(company_id: str | None) -> list[Clause]:
    """A manager's own company's webhooks; None: every one (the system admin)."""
    return [] if company_id is None else [("w.company_id = ?", [company_id])]


def webhook_page(
    store: ReadStore, params: ListParams, company_id: str | None = None
) -> tuple[list[Row], int]:
    return WEBHOOKS.page(store, params, _of_company(company_id))


def webhook_row(store: ReadStore, webhook_id: str, company_id: str | None = None) -> Row | None:
    return WEBHOOKS.first(store, [("w.id = ?", [webhook_id]), *_of_company(company_id)])


def attempt_page(store: ReadStore, params: ListParams, webhook_id: str) -> tuple[list[Row], int]:
    """A webhook's delivery attempts, the latest first."""
    return ATTEMPTS.page(store, params, [("a.webhook_id = ?", [webhook_id])])


def emailed_kinds(store: ReadStore, account_id: str) -> list[str] | None:
    """The kinds the account has e-mailed; None: it has never chosen."""
    value = store.scalar("SELECT kinds FROM email_alerts WHERE account_id = ?", (account_id,))
    return None if value is None else [kind for kind in str(value).split(",") if kind]


class ReadTableWebhooks:
    """Implements `WebhookLookup` and `DueDeliveries` over the read store."""

    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def listening(
        self, kind: str, facility_id: str | None, building_id: str | None, since: str
    ) -> list[tuple[str, str | None]]:
        """The console's webhooks, and those of the building's landlord and of the cleaning
        companies whose projects cover it, that hear of `kind` and were registered by
        `since`."""
        if building_id is None and facility_id:
            found = self.store.scalar(
                "SELECT building_id FROM facilities WHERE id = ?", (facility_id,)
            )
            building_id = None if found is None else str(found)
        rows = self.store.query(
            "SELECT w.id, w.company_id FROM webhooks w"
            " JOIN webhook_kinds k ON k.webhook_id = w.id"
            " WHERE k.kind = ? AND w.created_at <= ? AND (w.company_id IS NULL"
            " OR w.company_id IN (SELECT b.landlord_id FROM buildings b WHERE b.id = ?)"
            " OR w.company_id IN"
            " (SELECT p.cleaning_company_id FROM projects p WHERE p.building_id = ?))"
            " ORDER BY w.created_at, w.id",
            (kind, since, building_id or "", building_id or ""),
        )
        return [(str(row["id"]), row["company_id"]) for row in rows]

    def place_name(self, facility_id: str) -> str | None:
        return place_of_facility(self.store, facility_id)

    def kinds_heard(self) -> set[str]:
        return {
            str(row["kind"]) for row in self.store.query("SELECT DISTINCT kind FROM webhook_kinds")
        }

    def due_deliveries(self, now: str, limit: int) -> list[str]:
        rows = self.store.query(
            "SELECT id FROM webhook_deliveries"
            " WHERE state IN (?, ?, ?) AND next_attempt_at <= ?"
            " ORDER BY next_attempt_at, id LIMIT ?",
            (*_OPEN, now, limit),
        )
        return [str(row["id"]) for row in rows]
