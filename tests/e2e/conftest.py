"""An API client over the seeded demo estate, and signing in as each demo account."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from demo.estate import DEMO_PASSWORD, seed_demo, seed_demo_sensors
from hygiene.bootstrap import Console


@pytest.fixture
def client(console: Console) -> Iterator[TestClient[Any]]:
    seed_demo(console.organisation, console.accounts)
    console.settle(timeout=30)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    console.settle(timeout=30)
    with TestClient(create_app(console)) as test_client:
        yield test_client


def sign_in(
    client: TestClient[Any], login_name: str, password: str = DEMO_PASSWORD
) -> dict[str, str]:
    reply = client.post("/api/authn/log-in", json={"loginName": login_name, "password": password})
    assert reply.status_code == 200, reply.text
    return {"Authorization": f"Bearer {reply.json()['accessToken']}"}


@pytest.fixture
def as_admin(client: TestClient[Any]) -> dict[str, str]:
    return sign_in(client, "admin@example.com")


@pytest.fixture
def as_landlord(client: TestClient[Any]) -> dict[str, str]:
    return sign_in(client, "landlord@example.com")


@pytest.fixture
def as_cc_manager(client: TestClient[Any]) -> dict[str, str]:
    return sign_in(client, "cc-manager@example.com")


@pytest.fixture
def as_cleaner(client: TestClient[Any]) -> dict[str, str]:
    return sign_in(client, "cleaner@example.com")


def said(violations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The field and message of each violation, as a form shows them."""
    return [{"field": v["field"], "message": v["message"]} for v in violations]
