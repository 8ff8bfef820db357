"""Companies: create, edit, list, export and delete, with the status codes of docs/api.md."""

from __future__ import annotations

import csv
import io
from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import created, refusal


def test_company_lifecycle(client: TestClient[Any], as_admin: dict[str, str]) -> None:
    company = created(
        client.post(
            "/api/companies",
            headers=as_admin,
            json={"name": "Acme Towers", "type": "LANDLORD", "code": "ACME"},
        )
    )
    assert company["name"] == "Acme Towers" and company["version"] == 1

    listed = client.get("/api/companies", headers=as_admin, params={"search": "acme"}).json()
    assert [c["id"] for c in listed["items"]] == [company["id"]]

    updated = client.put(
        f"/api/companies/{company['id']}",
        headers=as_admin,
        json={"name": "Acme Holdings", "type": "LANDLORD", "code": "ACME2", "version": 1},
    )
    assert updated.status_code == 204
    again = client.get(f"/api/companies/{company['id']}", headers=as_admin).json()
    assert again["name"] == "Acme Holdings" and again["code"] == "ACME2" and again["version"] == 2

    # The old code is free again; the new one is taken.
    assert (
        client.post(
            "/api/companies",
            headers=as_admin,
            json={"name": "Other", "type": "CLEANING_COMPANY", "code": "acme"},
        ).status_code
        == 201
    )
    clash = client.post(
        "/api/companies",
        headers=as_admin,
        json={"name": "Clash", "type": "LANDLORD", "code": "Acme2"},
    )
    assert refusal(clash, 409) == [{"field": "code", "message": "This code is already in use"}]

    assert client.delete(f"/api/companies/{company['id']}", headers=as_admin).status_code == 204
    assert client.get(f"/api/companies/{company['id']}", headers=as_admin).status_code == 404


def test_stale_version_is_a_conflict_and_changes_nothing(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    company = client.post(
        "/api/companies",
        headers=as_admin,
        json={"name": "Versioned", "type": "LANDLORD", "code": "VER"},
    ).json()
    body = {"name": "First edit", "type": "LANDLORD", "code": "VER", "version": 1}
    assert (
        client.put(f"/api/companies/{company['id']}", headers=as_admin, json=body).status_code
        == 204
    )
    stale = client.put(
        f"/api/companies/{company['id']}", headers=as_admin, json={**body, "name": "Lost edit"}
    )
    assert stale.status_code == 409
    assert (
        client.get(f"/api/companies/{company['id']}", headers=as_admin).json()["name"]
        == "First edit"
    )


def test_a_company_in_use_cannot_be_deleted(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    landlords = client.get("/api/companies/landlords", headers=as_admin).json()["items"]
    harbour = next(c for c in landlords if c["code"] == "HFP")
    assert {b["name"] for b in harbour["buildings"]} == {"Harbourfront Tower", "Marina Mall"}
    reply = client.delete(f"/api/companies/{harbour['id']}", headers=as_admin)
    assert reply.status_code == 409
    assert "buildings" in reply.json()["message"]
    # The code and its params let a client say it in its own language.
    assert reply.json()["code"] == "still-used"
    assert reply.json()["params"] == {"what": "company", "by": "buildings"}


def test_list_filters_sorts_and_pages(client: TestClient[Any], as_admin: dict[str, str]) -> None:
    page = client.get(
        "/api/companies",
        headers=as_admin,
        params={"filter": 'type:"CLEANING_COMPANY"', "sort": "-name", "pageSize": 1, "page": 2},
    ).json()
    assert page["total"] == 2 and page["page"] == 2 and page["pageSize"] == 1
    assert [c["name"] for c in page["items"]] == ["FreshCare Facilities"]
    bad = client.get("/api/companies", headers=as_admin, params={"sort": "password"})
    assert bad.status_code == 400 and bad.json()["violations"][0]["field"] == "sort"


def test_export_is_csv_with_formula_cells_escaped(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    client.post(
        "/api/companies",
        headers=as_admin,
        json={"name": '=HYPERLINK("x")', "type": "LANDLORD", "code": "FORMULA"},
    )
    reply = client.get("/api/companies/export", headers=as_admin)
    assert reply.status_code == 200
    assert reply.headers["content-type"].startswith("text/csv")
    assert reply.headers["content-disposition"] == 'attachment; filename="companies.csv"'
    rows = list(csv.DictReader(io.StringIO(reply.text)))
    names = {row["name"] for row in rows}
    assert '\'=HYPERLINK("x")' in names and "Harbourfront Properties" in names


def test_only_the_admin_manages_companies(
    client: TestClient[Any], as_landlord: dict[str, str], as_cc_manager: dict[str, str]
) -> None:
    body = {"name": "Nope", "type": "LANDLORD", "code": "NOPE"}
    assert client.post("/api/companies", headers=as_landlord, json=body).status_code == 403
    assert client.get("/api/companies", headers=as_cc_manager).status_code == 403
    own = client.get("/api/companies/landlords", headers=as_landlord).json()["items"]
    assert [c["code"] for c in own] == ["HFP"]
    cleaning = client.get("/api/companies/cleaning-companies", headers=as_cc_manager).json()
    assert [c["code"] for c in cleaning["items"]] == ["SPK"]
