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


def as_each(client: TestClient[Any], *logins: str) -> list[dict[str, str]]:
    """The headers of each demo account named (`admin` for admin@example.com), signed in."""
    return [sign_in(client, f"{login}@example.com") for login in logins]


def _signed_in_as(login: str) -> Any:
    """A fixture: the headers of the demo account `login`, signed in."""

    @pytest.fixture
    def headers(client: TestClient[Any]) -> dict[str, str]:
        return sign_in(client, login)

    return headers


as_admin = _signed_in_as("admin@example.com")
as_landlord = _signed_in_as("landlord@example.com")
as_cc_manager = _signed_in_as("cc-manager@example.com")
as_cleaner = _signed_in_as("cleaner@example.com")


def said(violations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The field and message of each violation, as a form shows them."""
    return [{"field": v["field"], "message": v["message"]} for v in violations]


def answered(reply: Any) -> Any:
    """What a request answers (200)."""
    assert reply.status_code == 200, reply.text
    return reply.json()


def created(reply: Any) -> dict[str, Any]:
    """What a request that creates a record answers (201)."""
    assert reply.status_code == 201, reply.text
    record: dict[str, Any] = reply.json()
    return record


def new_building(
    client: TestClient[Any], headers: dict[str, str], name: str, address: str, postal_code: str
) -> dict[str, Any]:
    """A building the caller (a landlord) adds to its own company."""
    body = {"name": name, "address": address, "postalCode": postal_code}
    return created(client.post("/api/buildings", headers=headers, json=body))


def project_body(name: str, building_id: str, cleaning_company_id: str) -> dict[str, str]:
    """A project's fields as the API takes them."""
    return {"name": name, "buildingId": building_id, "cleaningCompanyId": cleaning_company_id}


def refusal(reply: Any, status: int = 400) -> list[dict[str, Any]]:
    """What a refused request's violations say (`said`), its status checked first."""
    assert reply.status_code == status, reply.text
    return said(reply.json()["violations"])
