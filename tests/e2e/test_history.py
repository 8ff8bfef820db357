"""Auditors replay an aggregate's history event by event, and its state as of any moment."""

from __future__ import annotations

import time
from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import as_each, sign_in
from tests.e2e.test_issues import facility, me, notifications, report


def test_company_history_lists_each_change_with_actor_and_time(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    admin_id = client.get("/api/authn/me", headers=as_admin).json()["id"]
    company = client.post(
        "/api/companies",
        headers=as_admin,
        json={"name": "Old name", "type": "LANDLORD", "code": "HIS"},
    ).json()
    time.sleep(0.01)
    between = client.get(f"/api/companies/{company['id']}", headers=as_admin).json()["updatedAt"]
    time.sleep(0.01)
    client.put(
        f"/api/companies/{company['id']}",
        headers=as_admin,
        json={"name": "New name", "type": "LANDLORD", "code": "HIS"},
    )
    history = client.get(f"/api/history/company/{company['id']}", headers=as_admin).json()
    events = history["events"]
    assert [e["type"] for e in events] == ["Registered", "Updated"]
    assert [e["version"] for e in events] == [1, 2]
    assert {e["actor"] for e in events} == {admin_id}
    assert events[1]["changes"] == {"name": "New name", "type": "LANDLORD", "code": "HIS"}

    then = client.get(
        f"/api/history/company/{company['id']}", headers=as_admin, params={"asOf": between}
    ).json()
    assert then["state"]["name"] == "Old name" and then["state"]["version"] == 1
    before = client.get(
        f"/api/history/company/{company['id']}",
        headers=as_admin,
        params={"asOf": "2000-01-01T00:00:00Z"},
    )
    assert before.status_code == 404

    # Deleted objects keep their history for the admin.
    client.delete(f"/api/companies/{company['id']}", headers=as_admin)
    after = client.get(f"/api/history/company/{company['id']}", headers=as_admin).json()
    assert after["events"][-1]["type"] == "Deleted"


def test_account_history_never_shows_password_hashes(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    cleaner = sign_in(client, "cleaner@example.com")
    me = client.get("/api/authn/me", headers=cleaner).json()
    changed_own = client.put(
        "/api/authn/password",
        headers=cleaner,
        json={"currentPassword": "demo-password", "newPassword": "another-password"},
    )
    assert changed_own.status_code == 200, changed_own.text
    history = client.get(f"/api/history/account/{me['id']}", headers=as_admin)
    assert history.status_code == 200
    assert "argon2" not in history.text
    types = [e["type"] for e in history.json()["events"]]
    assert types[0] == "Registered" and "PasswordChanged" in types
    changed = next(e for e in history.json()["events"] if e["type"] == "PasswordChanged")
    assert changed["changes"] == {"password": "(changed)"}


def test_history_kinds_and_bad_moments(client: TestClient[Any], as_admin: dict[str, str]) -> None:
    building = client.get("/api/buildings", headers=as_admin).json()["items"][0]
    assert (
        client.get(f"/api/history/building/{building['id']}", headers=as_admin).status_code == 200
    )
    assert client.get(f"/api/history/dragon/{building['id']}", headers=as_admin).status_code == 404
    assert client.get(f"/api/history/company/{building['id']}", headers=as_admin).status_code == 404
    bad = client.get(
        f"/api/history/building/{building['id']}", headers=as_admin, params={"asOf": "yesterday"}
    )
    assert bad.status_code == 400 and bad.json()["violations"][0]["field"] == "asOf"


def test_issues_tasks_and_notifications_replay_for_those_who_see_them(
    client: TestClient[Any], as_admin: dict[str, str], as_landlord: dict[str, str]
) -> None:
    supervisor, cleaner, greenway = as_each(client, "supervisor", "cleaner", "greenway")
    ladies = facility(client, as_admin, "HA-Ground-F")
    issue = report(client, as_admin, ladies["id"], "bin-full")
    task = client.post(
        "/api/tasks",
        headers=supervisor,
        json={
            "issueId": issue["id"],
            "title": "Empty the bin",
            "type": "cleaning",
            "staffRole": "cleaner",
            "staffId": me(client, cleaner)["id"],
        },
    ).json()
    sent = next(n for n in notifications(client, cleaner) if n["task"] == task["id"])

    def replay(headers: dict[str, str], kind: str, object_id: str, **params: str) -> Any:
        return client.get(f"/api/history/{kind}/{object_id}", headers=headers, params=params)

    opened = replay(as_landlord, "issue", issue["id"])
    assert opened.status_code == 200, opened.text
    assert [e["type"] for e in opened.json()["events"]] == ["Opened"]
    assert opened.json()["events"][0]["changes"]["issueType"] == "bin-full"
    created = replay(cleaner, "task", task["id"]).json()["events"]
    assert created[0]["type"] == "Created" and created[0]["changes"]["title"] == "Empty the bin"
    assert created[0]["actor"] == me(client, supervisor)["id"]
    moment = created[0]["time"]
    then = replay(cleaner, "task", task["id"], asOf=moment).json()
    assert then["state"]["title"] == "Empty the bin"
    message = replay(cleaner, "notification", sent["id"]).json()["events"]
    assert message[0]["type"] == "Sent" and message[0]["changes"]["type"] == "task-assigned"

    # Another landlord sees neither the issue nor its task; a notification is its recipient's.
    assert replay(greenway, "issue", issue["id"]).status_code == 404
    assert replay(greenway, "task", task["id"]).status_code == 404
    assert replay(sign_in(client, "worker@example.com"), "task", task["id"]).status_code == 404
    for headers in (supervisor, as_landlord, greenway):
        assert replay(headers, "notification", sent["id"]).status_code == 404
    assert replay(as_admin, "notification", sent["id"]).status_code == 200
    # Ids of another kind, or of nothing, name no history.
    assert replay(as_admin, "task", issue["id"]).status_code == 404
    assert replay(as_admin, "notification", task["id"]).status_code == 404
    assert replay(cleaner, "notification", "not-an-id").status_code == 404

    # Marked read and deleted, the notification keeps its history for its recipient.
    client.put(
        "/api/notifications/read", headers=cleaner, json={"ids": [sent["id"]]}
    ).raise_for_status()
    client.delete(f"/api/notifications/{sent['id']}", headers=cleaner).raise_for_status()
    types = [e["type"] for e in replay(cleaner, "notification", sent["id"]).json()["events"]]
    assert types == ["Sent", "Read", "Deleted"]
