"""Escalation through the API, on SQLite and PostgreSQL: an issue type's steps, the issues
that escalate (their level in the list and on their page, the list's filter and sort, their
history, the KPI's count, the notifications and the webhook)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient

from application.escalations import Escalator
from domain.clock import events_at
from domain.escalation import MAX_AFTER_MINUTES, MAX_STEPS
from hygiene.bootstrap import Console
from projections.queries.escalations import ReadTableEscalations
from tests.commands import report_issue
from tests.e2e.conftest import answered, sign_in
from tests.e2e.test_issues import facility, report
from tests.e2e.test_webhooks import register
from tests.webhook_receiver import Receiver

TYPES = "/api/issues/types"
STEPS = [
    {"afterMinutes": 30, "notify": "supervisor"},
    {"afterMinutes": 120, "notify": "cc-manager"},
]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    receiver = Receiver().start()
    yield receiver
    receiver.stop()


def _type(client: TestClient[Any], headers: dict[str, str], type_id: str) -> dict[str, Any]:
    found: dict[str, Any] = next(
        t for t in answered(client.get(TYPES, headers=headers)) if t["id"] == type_id
    )
    return found


def _set(
    client: TestClient[Any], headers: dict[str, str], type_id: str, escalation: Any = None
) -> Any:
    body: dict[str, Any] = {"targetMinutes": 60, "autoResolve": False}
    if escalation is not None:
        body["escalation"] = escalation
    return client.put(f"{TYPES}/{type_id}", headers=headers, json=body)


def _escalate(console: Console, later: timedelta) -> None:
    """A look of the escalator as if `later` had passed; the read tables then show it."""
    now = datetime.now(UTC) + later
    Escalator(console.issues, ReadTableEscalations(console.store), clock=lambda: now).escalate_due()
    assert console.settle(timeout=30)


# The issue type's steps -------------------------------------------------------------------


def test_an_admin_sets_a_types_steps_and_everyone_reads_them(
    client: TestClient[Any], as_admin: dict[str, str], as_cleaner: dict[str, str]
) -> None:
    assert _type(client, as_cleaner, "odour")["escalation"] == []  # none unless set
    assert _set(client, as_admin, "odour", STEPS).status_code == 204
    assert _type(client, as_cleaner, "odour")["escalation"] == STEPS
    # Left out, the steps stay as they are; an empty list takes them away.
    assert _set(client, as_admin, "odour").status_code == 204
    assert _type(client, as_admin, "odour")["escalation"] == STEPS
    assert _set(client, as_admin, "odour", []).status_code == 204
    assert _type(client, as_admin, "odour")["escalation"] == []


@pytest.mark.parametrize(
    ("escalation", "field"),
    [
        (
            [{"afterMinutes": 30, "notify": "supervisor"}, {"afterMinutes": 30, "notify": "admin"}],
            "escalation[1].afterMinutes",
        ),
        (
            [
                {"afterMinutes": 120, "notify": "supervisor"},
                {"afterMinutes": 60, "notify": "admin"},
            ],
            "escalation[1].afterMinutes",
        ),
        ([{"afterMinutes": 0, "notify": "supervisor"}], "escalation[0].afterMinutes"),
        (
            [{"afterMinutes": MAX_AFTER_MINUTES + 1, "notify": "admin"}],
            "escalation[0].afterMinutes",
        ),
        ([{"afterMinutes": 30, "notify": "cleaner"}], "escalation[0].notify"),
        ([{"afterMinutes": n + 1, "notify": "admin"} for n in range(MAX_STEPS + 1)], "escalation"),
    ],
)
def test_a_bad_list_is_refused_by_name_and_changes_nothing(
    client: TestClient[Any], as_admin: dict[str, str], escalation: Any, field: str
) -> None:
    assert _set(client, as_admin, "odour", STEPS).status_code == 204
    reply = _set(client, as_admin, "odour", escalation)
    assert reply.status_code == 400, reply.text
    said = reply.json()
    assert said["message"]
    assert field in [v["field"] for v in said["violations"]]
    assert _type(client, as_admin, "odour")["escalation"] == STEPS


def test_a_step_missing_a_field_is_refused(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    reply = _set(client, as_admin, "odour", [{"afterMinutes": 30}])
    assert reply.status_code == 400
    assert reply.json()["violations"]


@pytest.mark.parametrize("login", ["cc-manager", "landlord", "supervisor", "cleaner"])
def test_only_the_admin_changes_the_steps(
    client: TestClient[Any], as_admin: dict[str, str], login: str
) -> None:
    headers = sign_in(client, f"{login}@example.com")
    assert _set(client, headers, "odour", STEPS).status_code == 403
    assert _type(client, as_admin, "odour")["escalation"] == []


# Issues that escalate ------------------------------------------------------------------


def _list(client: TestClient[Any], headers: dict[str, str], **params: Any) -> list[Any]:
    items: list[Any] = answered(client.get("/api/issues", headers=headers, params=params))["items"]
    return items


def _three_issues(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> tuple[str, str, str]:
    """An odour issue left open past both steps, a bin full one (a type without steps) and
    a resolved odour one; the escalator has looked at them, twice past the last step."""
    assert _set(client, as_admin, "odour", STEPS).status_code == 204
    cleaner = sign_in(client, "cleaner@example.com")
    place = facility(client, cleaner, "HA-Ground-F")["id"]
    waiting = report(client, cleaner, place, "odour")
    other = report(client, cleaner, place, "bin-full")
    done = report(client, cleaner, place, "odour")
    resolved = client.put(
        f"/api/issues/{done['id']}/status", headers=cleaner, json={"issuesStatus": "RESOLVED"}
    )
    assert resolved.status_code == 204
    assert waiting["escalationLevel"] == 0
    _escalate(console, timedelta(minutes=45))
    page = answered(client.get(f"/api/issues/{waiting['id']}", headers=as_admin))
    assert page["escalationLevel"] == 1
    _escalate(console, timedelta(hours=3))
    _escalate(console, timedelta(hours=3))  # a second look finds nothing more to do
    return waiting["id"], other["id"], done["id"]


def _ids(client: TestClient[Any], headers: dict[str, str], filt: str) -> set[str]:
    return {i["id"] for i in _list(client, headers, filter=filt, pageSize=100)}


def test_an_open_issue_escalates_to_each_step_and_the_list_shows_filters_and_sorts_it(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    waiting, other, done = _three_issues(client, console, as_admin)
    levels = {i["id"]: i["escalationLevel"] for i in _list(client, as_admin, pageSize=100)}
    assert (levels[waiting], levels[other], levels[done]) == (2, 0, 0)
    assert waiting in _ids(client, as_admin, "escalationLevel:2")
    assert not {other, done} & _ids(client, as_admin, "escalationLevel:2")
    assert {other, done} <= _ids(client, as_admin, "escalationLevel:0")
    bad = client.get("/api/issues", headers=as_admin, params={"filter": "escalationLevel:x"})
    assert bad.status_code == 400
    first = _list(client, as_admin, sort="-escalationLevel", pageSize=1)[0]
    assert (first["id"], first["escalationLevel"]) == (waiting, 2)


def test_each_step_is_in_the_history_and_tells_the_role_it_names(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    waiting, _, _ = _three_issues(client, console, as_admin)
    history = answered(client.get(f"/api/history/issue/{waiting}", headers=as_admin))
    escalated = [e for e in history["events"] if e["type"] == "Escalated"]
    assert [(e["changes"]["level"], e["changes"]["notify"]) for e in escalated] == [
        (1, "supervisor"),
        (2, "cc-manager"),
    ]
    assert all(e["changes"]["notified"] for e in escalated)
    # The accounts told are named, so the history reads as a sentence.
    assert all(a in history["names"] for e in escalated for a in e["changes"]["notified"])
    manager = sign_in(client, "cc-manager@example.com")
    told = answered(client.get("/api/notifications", headers=manager, params={"pageSize": 100}))
    mine = [n for n in told["items"] if n["type"] == "issue-escalated" and n["issue"] == waiting]
    assert [n["fields"]["level"] for n in mine] == ["2"]


def test_an_issue_opened_long_ago_escalates_at_the_moments_its_steps_were_reached(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    assert _set(client, as_admin, "odour", STEPS).status_code == 204
    cleaner = sign_in(client, "cleaner@example.com")
    spot = facility(client, cleaner, "HA-Ground-F")
    opened = (datetime.now(UTC) - timedelta(hours=5)).replace(microsecond=0)
    with events_at(opened):
        issue_id = str(
            console.issues.open_manual(
                report_issue(spot["id"], spot["buildingId"], "odour"), "rules"
            )
        )
    assert console.settle(timeout=30)
    _escalate(console, timedelta(0))
    history = answered(client.get(f"/api/history/issue/{issue_id}", headers=as_admin))
    times = [e["time"] for e in history["events"] if e["type"] == "Escalated"]
    assert [datetime.fromisoformat(t) for t in times] == [
        opened + timedelta(minutes=30),
        opened + timedelta(minutes=120),
    ]
    kpi = answered(client.get("/api/dashboard/kpi", headers=as_admin, params={"days": 7}))
    assert kpi["escalated"] == 1


def test_an_escalated_issue_reaches_the_webhook(
    client: TestClient[Any], console: Console, as_admin: dict[str, str], receiver: Receiver
) -> None:
    assert _set(client, as_admin, "odour", STEPS[:1]).status_code == 204
    manager = sign_in(client, "cc-manager@example.com")
    register(client, manager, receiver.url, "issue.escalated")
    cleaner = sign_in(client, "cleaner@example.com")
    issue = report(client, cleaner, facility(client, cleaner, "HA-Ground-F")["id"], "odour")
    _escalate(console, timedelta(hours=1))
    (message,) = receiver.wait_for(1)
    told = json.loads(message.body)
    assert told["kind"] == "issue.escalated"
    assert told["data"]["issue"] == issue["id"]
