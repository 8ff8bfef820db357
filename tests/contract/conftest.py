"""The demo estate behind the API, built once per module on SQLite, and signing in to it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.app import create_app
from application.demo import DEMO_PASSWORD, seed_demo, seed_demo_sensors
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings


@pytest.fixture(scope="module")
def demo_console(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Console]:
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("contract") / "var",
        secret_key="test-secret-key-0123456789abcdef",
    )
    console = build_console(settings)
    seed_demo(console.organisation, console.accounts)
    console.settle(timeout=30)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    console.settle(timeout=30)
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


def sign_in(client: TestClient[Any], login_name: str) -> dict[str, str]:
    reply = client.post(
        "/api/authn/log-in", json={"loginName": login_name, "password": DEMO_PASSWORD}
    )
    assert reply.status_code == 200, reply.text
    return {"Authorization": f"Bearer {reply.json()['accessToken']}"}
