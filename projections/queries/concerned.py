"""Who is concerned with a place or a company: the accounts notifications may reach
(`application.recipients` says which of them hear of what)."""

from __future__ import annotations

from projections.store import ReadStore

STAFF_KINDS = ("supervisor", "cleaner", "worker")


def people_of_place(
    store: ReadStore, facility_id: str | None, building_id: str | None
) -> dict[str, list[str]]:
    """By account kind: the staff assigned the facility, the managers of the cleaning
    companies whose projects cover its building, and the building's landlord's managers."""
    if building_id is None and facility_id:
        found = store.scalar("SELECT building_id FROM facilities WHERE id = ?", (facility_id,))
        building_id = None if found is None else str(found)
    marks = ", ".join("?" for _ in STAFF_KINDS)
    rows = store.query(
        "SELECT a.kind, COALESCE(a.name, '') AS name, a.id FROM account_facilities af"
        " JOIN accounts a ON a.id = af.account_id"
        f" WHERE af.facility_id = ? AND a.kind IN ({marks})"
        " UNION SELECT a.kind, COALESCE(a.name, '') AS name, a.id FROM projects p"
        " JOIN accounts a ON a.company_id = p.cleaning_company_id"
        " WHERE p.building_id = ? AND a.kind = 'cc-manager'"
        " UNION SELECT a.kind, COALESCE(a.name, '') AS name, a.id FROM buildings b"
        " JOIN accounts a ON a.company_id = b.landlord_id"
        " WHERE b.id = ? AND a.kind = 'll-manager'"
        " ORDER BY 1, 2, 3",
        (facility_id or "", *STAFF_KINDS, building_id or "", building_id or ""),
    )
    people: dict[str, list[str]] = {}
    for row in rows:
        people.setdefault(row["kind"], []).append(row["id"])
    return people


def managers_of(store: ReadStore, company_id: str) -> list[str]:
    """The manager accounts of a company, landlord or cleaning (its admins among them)."""
    return [
        row["id"]
        for row in store.query(
            "SELECT id FROM accounts WHERE company_id = ? AND kind IN ('cc-manager', 'll-manager')"
            " ORDER BY COALESCE(name, ''), id",
            (company_id,),
        )
    ]


def administrators(store: ReadStore) -> list[str]:
    rows = store.query(
        "SELECT id FROM accounts WHERE kind = 'admin' ORDER BY COALESCE(name, ''), id"
    )
    return [row["id"] for row in rows]
