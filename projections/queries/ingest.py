"""The sensor intake's records: dead letters, ingest keys and gateways."""

from __future__ import annotations

from projections.lists import ListParams, ListQuery
from projections.store import ReadStore, Row

DEAD_LETTERS = ListQuery(
    select="id, source, payload, reason, device, seq, received_at",
    from_="dead_letters",
    sortable={"receivedAt": "received_at", "device": "device", "source": "source"},
    default_sort="-receivedAt",
    searchable=("reason", "device", "payload"),
    filterable={"source": "source", "device": "device"},
    date_column="received_at",
)
INGEST_KEYS = ListQuery(
    select="id, gateway, created_by, created_at, revoked_at",
    from_="ingest_keys",
    sortable={"gateway": "gateway", "createdAt": "created_at"},
    default_sort="gateway",
    searchable=("gateway",),
)


def dead_letter_page(store: ReadStore, params: ListParams) -> tuple[list[Row], int]:
    return DEAD_LETTERS.page(store, params)


def ingest_key_page(store: ReadStore, params: ListParams) -> tuple[list[Row], int]:
    return INGEST_KEYS.page(store, params)


def gateways(store: ReadStore) -> list[Row]:
    """Every gateway with its last heartbeat, by name."""
    return store.query("SELECT * FROM gateways ORDER BY gateway")


def dead_letter_count(store: ReadStore) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM dead_letters") or 0)
