"""The server is the gate: each role sees its own estate and another tenant's objects answer 404."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import refusal, sign_in


def _names(client: TestClient[Any], path: str, headers: dict[str, str]) -> set[str]:
    reply = client.get(path, headers=headers, params={"pageSize": 100})
    assert reply.status_code == 200, reply.text
    return {item["name"] for item in reply.json()["items"]}


def test_each_role_sees_its_own_buildings(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    everything = {"Harbourfront Tower", "Marina Mall", "Greenway Plaza"}
    assert _names(client, "/api/buildings", as_admin) == everything
    assert _names(client, "/api/buildings", sign_in(client, "landlord@example.com")) == {
        "Harbourfront Tower",
        "Marina Mall",
    }
    assert _names(client, "/api/buildings", sign_in(client, "greenway@example.com")) == {
        "Greenway Plaza"
    }
    assert _names(client, "/api/buildings", sign_in(client, "freshcare@example.com")) == {
        "Greenway Plaza"
    }
    # The worker is assigned the mall's toilets only.
    assert _names(client, "/api/buildings", sign_in(client, "worker@example.com")) == {
        "Marina Mall"
    }


def test_another_tenants_objects_answer_404(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    plaza = next(
        b
        for b in client.get("/api/buildings", headers=as_admin).json()["items"]
        if b["name"] == "Greenway Plaza"
    )
    floor = client.get(f"/api/buildings/{plaza['id']}/floors", headers=as_admin).json()[0]
    landlord = sign_in(client, "landlord@example.com")
    for path in (
        f"/api/buildings/{plaza['id']}",
        f"/api/buildings/{plaza['id']}/floors",
        f"/api/floors/{floor['id']}",
        f"/api/companies/{plaza['landlordId']}",
        f"/api/history/building/{plaza['id']}",
    ):
        assert client.get(path, headers=landlord).status_code == 404, path
    body = {"name": "Mine now", "address": "x", "postalCode": "1"}
    assert (
        client.put(f"/api/buildings/{plaza['id']}", headers=landlord, json=body).status_code == 404
    )


def test_a_landlord_cannot_create_a_building_for_another_landlord(
    client: TestClient[Any], as_admin: dict[str, str], as_landlord: dict[str, str]
) -> None:
    others = client.get("/api/companies/landlords", headers=as_admin).json()["items"]
    greenway = next(c for c in others if c["code"] == "GWE")
    reply = client.post(
        "/api/buildings",
        headers=as_landlord,
        json={"name": "Sneaky", "address": "x", "postalCode": "1", "landlordId": greenway["id"]},
    )
    assert refusal(reply) == [{"field": "landlordId", "message": "Must be your own company"}]


def test_roles_without_the_screen_get_403(
    client: TestClient[Any], as_cleaner: dict[str, str]
) -> None:
    assert client.get("/api/companies", headers=as_cleaner).status_code == 403
    assert client.get("/api/projects", headers=as_cleaner).status_code == 403
    assert client.get("/api/users/cc-managers", headers=as_cleaner).status_code == 403
    body = {"name": "x", "address": "x", "postalCode": "1"}
    assert client.post("/api/buildings", headers=as_cleaner, json=body).status_code == 403
    reply = client.get("/api/companies", headers=as_cleaner)
    assert reply.json() == {
        "message": "Access denied!",
        "code": "access-denied",
        "params": {},
        "violations": [],
    }


def test_staff_see_only_their_assigned_facilities(client: TestClient[Any]) -> None:
    cleaner = sign_in(client, "cleaner@example.com")
    me = client.get("/api/authn/me", headers=cleaner).json()
    assigned = client.get(f"/api/users/cleaners/{me['id']}/facilities", headers=cleaner).json()
    visible = client.get("/api/facilities", headers=cleaner, params={"pageSize": 100}).json()
    assert {f["id"] for f in visible["items"]} == {f["id"] for f in assigned}
    assert len(assigned) == 6
