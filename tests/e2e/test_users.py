"""Accounts of the six kinds, per segment, with who may manage whom."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from litestar.testing import TestClient

from tests.e2e.conftest import refusal, said, sign_in

SEGMENTS = ["admins", "ll-managers", "cc-managers", "supervisors", "cleaners", "workers"]


def _company(client: TestClient[Any], headers: dict[str, str], code: str) -> str:
    for path in ("/api/companies/landlords", "/api/companies/cleaning-companies"):
        for company in client.get(path, headers=headers).json()["items"]:
            if company["code"] == code:
                return str(company["id"])
    raise AssertionError(code)


@pytest.mark.parametrize("segment", SEGMENTS)
def test_the_admin_creates_edits_and_deletes_every_kind(
    client: TestClient[Any], as_admin: dict[str, str], segment: str
) -> None:
    company = {"admins": None, "ll-managers": "HFP"}.get(segment, "SPK")
    body: dict[str, Any] = {
        "loginName": f"new-{segment}@example.com",
        "password": "a-long-password",
        "email": f"new-{segment}@example.com",
        "profile": {"name": "New Person"},
        "gender": "female",
        "birthDate": "1990-04-01",
    }
    if company:
        body["companyId"] = _company(client, as_admin, company)
    created = client.post(f"/api/users/{segment}", headers=as_admin, json=body)
    assert created.status_code == 201, created.text
    account = created.json()
    assert account["segment"] == segment and account["profile"] == {"name": "New Person"}
    assert "password" not in created.text

    update = {k: v for k, v in body.items() if k not in ("loginName", "password")}
    update["profile"] = {"name": "Renamed Person"}
    update["phone"] = "+65 1234"
    path = f"/api/users/{segment}/{account['id']}"
    assert client.put(path, headers=as_admin, json=update).status_code == 204
    again = client.get(path, headers=as_admin).json()
    assert again["profile"]["name"] == "Renamed Person" and again["phone"] == "+65 1234"
    assert sign_in(client, body["loginName"], "a-long-password")

    export = client.get(f"/api/users/{segment}/export", headers=as_admin)
    assert export.headers["content-disposition"] == f'attachment; filename="{segment}.csv"'
    assert "Renamed Person" in {r["name"] for r in csv.DictReader(io.StringIO(export.text))}

    assert client.delete(path, headers=as_admin).status_code == 204
    assert client.get(path, headers=as_admin).status_code == 404


def test_duplicate_login_names_are_refused(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    body = {
        "loginName": "ADMIN@example.com",
        "password": "a-long-password",
        "email": "x@example.com",
        "profile": {"name": "Copy"},
    }
    reply = client.post("/api/users/admins", headers=as_admin, json=body)
    assert refusal(reply, 409) == [
        {"field": "loginName", "message": "This login name is already in use"}
    ]


def test_every_broken_rule_is_reported_at_once(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    body = {
        "loginName": "fresh@example.com",
        "password": "short",
        "email": "not-an-email",
        "profile": {"name": " "},
        "birthDate": "1990-13-45",
    }
    reply = client.post("/api/users/cleaners", headers=as_admin, json=body)
    assert reply.status_code == 400
    fields = {v["field"]: v["message"] for v in said(reply.json()["violations"])}
    assert fields["email"] == "Invalid email address"
    assert fields["profile.name"] == "This field is required"
    assert fields["birthDate"] == "Incorrect date"
    assert fields["companyId"] == "This field is required"
    assert "password" in fields
    assert (
        client.get("/api/users/cleaners", headers=as_admin, params={"search": "fresh"}).json()[
            "total"
        ]
        == 0
    )


def test_a_cleaning_manager_runs_its_own_staff(
    client: TestClient[Any], as_cc_manager: dict[str, str]
) -> None:
    supervisors = client.get("/api/users/supervisors", headers=as_cc_manager).json()["items"]
    assert [s["loginName"] for s in supervisors] == ["supervisor@example.com"]
    body = {
        "loginName": "new-cleaner@example.com",
        "password": "a-long-password",
        "email": "new-cleaner@example.com",
        "profile": {"name": "Nia Cleaner"},
        "supervisorId": supervisors[0]["id"],
    }
    created = client.post("/api/users/cleaners", headers=as_cc_manager, json=body)
    assert created.status_code == 201
    assert created.json()["companyName"] == "SparkleClean Services"
    assert created.json()["supervisorName"] == "Sam Supervisor"

    # Facilities of buildings the company cleans can be assigned; others cannot.
    cleaner = created.json()
    tree = client.get(
        f"/api/users/cleaners/{cleaner['id']}/facility-hierarchy", headers=as_cc_manager
    ).json()
    assert {b["label"] for b in tree} == {"Harbourfront Tower", "Marina Mall"}
    facility_ids = [tree[0]["children"][0]["children"][0]["id"]]
    path = f"/api/users/cleaners/{cleaner['id']}/facilities"
    assert (
        client.put(path, headers=as_cc_manager, json={"facilityIds": facility_ids}).status_code
        == 204
    )
    assert [f["id"] for f in client.get(path, headers=as_cc_manager).json()] == facility_ids

    admin = sign_in(client, "admin@example.com")
    plaza_facility = client.get(
        "/api/facilities", headers=admin, params={"search": "Greenway", "pageSize": 1}
    ).json()["items"][0]
    reply = client.put(path, headers=as_cc_manager, json={"facilityIds": [plaza_facility["id"]]})
    assert reply.status_code == 400

    # Landlord accounts are not the cleaning company's business.
    assert client.get("/api/users/ll-managers", headers=as_cc_manager).status_code == 403


def test_only_the_cc_admin_grants_or_removes_manager_accounts(
    client: TestClient[Any], as_cc_manager: dict[str, str]
) -> None:
    body = {
        "loginName": "boss@example.com",
        "password": "a-long-password",
        "email": "boss@example.com",
        "profile": {"name": "Boss"},
        "role": "cc-admin",
    }
    assert (
        client.post("/api/users/cc-managers", headers=as_cc_manager, json=body).status_code == 403
    )
    cc_admin = sign_in(client, "cc-admin@example.com")
    created = client.post("/api/users/cc-managers", headers=cc_admin, json=body)
    assert created.status_code == 201 and created.json()["role"] == "cc-admin"
    path = f"/api/users/cc-managers/{created.json()['id']}"
    assert client.delete(path, headers=as_cc_manager).status_code == 403
    assert client.delete(path, headers=cc_admin).status_code == 204


def test_people_edit_their_own_profile_but_not_their_role(
    client: TestClient[Any], as_cleaner: dict[str, str]
) -> None:
    me = client.get("/api/authn/me", headers=as_cleaner).json()
    body = {
        "email": me["email"],
        "profile": {"name": "Charlie C."},
        "role": "cleaner",
        "performanceRating": 5,
    }
    path = f"/api/users/cleaners/{me['id']}"
    # One's own password changes only where the current one is asked.
    with_password = client.put(path, headers=as_cleaner, json={**body, "password": "x" * 12})
    assert with_password.status_code == 400
    assert with_password.json()["violations"][0]["code"] == "own-password"
    assert client.put(path, headers=as_cleaner, json=body).status_code == 204
    again = client.get(path, headers=as_cleaner).json()
    assert again["profile"]["name"] == "Charlie C."
    assert again["performanceRating"] == 4.0
    assert sign_in(client, "cleaner@example.com")
    others = client.get("/api/users/cleaners", headers=as_cleaner).json()
    assert [o["id"] for o in others["items"]] == [me["id"]]
