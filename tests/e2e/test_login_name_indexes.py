"""The login-name indexes on both back ends: accounts stored before look-alike forms were
indexed are indexed as the console opens, once, and racing writers never let two names that
look alike both stand."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any
from uuid import UUID

import pytest
from eventsourcing.persistence import InternalError
from structlog.testing import capture_logs

from application.accounts import Accounts
from application.base import ProcessApplication
from application.passwords import hash_password
from domain.account import LoginName, LoginNamesIndexed, LoginSkeleton, UserAccount
from domain.errors import Conflict
from domain.login_names import confusable_forms, index_version
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.commands import account
from tests.races import at_once

PASSWORD = "Correct-Horse-Battery-9"
PROFILE = {"email": "someone@example.com", "name": "Someone", "role": "admin"}
DEADLINE = 60.0  # for writers that run at once: a bound, never a pause

# Stored in this order before look-alikes were refused: the one with a Cyrillic a came second.
STORED = [
    "admin@x.test",
    "worker@x.test",
    "\N{CYRILLIC SMALL LETTER A}dmin@x.test",
    "cleaner@x.test",
    "olga@x.test",
]


class Before(ProcessApplication):
    """The accounts' event store (its tables too) as the console wrote it before: an
    account and the index of its normal form, nothing else."""

    name = "accounts"


def _store_as_before(settings: Settings, names: Sequence[str]) -> list[UUID]:
    if settings.database_url:  # the console makes its schema as it opens; this comes first
        import psycopg
        from psycopg import sql

        with psycopg.connect(settings.database_url, autocommit=True) as conn:
            schema = sql.Identifier(settings.database_schema)
            conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(schema))
    before = Before(env=settings.event_store_env("accounts"))
    ids = []
    for name in names:
        account = UserAccount(
            kind="admin",
            login_name=name,
            password_hash=hash_password(PASSWORD),
            profile=PROFILE,
            actor="before",
        )
        before.save(account, LoginName(key=name, owner_id=account.id))
        ids.append(account.id)
    before.close()
    return ids


def _owner(accounts: Accounts, cls: type[LoginName], key: str) -> UUID | None:
    index = accounts.find_index(cls, key)
    return None if index is None else index.owner_id


def test_accounts_stored_before_are_indexed_as_the_console_opens(settings: Settings) -> None:
    admin, worker, cyrillic, _, _ = _store_as_before(settings, STORED)
    with capture_logs() as logs:
        console = build_console(settings, follow=False)
    try:
        accounts = console.accounts
        # Each stored name keeps signing in; the earlier of two look-alikes keeps the form.
        for name, owner in zip(STORED, (admin, worker, cyrillic), strict=False):
            found = accounts.find_by_login_name(name)
            assert found is not None and found.id == owner
        for form in confusable_forms("admin@x.test"):
            assert _owner(accounts, LoginSkeleton, form) == admin
        taken = [e for e in logs if e["event"] == "accounts.login_name_taken"]
        assert [(e["account_id"], e["held_by"]) for e in taken] == [(str(cyrillic), str(admin))]
        # New look-alikes of what was stored are refused.
        for look_alike in (
            "\N{CYRILLIC CAPITAL LETTER A}DMIN@X.TEST",
            "w0rker@x.test",
            "cIeaner@x.test",
            "\N{CYRILLIC SMALL LETTER O}lga@x.test",
        ):
            with pytest.raises(Conflict) as refused:
                accounts.register_account(account("admin", look_alike, PASSWORD, PROFILE), "t")
            assert refused.value.code == "in-use"
        # Done once: recorded with what it claimed; the next opening only looks for that.
        marker = accounts.repository.get(LoginNamesIndexed.create_id(index_version()))
        forms = {f for name in STORED for f in confusable_forms(name)}
        assert marker.indexed == len(forms)  # each form once: the Cyrillic admin's was taken
        assert accounts.index_login_names() == 0
    finally:
        console.close()


def _gated(cls: type[Accounts], parties: int, watched: type) -> type[Accounts]:
    """`cls` whose first save of a `watched` record, in each thread, waits until every
    party has read what it is about to write: the reads of all of them overlap."""
    barrier = threading.Barrier(parties, timeout=DEADLINE)
    passed: set[int] = set()
    lock = threading.Lock()

    class Gated(cls):  # type: ignore[valid-type,misc]
        name = cls.name  # the same event store
        claimed = 0

        def save(self, *objs: Any, **kwargs: Any) -> Any:
            if any(isinstance(o, watched) for o in objs):
                with lock:
                    first = threading.get_ident() not in passed
                    passed.add(threading.get_ident())
                if first:
                    barrier.wait()
            return super().save(*objs, **kwargs)

        def index_login_names(self) -> int:
            self.claimed = super().index_login_names()
            return self.claimed

    return Gated


def _opened(cls: type[Accounts], env: dict[str, str]) -> Accounts:
    """As the console opens an application: again when PostgreSQL refused one of two
    concurrent CREATEs of its tables ("tuple concurrently updated")."""
    for attempt in range(5):
        try:
            return cls(env=env)
        except InternalError:
            if attempt == 4:
                raise
    raise AssertionError("unreachable")


def test_processes_opening_at_once_index_each_name_once(settings: Settings) -> None:
    ids = dict(zip(STORED, _store_as_before(settings, STORED), strict=True))
    env = settings.event_store_env("accounts")
    opening = _gated(Accounts, 4, LoginSkeleton)
    apps = at_once([lambda: _opened(opening, env) for _ in range(4)])
    try:
        assert all(isinstance(app, Accounts) for app in apps), apps
        # Every form claimed once, whoever claimed it, by the first account that has it.
        forms = {f for name in STORED for f in confusable_forms(name)}
        assert sum(app.claimed for app in apps) == len(forms)
        for name in STORED:
            for form in confusable_forms(name):
                first = next(n for n in STORED if form in confusable_forms(n))
                assert _owner(apps[0], LoginSkeleton, form) == ids[first]
    finally:
        for app in apps:
            if isinstance(app, Accounts):
                app.close()


def test_six_look_alikes_registered_at_once_leave_one_account(
    console: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = [
        "anna@x.test",
        "\N{CYRILLIC SMALL LETTER A}nna@x.test",
        "ANNA@X.TEST",
        "ann\N{CYRILLIC SMALL LETTER A}@x.test",
        "\N{FULLWIDTH LATIN SMALL LETTER A}nna@x.test",
        "\N{CYRILLIC CAPITAL LETTER A}NNA@x.test",
    ]
    gated = _gated(Accounts, len(names), UserAccount)
    monkeypatch.setattr(console.accounts, "__class__", gated)
    outcomes = at_once(
        [
            lambda name=name: console.accounts.register_account(
                account("admin", name, PASSWORD, PROFILE), "t"
            )
            for name in names
        ]
    )
    created = [o for o in outcomes if isinstance(o, UUID)]
    refused = [o for o in outcomes if isinstance(o, Conflict)]
    assert (len(created), len(refused)) == (1, 5), outcomes
    assert {r.code for r in refused} == {"in-use"}
    for name in names:
        found = console.accounts.find_by_login_name(name)
        assert found is None or found.id == created[0]
