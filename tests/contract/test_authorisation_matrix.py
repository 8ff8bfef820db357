"""Who may do what, proved against the OpenAPI schema: every operation it lists is called as
each of the eight token roles, as a stranger without a token, and on the other tenant's
records, and each answer's class is compared with the table in `who_may.py`.

The callers act for one tenant of the demo estate (Harbourfront Properties, whose
buildings SparkleClean cleans); the ids in the paths are the other tenant's (Greenway
Estates, cleaned by FreshCare). So a role the table admits must get past the role checks
and then find nothing: a 404 for a read, a 400 or 404 for a write with an empty body, never
the record. The administrator sees every tenant: its reads answer, and its deletions name
records that do not exist, so that nothing is removed under the other callers.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator, Mapping
from datetime import datetime
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from application.demo_workforce import seed_demo_workforce
from hygiene.bootstrap import Console
from tests.contract.conftest import sign_in
from tests.contract.who_may import OWN_CREDENTIAL, PUBLIC, ROLES, WHO_MAY, Rule

METHODS = ("get", "put", "post", "delete", "patch")
LOGIN = {
    "admin": "admin@example.com",
    "ll-admin": "ll-admin@example.com",
    "ll-manager": "landlord@example.com",
    "cc-admin": "cc-admin@example.com",
    "cc-manager": "cc-manager@example.com",
    "supervisor": "supervisor@example.com",
    "cleaner": "cleaner@example.com",
    "worker": "worker@example.com",
}
STRANGER = "stranger"
# Path parameters that name no tenant's record.
NOT_RECORDS = ("segment", "kind", "token", "type_id")
ALLOWED = {200, 201, 204, 400, 404, 409}
SEGMENT_OF = {
    "admins": "admin@example.com",
    "ll-managers": "greenway@example.com",
    "cc-managers": "freshcare@example.com",
    "supervisors": "supervisor2@example.com",
    "cleaners": "cleaner4@example.com",
    "workers": "worker-fcf@example.com",
}


@pytest.fixture(scope="module")
def client(demo_console: Console) -> Iterator[TestClient[Any]]:
    console = demo_console
    today = datetime.now(console.settings.tz).date()
    seed_demo_workforce(console.workforce, console.accounts, console.organisation, today)
    assert console.settle(timeout=30)
    with TestClient(create_app(console)) as test_client:
        yield test_client


def _items(reply: Any) -> list[dict[str, Any]]:
    assert reply.status_code == 200, reply.text
    body = reply.json()
    return list(body["items"] if isinstance(body, dict) else body)


def _one(items: list[dict[str, Any]], **wanted: Any) -> dict[str, Any]:
    return next(i for i in items if all(i.get(k) == v for k, v in wanted.items()))


@pytest.fixture(scope="module")
def theirs(client: TestClient[Any]) -> dict[str, Any]:
    """The other tenant's records, one of each kind a path names."""
    admin = sign_in(client, "admin@example.com")
    greenway = sign_in(client, "greenway@example.com")
    freshcare = sign_in(client, "freshcare@example.com")
    big = {"pageSize": 100}

    def get(path: str, headers: dict[str, str] = admin) -> list[dict[str, Any]]:
        return _items(client.get(path, headers=headers, params=big))

    plaza = _one(get("/api/buildings"), name="Greenway Plaza")
    floor = get(f"/api/buildings/{plaza['id']}/floors")[0]
    facility = get(f"/api/floors/{floor['id']}/facilities")[0]
    project = _one(get("/api/projects"), buildingId=plaza["id"])
    device = _one(get("/api/devices", greenway), buildingId=plaza["id"])
    worker = client.post(
        "/api/users/workers",
        headers=freshcare,
        json={
            "loginName": SEGMENT_OF["workers"],
            "password": "a-long-enough-password",
            "email": SEGMENT_OF["workers"],
            "profile": {"name": "Fern Worker"},
        },
    )
    assert worker.status_code == 201, worker.text
    accounts = {
        segment: _one(get(f"/api/users/{segment}"), email=login)["id"]
        for segment, login in SEGMENT_OF.items()
    }
    issue = client.post(
        "/api/issues",
        headers=greenway,
        json={"facilityId": facility["id"], "issueType": "leak"},
    )
    assert issue.status_code == 201, issue.text
    task = client.post(
        "/api/tasks",
        headers=freshcare,
        json={
            "issueId": issue.json()["id"],
            "title": "Mop the floor",
            "type": "cleaning",
            "staffRole": "cleaner",
            "staffId": accounts["cleaners"],
        },
    )
    assert task.status_code == 201, task.text
    supervisor2 = sign_in(client, "supervisor2@example.com")
    notification = get("/api/notifications", supervisor2)[0]
    link = client.get(f"/api/facilities/{facility['id']}/feedback-link", headers=admin)
    assert link.status_code == 200, link.text
    rosa = accounts["cleaners"]
    return {
        "company_id": plaza["landlordId"],
        "building_id": plaza["id"],
        "floor_id": floor["id"],
        "facility_id": facility["id"],
        "project_id": project["id"],
        "device_id": device["id"],
        "issue_id": issue.json()["id"],
        "task_id": task.json()["id"],
        "notification_id": notification["id"],
        "schedule_id": _one(get("/api/schedules"), staffId=rosa)["id"],
        "leave_id": _one(get("/api/leaves"), staffId=rosa)["id"],
        "item_id": _one(get("/api/inventory"), buildingId=plaza["id"])["id"],
        "key_id": str(uuid.uuid4()),
        "type_id": "no-such-type",
        "kind": "building",
        "object_id": plaza["id"],
        "token": link.json()["token"],
        "account_id": accounts,
    }


@pytest.fixture(scope="module")
def callers(client: TestClient[Any], theirs: dict[str, Any]) -> dict[str, dict[str, str]]:
    return {STRANGER: {}, **{role: sign_in(client, LOGIN[role]) for role in ROLES}}


def _operations(schema: Mapping[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            if method in METHODS:
                yield method.upper(), path, operation


def _variants(path: str, rule: Rule) -> list[tuple[str | None, Rule]]:
    """One call per users segment; one call otherwise."""
    if "{segment}" in path:
        assert isinstance(rule, Mapping), f"{path}: give its roles per segment"
        return list(rule.items())
    return [(None, rule)]


def _url(path: str, method: str, caller: str, segment: str | None, ids: Mapping[str, Any]) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name == "segment":
            assert segment is not None
            return segment
        if caller == "admin" and method == "DELETE" and name not in NOT_RECORDS:
            return str(uuid.uuid4())  # the admin reaches everything: remove nothing real
        if name == "account_id":
            return str(ids[name][segment])
        assert name in ids, f"{path}: name a record of the other tenant for {{{name}}}"
        return str(ids[name])

    return re.sub(r"\{([^}]+)\}", value, path)


def _judge(status: int, caller: str, rule: Rule, method: str, names_records: bool) -> str | None:
    """What is wrong with an answer, if anything."""
    if rule == PUBLIC:
        return None if status in ALLOWED else "anyone may call it"
    if rule == OWN_CREDENTIAL:
        return None if status == 401 else "needs its own credential: 401"
    if caller == STRANGER:
        return None if status == 401 else "no token: 401"
    assert not isinstance(rule, str)
    if caller not in rule:
        return None if status == 403 else "the table refuses this role: 403"
    if status not in ALLOWED:
        return "the table admits this role"
    if names_records and caller != "admin":
        expected = {404} if method == "GET" else {400, 404}
        if status not in expected:
            return f"another tenant's record: {sorted(expected)}"
    return None


def test_every_operation_answers_each_caller_as_the_table_says(
    client: TestClient[Any], theirs: dict[str, Any], callers: dict[str, dict[str, str]]
) -> None:
    schema = client.get("/api/schema/openapi.json").json()
    operations = list(_operations(schema))
    listed = {operation["operationId"] for _, _, operation in operations}
    missing = sorted(listed - WHO_MAY.keys())
    assert not missing, f"add it to the table in tests/contract/who_may.py: {missing}"
    stale = sorted(WHO_MAY.keys() - listed)
    assert not stale, f"no longer in the schema; remove from who_may.py: {stale}"

    wrong = []
    calls = 0
    for method, path, operation in operations:
        rule = WHO_MAY[operation["operationId"]]
        names_records = any(name not in NOT_RECORDS for name in re.findall(r"\{([^}]+)\}", path))
        body: dict[str, Any] | None = {} if "requestBody" in operation else None
        for segment, segment_rule in _variants(path, rule):
            for caller, headers in callers.items():
                url = _url(path, method, caller, segment, theirs)
                client.cookies.clear()
                reply = client.request(method, url, headers=headers, json=body)
                calls += 1
                problem = _judge(reply.status_code, caller, segment_rule, method, names_records)
                if problem:
                    wrong.append(
                        f"{operation['operationId']}: {method} {url} as {caller} answered "
                        f"{reply.status_code} ({problem}): {reply.text[:160]}"
                    )
    assert not wrong, f"{len(wrong)} of {calls} calls:\n" + "\n".join(wrong)
