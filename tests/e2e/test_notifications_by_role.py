"""Every role has its notifications: a cleaning company manager, a landlord's manager, the
administrator and a worker hear of what concerns them, count their unread ones, and mark
one or all of them read."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from itertools import count
from typing import Any

from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from domain.dead_letters import PILING_UP
from hygiene.bootstrap import Console
from tests.e2e.conftest import sign_in
from tests.e2e.test_issues import facility, notifications, report

_seq = count(1)


def unread(client: TestClient[Any], headers: dict[str, str]) -> int:
    """What the bell counts: the total of the unread list."""
    reply = client.get(
        "/api/notifications",
        headers=headers,
        params={"filter": 'status:"unread"', "page": 1, "pageSize": 1},
    )
    assert reply.status_code == 200, reply.text
    total: int = reply.json()["total"]
    return total


def of_issue(client: TestClient[Any], headers: dict[str, str], issue_id: str) -> list[Any]:
    return [n for n in notifications(client, headers) if n["issue"] == issue_id]


def read(client: TestClient[Any], headers: dict[str, str], *ids: str) -> None:
    reply = client.put("/api/notifications/read", headers=headers, json={"ids": list(ids)})
    assert reply.status_code == 204, reply.text


def read_all(client: TestClient[Any], headers: dict[str, str]) -> None:
    reply = client.put("/api/notifications/read-all", headers=headers)
    assert reply.status_code == 204, reply.text


def test_a_cleaning_company_manager_hears_of_its_buildings_issues_and_reads_them(
    client: TestClient[Any],
) -> None:
    manager, cleaner = (
        sign_in(client, "cc-manager@example.com"),
        sign_in(client, "cleaner@example.com"),
    )
    freshcare = sign_in(client, "freshcare@example.com")
    before = unread(client, manager)
    first = report(client, cleaner, facility(client, cleaner, "HA-Ground-F")["id"], "bin-full")
    second = report(client, cleaner, facility(client, cleaner, "HA-Ground-M")["id"], "odour")
    assert unread(client, manager) == before + 2
    (told,) = of_issue(client, manager, first["id"])
    assert told["type"] == "issue-opened" and told["read"] is False
    assert told["fields"] == {
        "issueType": "bin-full",
        "place": "Ladies Ground, Harbourfront Tower",
        "source": "manual",
    }
    # Another cleaning company's manager hears nothing of a building it does not clean.
    assert of_issue(client, freshcare, first["id"]) == []

    read(client, manager, told["id"])
    assert unread(client, manager) == before + 1
    assert of_issue(client, manager, first["id"])[0]["read"] is True
    cleaner_unread = unread(client, cleaner)
    read_all(client, manager)
    assert unread(client, manager) == 0
    assert all(n["read"] for n in notifications(client, manager))
    assert of_issue(client, manager, second["id"])[0]["readAt"]
    # Marking all of one's own touches nobody else's.
    assert unread(client, cleaner) == cleaner_unread
    read_all(client, manager)  # nothing left: harmless
    assert unread(client, manager) == 0


def test_a_landlords_manager_hears_of_leaks_and_device_trouble_not_of_paper(
    client: TestClient[Any],
) -> None:
    landlord, supervisor = (
        sign_in(client, "landlord@example.com"),
        sign_in(client, "supervisor@example.com"),
    )
    gents = facility(client, supervisor, "HA-Ground-M")["id"]
    before = unread(client, landlord)
    leak = report(client, supervisor, gents, "leak")
    paper = report(client, supervisor, gents, "paper-level-low")
    assert unread(client, landlord) == before + 1
    (told,) = of_issue(client, landlord, leak["id"])
    assert (told["type"], told["fields"]["issueType"]) == ("issue-opened", "leak")
    assert (told["facilityName"], told["buildingName"]) == ("Gents Ground", "Harbourfront Tower")
    assert of_issue(client, landlord, paper["id"]) == []
    # The landlord of another estate hears nothing of it.
    assert of_issue(client, sign_in(client, "greenway@example.com"), leak["id"]) == []

    reply = client.put(
        f"/api/issues/{leak['id']}/status",
        headers=sign_in(client, "cleaner@example.com"),
        json={"issuesStatus": "RESOLVED"},
    )
    assert reply.status_code == 204
    assert unread(client, landlord) == before + 2
    resolved = [n for n in of_issue(client, landlord, leak["id"]) if n["type"] == "issue-resolved"]
    assert len(resolved) == 1
    assert resolved[0]["fields"] == {
        "issueType": "leak",
        "place": "Gents Ground, Harbourfront Tower",
        "resolution": "STAFF",
    }
    read(client, landlord, resolved[0]["id"])
    assert unread(client, landlord) == before + 1
    read_all(client, landlord)
    assert unread(client, landlord) == 0


def test_the_administrator_hears_of_dead_letters_piling_up_and_reads_it(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    def reject(times: int) -> None:
        messages = [
            {
                "device": "id:6:FFFFFFFFFFFF",  # no such device: a dead letter
                "time": datetime.now(UTC).isoformat(),
                "seq": next(_seq),
                "readings": {"range": 1.0},
            }
            for _ in range(times)
        ]
        reply = client.post(
            "/api/ingest/readings",
            headers={"X-Ingest-Key": DEMO_INGEST_KEY, "Content-Type": "application/json"},
            content=json.dumps({"messages": messages}),
        )
        assert reply.status_code == 200, reply.text
        # The rules follow the sensors' log, which a command's settle leaves out.
        assert console.followers.wait(30, applications=list(console.followers.logs))
        assert console.settle()

    before = unread(client, as_admin)
    reject(PILING_UP - 1)
    assert unread(client, as_admin) == before
    reject(PILING_UP + 1)
    assert unread(client, as_admin) == before + 1
    (told,) = [n for n in notifications(client, as_admin) if n["type"] == "dead-letters"]
    assert told["fields"]["count"] == str(PILING_UP) and told["issue"] is None
    # Nobody else is told of the console's intake.
    for login in ("cc-manager@example.com", "landlord@example.com", "supervisor@example.com"):
        headers = sign_in(client, login)
        assert not [n for n in notifications(client, headers) if n["type"] == "dead-letters"]
    read(client, as_admin, told["id"])
    assert unread(client, as_admin) == before


def test_a_worker_assigned_to_a_toilet_hears_of_its_issues(client: TestClient[Any]) -> None:
    worker, supervisor = (
        sign_in(client, "worker@example.com"),
        sign_in(client, "supervisor@example.com"),
    )
    mine = client.get("/api/authn/me", headers=worker).json()
    places = client.get(f"/api/users/workers/{mine['id']}/facilities", headers=worker).json()
    assert places, "the demo's worker looks after the mall's toilets"
    issue = report(client, supervisor, places[0]["id"], "soap-low")
    (told,) = of_issue(client, worker, issue["id"])
    assert told["type"] == "issue-opened" and told["fields"]["issueType"] == "soap-low"
    assert unread(client, worker) >= 1
    read_all(client, worker)
    assert unread(client, worker) == 0


def test_marking_all_read_needs_a_token_and_takes_no_body(client: TestClient[Any]) -> None:
    assert client.put("/api/notifications/read-all").status_code == 401
