"""The KPI's breakdowns as CSV (`GET /api/dashboard/kpi/export`): each file holds the rows
the KPI call answers for the same range, a name that would run as a formula is escaped, and
only the dashboard's roles get it, each within its own estate."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from litestar.testing import TestClient

from hygiene.bootstrap import Console
from tests.commands import report_issue
from tests.e2e.conftest import sign_in
from tests.e2e.test_issues import facility

FORMULA = "=HYPERLINK(1+2)"


def _export(client: TestClient[Any], headers: dict[str, str], **params: Any) -> Any:
    return client.get("/api/dashboard/kpi/export", headers=headers, params=params)


def _rows(reply: Any) -> list[dict[str, str]]:
    assert reply.status_code == 200, reply.text
    return list(csv.DictReader(io.StringIO(reply.text)))


@pytest.fixture
def resolved(client: TestClient[Any], console: Console, as_admin: dict[str, str]) -> str:
    """An odour issue at Ladies Ground, Harbourfront Tower, resolved by a SparkleClean
    cleaner whose name a spreadsheet would run as a formula; answers the cleaner's id."""
    company = console.store.scalar("SELECT id FROM companies WHERE code = 'SPK'")
    created = client.post(
        "/api/users/cleaners",
        headers=as_admin,
        json={
            "loginName": "formula@example.com",
            "password": "a-long-enough-password",
            "email": "formula@example.com",
            "profile": {"name": FORMULA},
            "companyId": company,
        },
    )
    assert created.status_code == 201, created.text
    cleaner = str(created.json()["id"])
    place = facility(client, as_admin, "HA-Ground-F")
    admin = console.store.scalar("SELECT id FROM accounts WHERE login_name = 'admin@example.com'")
    issue = console.issues.open_manual(
        report_issue(place["id"], place["buildingId"], "odour", None), admin
    )
    console.issues.resolve(issue, cleaner)
    assert console.settle(timeout=30)
    return cleaner


def test_each_breakdown_holds_the_kpi_calls_rows_for_the_range(
    client: TestClient[Any], resolved: str, as_cc_manager: dict[str, str]
) -> None:
    params = {"days": 7, "utcOffsetMinutes": 480}
    answer = client.get("/api/dashboard/kpi", headers=as_cc_manager, params=params).json()
    assert answer["perStaff"], answer
    for breakdown, key, name in (
        ("building", "perBuilding", "building"),
        ("company", "perCompany", "company"),
        ("staff", "perStaff", "staff"),
    ):
        reply = _export(client, as_cc_manager, breakdown=breakdown, **params)
        disposition = f'attachment; filename="kpi-per-{breakdown}.csv"'
        assert reply.headers["content-disposition"] == disposition
        assert reply.headers["content-type"].startswith("text/csv")
        rows = _rows(reply)
        assert [(r["from"], r["to"]) for r in rows] == [(answer["from"], answer["to"])] * len(rows)
        assert [r["id"] for r in rows] == [g["id"] for g in answer[key]]
        assert [int(r["resolved"]) for r in rows] == [g["resolved"] for g in answer[key]]
        assert [float(r["mean minutes"]) for r in rows] == [g["meanMinutes"] for g in answer[key]]
        assert [float(r["within target"]) for r in rows] == [g["withinTarget"] for g in answer[key]]
        assert all(r[name] for r in rows), rows
    types = _rows(_export(client, as_cc_manager, breakdown="type", **params))
    assert [(r["issue type"], int(r["target minutes"])) for r in types] == [
        (t["issueType"], t["targetMinutes"]) for t in answer["perType"]
    ]
    assert ("odour", 60) in [(r["issue type"], int(r["target minutes"])) for r in types]


def test_a_name_a_spreadsheet_would_run_is_escaped(
    client: TestClient[Any], resolved: str, as_admin: dict[str, str]
) -> None:
    rows = _rows(_export(client, as_admin, breakdown="staff", weeks=1))
    mine = next(r for r in rows if r["id"] == resolved)
    assert mine["staff"] == "'" + FORMULA
    assert int(mine["resolved"]) == 1


def test_only_the_dashboards_roles_get_it_each_within_its_estate(
    client: TestClient[Any], resolved: str, as_cleaner: dict[str, str]
) -> None:
    assert _export(client, as_cleaner, breakdown="staff").status_code == 403
    assert _export(client, {}, breakdown="staff").status_code == 401
    supervisor = sign_in(client, "supervisor@example.com")
    assert resolved in [r["id"] for r in _rows(_export(client, supervisor, breakdown="staff"))]
    # FreshCare cleans Greenway Plaza only: none of Harbourfront's buildings, staff or issues.
    freshcare = sign_in(client, "freshcare@example.com")
    for breakdown in ("building", "company", "staff", "type"):
        assert _rows(_export(client, freshcare, breakdown=breakdown)) == [], breakdown
    greenway = sign_in(client, "greenway@example.com")
    assert _rows(_export(client, greenway, breakdown="staff")) == []


def test_an_unknown_breakdown_and_a_bad_range_are_refused(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    plain = _export(client, as_admin)
    assert plain.headers["content-disposition"] == 'attachment; filename="kpi-per-building.csv"'
    for params in ({"breakdown": "floor"}, {"breakdown": "staff", "days": 7, "weeks": 1}):
        reply = _export(client, as_admin, **params)
        assert reply.status_code == 400, params
        body = reply.json()
        assert set(body) >= {"message", "code", "params", "violations"}, body
        fields = [v["field"] for v in body["violations"]]
        assert fields == (["weeks"] if "days" in params else ["breakdown"]), body
