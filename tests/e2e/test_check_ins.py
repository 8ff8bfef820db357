"""Check-in at the door through the API: the code on a facility's door, issued once and
renewed by those who manage the facility; staff assigned the facility checking in with
it (now, or at the time their phone read it); the list and the visits within each
caller's estate; an issue resolved on site; the facility's history and report."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient

from hygiene.bootstrap import Console
from tests.e2e.conftest import answered, as_each, created, refusal

Headers = dict[str, str]


def _assigned(console: Console, login: str) -> list[str]:
    """The facilities the demo account `login` is assigned, by code."""
    rows = console.store.query(
        "SELECT f.id FROM account_facilities af JOIN accounts a ON a.id = af.account_id"
        " JOIN facilities f ON f.id = af.facility_id WHERE a.login_name = ? ORDER BY f.code",
        (f"{login}@example.com",),
    )
    return [row["id"] for row in rows]


def _code(client: TestClient[Any], headers: Headers, facility_id: str) -> str:
    shown = answered(client.get(f"/api/facilities/{facility_id}/check-in-code", headers=headers))
    assert shown["url"] == f"/check-in/{shown['code']}"
    code: str = shown["code"]
    return code


def _at(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def _check_in(
    client: TestClient[Any], headers: Headers, code: str, when: datetime | None = None
) -> Any:
    body: dict[str, str] = {"code": code}
    if when is not None:
        body["time"] = _at(when)
    return client.post("/api/check-ins", headers=headers, json=body)


@pytest.fixture
def facility(console: Console, client: TestClient[Any]) -> str:
    """A washroom of Harbourfront Tower the demo cleaner looks after, and no one else's
    cleaner (cleaner2 has the others)."""
    return _assigned(console, "cleaner")[0]


def test_a_facilitys_code_is_issued_once_and_a_renewal_retires_it(
    client: TestClient[Any], facility: str
) -> None:
    landlord, supervisor, cleaner = as_each(client, "landlord", "supervisor", "cleaner")
    code = _code(client, landlord, facility)
    assert len(code) >= 20
    assert _code(client, supervisor, facility) == code
    renewed = created(client.post(f"/api/facilities/{facility}/check-in-code", headers=supervisor))
    assert renewed["code"] != code and renewed["url"] == f"/check-in/{renewed['code']}"
    assert _code(client, landlord, facility) == renewed["code"]
    reply = _check_in(client, cleaner, code)
    assert reply.status_code == 409, reply.text
    assert reply.json()["violations"][0]["field"] == "code"
    assert "replaced" in reply.json()["message"]
    assert _check_in(client, cleaner, renewed["code"]).status_code == 201
    # Nor does a cleaner read the code: they scan it at the door.
    assert (
        client.get(f"/api/facilities/{facility}/check-in-code", headers=cleaner).status_code == 403
    )


def test_an_unknown_code_is_not_found(client: TestClient[Any]) -> None:
    (cleaner,) = as_each(client, "cleaner")
    reply = _check_in(client, cleaner, "no-such-code-at-any-door")
    assert reply.status_code == 404, reply.text
    assert reply.json()["violations"][0]["field"] == "code"


def test_the_assigned_cleaner_checks_in_at_the_time_the_phone_read_the_code(
    client: TestClient[Any], console: Console, facility: str
) -> None:
    landlord, cleaner, cleaner2 = as_each(client, "landlord", "cleaner", "cleaner2")
    code = _code(client, landlord, facility)
    scanned = datetime.now(UTC) - timedelta(hours=5)
    made = created(_check_in(client, cleaner, code, scanned))
    me = answered(client.get("/api/authn/me", headers=cleaner))
    assert made["facilityId"] == facility and made["staffId"] == me["id"]
    assert datetime.fromisoformat(made["time"].replace("Z", "+00:00")) == scanned
    now = created(_check_in(client, cleaner, code))
    assert abs(datetime.fromisoformat(now["time"].replace("Z", "+00:00")) - datetime.now(UTC)) < (
        timedelta(minutes=1)
    )
    # A cleaner of the building's other washrooms is not assigned this one.
    refused = _check_in(client, cleaner2, code)
    assert refused.status_code == 403, refused.text


@pytest.mark.parametrize(
    ("moved", "field"),
    [(timedelta(days=7, minutes=1), "time"), (-timedelta(minutes=10), "time")],
    ids=["over a week old", "ahead of the clock"],
)
def test_a_time_out_of_range_is_refused(
    client: TestClient[Any], facility: str, moved: timedelta, field: str
) -> None:
    landlord, cleaner = as_each(client, "landlord", "cleaner")
    code = _code(client, landlord, facility)
    violations = refusal(_check_in(client, cleaner, code, datetime.now(UTC) - moved))
    assert [v["field"] for v in violations] == [field]
    assert refusal(
        client.post("/api/check-ins", headers=cleaner, json={"code": code, "time": "yesterday"})
    )


def test_the_list_and_the_visits_stay_within_each_callers_estate(
    client: TestClient[Any], facility: str
) -> None:
    landlord, supervisor, supervisor2, cleaner, cc = as_each(
        client, "landlord", "supervisor", "supervisor2", "cleaner", "cc-manager"
    )
    code = _code(client, landlord, facility)
    created(_check_in(client, cleaner, code))
    created(_check_in(client, supervisor, code, datetime.now(UTC) - timedelta(minutes=3)))
    for headers in (supervisor, landlord, cc):
        listed = answered(
            client.get("/api/check-ins", headers=headers, params={"facilityId": facility})
        )
        assert listed["total"] == 2
        item = listed["items"][0]
        assert item["facilityName"] and item["buildingName"] == "Harbourfront Tower"
        assert item["staffName"] == "Charlie Cleaner"  # newest first
    own = answered(client.get("/api/check-ins", headers=cleaner))["items"]
    assert [i["staffName"] for i in own] == ["Charlie Cleaner"]
    # Another company's supervisor sees none of them.
    assert answered(client.get("/api/check-ins", headers=supervisor2))["total"] == 0
    visits = answered(client.get("/api/check-ins/visits", headers=supervisor))["items"]
    here = [v for v in visits if v["facilityId"] == facility]
    assert sum(v["visits"] for v in here) == 2 and max(v["staff"] for v in here) == 2
    assert here[0]["buildingName"] == "Harbourfront Tower"
    other = answered(client.get("/api/check-ins/visits", headers=supervisor2))["items"]
    assert all(v["facilityId"] != facility for v in other)
    assert client.get("/api/check-ins/visits", headers=cleaner).status_code == 403


def _resolved_issue(client: TestClient[Any], headers: Headers, facility: str) -> dict[str, Any]:
    issue = created(
        client.post(
            "/api/issues",
            headers=headers,
            json={"facilityId": facility, "issueType": "general-issue"},
        )
    )
    path = f"/api/issues/{issue['id']}"
    reply = client.put(f"{path}/status", headers=headers, json={"issuesStatus": "RESOLVED"})
    assert reply.status_code == 204, reply.text
    shown: dict[str, Any] = answered(client.get(path, headers=headers))
    return shown


@pytest.mark.parametrize(
    ("minutes_before", "verified"), [(29, True), (31, False)], ids=["29 min", "31 min"]
)
def test_an_issue_resolved_after_checking_in_is_verified_on_site(
    client: TestClient[Any], facility: str, minutes_before: int, verified: bool
) -> None:
    landlord, cleaner = as_each(client, "landlord", "cleaner")
    code = _code(client, landlord, facility)
    created(_check_in(client, cleaner, code, datetime.now(UTC) - timedelta(minutes=minutes_before)))
    issue = _resolved_issue(client, cleaner, facility)
    assert issue["verifiedOnSite"] is verified
    listed = answered(client.get("/api/issues", headers=cleaner, params={"pageSize": 100}))["items"]
    assert [i["verifiedOnSite"] for i in listed if i["id"] == issue["id"]] == [verified]


def test_a_check_in_by_someone_else_does_not_verify_a_resolution(
    client: TestClient[Any], facility: str
) -> None:
    landlord, cleaner, supervisor = as_each(client, "landlord", "cleaner", "supervisor")
    created(_check_in(client, supervisor, _code(client, landlord, facility)))
    assert _resolved_issue(client, cleaner, facility)["verifiedOnSite"] is False


def test_the_facilitys_history_and_report_show_its_check_ins(
    client: TestClient[Any], facility: str
) -> None:
    landlord, supervisor, cleaner = as_each(client, "landlord", "supervisor", "cleaner")
    made = created(_check_in(client, cleaner, _code(client, landlord, facility)))
    history = answered(client.get(f"/api/history/facility/{facility}", headers=supervisor))
    checked = [e for e in history["events"] if e["type"] == "CheckedIn"]
    assert [(e["actor"], e["time"]) for e in checked] == [(made["staffId"], made["time"])]
    assert history["names"][made["staffId"]]["name"] == "Charlie Cleaner"
    assert history["events"][-1]["type"] == "CheckedIn"  # the latest, after the facility's own
    report = answered(client.get(f"/api/facilities/{facility}/reports", headers=landlord))
    assert report["checkIns"] == 1
