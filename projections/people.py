"""Queries over the accounts read tables."""

from __future__ import annotations

from projections.lists import ListQuery
from projections.store import ReadStore, Row

ACCOUNTS = ListQuery(
    select=(
        "a.id, a.kind, a.role, a.login_name, a.email, a.name, a.phone, a.gender, a.birth_date,"
        " a.company_id, c.name AS company_name, a.supervisor_id, s.name AS supervisor_name,"
        " a.address, a.mobile_no, a.country, a.performance_rating, a.join_date, a.created_at,"
        " a.updated_at, a.version"
    ),
    from_=(
        "accounts a LEFT JOIN companies c ON c.id = a.company_id"
        " LEFT JOIN accounts s ON s.id = a.supervisor_id"
    ),
    sortable={
        "name": "a.name",
        "loginName": "a.login_name",
        "email": "a.email",
        "companyName": "c.name",
        "supervisorName": "s.name",
        "role": "a.role",
        "joinDate": "a.join_date",
        "performanceRating": "a.performance_rating",
        "createdAt": "a.created_at",
    },
    default_sort="name",
    searchable=("a.name", "a.login_name", "a.email", "a.phone"),
    filterable={
        "company": "a.company_id",
        "cleaningCompany": "a.company_id",
        "landlord": "a.company_id",
        "supervisor": "a.supervisor_id",
        "role": "a.role",
    },
    date_column="a.created_at",
    key="a.id",
)


def account_row(store: ReadStore, account_id: str) -> Row | None:
    return ACCOUNTS.first(store, [("a.id = ?", [account_id])])


def assigned_facility_ids(store: ReadStore, account_id: str) -> list[str]:
    return [
        r["facility_id"]
        for r in store.query(
            "SELECT af.facility_id FROM account_facilities af"
            " JOIN facilities f ON f.id = af.facility_id WHERE af.account_id = ?",
            (account_id,),
        )
    ]
