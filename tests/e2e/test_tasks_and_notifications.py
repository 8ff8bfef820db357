"""Ad hoc tasks reach their assignee; each account reads and clears only its own messages."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from hygiene.bootstrap import Console
from tests.e2e.conftest import created, refusal, sign_in
from tests.e2e.test_issues import facility, me, notifications, report


def _task(
    client: TestClient[Any], headers: dict[str, str], issue_id: str, staff_id: str, **extra: Any
) -> Any:
    body = {
        "issueId": issue_id,
        "title": "Empty the bin",
        "type": "cleaning",
        "staffRole": "cleaner",
        "staffId": staff_id,
        **extra,
    }
    return client.post("/api/tasks", headers=headers, json=body)


def test_a_task_reaches_its_assignee_and_the_issue_history(
    client: TestClient[Any], as_admin: dict[str, str], as_landlord: dict[str, str]
) -> None:
    supervisor, cleaner = (
        sign_in(client, "supervisor@example.com"),
        sign_in(client, "cleaner@example.com"),
    )
    cleaner_id = me(client, cleaner)["id"]
    ladies = facility(client, as_admin, "HA-Ground-F")
    issue = report(client, as_admin, ladies["id"], "bin-full")

    task = created(_task(client, supervisor, issue["id"], cleaner_id, remarks="  Before noon  "))
    assert task["issue"] == issue["id"] and task["staff"] == cleaner_id
    assert (task["staffName"], task["facilityName"], task["buildingName"]) == (
        "Charlie Cleaner",
        "Ladies Ground",
        "Harbourfront Tower",
    )
    assert task["remarks"] == "Before noon" and task["staffRole"] == "cleaner"

    assigned = [n for n in notifications(client, cleaner) if n["type"] == "task-assigned"]
    assert len(assigned) == 1 and assigned[0]["task"] == task["id"]
    assert "Empty the bin" in assigned[0]["information"]
    assert assigned[0]["fields"]["title"] == "Empty the bin"
    assert assigned[0]["fields"]["issueType"] == issue["issueType"]

    path = f"/api/tasks/{task['id']}"
    for headers in (
        cleaner,
        supervisor,
        as_admin,
        as_landlord,
        sign_in(client, "cc-manager@example.com"),
    ):
        assert client.get(path, headers=headers).status_code == 200
    for login in ("worker@example.com", "cleaner2@example.com", "greenway@example.com"):
        assert client.get(path, headers=sign_in(client, login)).status_code == 404
    listed = client.get(f"/api/issues/{issue['id']}/tasks", headers=cleaner).json()
    assert [t["id"] for t in listed] == [task["id"]]

    history = client.get(f"/api/issues/{issue['id']}/history", headers=as_admin).json()
    kinds = [(e["object"], e["type"]) for e in history["events"]]
    assert kinds[0] == ("issue", "Opened") and ("task", "Created") in kinds
    task_sent = [
        e
        for e in history["events"]
        if e["object"] == "notification" and e["changes"]["type"] == "task-assigned"
    ]
    assert len(task_sent) == 1 and task_sent[0]["actor"] == me(client, supervisor)["id"]

    # No work for a resolved issue.
    client.put(
        f"/api/issues/{issue['id']}/status", headers=cleaner, json={"issuesStatus": "RESOLVED"}
    ).raise_for_status()
    assert _task(client, supervisor, issue["id"], cleaner_id).status_code == 409


def test_tasks_go_to_staff_of_the_right_role_and_company(
    client: TestClient[Any], as_admin: dict[str, str], as_cc_manager: dict[str, str]
) -> None:
    ladies = facility(client, as_admin, "HA-Ground-F")
    issue = report(client, as_admin, ladies["id"], "odour")
    cleaner_id = me(client, sign_in(client, "cleaner@example.com"))["id"]
    fresh_cleaner = me(client, sign_in(client, "cleaner4@example.com"))["id"]

    def violations(headers: dict[str, str], **changes: Any) -> Any:
        reply = _task(client, headers, issue["id"], cleaner_id, **changes)
        return refusal(reply)

    no_cleaner = [
        {"field": "staffId", "message": "No such cleaner in the building's cleaning company"}
    ]
    assert violations(as_admin, staffId=fresh_cleaner) == no_cleaner
    assert violations(as_admin, staffRole="worker") == [
        {"field": "staffId", "message": "No such worker in the building's cleaning company"}
    ]
    assert violations(as_admin, staffRole="manager")[0]["field"] == "staffRole"
    assert {v["field"] for v in violations(as_admin, title="", type=" ")} == {"title", "type"}
    assert violations(as_admin, issueId="nope") == [
        {"field": "issueId", "message": "No such issue"}
    ]
    freshcare = sign_in(client, "freshcare@example.com")
    assert violations(freshcare, staffId=fresh_cleaner)[0]["field"] == "issueId"
    assert _task(client, as_cc_manager, issue["id"], cleaner_id).status_code == 201
    for login in ("cleaner@example.com", "worker@example.com", "landlord@example.com"):
        refused = _task(client, sign_in(client, login), issue["id"], cleaner_id)
        assert refused.status_code == 403
    tasks = client.get(f"/api/issues/{issue['id']}/tasks", headers=as_admin).json()
    assert len(tasks) == 1


def test_notifications_are_read_for_good_and_deleted_by_their_recipient_only(
    client: TestClient[Any], as_admin: dict[str, str], as_cleaner: dict[str, str]
) -> None:
    for code, issue_type in (
        ("HA-Ground-F", "odour"),
        ("HA-Ground-M", "leak"),
        ("HA-Level1-A", "bin-full"),
    ):
        report(client, as_admin, facility(client, as_admin, code)["id"], issue_type)
    supervisor = sign_in(client, "supervisor@example.com")
    mine = notifications(client, as_cleaner)
    assert len(mine) == 3
    first, second, third = (n["id"] for n in mine)

    def count(headers: dict[str, str], status: str | None = None) -> int:
        params = {"filter": f'status:"{status}"'} if status else {}
        reply = client.get("/api/notifications", headers=headers, params=params)
        assert reply.status_code == 200, reply.text
        total: int = reply.json()["total"]
        return total

    read = "/api/notifications/read"
    assert client.put(read, headers=as_cleaner, json={"ids": [first]}).status_code == 204
    assert (count(as_cleaner, "unread"), count(as_cleaner, "read")) == (2, 1)
    read_at = next(n for n in notifications(client, as_cleaner) if n["id"] == first)["readAt"]
    assert client.put(read, headers=as_cleaner, json={"ids": [first, first]}).status_code == 204
    again = next(n for n in notifications(client, as_cleaner) if n["id"] == first)
    assert again["readAt"] == read_at and again["read"] is True

    # Another account's notification is unknown to the caller, and nothing of the call happens.
    theirs = notifications(client, supervisor)[0]["id"]
    assert client.put(read, headers=as_cleaner, json={"ids": [second, theirs]}).status_code == 404
    assert count(as_cleaner, "unread") == 2
    assert client.delete(f"/api/notifications/{theirs}", headers=as_cleaner).status_code == 404
    assert count(supervisor) == 3
    assert client.delete(f"/api/notifications/{second}", headers=supervisor).status_code == 404
    assert client.delete("/api/notifications/nope", headers=as_cleaner).status_code == 404

    assert client.delete(f"/api/notifications/{second}", headers=as_cleaner).status_code == 204
    assert client.delete(f"/api/notifications/{second}", headers=as_cleaner).status_code == 404
    assert count(as_cleaner) == 2
    gone = client.delete("/api/notifications", headers=as_cleaner, params={"ids": [first, third]})
    assert gone.status_code == 204
    assert count(as_cleaner) == 0 and count(supervisor) == 3

    assert client.put(read, headers=as_cleaner, json={"ids": []}).status_code == 400
    assert client.delete("/api/notifications", headers=as_cleaner).status_code == 400
    bad = client.get("/api/notifications", headers=as_cleaner, params={"filter": 'status:"x"'})
    assert bad.status_code == 400
    assert client.get("/api/notifications").status_code == 401


FUZZ = settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
values = (
    st.none()
    | st.integers().filter(lambda n: n != 2)
    | st.text(max_size=12)
    | st.lists(st.text(max_size=8), max_size=3)
)


@FUZZ
@given(data=st.data())
def test_bad_task_and_notification_bodies_store_nothing(
    client: TestClient[Any], as_admin: dict[str, str], data: st.DataObject
) -> None:
    issues = client.get("/api/issues", headers=as_admin).json()["items"]
    if issues:
        issue_id = issues[0]["id"]
    else:
        issue_id = report(
            client, as_admin, facility(client, as_admin, "HA-Ground-F")["id"], "odour"
        )["id"]
    method, path, fields = data.draw(
        st.sampled_from(
            [
                (
                    "POST",
                    "/api/tasks",
                    ["issueId", "title", "type", "staffRole", "staffId", "remarks"],
                ),
                ("PUT", "/api/notifications/read", ["ids"]),
                ("PUT", f"/api/issues/{issue_id}/status", ["issuesStatus"]),
            ]
        )
    )
    body = data.draw(
        st.dictionaries(
            st.sampled_from([*fields, "extra"]),
            values | st.sampled_from([issue_id, "cleaner", "OPENED", "\x00"]),
            max_size=len(fields) + 1,
        )
    )

    def state() -> tuple[Any, ...]:
        return (
            client.get("/api/issues", headers=as_admin).json(),
            client.get(f"/api/issues/{issue_id}/tasks", headers=as_admin).json(),
            client.get("/api/notifications", headers=as_admin).json(),
        )

    before = state()
    reply = client.request(
        method,
        path,
        content=json.dumps(body).encode(),
        headers={**as_admin, "content-type": "application/json"},
    )
    assert reply.status_code in (400, 404, 409), reply.text
    payload = reply.json()
    assert isinstance(payload["message"], str) and payload["message"]
    assert isinstance(payload["code"], str) and payload["code"]
    assert all(set(v) == {"field", "message", "code", "params"} for v in payload["violations"])
    if reply.status_code == 400:
        assert payload["violations"]
    assert state() == before


def test_rebuilding_the_issue_tables_gives_the_same_rows(
    client: TestClient[Any], console: Console, as_admin: dict[str, str], as_cleaner: dict[str, str]
) -> None:
    cleaner_id = me(client, as_cleaner)["id"]
    for code in ("HA-Ground-F", "HA-Ground-M"):
        issue = report(client, as_admin, facility(client, as_admin, code)["id"], "odour")
    _task(client, as_admin, issue["id"], cleaner_id).raise_for_status()
    first, second, *_ = (n["id"] for n in notifications(client, as_cleaner))
    client.put(
        "/api/notifications/read", headers=as_cleaner, json={"ids": [first]}
    ).raise_for_status()
    client.delete(f"/api/notifications/{second}", headers=as_cleaner).raise_for_status()
    client.put(
        f"/api/issues/{issue['id']}/status", headers=as_cleaner, json={"issuesStatus": "RESOLVED"}
    ).raise_for_status()
    assert console.settle()

    def snapshot() -> dict[str, Any]:
        tables = ("issues", "tasks", "notifications", "issue_trail")
        return {t: console.store.query(f"SELECT * FROM {t} ORDER BY 1, 2, 3") for t in tables}

    followed = snapshot()
    # Eight issue notices (the cleaner, the supervisor and two managers, twice), a task and
    # its two notices (the cleaner and their supervisor), three resolution notices.
    assert len(followed["issue_trail"]) == 14
    console.followers.stop()
    console.rebuild(["issues"])
    assert snapshot() == followed
    console.followers.start()
