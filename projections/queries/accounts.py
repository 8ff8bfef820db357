"""User accounts: the list of one kind, narrowed to a company or to one account."""

from __future__ import annotations

from dataclasses import dataclass

from projections.clause import Clause
from projections.lists import ListParams, ListQuery
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


@dataclass(frozen=True)
class AccountReach:
    """Accounts of one kind; of one company, or only one account, when named."""

    kind: str
    company_id: str | None = None
    account_id: str | None = None

    def clauses(self) -> list[Clause]:
        clauses: list[Clause] = [("a.kind = ?", [self.kind])]
        if self.company_id is not None:
            clauses.append(("a.company_id = ?", [self.company_id]))
        if self.account_id is not None:
            clauses.append(("a.id = ?", [self.account_id]))
        return clauses


def account_page(
    store: ReadStore, params: ListParams, reach: AccountReach
) -> tuple[list[Row], int]:
    return ACCOUNTS.page(store, params, reach.clauses())


def account_rows(store: ReadStore, params: ListParams, reach: AccountReach) -> list[Row]:
    return ACCOUNTS.all(store, params, reach.clauses())


def account_within(store: ReadStore, reach: AccountReach, account_id: str) -> Row | None:
    """The account's list row, if the reach covers it."""
    return ACCOUNTS.first(store, [*reach.clauses(), ("a.id = ?", [account_id])])


def kind_of_account(store: ReadStore, account_id: str) -> str | None:
    row = store.query_one("SELECT kind FROM accounts WHERE id = ?", (account_id,))
    return None if row is None else str(row["kind"])


def kind_and_company(store: ReadStore, account_id: str) -> Row | None:
    """The account's `kind` and `company_id`, if it exists."""
    return store.query_one("SELECT kind, company_id FROM accounts WHERE id = ?", (account_id,))
