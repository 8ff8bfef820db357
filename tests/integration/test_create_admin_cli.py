"""`hygiene create-admin`: the first system admin of an estate started without the demo, as
the README's recipe makes it, on SQLite and on PostgreSQL."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from hygiene.bootstrap import Console, build_console
from hygiene.cli import main
from hygiene.settings import Settings

PASSWORD = "a-long-password-1"


@pytest.fixture
def environment(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """The command's environment, pointing at the test's storage."""
    monkeypatch.setenv("HYGIENE_DATA_DIR", str(settings.data_dir))
    monkeypatch.setenv("HYGIENE_SECRET_KEY", settings.secret_key or "")
    if settings.database_url:
        monkeypatch.setenv("HYGIENE_DATABASE_URL", settings.database_url)
        monkeypatch.setenv("HYGIENE_DATABASE_SCHEMA", settings.database_schema)
    else:
        monkeypatch.delenv("HYGIENE_DATABASE_URL", raising=False)
    monkeypatch.delenv("HYGIENE_ADMIN_PASSWORD", raising=False)
    return settings


@contextmanager
def stored(settings: Settings) -> Iterator[Console]:
    """A console over what the command stored."""
    console = build_console(settings, follow=False)
    try:
        yield console
    finally:
        console.close()


def _create(monkeypatch: pytest.MonkeyPatch, login: str, *, stdin: str = "") -> int:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))  # not a terminal: no prompt
    return main(["create-admin", "--login-name", login, "--name", "Operations"])


def test_the_first_admin_is_made_without_the_demo_and_signs_in(
    environment: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HYGIENE_ADMIN_PASSWORD", PASSWORD)
    assert _create(monkeypatch, "ops@example.org") == 0
    account_id = capsys.readouterr().out.strip()

    with stored(environment) as console:
        account = console.accounts.find_by_login_name("OPS@example.org")
        assert account is not None and str(account.id) == account_id
        row = console.store.query_one("SELECT kind, role FROM accounts WHERE id = ?", [account_id])
        assert row is not None and (row["kind"], row["role"]) == ("admin", "admin")
        assert console.accounts.sign_in("ops@example.org", PASSWORD)
        # Nothing of the demo came with it.
        assert console.accounts.find_by_login_name("admin@example.com") is None


def test_the_password_may_come_on_standard_input(
    environment: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _create(monkeypatch, "stdin@example.org", stdin=f"{PASSWORD}\n") == 0
    with stored(environment) as console:
        assert console.accounts.sign_in("stdin@example.org", PASSWORD)


def test_a_taken_login_name_or_a_short_password_is_refused(
    environment: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HYGIENE_ADMIN_PASSWORD", PASSWORD)
    assert _create(monkeypatch, "ops@example.org") == 0
    capsys.readouterr()
    # The same name in another spelling is the same name.
    assert _create(monkeypatch, "Ops@Example.org") == 2
    assert "already in use" in capsys.readouterr().err
    monkeypatch.setenv("HYGIENE_ADMIN_PASSWORD", "short")
    assert _create(monkeypatch, "other@example.org") == 2
    assert "password" in capsys.readouterr().err
