"""Webhook bodies, a webhook as shown (never its secret), and one delivery attempt."""

from __future__ import annotations

from typing import Annotated

from api.body_bounds import RecordId, each_of, text
from api.schema import Body, Out, to_out
from domain.webhook import KINDS, MAX_SECRET_CHARS, MAX_URL_CHARS, MIN_SECRET_CHARS, URL_PATTERN
from projections.store import Row

#: A secret of printable ASCII without leading or trailing spaces.
PRINTABLE_ASCII = r"^[!-~]([ -~]*[!-~])?$"


class WebhookBody(Body):
    """`companyId`: the company it is for; a manager's own by default, and the system
    admin's webhook without one hears of the whole console."""

    url: Annotated[str, text(MAX_URL_CHARS, URL_PATTERN, form="uri")]
    kinds: Annotated[list[str], each_of(KINDS, least=1)]
    secret: Annotated[str, text(MAX_SECRET_CHARS, PRINTABLE_ASCII, least=MIN_SECRET_CHARS)]
    company_id: RecordId | None = None

    def __repr__(self) -> str:
        # The secret stays out of every log and error that shows the body.
        return f"WebhookBody(url={self.url!r}, kinds={self.kinds!r})"


class WebhookOut(Out):
    """`lastOutcome` and `lastAttemptAt`: its latest delivery attempt; null before any."""

    id: str
    company_id: str | None
    company_name: str | None
    url: str
    kinds: list[str]
    created_by: str
    created_at: str
    last_outcome: str | None = None
    last_attempt_at: str | None = None


def webhook_out(row: Row) -> WebhookOut:
    return to_out(WebhookOut, row, kinds=[kind for kind in row["kinds"].split(",") if kind])


class DeliveryAttemptOut(Out):
    """One attempt to deliver one event: `outcome` delivered, failed (tried again at
    `nextAttemptAt`), dead-lettered (the last attempt), or sending (under way)."""

    id: str
    delivery_id: str
    event_id: str
    kind: str
    attempt: int
    attempted_at: str
    status_code: int | None
    error: str | None
    outcome: str
    next_attempt_at: str | None


def attempt_out(row: Row) -> DeliveryAttemptOut:
    return to_out(DeliveryAttemptOut, row)
