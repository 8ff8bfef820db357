"""Read tables of the people: accounts and the facilities assigned to staff."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any

from domain.account import PROFILE_FIELDS, UserAccount
from domain.session import Session
from projections.projectors import rows
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import iso

# The profile's columns are the fields a profile change may carry, under the same names.
_PROFILE_COLUMNS = PROFILE_FIELDS


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
        # Every request checks its token's session here: ended sessions are refused.
        "sessions": (
            "CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, account_id TEXT NOT NULL,"
            " started_at TEXT NOT NULL, ended_at TEXT, ended_reason TEXT)"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS accounts_kind ON accounts (kind, company_id)",
        "CREATE INDEX IF NOT EXISTS account_facilities_facility"
        " ON account_facilities (facility_id)",
        "CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id)",
    )

    def create_tables(self) -> None:
        super().create_tables()
        # Since November 2026: sessions started before this moment are over.
        self.store.ensure_column("accounts", "sessions_valid_after", "TEXT")

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @staticmethod
    def _profile_values(profile: dict[str, Any]) -> tuple[Any, ...]:
        return tuple(profile.get(column) for column in _PROFILE_COLUMNS)

    @process_event.register
    def _(self, event: UserAccount.Registered, tx: Writer) -> None:
        row = {
            "kind": event.kind,
            "login_name": event.login_name.strip(),
            **{column: event.profile.get(column) for column in _PROFILE_COLUMNS},
        }
        rows.created(tx, "accounts", event, row, "created_at", "updated_at")

    @process_event.register
    def _(self, event: UserAccount.ProfileUpdated, tx: Writer) -> None:
        sets = "".join(f"{column} = ?, " for column in _PROFILE_COLUMNS)
        # A new role ends the sessions started before it (the old role is the row's own:
        # the right-hand sides of an UPDATE read the row as it was).
        tx.execute(
            "UPDATE accounts SET sessions_valid_after = CASE WHEN role <> ? THEN ?"
            f" ELSE sessions_valid_after END, {sets}updated_at = ?, version = ? WHERE id = ?",
            (
                event.profile.get("role"),
                iso(event.timestamp),
                *self._profile_values(event.profile),
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: UserAccount.PasswordChanged, tx: Writer) -> None:
        rows.touch(tx, "accounts", event, {"sessions_valid_after": iso(event.timestamp)})

    @process_event.register
    def _(self, event: UserAccount.FacilitiesAssigned, tx: Writer) -> None:
        account_id = str(event.originator_id)
        tx.execute("DELETE FROM account_facilities WHERE account_id = ?", (account_id,))
        for facility_id in dict.fromkeys(event.facility_ids):
            tx.execute(
                "INSERT INTO account_facilities (account_id, facility_id) VALUES (?, ?)",
                (account_id, facility_id),
            )
        rows.touch(tx, "accounts", event, {})

    @process_event.register
    def _(self, event: UserAccount.Deleted, tx: Writer) -> None:
        account_id = str(event.originator_id)
        tx.execute("DELETE FROM account_facilities WHERE account_id = ?", (account_id,))
        rows.delete(tx, "accounts", event)

    @process_event.register
    def _(self, event: Session.Started, tx: Writer) -> None:
        session = {
            "id": str(event.originator_id),
            "account_id": event.account_id,
            "started_at": iso(event.timestamp),
        }
        rows.insert(tx, "sessions", session)

    @process_event.register
    def _(self, event: Session.Ended, tx: Writer) -> None:
        self._end(tx, event, "sign-out")

    @process_event.register
    def _(self, event: Session.Revoked, tx: Writer) -> None:
        self._end(tx, event, event.reason)

    @staticmethod
    def _end(tx: Writer, event: Any, reason: str) -> None:
        ended = {"ended_at": iso(event.timestamp), "ended_reason": reason}
        rows.update(tx, "sessions", event, ended)
