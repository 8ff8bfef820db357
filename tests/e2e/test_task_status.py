"""A task's status through the API: the assignee starts and completes it; the list of tasks."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import as_each
from tests.e2e.workforce_estate import account_id, as_, client

__all__ = ["client"]


def _task_for_the_cleaner(client: TestClient[Any], title: str) -> dict[str, Any]:
    supervisor, cleaner = as_each(client, "supervisor", "cleaner")
    facility = client.get("/api/facilities", headers=cleaner).json()["items"][0]
    issue = client.post(
        "/api/issues",
        headers=supervisor,
        json={"facilityId": facility["id"], "issueType": "general-issue"},
    )
    assert issue.status_code == 201, issue.text
    task = client.post(
        "/api/tasks",
        headers=supervisor,
        json={
            "issueId": issue.json()["id"],
            "title": title,
            "type": "cleaning",
            "staffRole": "cleaner",
            "staffId": account_id(client, cleaner),
        },
    )
    assert task.status_code == 201, task.text
    return dict(task.json())


def test_the_assignee_starts_and_completes_a_task(client: TestClient[Any]) -> None:
    cleaner = as_(client, "cleaner@example.com")
    task = _task_for_the_cleaner(client, "Mop the floor")
    assert (task["status"], task["startedAt"], task["completedAt"]) == ("OPEN", None, None)
    path = f"/api/tasks/{task['id']}"
    status = f"{path}/status"
    assert client.put(status, headers=cleaner, json={"status": "IN_PROGRESS"}).status_code == 204
    started = client.get(path, headers=cleaner).json()
    assert started["status"] == "IN_PROGRESS" and started["startedAt"]
    again = client.put(status, headers=cleaner, json={"status": "IN_PROGRESS"})
    assert again.status_code == 409 and again.json()["code"] == "task-status"
    done = client.put(status, headers=cleaner, json={"status": "DONE", "remarks": "All dry"})
    assert done.status_code == 204
    finished = client.get(path, headers=cleaner).json()
    assert (finished["status"], finished["completionRemarks"]) == ("DONE", "All dry")
    assert client.put(status, headers=cleaner, json={"status": "DONE"}).status_code == 409
    bad = client.put(status, headers=cleaner, json={"status": "PAUSED"})
    assert bad.status_code == 400 and bad.json()["violations"][0]["field"] == "status"

    history = client.get(f"/api/history/task/{task['id']}", headers=cleaner).json()
    assert [e["type"] for e in history["events"]] == ["Created", "Started", "Completed"]


def test_who_may_move_a_task_and_who_sees_it_listed(client: TestClient[Any]) -> None:
    task = _task_for_the_cleaner(client, "Refill soap")
    status = f"/api/tasks/{task['id']}/status"
    worker, fresh, landlord, manager = as_each(
        client, "worker", "freshcare", "landlord", "cc-manager"
    )
    assert client.put(status, headers=worker, json={"status": "DONE"}).status_code == 404
    assert client.put(status, headers=fresh, json={"status": "DONE"}).status_code == 404
    assert client.put(status, headers=landlord, json={"status": "DONE"}).status_code == 403
    assert client.get(f"/api/tasks/{task['id']}", headers=worker).status_code == 404
    # Straight from OPEN to DONE, by the assignee's manager.
    assert client.put(status, headers=manager, json={"status": "DONE"}).status_code == 204

    mine = client.get("/api/tasks", headers=as_(client, "cleaner@example.com")).json()
    assert task["id"] in {t["id"] for t in mine["items"]}
    assert client.get("/api/tasks", headers=worker).json()["total"] == 0
    assert client.get("/api/tasks", headers=fresh).json()["total"] == 0
    team = client.get(
        "/api/tasks",
        headers=as_(client, "supervisor@example.com"),
        params={"filter": 'status:"DONE"'},
    ).json()
    assert [t["id"] for t in team["items"]] == [task["id"]]
    own = client.get(
        "/api/tasks", headers=as_(client, "supervisor@example.com"), params={"mine": "true"}
    ).json()
    assert own["total"] == 0
    assert client.get("/api/tasks", headers=landlord).status_code == 403
