"""Read tables of the people: accounts and the facilities assigned to staff."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any

from domain.account import UserAccount
from projections.organisation import iso
from projections.projection import Projection
from projections.store import Writer

_PROFILE_COLUMNS = (
    "role",
    "email",
    "name",
    "phone",
    "gender",
    "birth_date",
    "company_id",
    "supervisor_id",
    "address",
    "mobile_no",
    "country",
    "performance_rating",
    "join_date",
)


class AccountsProjection(Projection):
    name = "accounts"
    upstream = ("accounts",)
    tables = {
        "accounts": (
            "CREATE TABLE IF NOT EXISTS accounts (id TEXT PRIMARY KEY, kind TEXT NOT NULL,"
            " login_name TEXT NOT NULL, role TEXT NOT NULL, email TEXT, name TEXT, phone TEXT,"
            " gender TEXT, birth_date TEXT, company_id TEXT, supervisor_id TEXT, address TEXT,"
            " mobile_no TEXT, country TEXT, performance_rating REAL, join_date TEXT,"
            " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, version INTEGER NOT NULL)"
        ),
        "account_facilities": (
            "CREATE TABLE IF NOT EXISTS account_facilities (account_id TEXT NOT NULL,"
            " facility_id TEXT NOT NULL, PRIMARY KEY (account_id, facility_id))"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS accounts_kind ON accounts (kind, company_id)",
        "CREATE INDEX IF NOT EXISTS account_facilities_facility"
        " ON account_facilities (facility_id)",
    )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @staticmethod
    def _profile_values(profile: dict[str, Any]) -> tuple[Any, ...]:
        return tuple(profile.get(column) for column in _PROFILE_COLUMNS)

    @process_event.register
    def _(self, event: UserAccount.Registered, tx: Writer) -> None:
        columns = ", ".join(_PROFILE_COLUMNS)
        marks = ", ".join("?" for _ in _PROFILE_COLUMNS)
        tx.execute(
            f"INSERT INTO accounts (id, kind, login_name, {columns}, created_at, updated_at,"
            f" version) VALUES (?, ?, ?, {marks}, ?, ?, ?)",
            (
                str(event.originator_id),
                event.kind,
                event.login_name.strip(),
                *self._profile_values(event.profile),
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: UserAccount.ProfileUpdated, tx: Writer) -> None:
        sets = "".join(f"{column} = ?, " for column in _PROFILE_COLUMNS)
        tx.execute(
            f"UPDATE accounts SET {sets}updated_at = ?, version = ? WHERE id = ?",
            (
                *self._profile_values(event.profile),
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: UserAccount.PasswordChanged, tx: Writer) -> None:
        tx.execute(
            "UPDATE accounts SET updated_at = ?, version = ? WHERE id = ?",
            (iso(event.timestamp), event.originator_version, str(event.originator_id)),
        )

    @process_event.register
    def _(self, event: UserAccount.FacilitiesAssigned, tx: Writer) -> None:
        account_id = str(event.originator_id)
        tx.execute("DELETE FROM account_facilities WHERE account_id = ?", (account_id,))
        for facility_id in dict.fromkeys(event.facility_ids):
            tx.execute(
                "INSERT INTO account_facilities (account_id, facility_id) VALUES (?, ?)",
                (account_id, facility_id),
            )
        tx.execute(
            "UPDATE accounts SET updated_at = ?, version = ? WHERE id = ?",
            (iso(event.timestamp), event.originator_version, account_id),
        )

    @process_event.register
    def _(self, event: UserAccount.Deleted, tx: Writer) -> None:
        account_id = str(event.originator_id)
        tx.execute("DELETE FROM account_facilities WHERE account_id = ?", (account_id,))
        tx.execute("DELETE FROM accounts WHERE id = ?", (account_id,))
