"""Leaves through the API: requests, the one decision and who may make it, the calendar."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

from litestar.testing import TestClient

from hygiene.bootstrap import Console
from tests.e2e.conftest import as_each, created, refusal
from tests.e2e.workforce_estate import account_id, as_, client, today

__all__ = ["client"]


def _notified(client: TestClient[Any], headers: dict[str, str], type_: str) -> list[Any]:
    page = client.get(
        "/api/notifications", headers=headers, params={"filter": f'type:"{type_}"'}
    ).json()
    return list(page["items"])


def test_a_cleaner_asks_and_the_supervisor_decides(client: TestClient[Any]) -> None:
    cleaner, supervisor, manager = as_each(client, "cleaner", "supervisor", "cc-manager")
    leave = created(
        client.post(
            "/api/leaves",
            headers=cleaner,
            json={
                "type": "MC",
                "startDate": "2027-04-05",
                "endDate": "2027-04-07",
                "remarks": "Flu",
            },
        )
    )
    assert leave["staffName"] == "Charlie Cleaner" and leave["supervisorName"] == "Sam Supervisor"
    assert (leave["status"], leave["numberOfDays"]) == ("PENDING", 3)
    assert (leave["canWithdraw"], leave["canDecide"]) == (True, False)
    seen = client.get(f"/api/leaves/{leave['id']}", headers=supervisor).json()
    assert (seen["canWithdraw"], seen["canDecide"]) == (False, True)

    path = f"/api/leaves/{leave['id']}"
    amended = {
        "type": "MC",
        "startDate": "2027-04-05",
        "endDate": "2027-04-06",
        "version": leave["version"],
    }
    assert client.put(path, headers=cleaner, json=amended).status_code == 204
    assert client.get(path, headers=cleaner).json()["numberOfDays"] == 2

    # The applicant never decides; a cleaner decides nothing.
    own = client.put(f"{path}/status", headers=cleaner, json={"status": "APPROVED"})
    assert own.status_code == 403
    before = len(_notified(client, cleaner, "leave-decided"))
    decided = client.put(
        f"{path}/status", headers=supervisor, json={"status": "APPROVED", "remarks": "Get well"}
    )
    assert decided.status_code == 204
    leave = client.get(path, headers=manager).json()
    assert leave["status"] == "APPROVED" and leave["decidedByName"] == "Sam Supervisor"
    assert leave["decisionRemarks"] == "Get well" and leave["canDecide"] is False
    again = client.put(f"{path}/status", headers=manager, json={"status": "REJECTED"})
    assert again.status_code == 409
    late = client.put(f"{path}/status", headers=cleaner, json={"status": "WITHDRAWN"})
    assert late.status_code == 409
    assert client.put(path, headers=cleaner, json=amended).status_code == 409

    told = _notified(client, cleaner, "leave-decided")
    assert len(told) == before + 1
    assert told[0]["fields"]["leaveId"] == leave["id"]
    assert told[0]["fields"]["status"] == "APPROVED"

    history = client.get(f"/api/history/leave/{leave['id']}", headers=supervisor)
    assert history.status_code == 200
    assert [e["type"] for e in history.json()["events"]] == ["Requested", "Amended", "Decided"]


def test_withdrawing_and_deleting(client: TestClient[Any]) -> None:
    worker, supervisor, manager = as_each(client, "worker", "supervisor", "cc-manager")
    body = {"type": "HALF_DAY_PM", "startDate": "2027-05-03", "endDate": "2027-05-03"}
    leave = client.post("/api/leaves", headers=worker, json=body).json()
    assert leave["numberOfDays"] == 0.5
    path = f"/api/leaves/{leave['id']}"
    not_theirs = client.put(f"{path}/status", headers=supervisor, json={"status": "WITHDRAWN"})
    assert not_theirs.status_code == 403
    assert (
        client.put(f"{path}/status", headers=worker, json={"status": "WITHDRAWN"}).status_code
        == 204
    )
    assert client.get(path, headers=worker).json()["status"] == "WITHDRAWN"
    assert (
        client.put(f"{path}/status", headers=supervisor, json={"status": "APPROVED"}).status_code
        == 409
    )
    assert client.delete(path, headers=worker).status_code == 403
    assert client.delete(path, headers=supervisor).status_code == 403
    assert client.delete(path, headers=manager).status_code == 204
    assert client.get(path, headers=worker).status_code == 404


def test_who_sees_whose_leaves(client: TestClient[Any]) -> None:
    admin, manager, supervisor, cleaner, landlord, fresh = as_each(
        client, "admin", "cc-manager", "supervisor", "cleaner", "landlord", "freshcare"
    )

    every = client.get("/api/leaves", headers=admin).json()
    assert every["total"] == 6
    assert client.get("/api/leaves", headers=manager).json()["total"] == 5
    team = client.get("/api/leaves", headers=supervisor).json()
    assert {item["staffName"] for item in team["items"]} <= {
        "Charlie Cleaner",
        "Wren Worker",
        "Devi Kumar",
        "Ming Tan",
        "Sam Supervisor",
    }
    mine = client.get("/api/leaves", headers=cleaner).json()
    assert {item["staffName"] for item in mine["items"]} == {"Charlie Cleaner"}
    assert client.get("/api/leaves", headers=landlord).status_code == 403
    assert client.post("/api/leaves", headers=landlord, json={}).status_code == 403

    rosa = next(i for i in every["items"] if i["staffName"] == "Rosa Lim")
    assert client.get(f"/api/leaves/{rosa['id']}", headers=manager).status_code == 404
    assert client.get(f"/api/leaves/{rosa['id']}", headers=fresh).status_code == 200
    # A cleaner asks only for themselves; a supervisor for the team.
    body = {"type": "ANNUAL", "startDate": "2027-06-01", "endDate": "2027-06-02"}
    worker_id = account_id(client, as_(client, "worker@example.com"))
    for_other = client.post("/api/leaves", headers=cleaner, json={**body, "staffId": worker_id})
    assert [v["field"] for v in for_other.json()["violations"]] == ["staffId"]
    for_team = client.post("/api/leaves", headers=supervisor, json={**body, "staffId": worker_id})
    assert for_team.status_code == 201 and for_team.json()["staffName"] == "Wren Worker"
    rosa_id = rosa["staffId"]
    assert (
        client.post("/api/leaves", headers=manager, json={**body, "staffId": rosa_id}).status_code
        == 400
    )


def test_bad_input_and_overlaps_change_nothing(client: TestClient[Any]) -> None:
    cleaner = as_(client, "cleaner@example.com")
    before = client.get("/api/leaves", headers=cleaner).json()["total"]
    bad = client.post(
        "/api/leaves",
        headers=cleaner,
        json={"type": "SABBATICAL", "startDate": "2027-07-10", "endDate": "2027-07-01"},
    )
    assert sorted(refusal(bad), key=lambda v: v["field"]) == [
        {"field": "endDate", "message": "Incorrect date"},
        {"field": "type", "message": "Invalid format"},
    ]
    half = client.post(
        "/api/leaves",
        headers=cleaner,
        json={"type": "HALF_DAY_AM", "startDate": "2027-07-01", "endDate": "2027-07-02"},
    )
    assert [v["field"] for v in half.json()["violations"]] == ["endDate"]
    ok = {"type": "ANNUAL", "startDate": "2027-07-01", "endDate": "2027-07-03"}
    assert client.post("/api/leaves", headers=cleaner, json=ok).status_code == 201
    overlap = client.post("/api/leaves", headers=cleaner, json={**ok, "startDate": "2027-07-03"})
    assert overlap.status_code == 409 and overlap.json()["code"] == "leave-overlaps"
    assert client.get("/api/leaves", headers=cleaner).json()["total"] == before + 1


def test_calendar_filters_and_export(client: TestClient[Any], console: Console) -> None:
    manager = as_(client, "cc-manager@example.com")
    start = today(console)
    window = {"from": start.isoformat(), "to": (start + timedelta(days=30)).isoformat()}
    shown = client.get("/api/leaves/calendar", headers=manager, params=window).json()
    assert {leave["status"] for leave in shown} == {"PENDING", "APPROVED"}
    every = client.get("/api/leaves/calendar", headers=manager, params={**window, "all": "true"})
    assert {leave["status"] for leave in every.json()} == {
        "PENDING",
        "APPROVED",
        "REJECTED",
        "WITHDRAWN",
    }
    pending = client.get("/api/leaves", headers=manager, params={"filter": 'status:"PENDING"'})
    assert {i["status"] for i in pending.json()["items"]} == {"PENDING"}
    bad = client.get("/api/leaves", headers=manager, params={"filter": 'status:"MAYBE"'})
    assert bad.status_code == 400
    export = client.get("/api/leaves/export", headers=manager)
    assert 'filename="leaves.csv"' in export.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(export.text)))
    assert len(rows) == 6 and rows[0][1] == "staffName"
