"""Who looks after a facility: the staff to assign work to. Who hears of its issues is
the recipients policy's to say (`application.recipients`, from `projections.queries.concerned`)."""

from __future__ import annotations

from collections.abc import Collection

from projections.lists import in_clause
from projections.store import ReadStore, Row


def assigned_to(store: ReadStore, facility_ids: Collection[str]) -> list[str]:
    """The ids of the accounts assigned any of these facilities."""
    where, params = in_clause("facility_id", facility_ids)
    rows = store.query(f"SELECT DISTINCT account_id FROM account_facilities WHERE {where}", params)
    return [row["account_id"] for row in rows]


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
