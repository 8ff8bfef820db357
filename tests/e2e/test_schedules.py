"""Schedules through the API: who plans whose shifts, the calendar, clashes and bad input."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

from litestar.testing import TestClient

from hygiene.bootstrap import Console
from tests.e2e.conftest import answered, as_each, created, refusal, said
from tests.e2e.workforce_estate import account_id, as_, client, today

__all__ = ["client"]


def _body(client: TestClient[Any], staff: dict[str, str], **changes: Any) -> dict[str, Any]:
    me = client.get("/api/authn/me", headers=staff).json()
    facilities = client.get(
        f"/api/users/cleaners/{me['id']}/facilities", headers=as_(client, "admin@example.com")
    )
    body = {
        "staffId": me["id"],
        "startDate": "2027-03-01",
        "endDate": "2027-03-31",
        "shiftStart": "06:00",
        "shiftEnd": "07:30",
        "weekdays": ["SAT"],
        "facilityIds": [f["id"] for f in facilities.json()][:1]
        if facilities.status_code == 200
        else [],
        "type": "OVERTIME",
        "remarks": "Deep clean",
    }
    return {**body, **changes}


def test_a_supervisor_plans_a_shift_for_the_team(client: TestClient[Any]) -> None:
    supervisor, cleaner = as_each(client, "supervisor", "cleaner")
    body = _body(client, cleaner)
    schedule = created(client.post("/api/schedules", headers=supervisor, json=body))
    assert schedule["staffName"] == "Charlie Cleaner" and schedule["staffRole"] == "cleaner"
    assert schedule["companyName"] == "SparkleClean Services"
    assert schedule["assignedByName"] == "Sam Supervisor"
    assert schedule["numberOfToilets"] == len(body["facilityIds"]) == 1
    assert schedule["facilities"][0]["buildingName"] == "Harbourfront Tower"

    path = f"/api/schedules/{schedule['id']}"
    changed = {**body, "shiftEnd": "08:00", "version": schedule["version"]}
    assert client.put(path, headers=supervisor, json=changed).status_code == 204
    stale = client.put(path, headers=supervisor, json=changed)
    assert stale.status_code == 409 and stale.json()["code"] == "stale-version"
    assert client.get(path, headers=cleaner).json()["shiftEnd"] == "08:00"

    # The same shift again clashes; after it, it does not.
    clash = client.post("/api/schedules", headers=supervisor, json=body)
    assert clash.status_code == 409 and clash.json()["code"] == "schedule-clash"
    later = {**body, "shiftStart": "08:00", "shiftEnd": "09:00"}
    assert client.post("/api/schedules", headers=supervisor, json=later).status_code == 201

    history = client.get(f"/api/history/schedule/{schedule['id']}", headers=supervisor)
    assert history.status_code == 200
    assert [e["type"] for e in history.json()["events"]] == ["Assigned", "Changed"]

    assert client.delete(path, headers=supervisor).status_code == 204
    assert client.get(path, headers=supervisor).status_code == 404


def test_who_may_see_and_plan_schedules(client: TestClient[Any]) -> None:
    admin, manager, landlord, cleaner, worker, other_manager = as_each(
        client, "admin", "cc-manager", "landlord", "cleaner", "worker", "freshcare"
    )

    everyone = client.get("/api/schedules", headers=admin).json()
    assert everyone["total"] == 6
    mine = client.get("/api/schedules", headers=cleaner).json()
    assert [s["staffName"] for s in mine["items"]] == ["Charlie Cleaner"]
    company = client.get("/api/schedules", headers=manager).json()
    assert {s["companyName"] for s in company["items"]} == {"SparkleClean Services"}
    assert company["total"] == 5
    assert client.get("/api/schedules", headers=landlord).status_code == 403

    theirs = next(s for s in everyone["items"] if s["companyName"] == "FreshCare Facilities")
    assert client.get(f"/api/schedules/{theirs['id']}", headers=manager).status_code == 404
    assert client.get(f"/api/schedules/{theirs['id']}", headers=other_manager).status_code == 200
    assert client.delete(f"/api/schedules/{theirs['id']}", headers=manager).status_code == 404
    own = mine["items"][0]
    assert client.delete(f"/api/schedules/{own['id']}", headers=cleaner).status_code == 403
    # Cleaners and workers schedule only themselves (test_night_and_own_schedules.py).
    assert (
        client.post("/api/schedules", headers=worker, json=_body(client, cleaner)).status_code
        == 403
    )

    # Another company's member is no such member; nothing is created.
    rosa = theirs["staffId"]
    refused = client.post(
        "/api/schedules", headers=manager, json={**_body(client, cleaner), "staffId": rosa}
    )
    assert refused.status_code == 400
    assert [v["field"] for v in refused.json()["violations"]] == ["staffId"]
    assert client.get("/api/schedules", headers=admin).json()["total"] == 6


def test_bad_input_says_what_is_wrong_and_changes_nothing(client: TestClient[Any]) -> None:
    supervisor, cleaner = as_each(client, "supervisor", "cleaner")
    before = client.get("/api/schedules", headers=supervisor).json()["total"]
    reply = client.post(
        "/api/schedules",
        headers=supervisor,
        json=_body(
            client,
            cleaner,
            weekdays=[],
            endDate="2027-02-01",
            shiftStart="7am",
            type="NIGHT",
        ),
    )
    assert sorted(refusal(reply), key=lambda v: v["field"]) == [
        {"field": "endDate", "message": "Incorrect date"},
        {"field": "shiftStart", "message": "Invalid format"},
        {"field": "type", "message": "Invalid format"},
        {"field": "weekdays", "message": "Select a day or days"},
    ]
    # An end before the start is the next morning's; an end at the start is no shift.
    empty = client.post(
        "/api/schedules", headers=supervisor, json=_body(client, cleaner, shiftEnd="06:00")
    )
    assert said(empty.json()["violations"]) == [
        {"field": "shiftEnd", "message": "The shift must not end when it starts"}
    ]
    mall = client.get("/api/facilities", headers=supervisor, params={"search": "Mall"}).json()
    elsewhere = [f["id"] for f in mall["items"] if f["buildingName"] == "Marina Mall"][:1]
    wrong = client.post(
        "/api/schedules", headers=supervisor, json=_body(client, cleaner, facilityIds=elsewhere)
    )
    assert [v["field"] for v in wrong.json()["violations"]] == ["facilityIds"]
    assert client.get("/api/schedules", headers=supervisor).json()["total"] == before


def test_the_calendar_lists_worked_days_and_leave(
    client: TestClient[Any], console: Console
) -> None:
    cleaner = as_(client, "cleaner@example.com")
    start = today(console)
    days = answered(
        client.get(
            "/api/schedules/calendar",
            headers=cleaner,
            params={"from": start.isoformat(), "to": (start + timedelta(days=13)).isoformat()},
        )
    )
    assert days and {d["staffName"] for d in days} == {"Charlie Cleaner"}
    assert all(d["shiftStart"] == "08:00" for d in days)
    # The demo's approved annual leave runs from a week ahead for three days.
    on_leave = {d["date"] for d in days if d["onLeave"]}
    leave_days = {(start + timedelta(days=7 + n)).isoformat() for n in range(3)}
    assert on_leave == leave_days & {d["date"] for d in days}
    too_long = client.get(
        "/api/schedules/calendar",
        headers=cleaner,
        params={"from": start.isoformat(), "to": (start + timedelta(days=62)).isoformat()},
    )
    assert too_long.status_code == 400


def test_lists_filter_sort_and_export(client: TestClient[Any]) -> None:
    manager = as_(client, "cc-manager@example.com")
    supervisor_id = account_id(client, as_(client, "supervisor@example.com"))
    team = client.get(
        "/api/schedules",
        headers=manager,
        params={"filter": f'supervisor:"{supervisor_id}"', "sort": "-staffName"},
    ).json()
    names = [s["staffName"] for s in team["items"]]
    assert names == sorted(names, reverse=True) and "Sam Supervisor" not in names
    relief = client.get("/api/schedules", headers=manager, params={"filter": 'type:"RELIEF"'})
    assert [s["type"] for s in relief.json()["items"]] == ["RELIEF"]
    far = client.get("/api/schedules", headers=manager, params={"from": "2030-01-01"}).json()
    assert far["total"] == 0
    export = client.get("/api/schedules/export", headers=manager)
    assert export.status_code == 200
    assert 'filename="schedules.csv"' in export.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(export.text)))
    assert rows[0][:3] == ["id", "staffName", "staffRole"] and len(rows) == 6
