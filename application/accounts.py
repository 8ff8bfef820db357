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

import structlog
from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError

from application.base import ProcessApplication, parse_id
from application.passwords import check_password, hash_password, verify_password
from domain.account import (
    LoginName,
    LoginNamesIndexed,
    LoginSkeleton,
    UserAccount,
    credentials_changed_at,
)
from domain.commands.account import ChangeAccount, RegisterAccount
from domain.errors import Conflict, NotFound, Unauthorized, ValidationFailed, Violation
from domain.login_names import confusable_forms, index_version
from domain.session import Session

log = structlog.get_logger(__name__)

SIGN_IN_FAILED = "Wrong login name or password"
#: The code of a failed sign-in's 401, apart from the other 401s ("not-authorized"), so a
#: client can say which it was.
WRONG_CREDENTIALS = "wrong-credentials"


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def login_keys(login_name: str) -> list[tuple[type[LoginName], str]]:
    """Every index a login name is held in: its normal form, and each look-alike form."""
    return [(LoginName, login_name), *((LoginSkeleton, f) for f in confusable_forms(login_name))]


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
        self.index_login_names()

    # Accounts ----------------------------------------------------------------

    def register_account(self, command: RegisterAccount, actor: str) -> UUID:
        account = UserAccount.register(command, actor, hash_password)
        claims = [self._claim(cls, key, account.id) for cls, key in login_keys(account.login_name)]
        try:
            self.save(account, *claims)
        except IntegrityError:
            # Another registration claimed the same name, or one like it, a moment earlier.
            raise LoginName.in_use() from None
        return account.id

    def update_account(self, command: ChangeAccount, actor: str) -> None:
        account = self.as_expected(self.get_account(command.account_id), command.expected_version)
        account.change(command, actor, hash_password)
        self.save(account)

    def assign_facilities(self, account_id: str, facility_ids: list[str], actor: str) -> None:
        account = self.get_account(account_id)
        account.assign_facilities(facility_ids=facility_ids, actor=actor)
        self.save(account)

    def unassigned_from(
        self,
        removed: Mapping[str, str],
        account_ids: Iterable[str],
        load: Callable[[str], UserAccount] | None = None,
    ) -> list[UserAccount]:
        """The accounts with removed facilities (facility id: who removed it) taken off
        their assignments, not yet saved; each loaded by `load` (an unsaved change kept),
        else as stored."""
        changed: list[UserAccount] = []
        for account_id in account_ids:
            try:
                account = (load or self.get_account)(account_id)
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
        released = [
            index
            for cls, key in login_keys(account.login_name)
            for index in self.release_index(cls, key, account.id)
        ]
        self.save(account, *released)

    def get_account(self, account_id: str | UUID) -> UserAccount:
        return self.load(UserAccount, account_id, "account")

    def find_by_login_name(self, login_name: str) -> UserAccount | None:
        """The live account signing in as `login_name` in any spelling of its normal form."""
        index = self.find_index(LoginName, login_name)
        if index is None or index.owner_id is None:
            return None
        try:
            return self.get_account(index.owner_id)
        except NotFound:
            return None

    # Login-name indexes --------------------------------------------------------

    def _claim(self, cls: type[LoginName], key: str, owner_id: UUID) -> LoginName:
        """The index of `key` claimed for `owner_id`, to save with it."""
        return self._claimed(cls, key, owner_id, self.find_index(cls, key))

    def _claimed(
        self, cls: type[LoginName], key: str, owner_id: UUID, index: LoginName | None
    ) -> LoginName:
        """The index of `key`, as read, claimed for `owner_id`: a claim saved since makes
        its save fail. A value still held by an account deleted meanwhile is free: the
        claim of a name indexed again at a start can land after the deletion released what
        it knew of."""
        if index is None:
            return cls(key=key, owner_id=owner_id)
        if index.owner_id not in (None, owner_id) and not self._is_live(index.owner_id):
            index.release()
        index.claim(owner_id)
        return index

    def _is_live(self, account_id: UUID) -> bool:
        try:
            self.get_account(account_id)
        except NotFound:
            return False
        return True

    def index_login_names(self) -> int:
        """Holds every stored account's login name in the indexes of today's forms (the
        look-alike forms came after the first accounts; a newer Unicode changes forms);
        answers how many index entries it claimed. Run as the application opens: once a
        version is done it is recorded, and later starts only look for that record.

        Accounts are taken in the order they were registered, so when two stored names
        turn out to look alike the earlier one keeps the form and the later is logged.
        Claims are idempotent, and one lost to a concurrent save is looked at again."""
        version = index_version()
        if self._recorded(LoginNamesIndexed.create_id(version)):
            return 0
        claimed, position = 0, 1
        while True:
            events, last, read = self.read_wanted(position, 1000, _is_registration)
            if not read:
                break
            for registered in events:
                claimed += self._index_account(registered.originator_id)
            position = last + 1
        with suppress(IntegrityError):  # another process finished first
            self.save(LoginNamesIndexed(forms=version, indexed=claimed))
        if claimed:
            log.info("accounts.login_names_indexed", claimed=claimed, version=version)
        return claimed

    def _index_account(self, account_id: UUID) -> int:
        try:
            account = self.get_account(account_id)
        except NotFound:
            return 0  # deleted: its names are free
        claimed = 0
        for cls, key in login_keys(account.login_name):
            for _attempt in range(3):
                index = self.find_index(cls, key)
                if index is not None and index.owner_id == account.id:
                    break
                try:
                    self.save(self._claimed(cls, key, account.id, index))
                except Conflict:
                    held_by = index.owner_id if index is not None else None
                    log.warning(
                        "accounts.login_name_taken",
                        account_id=str(account.id),
                        held_by=str(held_by),
                        index=cls.namespace,
                    )
                    break
                except IntegrityError:
                    continue  # claimed meanwhile: look again
                claimed += 1
                break
            else:  # lost every race for it: said, so an operator can look
                log.warning(
                    "accounts.login_name_unindexed", account_id=str(account.id), index=cls.namespace
                )
        return claimed

    def _recorded(self, aggregate_id: UUID) -> bool:
        try:
            self.repository.get(aggregate_id)
        except AggregateNotFoundError:
            return False
        return True

    # Sessions ----------------------------------------------------------------

    def sign_in(self, login_name: str, password: str) -> SignedIn:
        account = self.find_by_login_name(login_name)
        if not verify_password(account.password_hash if account else None, password):
            raise Unauthorized(SIGN_IN_FAILED, code=WRONG_CREDENTIALS)
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
                [Violation("currentPassword", "The current password is wrong", "wrong-password")],
                "The current password is wrong",
            )
        check_password(new, field="newPassword")
        if verify_password(account.password_hash, new):
            raise ValidationFailed(
                [
                    Violation(
                        "newPassword",
                        "Choose a password other than the current one",
                        "same-password",
                    )
                ]
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


def _is_registration(cls: type) -> bool:
    return cls is UserAccount.Registered
