"""`HYGIENE_METRICS_PORT`, the scrape rule shared by every process's `/metrics`, and what
the followers' figures say while the storage is away."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from application.metrics import FollowersCollector, may_scrape
from hygiene.metrics_server import serve_metrics
from hygiene.settings import SettingError, Settings


def test_the_metrics_port_is_off_until_set_and_a_port_number() -> None:
    assert Settings.from_env({}).metrics_port is None
    assert Settings.from_env({"HYGIENE_METRICS_PORT": ""}).metrics_port is None
    assert Settings.from_env({"HYGIENE_METRICS_PORT": " 9100 "}).metrics_port == 9100
    for wrong in ("0", "65536", "-1", "9100/tcp", "metrics"):
        with pytest.raises(SettingError, match="HYGIENE_METRICS_PORT must be a port number"):
            Settings.from_env({"HYGIENE_METRICS_PORT": wrong})


def test_no_port_serves_nothing(tmp_path: Path) -> None:
    assert serve_metrics(Settings(data_dir=tmp_path)) is None


def test_a_port_taken_is_logged_and_the_process_goes_on(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        settings = Settings(data_dir=tmp_path, metrics_port=port)
        assert serve_metrics(settings, host="127.0.0.1") is None


def test_the_scrape_rule_is_the_bearer_token_once_one_is_set() -> None:
    assert may_scrape(None, "") and may_scrape("", "anything")
    assert may_scrape("secret", "Bearer secret") and may_scrape("secret", "bearer  secret")
    for presented in ("", "secret", "Basic secret", "Bearer secre", "Bearer secret2"):
        assert not may_scrape("secret", presented), presented


class _Away:
    """Followers whose storage does not answer."""

    def status(self) -> list[object]:
        raise ConnectionRefusedError("the storage is away")


def test_followers_while_the_storage_is_away_say_only_that() -> None:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(FollowersCollector(_Away(), lambda error: True))  # type: ignore[arg-type]
    families = list(text_string_to_metric_families(generate_latest(registry).decode()))
    assert [(f.name, [s.value for s in f.samples]) for f in families] == [
        ("hygiene_storage_up", [0.0])
    ]
    # Any other fault is no outage: it is not hidden as one.
    registry = CollectorRegistry(auto_describe=False)
    registry.register(FollowersCollector(_Away(), lambda error: False))  # type: ignore[arg-type]
    with pytest.raises(ConnectionRefusedError):
        generate_latest(registry)
