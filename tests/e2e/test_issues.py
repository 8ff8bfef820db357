"""Issues through the API: reported, notified, resolved once, listed, exported and audited."""

from __future__ import annotations

import csv
import io
import json
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError, Tracking
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from application.issues import RuleRaise
from application.recipients import who_hears
from domain.errors import Conflict
from domain.issue import Issue, OpenIssueIndex
from domain.kinds import ISSUE_TYPE_IDS
from domain.notification import ISSUE_OPENED, Notification
from hygiene.bootstrap import Console
from tests import commands as make
from tests.commands import report_issue
from tests.e2e.conftest import refusal, sign_in
from tests.strategies import json_values as any_json

# Not "readings": the console's own rules monitor tracks that log in the background.
UPSTREAM = "test-rules"
READING = {"time": "2026-11-21T08:15:00+00:00", "range": 110, "level": 8.5}


def me(client: TestClient[Any], headers: dict[str, str]) -> dict[str, Any]:
    account: dict[str, Any] = client.get("/api/authn/me", headers=headers).json()
    return account


def facility(client: TestClient[Any], headers: dict[str, str], code: str) -> dict[str, Any]:
    """A demo facility by code: HA-Ground-F is Ladies Ground of Harbourfront Tower."""
    items = client.get("/api/facilities", headers=headers, params={"search": code}).json()["items"]
    found: dict[str, Any] = next(f for f in items if f["code"] == code)
    return found


def report(
    client: TestClient[Any], headers: dict[str, str], facility_id: str, issue_type: str
) -> dict[str, Any]:
    reply = client.post(
        "/api/issues", headers=headers, json={"facilityId": facility_id, "issueType": issue_type}
    )
    assert reply.status_code == 201, reply.text
    issue: dict[str, Any] = reply.json()
    return issue


def notifications(client: TestClient[Any], headers: dict[str, str]) -> list[dict[str, Any]]:
    reply = client.get("/api/notifications", headers=headers, params={"pageSize": 100})
    assert reply.status_code == 200, reply.text
    items: list[dict[str, Any]] = reply.json()["items"]
    return items


def test_a_reported_issue_notifies_the_staff_and_is_resolved_once(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    cleaner, supervisor = (
        sign_in(client, "cleaner@example.com"),
        sign_in(client, "supervisor@example.com"),
    )
    ladies = facility(client, as_landlord, "HA-Ground-F")
    issue = report(client, as_landlord, ladies["id"], "bin-full")
    assert issue["status"] == "OPENED" and issue["issuesStatus"] == 1
    assert issue["issueName"] == "Bin full" and issue["source"] == "manual"
    assert (issue["buildingName"], issue["floorLabel"], issue["facilityName"]) == (
        "Harbourfront Tower",
        "Ground",
        "Ladies Ground",
    )
    assert issue["company"] == "SparkleClean Services"
    assert issue["supervisor"] == "Sam Supervisor"
    assert issue["reading"] is None and issue["resolvedAt"] is None

    # The facility's supervisor and cleaner and the cleaning company's managers hear of it;
    # others do not (a full bin is no news for the landlord, who reported it anyway).
    managers = sign_in(client, "cc-manager@example.com"), sign_in(client, "cc-admin@example.com")
    for headers in (cleaner, supervisor, *managers):
        sent = [n for n in notifications(client, headers) if n["issue"] == issue["id"]]
        assert len(sent) == 1 and sent[0]["type"] == "issue-opened"
        assert "Bin full" in sent[0]["information"]
        assert "Ladies Ground" in sent[0]["information"] and sent[0]["read"] is False
        # What the text names, for a client to say it in the user's language.
        assert sent[0]["fields"] == {
            "issueType": "bin-full",
            "place": "Ladies Ground, Harbourfront Tower",
            "source": "manual",
        }
        assert (sent[0]["facilityName"], sent[0]["buildingName"]) == (
            "Ladies Ground",
            "Harbourfront Tower",
        )
    for other in ("cleaner2@example.com", "worker@example.com"):
        assert notifications(client, sign_in(client, other)) == []
    assert notifications(client, as_landlord) == []

    status = f"/api/issues/{issue['id']}/status"
    time.sleep(0.01)
    while_open = datetime.now(UTC).isoformat()
    time.sleep(0.01)
    assert (
        client.put(status, headers=as_landlord, json={"issuesStatus": "RESOLVED"}).status_code
        == 403
    )
    assert client.put(status, headers=cleaner, json={"issuesStatus": "OPENED"}).status_code == 400
    assert client.put(status, headers=cleaner, json={"issuesStatus": "RESOLVED"}).status_code == 204
    again = client.put(status, headers=supervisor, json={"issuesStatus": "RESOLVED"})
    assert again.status_code == 409 and again.json()["message"] == "The issue is already resolved"

    resolved = client.get(f"/api/issues/{issue['id']}", headers=as_landlord).json()
    assert resolved["status"] == "RESOLVED" and resolved["issuesStatus"] == 2
    assert resolved["resolvedBy"] == me(client, cleaner)["id"]
    assert resolved["resolvedByName"] == "Charlie Cleaner" and resolved["resolvedAt"]

    history = client.get(f"/api/issues/{issue['id']}/history", headers=as_admin).json()
    own = [e for e in history["events"] if e["object"] == "issue"]
    assert [e["type"] for e in own] == ["Opened", "Resolved"]
    assert [e["actor"] for e in own] == [me(client, as_landlord)["id"], me(client, cleaner)["id"]]
    assert [e["actorName"] for e in own] == ["Lee Landlord", "Charlie Cleaner"]
    assert own[0]["changes"]["issueType"] == "bin-full"
    sent = [e for e in history["events"] if e["object"] == "notification"]
    assert [e["type"] for e in sent] == ["Sent"] * 7
    told = {
        kind: {e["changes"]["recipientId"] for e in sent if e["changes"]["type"] == kind}
        for kind in ("issue-opened", "issue-resolved")
    }
    assert told == {
        "issue-opened": {me(client, h)["id"] for h in (cleaner, supervisor, *managers)},
        # The cleaner who resolved it is not told of it.
        "issue-resolved": {me(client, h)["id"] for h in (supervisor, *managers)},
    }
    times = [datetime.fromisoformat(e["time"].replace("Z", "+00:00")) for e in history["events"]]
    assert times == sorted(times)
    # The resolution, then its notices.
    assert [e["type"] for e in history["events"]][-4:] == ["Resolved", "Sent", "Sent", "Sent"]

    def as_of(moment: str) -> Any:
        return client.get(
            f"/api/issues/{issue['id']}/history", headers=as_landlord, params={"asOf": moment}
        )

    assert as_of(while_open).json()["state"]["status"] == "OPENED"
    now = as_of(datetime.now(UTC).isoformat()).json()["state"]
    assert now["status"] == "RESOLVED" and now["resolvedBy"] == me(client, cleaner)["id"]
    assert as_of("2000-01-01T00:00:00Z").status_code == 404
    bad = as_of("yesterday")
    assert bad.status_code == 400 and bad.json()["violations"][0]["field"] == "asOf"


def test_rules_raise_one_open_issue_per_device_and_type(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    issues = console.issues
    gents = facility(client, as_admin, "HA-Level1-M")
    # Whom the policy names for the facility's low paper: its staff, supervisor, managers.
    circle = issues.recipients.around_place(gents["id"], gents["buildingId"])
    recipients = who_hears(ISSUE_OPENED, circle, issue_type="paper-level-low")
    staff = {
        me(client, sign_in(client, e))["id"]
        for e in ("supervisor@example.com", "cleaner@example.com")
    }
    assert staff <= set(recipients)
    told = [Notification] * len(recipients)

    def raise_(*issue_types: str) -> list[Any]:
        return issues.raise_from_rules(
            [
                RuleRaise(
                    device_id="sensor-7",
                    facility_id=gents["id"],
                    building_id=gents["buildingId"],
                    issue_type=issue_type,
                    reading=READING,
                    recipients=recipients,
                )
                for issue_type in issue_types
            ]
        )

    first = raise_("paper-level-low")
    assert [type(a) for a in first] == [Issue, OpenIssueIndex, *told]
    assert issues.tracked_position(UPSTREAM) == 0
    issues.save_with_tracking(first, Tracking(UPSTREAM, 5))
    assert issues.tracked_position(UPSTREAM) == 5
    assert raise_("paper-level-low") == []

    # A batch that raises the same device and type twice opens it once.
    battery = raise_("battery", "battery")
    assert [type(a) for a in battery] == [Issue, OpenIssueIndex, *told]
    # The same tracking position again: refused, and nothing of the batch is stored.
    with pytest.raises(IntegrityError):
        issues.save_with_tracking(battery, Tracking(UPSTREAM, 5))
    with pytest.raises(AggregateNotFoundError):
        issues.repository.get(battery[0].id)
    assert issues.tracked_position(UPSTREAM) == 5
    # Tracking alone advances the position.
    issues.save_with_tracking([], Tracking(UPSTREAM, 6))
    assert issues.tracked_position(UPSTREAM) == 6
    with pytest.raises(IntegrityError):
        issues.save_with_tracking([], Tracking(UPSTREAM, 6))

    # A person cannot open a second issue of that type for the device either.
    with pytest.raises(Conflict):
        issues.open_manual(
            report_issue(gents["id"], gents["buildingId"], "paper-level-low", "sensor-7"),
            "someone",
            [],
        )

    assert console.settle()
    rule_issue = client.get(f"/api/issues/{first[0].id}", headers=as_admin).json()
    assert rule_issue["source"] == "rule" and rule_issue["device"] == "sensor-7"
    assert rule_issue["reading"] == READING and rule_issue["openedBy"] == "rules"
    history = client.get(f"/api/issues/{first[0].id}/history", headers=as_admin).json()
    assert history["reading"] == READING

    # Once resolved, the device's next low reading opens a new issue.
    supervisor = sign_in(client, "supervisor@example.com")
    resolved = client.put(
        f"/api/issues/{first[0].id}/status",
        headers=supervisor,
        json={"issuesStatus": "RESOLVED"},
    )
    assert resolved.status_code == 204
    again = raise_("paper-level-low")
    assert len(again) == 2 + len(told)
    issues.save_with_tracking(again, Tracking(UPSTREAM, 7))
    assert console.settle()
    listed = client.get(
        "/api/issues", headers=as_admin, params={"filter": 'device:"sensor-7"', "sort": "createdAt"}
    ).json()
    assert [i["status"] for i in listed["items"]] == ["RESOLVED", "OPENED"]


def test_a_reported_issue_may_name_a_device_of_its_facility(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    ladies = facility(client, as_landlord, "HA-Ground-F")
    building = client.get(f"/api/buildings/{ladies['buildingId']}", headers=as_landlord).json()
    device_id = str(
        console.devices.register_device(
            make.device(
                name="Bin by the door",
                description=None,
                kind="bin-full",
                identifier="id:6:A1B2C3D4E5F6",
                landlord_id=building["landlordId"],
                facility_id=ladies["id"],
                kpi_parameters={},
                accessories=[],
                meter_adjustment=0.0,
            ),
            "test",
        )
    )
    assert console.settle()
    body = {"facilityId": ladies["id"], "issueType": "bin-full", "deviceId": device_id}
    created = client.post("/api/issues", headers=as_landlord, json=body)
    assert created.status_code == 201, created.text
    assert created.json()["deviceName"] == "Bin by the door"
    twice = client.post("/api/issues", headers=as_landlord, json=body)
    assert twice.status_code == 409
    elsewhere = facility(client, as_landlord, "HA-Ground-M")
    wrong = client.post(
        "/api/issues", headers=as_landlord, json={**body, "facilityId": elsewhere["id"]}
    )
    assert refusal(wrong) == [{"field": "deviceId", "message": "No such device in this facility"}]


def test_lists_filter_by_status_type_place_and_date(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    tower_ladies = facility(client, as_admin, "HA-Ground-F")
    tower_gents = facility(client, as_admin, "HA-Level2-M")
    mall = facility(client, as_admin, "MA-B1-A")
    greenway = facility(client, as_admin, "GR-Ground-M")
    made = [
        report(client, as_admin, tower_ladies["id"], "bin-full"),
        report(client, as_admin, tower_gents["id"], "odour"),
        report(client, as_admin, mall["id"], "odour"),
        report(client, as_admin, greenway["id"], "leak"),
    ]
    client.put(
        f"/api/issues/{made[1]['id']}/status", headers=as_admin, json={"issuesStatus": 2}
    ).raise_for_status()

    def ids(*filters: str, **params: Any) -> set[str]:
        reply = client.get(
            "/api/issues", headers=as_admin, params={"filter": list(filters), **params}
        )
        assert reply.status_code == 200, reply.text
        return {i["id"] for i in reply.json()["items"]}

    every = {i["id"] for i in made}
    opened = every - {made[1]["id"]}
    assert ids() == every
    assert ids('status:"1"') == ids('status:"OPENED"') == opened
    assert ids('status:"2"') == ids('status:"RESOLVED"') == {made[1]["id"]}
    assert ids('status:"1"', 'status:"2"') == every
    assert ids('type:"odour"') == {made[1]["id"], made[2]["id"]}
    assert ids('type:"odour"', 'status:"1"') == {made[2]["id"]}
    assert ids(f'building:"{tower_ladies["buildingId"]}"') == {made[0]["id"], made[1]["id"]}
    assert ids(f'floor:"{tower_gents["floorId"]}"') == {made[1]["id"]}
    assert ids(f'facility:"{mall["id"]}"') == {made[2]["id"]}
    landlord = client.get(f"/api/buildings/{greenway['buildingId']}", headers=as_admin).json()
    assert ids(f'landlord:"{landlord["landlordId"]}"') == {made[3]["id"]}
    cleaning = client.get("/api/companies/cleaning-companies", headers=as_admin).json()["items"]
    sparkle = next(c["id"] for c in cleaning if c["code"] == "SPK")
    assert ids(f'cleaningCompany:"{sparkle}"') == every - {made[3]["id"]}
    supervisor = me(client, sign_in(client, "supervisor@example.com"))["id"]
    assert ids(f'supervisor:"{supervisor}"') == every - {made[3]["id"]}

    today = datetime.now(UTC).date()
    assert ids(**{"from": today.isoformat(), "to": today.isoformat()}) == every
    assert ids(**{"from": (today + timedelta(days=1)).isoformat()}) == set()
    assert ids(**{"to": (today - timedelta(days=1)).isoformat()}) == set()
    assert ids(search="Odour") == {made[1]["id"], made[2]["id"]}
    assert ids(search="Marina") == {made[2]["id"]}

    names = client.get("/api/issues", headers=as_admin, params={"sort": "issueName"}).json()
    assert [i["issueName"] for i in names["items"]] == ["Bin full", "Leak", "Odour", "Odour"]
    newest = client.get("/api/issues", headers=as_admin, params={"pageSize": 1}).json()
    assert newest["total"] == 4 and newest["items"][0]["id"] == made[3]["id"]

    for bad in ('status:"3"', 'status:"closed"', 'colour:"red"'):
        reply = client.get("/api/issues", headers=as_admin, params={"filter": bad})
        assert reply.status_code == 400 and reply.json()["violations"][0]["field"] == "filter"
    assert client.get("/api/issues", headers=as_admin, params={"sort": "x"}).status_code == 400

    export = client.get("/api/issues/export", headers=as_admin, params={"filter": 'type:"odour"'})
    assert export.status_code == 200
    assert export.headers["content-type"].startswith("text/csv")
    assert 'filename="issues.csv"' in export.headers["content-disposition"]
    rows = list(csv.DictReader(io.StringIO(export.text)))
    assert {r["id"] for r in rows} == {made[1]["id"], made[2]["id"]}
    assert {r["status"] for r in rows} == {"OPENED", "RESOLVED"}
    assert {r["building"] for r in rows} == {"Harbourfront Tower", "Marina Mall"}

    types = client.get("/api/issues/types", headers=as_admin).json()
    assert types[0] == {
        "id": "paper-level-low",
        "title": "Paper level low",
        "targetMinutes": 30,
        "autoResolve": True,
        "escalation": [],
    }
    assert len(types) == len(ISSUE_TYPE_IDS)


def test_each_tenant_sees_only_its_own_issues(
    client: TestClient[Any],
    as_landlord: dict[str, str],
    as_cc_manager: dict[str, str],
    as_cleaner: dict[str, str],
) -> None:
    greenway_landlord = sign_in(client, "greenway@example.com")
    greenway = facility(client, greenway_landlord, "GR-Ground-M")
    theirs = report(client, greenway_landlord, greenway["id"], "leak")
    level2 = facility(client, as_landlord, "HA-Level2-F")
    tower = report(client, as_landlord, level2["id"], "odour")

    for headers in (as_landlord, as_cc_manager, as_cleaner):
        for path in ("", "/history", "/tasks"):
            reply = client.get(f"/api/issues/{theirs['id']}{path}", headers=headers)
            assert reply.status_code == 404, (path, reply.text)
        listed = client.get("/api/issues", headers=headers).json()["items"]
        assert theirs["id"] not in {i["id"] for i in listed}
        resolve = client.put(
            f"/api/issues/{theirs['id']}/status", headers=headers, json={"issuesStatus": "RESOLVED"}
        )
        assert resolve.status_code in (403, 404)
    for login in ("freshcare@example.com", "supervisor2@example.com", "admin@example.com"):
        seen = client.get(f"/api/issues/{theirs['id']}", headers=sign_in(client, login))
        assert seen.status_code == 200

    # The cleaner looks after the tower's ground and first floors, not the second.
    assert client.get(f"/api/issues/{tower['id']}", headers=as_cleaner).status_code == 404
    assert client.get(f"/api/issues/{tower['id']}", headers=as_cc_manager).status_code == 200
    # Nobody reports at a facility they cannot see.
    refused = client.post(
        "/api/issues",
        headers=as_landlord,
        json={"facilityId": greenway["id"], "issueType": "leak"},
    )
    assert refusal(refused) == [{"field": "facilityId", "message": "No such facility"}]
    refused = client.post(
        "/api/issues", headers=as_cleaner, json={"facilityId": level2["id"], "issueType": "leak"}
    )
    assert refused.status_code == 400


def test_roles_that_report_and_resolve(
    client: TestClient[Any], as_cc_manager: dict[str, str], as_landlord: dict[str, str]
) -> None:
    worker = sign_in(client, "worker@example.com")
    mall = facility(client, as_cc_manager, "MA-Level1-M")
    issue = report(client, worker, mall["id"], "soap-low")
    assert issue["openedByName"] == "Wren Worker"
    # The worker is not told of what it reported itself; the mall's supervisor is.
    assert notifications(client, worker) == []
    supervisor_inbox = notifications(client, sign_in(client, "supervisor@example.com"))
    assert [n["issue"] for n in supervisor_inbox] == [issue["id"]]
    status = f"/api/issues/{issue['id']}/status"
    body = {"issuesStatus": "RESOLVED"}
    assert client.put(status, headers=as_landlord, json=body).status_code == 403
    assert client.put(status, headers=as_cc_manager, json=body).status_code == 204
    assert client.get("/api/issues/types").status_code == 401


def test_unknown_and_odd_ids_are_404s(client: TestClient[Any], as_admin: dict[str, str]) -> None:
    for path in (
        "/api/issues/nope",
        "/api/issues/00000000-0000-4000-8000-000000000000",
        "/api/issues/nope/history",
        "/api/issues/nope/tasks",
        "/api/tasks/nope",
    ):
        assert client.get(path, headers=as_admin).status_code == 404, path
    resolve = client.put(
        "/api/issues/%00/status", headers=as_admin, json={"issuesStatus": "RESOLVED"}
    )
    assert resolve.status_code in (400, 404)


json_values = any_json(keys=10, members=4)


def _is_object(body: str) -> bool:
    try:
        return isinstance(json.loads(body), dict)
    except ValueError:
        return False


FUZZ = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@FUZZ
@given(data=st.data())
def test_bad_issue_bodies_are_400s_that_store_nothing(
    client: TestClient[Any], as_admin: dict[str, str], data: st.DataObject
) -> None:
    ladies = facility(client, as_admin, "HA-Ground-F")
    body = data.draw(
        st.fixed_dictionaries(
            {},
            optional={
                "facilityId": st.sampled_from([ladies["id"], "", "x\x00"]) | json_values,
                "issueType": st.sampled_from(["odour", "", "ODOUR", "dragon"]) | json_values,
                "deviceId": st.sampled_from(["sensor-1", "\x00"]) | json_values,
                "colour": json_values,
            },
        ).map(json.dumps)
        | st.binary(max_size=40).map(lambda b: b.decode("latin-1"))
    )
    before = client.get("/api/issues", headers=as_admin).json()["total"]
    reply = client.post(
        "/api/issues",
        content=body.encode(),
        headers={**as_admin, "content-type": "application/json"},
    )
    assert reply.status_code in (201, 400, 409), reply.text
    if reply.status_code >= 400:
        payload = reply.json()
        assert isinstance(payload["message"], str) and payload["message"]
        assert isinstance(payload["code"], str) and payload["code"]
        assert all(set(v) == {"field", "message", "code", "params"} for v in payload["violations"])
        if reply.status_code == 400 and _is_object(body):
            assert payload["violations"]
        assert client.get("/api/issues", headers=as_admin).json()["total"] == before


@FUZZ
@given(
    params=st.dictionaries(
        st.sampled_from(["page", "pageSize", "sort", "search", "filter", "from", "to"]),
        st.text(max_size=20) | st.sampled_from(['status:"1"', 'status:"x"', "-createdAt"]),
        max_size=4,
    ),
    path=st.sampled_from(["/api/issues", "/api/issues/export", "/api/notifications"]),
)
def test_any_issue_list_query_answers_without_a_500(
    client: TestClient[Any], as_admin: dict[str, str], params: dict[str, str], path: str
) -> None:
    reply = client.get(path, headers=as_admin, params=params)
    assert reply.status_code in (200, 400), reply.text
    if reply.status_code == 400:
        assert reply.json()["violations"]
