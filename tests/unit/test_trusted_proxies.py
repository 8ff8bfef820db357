"""HYGIENE_TRUSTED_PROXIES: none by default, addresses and networks in their canonical form,
and anything else refused by name before the console starts."""

from __future__ import annotations

from pathlib import Path

import pytest

from hygiene.cli import main
from hygiene.settings import SettingError, Settings


def test_no_proxy_is_trusted_by_default() -> None:
    assert Settings.from_env({}).trusted_proxies == ()
    assert Settings.from_env({"HYGIENE_TRUSTED_PROXIES": " "}).trusted_proxies == ()


def test_addresses_and_networks_are_kept_in_canonical_form() -> None:
    settings = Settings.from_env(
        {"HYGIENE_TRUSTED_PROXIES": "10.0.0.5, 10.1.2.3/16,::1,2001:DB8::/32,"}
    )
    assert settings.trusted_proxies == ("10.0.0.5/32", "10.1.0.0/16", "::1/128", "2001:db8::/32")


@pytest.mark.parametrize("value", ["proxy.internal", "10.0.0.300", "10.0.0.0/33", "*"])
def test_an_unusable_list_is_refused_by_name(
    value: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    says = "HYGIENE_TRUSTED_PROXIES must be IP addresses or CIDR networks"
    with pytest.raises(SettingError, match=says):
        Settings.from_env({"HYGIENE_TRUSTED_PROXIES": f"10.0.0.1,{value}"})
    monkeypatch.setenv("HYGIENE_TRUSTED_PROXIES", value)
    monkeypatch.setenv("HYGIENE_DATA_DIR", str(tmp_path))  # were it not refused
    assert main(["projections", "rebuild"]) == 2
    assert says in capsys.readouterr().err
