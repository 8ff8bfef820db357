"""Usage-based cleaning through the API: a facility's visitors per cleaning read and set by
the roles that change the facility, within their estate; the `cleaning-due` issue that opens
once enough visitors were counted, one at a time, and the count that starts again when it is
resolved."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import pytest
from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import answered, refusal, sign_in


def _counter(console: Console) -> dict[str, Any]:
    """The people counter at the door of Ladies Ground, Harbourfront Tower (the landlord's)."""
    row = console.store.query_one(
        "SELECT d.identifier, d.facility_id FROM devices d JOIN facilities f"
        " ON f.id = d.facility_id WHERE d.kind = 'people-counter' AND f.code = 'HA-Ground-F'"
    )
    assert row is not None
    return {"deviceId": row["identifier"], "facilityId": row["facility_id"]}


def _settings(facility_id: str) -> str:
    return f"/api/facilities/{facility_id}/settings"


class _Door:
    """A people counter's running total, sent one message at a time, each measured now."""

    def __init__(self, client: TestClient[Any], console: Console, device_id: str) -> None:
        self.client, self.console, self.device_id = client, console, device_id
        self.seq = 0

    def counts(self, total: int, *, again: bool = False) -> None:
        time.sleep(0.01)
        if not again:
            self.seq += 1
        message = {
            "device": self.device_id,
            "time": datetime.now(UTC).isoformat(),
            "seq": self.seq,
            "readings": {"peopleCounter": total},
        }
        reply = self.client.post(
            "/api/ingest/readings",
            headers={"X-Ingest-Key": DEMO_INGEST_KEY},
            json={"messages": [message]},
        )
        assert reply.status_code == 200, reply.text
        assert self.console.followers.wait(10, applications=["readings"])
        assert self.console.settle(timeout=30)


def _open_cleaning(client: TestClient[Any], headers: dict[str, str], facility_id: str) -> list[Any]:
    items = client.get("/api/issues", headers=headers, params={"pageSize": 100}).json()["items"]
    return [
        i
        for i in items
        if (i["issueType"], i["facility"], i["status"]) == ("cleaning-due", facility_id, "OPENED")
    ]


def test_the_managers_of_a_facility_read_and_set_its_visitors_per_cleaning(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    facility_id = _counter(console)["facilityId"]
    path = _settings(facility_id)
    assert answered(client.get(path, headers=as_landlord))["cleanAfterVisitors"] is None
    assert (
        client.put(path, headers=as_landlord, json={"cleanAfterVisitors": 150}).status_code == 204
    )
    shown = answered(client.get(path, headers=as_admin))
    assert shown["cleanAfterVisitors"] == 150 and shown["visitorsSinceCleaning"] == 0
    assert client.put(path, headers=as_admin, json={"cleanAfterVisitors": None}).status_code == 204
    assert answered(client.get(path, headers=as_landlord)) == {
        "cleanAfterVisitors": None,
        "visitorsSinceCleaning": None,
        "countingSince": None,
        "openIssueId": None,
    }


@pytest.mark.parametrize("login", ["cc-manager", "supervisor", "cleaner"])
def test_other_roles_may_not_read_or_set_it(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], login: str
) -> None:
    path = _settings(_counter(console)["facilityId"])
    headers = sign_in(client, f"{login}@example.com")
    assert client.get(path, headers=headers).status_code == 403
    assert client.put(path, headers=headers, json={"cleanAfterVisitors": 5}).status_code == 403


def test_another_landlords_facility_is_not_found(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    path = _settings(_counter(console)["facilityId"])
    other = sign_in(client, "greenway@example.com")
    assert client.get(path, headers=other).status_code == 404
    assert client.put(path, headers=other, json={"cleanAfterVisitors": 5}).status_code == 404
    assert client.get(_settings("no-such-facility"), headers=as_admin).status_code == 404


@pytest.mark.parametrize("value", [0, -1, 100_001, 1.5, "many", True])
def test_a_setting_out_of_bounds_is_refused_with_its_field(
    client: TestClient[Any],
    console: Console,
    as_landlord: dict[str, str],
    as_admin: dict[str, str],
    value: Any,
) -> None:
    path = _settings(_counter(console)["facilityId"])
    reply = client.put(path, headers=as_admin, json={"cleanAfterVisitors": value})
    assert reply.status_code == 400, reply.text
    assert reply.json()["message"]
    assert [v["field"] for v in reply.json()["violations"]] == ["cleanAfterVisitors"]
    assert answered(client.get(path, headers=as_admin))["cleanAfterVisitors"] is None


def test_a_body_without_the_setting_is_refused(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    path = _settings(_counter(console)["facilityId"])
    assert refusal(client.put(path, headers=as_admin, json={}))
    assert refusal(client.put(path, headers=as_admin, json={"cleanAfterVisitors": 5, "x": 1}))


def test_enough_visitors_open_one_cleaning_due_issue_and_resolving_it_counts_again(
    client: TestClient[Any],
    console: Console,
    as_landlord: dict[str, str],
    as_admin: dict[str, str],
) -> None:
    device = _counter(console)
    facility_id, path = device["facilityId"], _settings(device["facilityId"])
    door = _Door(client, console, device["deviceId"])
    assert client.put(path, headers=as_admin, json={"cleanAfterVisitors": 5}).status_code == 204
    door.counts(100)  # the counter's first total since: where the count starts
    door.counts(103)
    door.counts(103, again=True)  # a repeated message counts once
    assert answered(client.get(path, headers=as_admin))["visitorsSinceCleaning"] == 3
    assert _open_cleaning(client, as_admin, facility_id) == []

    door.counts(105)
    [issue] = _open_cleaning(client, as_admin, facility_id)
    assert issue["reading"]["visitors"] == 5 and issue["reading"]["cleanAfterVisitors"] == 5
    door.counts(120)  # one open at a time
    assert len(_open_cleaning(client, as_admin, facility_id)) == 1
    shown = answered(client.get(path, headers=as_admin))
    assert (shown["openIssueId"], shown["visitorsSinceCleaning"]) == (issue["id"], 20)

    status = f"/api/issues/{issue['id']}/status"
    assert (
        client.put(status, headers=as_admin, json={"issuesStatus": "RESOLVED"}).status_code == 204
    )
    assert console.settle(timeout=30)
    shown = answered(client.get(path, headers=as_admin))
    assert (shown["openIssueId"], shown["visitorsSinceCleaning"]) == (None, 0)
    door.counts(124)
    assert _open_cleaning(client, as_admin, facility_id) == []
    door.counts(125)
    [again] = _open_cleaning(client, as_admin, facility_id)
    assert again["id"] != issue["id"]

    # The usage table: the day's visitors, its cleanings and the visitors per cleaning.
    today = datetime.now(UTC).date().isoformat()
    params = {"from": today, "to": today, "filter": f'facility:"{facility_id}"'}
    [row] = answered(client.get("/api/usage", headers=as_landlord, params=params))["items"]
    assert (row["people"], row["cleanings"], row["visitorsPerCleaning"]) == (25, 1, 25)
