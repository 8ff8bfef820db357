"""User accounts: the list of one kind, narrowed to a company or to one account."""

from __future__ import annotations

from dataclasses import dataclass

from projections import people
from projections.clause import Clause
from projections.lists import ListParams
from projections.store import ReadStore, Row


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
    return people.ACCOUNTS.page(store, params, reach.clauses())


def account_rows(store: ReadStore, params: ListParams, reach: AccountReach) -> list[Row]:
    return people.ACCOUNTS.all(store, params, reach.clauses())


def account_within(store: ReadStore, reach: AccountReach, account_id: str) -> Row | None:
    """The account's list row, if the reach covers it."""
    return people.ACCOUNTS.first(store, [*reach.clauses(), ("a.id = ?", [account_id])])


def account_row(store: ReadStore, account_id: str) -> Row | None:
    return people.account_row(store, account_id)


def kind_of_account(store: ReadStore, account_id: str) -> str | None:
    row = store.query_one("SELECT kind FROM accounts WHERE id = ?", (account_id,))
    return None if row is None else str(row["kind"])


def kind_and_company(store: ReadStore, account_id: str) -> Row | None:
    """The account's `kind` and `company_id`, if it exists."""
    return store.query_one("SELECT kind, company_id FROM accounts WHERE id = ?", (account_id,))


def assigned_facility_ids(store: ReadStore, account_id: str) -> list[str]:
    return people.assigned_facility_ids(store, account_id)
