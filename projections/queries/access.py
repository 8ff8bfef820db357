"""Who is calling and how far they see: the signed-in account and its tenancy's buildings."""

from __future__ import annotations

from collections.abc import Collection

from projections.lists import in_clause
from projections.store import ReadStore, Row


def principal_row(store: ReadStore, account_id: str, session_id: str) -> Row | None:
    """The account's id, kind, role, company_id and name, if it exists, with `live`: whether
    the session is the account's, not ended, and started after its password or role last
    changed."""
    return store.query_one(
        "SELECT a.id, a.kind, a.role, a.company_id, a.name,"
        " CASE WHEN s.id IS NOT NULL AND s.ended_at IS NULL AND (a.sessions_valid_after IS NULL"
        " OR s.started_at >= a.sessions_valid_after) THEN 1 ELSE 0 END AS live"
        " FROM accounts a LEFT JOIN sessions s ON s.id = ? AND s.account_id = a.id"
        " WHERE a.id = ?",
        (session_id, account_id),
    )


def assigned_facilities(store: ReadStore, account_id: str) -> frozenset[str]:
    """The facilities the account is assigned to (staff), as stored."""
    return frozenset(
        r["facility_id"]
        for r in store.query(
            "SELECT facility_id FROM account_facilities WHERE account_id = ?", (account_id,)
        )
    )


def landlord_buildings(store: ReadStore, landlord_id: str | None) -> frozenset[str]:
    rows = store.query("SELECT id FROM buildings WHERE landlord_id = ?", (landlord_id,))
    return frozenset(r["id"] for r in rows)


def cleaned_buildings(store: ReadStore, cleaning_company_id: str | None) -> frozenset[str]:
    """The buildings the company's projects cover."""
    rows = store.query(
        "SELECT DISTINCT building_id FROM projects WHERE cleaning_company_id = ?",
        (cleaning_company_id,),
    )
    return frozenset(r["building_id"] for r in rows)


def buildings_of_facilities(store: ReadStore, facility_ids: Collection[str]) -> frozenset[str]:
    clause, args = in_clause("id", facility_ids)
    rows = store.query(f"SELECT DISTINCT building_id FROM facilities WHERE {clause}", args)
    return frozenset(r["building_id"] for r in rows)


def answers(store: ReadStore) -> None:
    """Raises unless the read store answers a query."""
    store.scalar("SELECT 1")
