"""`HYGIENE_SMTP_URL`: the mail server reset links are sent through; refused by name when it
cannot be used, and its password never repeated."""

from __future__ import annotations

from pathlib import Path

import pytest

from hygiene.cli import main
from hygiene.settings import SettingError, Settings

PASSWORD = "s3cret-Pa55"


def test_unset_there_is_no_mail_server() -> None:
    assert Settings.from_env({}).smtp is None
    assert Settings.from_env({"HYGIENE_SMTP_URL": " "}).smtp is None


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (
            f"smtp://mailer%40example.com:{PASSWORD}@mail.example.com",
            ("smtp", "mail.example.com", 587, "mailer@example.com", "mailer@example.com"),
        ),
        (
            f"smtps://relay:{PASSWORD}@mail.example.com:2465?from=console@example.com",
            ("smtps", "mail.example.com", 2465, "relay", "console@example.com"),
        ),
        ("smtp://127.0.0.1:2525", ("smtp", "127.0.0.1", 2525, None, "hygiene@127.0.0.1")),
        (
            "smtps://mail.example.com",
            ("smtps", "mail.example.com", 465, None, "hygiene@mail.example.com"),
        ),
    ],
)
def test_a_mail_server_url_is_read(url: str, expected: tuple[object, ...]) -> None:
    server = Settings.from_env({"HYGIENE_SMTP_URL": url}).smtp
    assert server is not None
    assert (server.scheme, server.host, server.port, server.user, server.sender) == expected
    assert server.password == (PASSWORD if PASSWORD in url else None)
    assert PASSWORD not in repr(Settings.from_env({"HYGIENE_SMTP_URL": url}))
    assert PASSWORD not in str(server)


@pytest.mark.parametrize(
    ("url", "says"),
    [
        (f"http://user:{PASSWORD}@mail.example.com", "must begin with smtp:// or smtps://"),
        (f"smtp://user:{PASSWORD}@:25", "names no host"),
        (f"smtp://user:{PASSWORD}@mail.example.com:99999", "valid port"),
        (f"smtp://user:{PASSWORD}@mail.example.com:port", "valid port"),
        (f"smtp://:{PASSWORD}@mail.example.com", "a password needs a user name"),
        (f"smtp://user:{PASSWORD}@mail.example.com?from=nobody", "from= must be a mail address"),
    ],
)
def test_an_unusable_mail_server_is_refused_by_name_without_its_password(
    url: str,
    says: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SettingError, match="HYGIENE_SMTP_URL must be") as refused:
        Settings.from_env({"HYGIENE_SMTP_URL": url})
    assert says in str(refused.value)
    assert PASSWORD not in str(refused.value)
    monkeypatch.setenv("HYGIENE_SMTP_URL", url)
    monkeypatch.setenv("HYGIENE_DATA_DIR", str(tmp_path))  # were it not refused
    assert main(["projections", "rebuild"]) == 2
    said = capsys.readouterr()
    assert "HYGIENE_SMTP_URL must be" in said.err
    assert PASSWORD not in said.err + said.out
