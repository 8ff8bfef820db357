"""The demo estate behind the API, and signing in to it: once per module on SQLite for the
Schemathesis run, and once per module on each back end for the authorisation tests."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.app import create_app
from demo.estate import seed_demo, seed_demo_sensors
from demo.workforce import seed_demo_workforce
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.consoles import settings_of_their_own
from tests.contract import estate
from tests.contract.estate import Tenant, sign_in

__all__ = ["sign_in"]


def _seeded(console: Console, workforce: bool = False) -> Console:
    seed_demo(console.organisation, console.accounts)
    console.settle(timeout=30)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    console.settle(timeout=30)
    if workforce:
        today = datetime.now(console.settings.tz).date()
        seed_demo_workforce(console.workforce, console.accounts, console.organisation, today)
        assert console.settle(timeout=30)
    return console


@pytest.fixture(scope="module")
def demo_console(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Console]:
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("contract") / "var",
        secret_key="test-secret-key-0123456789abcdef",
    )
    console = _seeded(build_console(settings))
    yield console
    console.close()
    assert console.followers.errors() == {}


@pytest.fixture(scope="module")
def demo_app(demo_console: Console) -> Litestar:
    return create_app(demo_console)


@pytest.fixture(scope="module")
def demo_client(demo_app: Litestar) -> Iterator[TestClient[Any]]:
    with TestClient(demo_app) as client:
        yield client


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def estate_console(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Console]:
    """The demo estate with its workforce, on SQLite and on PostgreSQL (a schema of its
    own, dropped afterwards; under CI a missing server fails)."""
    url = request.getfixturevalue("postgres_url") if request.param == "postgres" else None
    with settings_of_their_own(tmp_path_factory.mktemp("estate"), url) as settings:
        console = _seeded(build_console(settings), workforce=True)
        yield console
        console.close()
    assert console.followers.errors() == {}


@pytest.fixture(scope="module")
def estate_client(estate_console: Console) -> Iterator[TestClient[Any]]:
    with TestClient(create_app(estate_console)) as client:
        yield client


@pytest.fixture(scope="module")
def theirs(estate_client: TestClient[Any]) -> Tenant:
    return estate.theirs(estate_client)


@pytest.fixture(scope="module")
def ours(estate_client: TestClient[Any]) -> Tenant:
    return estate.ours(estate_client)
