"""A history names what it mentions (its actors, and every id its changes hold) for the
caller who reads it, and only what that caller may see: a record exactly when the caller
may open it, a person when of the caller's own company (or the caller may read them)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from api.history.controller import KINDS
from api.record_names import DETAIL_ROLES
from application.history import REFERENCES
from domain.roles import SEGMENT, AccountKind
from hygiene.bootstrap import Console
from tests.e2e.conftest import as_each, sign_in
from tests.e2e.test_issues import facility, me, report
from tests.e2e.workforce_estate import seed_estate

LOGINS = (
    "admin@example.com",
    "landlord@example.com",
    "greenway@example.com",
    "cc-manager@example.com",
    "freshcare@example.com",
    "supervisor@example.com",
    "cleaner@example.com",
    "worker@example.com",
)
DETAIL = {
    "company": "/api/companies/{}",
    "building": "/api/buildings/{}",
    "floor": "/api/floors/{}",
    "facility": "/api/facilities/{}",
    "project": "/api/projects/{}",
    "device": "/api/devices/{}",
    "issue": "/api/issues/{}",
    "task": "/api/tasks/{}",
    "schedule": "/api/schedules/{}",
    "leave": "/api/leaves/{}",
    "inventory": "/api/inventory/{}",
}


@pytest.fixture
def client(console: Console) -> Iterator[TestClient[Any]]:
    seed_estate(console, sensors=True)
    with TestClient(create_app(console)) as test_client:
        yield test_client


def _mentioned(value: Any, kind: str | None = None) -> Iterator[tuple[str, str]]:
    """(kind, id) of every reference a change holds, at any depth."""
    if kind is not None:
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and item:
                yield kind, item
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from _mentioned(inner, REFERENCES.get(key))
    elif isinstance(value, list):
        for inner in value:
            yield from _mentioned(inner)


def _first_ids(client: TestClient[Any], headers: dict[str, str], path: str, n: int) -> list[str]:
    reply = client.get(path, headers=headers, params={"pageSize": n})
    assert reply.status_code == 200, reply.text
    return [item["id"] for item in reply.json()["items"]][:n]


def test_names_are_exactly_what_each_caller_may_open(client: TestClient[Any]) -> None:
    callers = {login: sign_in(client, login) for login in LOGINS}
    selves = {login: me(client, headers) for login, headers in callers.items()}
    admin = callers["admin@example.com"]
    # A reported issue with a task, so issues, tasks and their trail have references.
    ladies = facility(client, admin, "HA-Ground-F")
    issue = report(client, callers["landlord@example.com"], ladies["id"], "bin-full")
    task = client.post(
        "/api/tasks",
        headers=callers["supervisor@example.com"],
        json={
            "issueId": issue["id"],
            "title": "Empty the bin",
            "type": "cleaning",
            "staffRole": "cleaner",
            "staffId": selves["cleaner@example.com"]["id"],
        },
    )
    assert task.status_code == 201, task.text
    objects = [("issue", issue["id"]), ("task", task.json()["id"])]
    for kind, path in (
        ("building", "/api/buildings"),
        ("facility", "/api/facilities"),
        ("project", "/api/projects"),
        ("device", "/api/devices"),
        ("schedule", "/api/schedules"),
        ("leave", "/api/leaves"),
        ("inventory", "/api/inventory"),
    ):
        objects += [(kind, i) for i in _first_ids(client, admin, path, 3)]
    objects += [("account", selves[login]["id"]) for login in LOGINS]

    @cache
    def account(account_id: str) -> tuple[str, str | None] | None:
        """The account's kind and company, as its history last says; None if no account."""
        reply = client.get(f"/api/history/account/{account_id}", headers=admin)
        if reply.status_code != 200:
            return None
        events = reply.json()["events"]
        profiles = [e["changes"]["profile"] for e in events if "profile" in e["changes"]]
        return events[0]["changes"]["kind"], profiles[-1].get("companyId")

    @cache
    def opens(login: str, kind: str, object_id: str) -> bool:
        if kind == "account":
            found = account(object_id)
            assert found is not None
            path = f"/api/users/{SEGMENT[AccountKind(found[0])]}/{object_id}"
        else:
            path = DETAIL[kind].format(object_id)
        return bool(client.get(path, headers=callers[login]).status_code == 200)

    named = unnamed = 0
    wrong = []
    for login, headers in callers.items():
        for kind, object_id in objects:
            reply = client.get(f"/api/history/{kind}/{object_id}", headers=headers)
            if reply.status_code != 200:
                continue
            history = reply.json()
            mentioned = set()
            for event in history["events"]:
                if event["actor"]:
                    mentioned.add(("account", event["actor"]))
                mentioned |= set(_mentioned(event["changes"]))
            for ref_kind, ref_id in sorted(mentioned):
                if ref_kind == "account":
                    found_account = account(ref_id)
                    if found_account is None:
                        continue  # the console's own actors: "demo-seed", "rules"
                    own_company = selves[login].get("companyId")
                    colleague = own_company is not None and found_account[1] == own_company
                    expected = colleague or opens(login, "account", ref_id)
                else:
                    expected = opens(login, ref_kind, ref_id)
                found = history["names"].get(ref_id)
                if (found is not None) != expected:
                    wrong.append(f"{login} reading {kind} {object_id}: {ref_kind} {ref_id}")
                if found is None:
                    unnamed += 1
                    continue
                named += 1
                if found["kind"] != ref_kind or found["page"] != opens(login, ref_kind, ref_id):
                    wrong.append(f"{login} reading {kind} {object_id}: {found} for {ref_id}")
    print(f"names: {named} named, {unnamed} unnamed, {len(wrong)} not as the caller sees")
    assert not wrong, "\n".join(wrong)
    # The sweep holds both answers: what is named, and what stays unnamed.
    assert named > 50 and unnamed > 10, (named, unnamed)


def test_a_leave_names_its_applicant_and_approver_to_those_who_see_them(
    client: TestClient[Any],
) -> None:
    cleaner, supervisor, admin = as_each(client, "cleaner", "supervisor", "admin")
    asked = client.post(
        "/api/leaves",
        headers=cleaner,
        json={"type": "ANNUAL", "startDate": "2027-12-03", "endDate": "2027-12-05"},
    ).json()
    decided = client.put(
        f"/api/leaves/{asked['id']}/status", headers=supervisor, json={"status": "APPROVED"}
    )
    assert decided.status_code == 204, decided.text
    cleaner_id, supervisor_id, admin_id = (
        me(client, h)["id"] for h in (cleaner, supervisor, admin)
    )
    # The admin books a second leave for the cleaner: the admin is of no company.
    booked = client.post(
        "/api/leaves",
        headers=admin,
        json={
            "type": "MC",
            "startDate": "2027-12-10",
            "endDate": "2027-12-10",
            "staffId": cleaner_id,
        },
    ).json()

    def names(headers: dict[str, str], leave_id: str) -> dict[str, Any]:
        reply = client.get(f"/api/history/leave/{leave_id}", headers=headers)
        assert reply.status_code == 200, reply.text
        found: dict[str, Any] = reply.json()["names"]
        return found

    own = names(cleaner, asked["id"])
    assert own[cleaner_id] == {
        "kind": "account",
        "name": "Charlie Cleaner",
        "page": True,
        "accountKind": "cleaner",
    }
    # Their supervisor is named to them, though the cleaner may not open the supervisor's page.
    assert own[supervisor_id] == {
        "kind": "account",
        "name": "Sam Supervisor",
        "page": False,
        "accountKind": "supervisor",
    }
    assert names(supervisor, asked["id"])[cleaner_id]["page"] is True
    assert admin_id not in names(cleaner, booked["id"])
    assert names(admin, booked["id"])[admin_id]["name"]


def test_the_issue_trail_names_only_what_its_reader_sees(client: TestClient[Any]) -> None:
    landlord, cleaner, admin = as_each(client, "landlord", "cleaner", "admin")
    ladies = facility(client, admin, "HA-Ground-F")
    issue = report(client, landlord, ladies["id"], "bin-full")
    resolved = client.put(
        f"/api/issues/{issue['id']}/status", headers=cleaner, json={"issuesStatus": "RESOLVED"}
    )
    assert resolved.status_code == 204, resolved.text
    landlord_id, cleaner_id = me(client, landlord)["id"], me(client, cleaner)["id"]

    def trail(headers: dict[str, str]) -> dict[str, Any]:
        reply = client.get(f"/api/issues/{issue['id']}/history", headers=headers)
        assert reply.status_code == 200, reply.text
        found: dict[str, Any] = reply.json()
        return found

    as_landlord = trail(landlord)
    assert as_landlord["names"][ladies["id"]]["name"] == "Ladies Ground"
    assert as_landlord["names"][landlord_id]["name"] == "Lee Landlord"
    # The cleaner is of another company: unnamed to the landlord, in `names` and beside the event.
    assert cleaner_id not in as_landlord["names"]
    resolution = next(e for e in as_landlord["events"] if e["type"] == "Resolved")
    assert resolution["actor"] == cleaner_id and resolution["actorName"] is None
    as_cleaner = trail(cleaner)
    assert cleaner_id in as_cleaner["names"] and landlord_id not in as_cleaner["names"]
    as_admin = trail(admin)
    assert {landlord_id, cleaner_id, ladies["id"]} <= as_admin["names"].keys()


def test_names_follow_the_roles_of_each_kinds_detail_call() -> None:
    assert {kind: set(roles) for kind, roles in DETAIL_ROLES.items()} == {
        kind: set(found.roles) for kind, found in KINDS.items() if kind in DETAIL_ROLES
    }
    assert KINDS.keys() - DETAIL_ROLES.keys() == {"account", "notification"}
