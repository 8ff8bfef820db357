"""What one tenant could learn of another through shared lists."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import created, project_body


def test_a_landlord_choosing_a_cleaning_company_sees_only_its_own_buildings_of_it(
    client: TestClient[Any], as_admin: dict[str, str], as_landlord: dict[str, str]
) -> None:
    cleaning = client.get("/api/companies/cleaning-companies", headers=as_landlord).json()
    company = next(c for c in cleaning["items"] if c["buildings"])  # cleans the landlord's
    other = created(
        client.post(
            "/api/companies",
            headers=as_admin,
            json={"name": "Rival Estates", "type": "LANDLORD", "code": "RIVAL"},
        )
    )
    secret = created(
        client.post(
            "/api/buildings",
            headers=as_admin,
            json={
                "name": "Rival Tower",
                "address": "9 Rival Road",
                "postalCode": "099999",
                "landlordId": other["id"],
            },
        )
    )
    rival = project_body("Rival cleaning", secret["id"], company["id"])
    created(client.post("/api/projects", headers=as_admin, json=rival))

    def buildings_seen(headers: dict[str, str]) -> set[str]:
        page = client.get("/api/companies/cleaning-companies", headers=headers).json()
        mine = next(c for c in page["items"] if c["id"] == company["id"])
        return {b["name"] for b in mine["buildings"]}

    assert "Rival Tower" in buildings_seen(as_admin)
    seen = buildings_seen(as_landlord)
    assert "Rival Tower" not in seen and seen, "its own buildings of the company remain"
