"""Queries over the estate's read tables (kept by `projections.projectors.organisation`):
the lists of companies, buildings, facilities and projects, and a building's floors, each
answering API-shaped rows. The resource modules beside it narrow them to a caller's reach."""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

from projections.lists import ListQuery
from projections.store import ReadStore, Row

COMPANIES = ListQuery(
    select="c.id, c.name, c.type, c.code, c.created_at, c.updated_at, c.version",
    from_="companies c",
    sortable={"name": "c.name", "type": "c.type", "code": "c.code", "createdAt": "c.created_at"},
    default_sort="name",
    searchable=("c.name", "c.code"),
    filterable={"type": "c.type", "company": "c.id"},
    date_column="c.created_at",
    key="c.id",
)

BUILDINGS = ListQuery(
    select=(
        "b.id, b.name, b.address, b.postal_code, b.landlord_id, l.name AS landlord_name,"
        " b.floor_count, (SELECT COUNT(*) FROM facilities f WHERE f.building_id = b.id)"
        " AS facility_count, b.created_at, b.updated_at, b.version"
    ),
    from_="buildings b LEFT JOIN companies l ON l.id = b.landlord_id",
    sortable={
        "name": "b.name",
        "address": "b.address",
        "postalCode": "b.postal_code",
        "landlordName": "l.name",
        "floorCount": "b.floor_count",
        # The count itself, not its alias: a page's keys are sorted without the select.
        "facilityCount": "(SELECT COUNT(*) FROM facilities f WHERE f.building_id = b.id)",
        "createdAt": "b.created_at",
    },
    default_sort="name",
    searchable=("b.name", "b.address", "b.postal_code"),
    filterable={"landlord": "b.landlord_id", "building": "b.id"},
    date_column="b.created_at",
    key="b.id",
)

FACILITIES = ListQuery(
    select=(
        "f.id, f.name, f.code, f.type, f.floor_id, fl.label AS floor_label,"
        " fl.floor_number, f.building_id, b.name AS building_name, b.landlord_id,"
        " f.created_at, f.version"
    ),
    from_=(
        "facilities f JOIN floors fl ON fl.id = f.floor_id JOIN buildings b ON b.id = f.building_id"
    ),
    sortable={
        "name": "f.name",
        "code": "f.code",
        "type": "f.type",
        "buildingName": "b.name",
        "floorNumber": "fl.floor_number",
        "floorLabel": "fl.label",
        "createdAt": "f.created_at",
    },
    default_sort="name",
    searchable=("f.name", "f.code", "b.name"),
    filterable={
        "landlord": "b.landlord_id",
        "building": "f.building_id",
        "floor": "f.floor_id",
        "facility": "f.id",
        "type": "f.type",
    },
    date_column="f.created_at",
    key="f.id",
)

PROJECTS = ListQuery(
    select=(
        "p.id, p.name, p.building_id, b.name AS building_name, p.cleaning_company_id,"
        " c.name AS cleaning_company_name, b.landlord_id, p.created_at, p.updated_at, p.version"
    ),
    from_=(
        "projects p LEFT JOIN buildings b ON b.id = p.building_id"
        " LEFT JOIN companies c ON c.id = p.cleaning_company_id"
    ),
    sortable={
        "name": "p.name",
        "buildingName": "b.name",
        "cleaningCompanyName": "c.name",
        "createdAt": "p.created_at",
    },
    default_sort="name",
    searchable=("p.name", "b.name", "c.name"),
    filterable={
        "landlord": "b.landlord_id",
        "building": "p.building_id",
        "cleaningCompany": "p.cleaning_company_id",
    },
    date_column="p.created_at",
    key="p.id",
)


def floors_of(store: ReadStore, building_id: str) -> list[Row]:
    return [
        _floor(row)
        for row in store.query(
            "SELECT * FROM floors WHERE building_id = ? ORDER BY position, floor_number",
            (building_id,),
        )
    ]


def floor(store: ReadStore, floor_id: str) -> Row | None:
    row = store.query_one("SELECT * FROM floors WHERE id = ?", (floor_id,))
    return _floor(row) if row else None


def _floor(row: Row) -> Row:
    return {**row, "markers": json.loads(row["markers"] or "[]")}


def buildings_of_company(store: ReadStore, company_id: str) -> list[Row]:
    return store.query(
        "SELECT b.id, b.name FROM buildings b WHERE b.landlord_id = ?"
        " UNION SELECT b.id, b.name FROM buildings b JOIN projects p ON p.building_id = b.id"
        " WHERE p.cleaning_company_id = ? ORDER BY name",
        (company_id, company_id),
    )


def company_in_use(store: ReadStore, company_id: str) -> str | None:
    """What still refers to the company, if anything (deleting it would orphan that)."""
    checks: list[tuple[str, str]] = [
        ("buildings", "SELECT COUNT(*) FROM buildings WHERE landlord_id = ?"),
        ("projects", "SELECT COUNT(*) FROM projects WHERE cleaning_company_id = ?"),
        ("accounts", "SELECT COUNT(*) FROM accounts WHERE company_id = ?"),
    ]
    for what, sql in checks:
        if int(store.scalar(sql, (company_id,)) or 0):
            return what
    return None


def facility_ids_of(
    store: ReadStore, building_id: str, keeping_floors: Collection[str] = ()
) -> list[str]:
    """The building's facilities, but for those on the floors named."""
    rows = store.query("SELECT id, floor_id FROM facilities WHERE building_id = ?", (building_id,))
    return [row["id"] for row in rows if row["floor_id"] not in keeping_floors]


def building_in_use(store: ReadStore, building_id: str) -> bool:
    return bool(store.scalar("SELECT COUNT(*) FROM projects WHERE building_id = ?", (building_id,)))


def one(store: ReadStore, query: ListQuery, key_sql: str, key: Any) -> Row | None:
    return query.first(store, [(f"{key_sql} = ?", [key])])
