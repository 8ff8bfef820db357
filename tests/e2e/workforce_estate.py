"""The demo estate with its workforce (shifts, leaves, stock), and an API client over it.

Test modules import `client` from here in place of the plain demo estate's.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from demo.estate import seed_demo, seed_demo_sensors
from demo.workforce import seed_demo_workforce
from hygiene.bootstrap import Console
from tests.e2e.conftest import sign_in


def today(console: Console) -> date:
    return datetime.now(console.settings.tz).date()


def seed_estate(console: Console, sensors: bool = False) -> None:
    """The demo estate, with its sensors when asked, then its workforce; settled."""
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    if sensors:
        seed_demo_sensors(console.organisation, console.devices, console.readings)
    seed_demo_workforce(console.workforce, console.accounts, console.organisation, today(console))
    assert console.settle(timeout=30)


@pytest.fixture
def client(console: Console) -> Iterator[TestClient[Any]]:
    seed_estate(console)
    with TestClient(create_app(console)) as test_client:
        yield test_client


def account_id(client: TestClient[Any], headers: dict[str, str]) -> str:
    return str(client.get("/api/authn/me", headers=headers).json()["id"])


def as_(client: TestClient[Any], login: str) -> dict[str, str]:
    return sign_in(client, login)
