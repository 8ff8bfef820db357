"""Who looks after a facility: the staff to notify and to assign work to."""

from __future__ import annotations

from collections.abc import Collection

from projections.lists import in_clause
from projections.store import ReadStore, Row

# Supervisors and cleaners are told about a facility's issues; workers get tasks only.
NOTIFIED_KINDS = ("supervisor", "cleaner")


def assigned_to(store: ReadStore, facility_ids: Collection[str]) -> list[str]:
    """The ids of the accounts assigned any of these facilities."""
    where, params = in_clause("facility_id", facility_ids)
    rows = store.query(f"SELECT DISTINCT account_id FROM account_facilities WHERE {where}", params)
    return [row["account_id"] for row in rows]


def recipients_of_facility(store: ReadStore, facility_id: str) -> list[str]:
    """The account ids of the supervisors and cleaners assigned to the facility."""
    marks = ", ".join("?" for _ in NOTIFIED_KINDS)
    return [
        row["id"]
        for row in store.query(
            "SELECT a.id FROM account_facilities af JOIN accounts a ON a.id = af.account_id"
            f" WHERE af.facility_id = ? AND a.kind IN ({marks}) ORDER BY a.kind, a.name, a.id",
            (facility_id, *NOTIFIED_KINDS),
        )
    ]


def cleaning_companies_of_building(store: ReadStore, building_id: str) -> list[str]:
    """The cleaning companies whose projects cover the building."""
    return [
        row["cleaning_company_id"]
        for row in store.query(
            "SELECT DISTINCT cleaning_company_id FROM projects WHERE building_id = ?"
            " ORDER BY cleaning_company_id",
            (building_id,),
        )
    ]


def staff_member(store: ReadStore, account_id: str) -> Row | None:
    """A supervisor, cleaner or worker: id, kind, company_id and name."""
    return store.query_one(
        "SELECT id, kind, company_id, name FROM accounts"
        " WHERE id = ? AND kind IN ('supervisor', 'cleaner', 'worker')",
        (account_id,),
    )
