"""Accounts: the six kinds of user account, their facilities, and sign-in sessions."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, NoReturn
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError

from application.base import ProcessApplication, parse_id
from application.passwords import check_password, hash_password, verify_password
from domain.account import LoginName, UserAccount, check_profile, credentials_changed_at
from domain.errors import NotFound, Unauthorized, ValidationFailed, Violation
from domain.session import Session

SIGN_IN_FAILED = "Wrong login name or password"


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclass(frozen=True)
class SignedIn:
    account: UserAccount
    session_id: UUID
    refresh_token: str


class Accounts(ProcessApplication):
    name = "accounts"

    def __init__(self, env: Any = None, refresh_ttl: timedelta = timedelta(days=30)) -> None:
        super().__init__(env)
        self.refresh_ttl = refresh_ttl

    # Accounts ----------------------------------------------------------------

    def register_account(
        self, kind: str, login_name: str, password: str, profile: dict[str, Any], actor: str
    ) -> UUID:
        violations: list[Violation] = []
        checks: tuple[Callable[[], None], ...] = (
            lambda: check_profile(kind, profile),
            lambda: check_password(password),
        )
        for check in checks:
            try:
                check()
            except ValidationFailed as failed:
                violations.extend(failed.violations)
        if violations:
            raise ValidationFailed(violations)
        account = UserAccount(
            kind=kind,
            login_name=login_name.strip(),
            password_hash=hash_password(password),
            profile=profile,
            actor=actor,
        )
        self.save(account, self.claim_index(LoginName, account.login_name, account.id))
        return account.id

    def update_account(
        self,
        account_id: str,
        profile: dict[str, Any],
        actor: str,
        password: str | None = None,
        expected_version: int | None = None,
    ) -> None:
        account = self.get_account(account_id)
        self.check_version(account, expected_version)
        if password:
            check_password(password)
        if profile != account.profile:
            account.update_profile(profile=profile, actor=actor)
        if password:
            account.change_password(password_hash=hash_password(password), actor=actor)
        self.save(account)

    def assign_facilities(self, account_id: str, facility_ids: list[str], actor: str) -> None:
        account = self.get_account(account_id)
        account.assign_facilities(facility_ids=facility_ids, actor=actor)
        self.save(account)

    def unassigned_from(
        self, removed: Mapping[str, str], account_ids: Iterable[str]
    ) -> list[UserAccount]:
        """The accounts with removed facilities (facility id: who removed it) taken off
        their assignments, not yet saved."""
        changed: list[UserAccount] = []
        for account_id in account_ids:
            try:
                account = self.get_account(account_id)
            except NotFound:
                continue
            gone = [f for f in account.facility_ids if f in removed]
            if gone:
                kept = [f for f in account.facility_ids if f not in removed]
                account.assign_facilities(facility_ids=kept, actor=removed[gone[0]])
                changed.append(account)
        return changed

    def delete_account(self, account_id: str, actor: str) -> None:
        account = self.get_account(account_id)
        account.delete(actor=actor)
        self.save(account, *self.release_index(LoginName, account.login_name, account.id))

    def get_account(self, account_id: str | UUID) -> UserAccount:
        return self.load(UserAccount, account_id, "account")

    def find_by_login_name(self, login_name: str) -> UserAccount | None:
        index = self.find_index(LoginName, login_name.strip())
        if index is None or index.owner_id is None:
            return None
        try:
            return self.get_account(index.owner_id)
        except NotFound:
            return None

    # Sessions ----------------------------------------------------------------

    def sign_in(self, login_name: str, password: str) -> SignedIn:
        account = self.find_by_login_name(login_name)
        if not verify_password(account.password_hash if account else None, password):
            raise Unauthorized(SIGN_IN_FAILED)
        assert account is not None
        secret = secrets.token_urlsafe(32)
        session = Session(account_id=str(account.id), refresh_digest=digest(secret))
        self.save(session)
        return SignedIn(account, session.id, f"{session.id}.{secret}")

    def change_own_password(self, account_id: str, current: str, new: str) -> SignedIn:
        """The signed-in user's own change: the current password asked again. Every session
        started before it ends; the caller goes on in a new one."""
        account = self.get_account(account_id)
        if not verify_password(account.password_hash, current):
            raise ValidationFailed(
                [Violation("currentPassword", "The current password is wrong")],
                "The current password is wrong",
            )
        check_password(new, field="newPassword")
        if verify_password(account.password_hash, new):
            raise ValidationFailed(
                [Violation("newPassword", "Choose a password other than the current one")]
            )
        account.change_password(password_hash=hash_password(new), actor=account_id)
        secret = secrets.token_urlsafe(32)
        session = Session(account_id=account_id, refresh_digest=digest(secret))
        self.save(account, session)
        return SignedIn(account, session.id, f"{session.id}.{secret}")

    def refresh(self, refresh_token: str) -> SignedIn:
        """Rotates the session's refresh token; the presented one stops working."""
        session = self._session_of(refresh_token)
        if session.modified_on + self.refresh_ttl < datetime.now(UTC):
            raise Unauthorized("User not authorized")
        try:
            account = self.get_account(session.account_id)
        except NotFound:
            raise Unauthorized("User not authorized") from None
        presented = digest(refresh_token.partition(".")[2])
        if not session.is_current(presented):
            self._revoke(session, "reuse")
        changed = credentials_changed_at(self.events_of(session.account_id, "account"))
        if changed is not None and changed > session.created_on:
            self._revoke(session, "credentials-changed")
        secret = secrets.token_urlsafe(32)
        session.rotate(presented_digest=presented, refresh_digest=digest(secret))
        try:
            self.save(session)
        except IntegrityError:  # a concurrent refresh with the same token won the race
            raise Unauthorized("User not authorized") from None
        return SignedIn(account, session.id, f"{session.id}.{secret}")

    def _revoke(self, session: Session, reason: str) -> NoReturn:
        """A spent refresh token came back, or the password or role changed: the whole
        session ends, so whoever holds its newer token is signed out too."""
        if not session.ended:
            session.revoke(reason)
            # A concurrent refresh or sign-out may have changed it first: refused anyway.
            with suppress(IntegrityError):
                self.save(session)
        raise Unauthorized("User not authorized")

    def sign_out(self, refresh_token: str) -> None:
        session = self._session_of(refresh_token)
        session.end(presented_digest=digest(refresh_token.partition(".")[2]))
        self.save(session)

    def _session_of(self, refresh_token: str) -> Session:
        session_id, _, secret = (refresh_token or "").partition(".")
        if not secret:
            raise Unauthorized("User not authorized")
        try:
            session: Session = self.repository.get(parse_id(session_id, "session"))
        except (AggregateNotFoundError, NotFound):
            raise Unauthorized("User not authorized") from None
        if not isinstance(session, Session):
            raise Unauthorized("User not authorized")
        return session
