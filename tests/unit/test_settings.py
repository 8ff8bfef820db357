"""Settings from the environment: working defaults, and a clear refusal of unusable ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from hygiene.cli import main
from hygiene.settings import SettingError, Settings


def test_defaults_and_a_time_zone_for_the_quiet_hours() -> None:
    defaults = Settings.from_env({})
    assert (defaults.time_zone, defaults.access_token_ttl) == ("UTC", 900)
    local = Settings.from_env({"HYGIENE_TIME_ZONE": "Asia/Singapore"})
    assert local.tz.key == "Asia/Singapore"
    assert defaults.offline_factor == 3
    assert Settings.from_env({"HYGIENE_OFFLINE_FACTOR": "2.5"}).offline_factor == 2.5


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("HYGIENE_TIME_ZONE", "Mars/Olympus", "HYGIENE_TIME_ZONE must be a time zone name"),
        ("HYGIENE_TIME_ZONE", "../etc/passwd", "HYGIENE_TIME_ZONE must be a time zone name"),
        ("HYGIENE_ACCESS_TOKEN_TTL", "15m", "HYGIENE_ACCESS_TOKEN_TTL must be a whole number"),
        ("HYGIENE_REFRESH_TOKEN_TTL", "-5", "HYGIENE_REFRESH_TOKEN_TTL must be more than 0"),
        ("HYGIENE_OFFLINE_FACTOR", "0.5", "HYGIENE_OFFLINE_FACTOR must be a number from 1"),
        ("HYGIENE_OFFLINE_FACTOR", "three", "HYGIENE_OFFLINE_FACTOR must be a number from 1"),
    ],
)
def test_an_unusable_setting_is_refused_by_name(
    name: str,
    value: str,
    says: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SettingError, match=says):
        Settings.from_env({name: value})
    monkeypatch.setenv(name, value)
    monkeypatch.setenv("HYGIENE_DATA_DIR", str(tmp_path))  # were it not refused
    assert main(["projections", "rebuild"]) == 2
    assert says in capsys.readouterr().err


def test_the_data_folder_is_readable_by_the_console_s_user_only(tmp_path: Path) -> None:
    """It holds the event store, password hashes among it, and the signing key."""
    import stat

    from hygiene.bootstrap import build_console

    data = tmp_path / "var"
    data.mkdir(mode=0o755)  # made earlier by hand, world-readable
    console = build_console(Settings(data_dir=data), follow=False)
    console.close()
    Settings(data_dir=data).signing_key()
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert stat.S_IMODE((data / "secret.key").stat().st_mode) == 0o600
    assert {p.name for p in data.iterdir()} >= {"read.sqlite", "accounts.sqlite", "secret.key"}
