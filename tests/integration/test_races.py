"""Rules that span requests hold whatever arrives at once, on both back ends.

Each test starts its writers together: every writer reads what it decides on, waits at a
barrier in front of its save until all have read, then all save at once (`races.SaveGate`).
Exactly one of the clashing writers wins; the others get the answer a request coming
second gets.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

import pytest
from eventsourcing.persistence import IntegrityError
from litestar.testing import TestClient

from api.app import create_app
from demo.estate import DEMO_PASSWORD
from domain.account import UserAccount
from domain.company import Company
from domain.errors import Conflict
from domain.issue import Issue
from domain.leave import Leave
from domain.schedule import Schedule
from hygiene.bootstrap import Console
from tests import commands as make
from tests.commands import account, amend, assign, request
from tests.people import person
from tests.races import SaveGate, at_once, holding

WRITERS = 6


def member(console: Console, login: str) -> str:
    return str(person(console, login).id)


def refusals(outcomes: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(error.code, error.params) for error in outcomes if isinstance(error, Conflict)]


def booked(outcomes: list[Any]) -> list[UUID]:
    return [outcome for outcome in outcomes if isinstance(outcome, UUID)]


@pytest.mark.parametrize("roster", ["first", "kept"])
def test_six_overlapping_leaves_at_once_book_one(
    estate: Console, monkeypatch: pytest.MonkeyPatch, roster: str
) -> None:
    """`first`: the member's roster is created by the race itself; `kept`: it exists."""
    cleaner = member(estate, "cleaner@example.com")
    work = estate.workforce
    if roster == "kept":
        work.request_leave(request(cleaner, "ANNUAL", "2027-01-04", "2027-01-05", None), cleaner)
    gate = SaveGate(monkeypatch, work, WRITERS, holding(Leave))
    # Each asks for other dates; every one of them holds 10 February.
    outcomes = at_once(
        [
            lambda n=n: work.request_leave(
                request(cleaner, "MC", f"2027-02-{10 - n:02d}", f"2027-02-{10 + n:02d}", None),
                cleaner,
            )
            for n in range(WRITERS)
        ]
    )
    assert gate.met == WRITERS
    winners = booked(outcomes)
    assert len(winners) == 1, outcomes
    assert refusals(outcomes) == [("leave-overlaps", {"leaveId": str(winners[0])})] * 5
    assert estate.settle()
    stored = estate.store.query(
        "SELECT id FROM leaves WHERE staff_id = ? AND start_date >= '2027-02-01'", (cleaner,)
    )
    assert [row["id"] for row in stored] == [str(winners[0])]


@pytest.mark.parametrize("roster", ["first", "kept"])
def test_six_clashing_schedules_at_once_assign_one(
    estate: Console, monkeypatch: pytest.MonkeyPatch, roster: str
) -> None:
    worker = member(estate, "worker@example.com")
    work = estate.workforce
    if roster == "kept":
        work.assign_schedule(
            assign(
                worker, "2027-03-01", "2027-03-31", "06:00", "07:00", ["SUN"], [], "REGULAR", None
            ),
            "t",
        )
    gate = SaveGate(monkeypatch, work, WRITERS, holding(Schedule))
    # Shifts that all cover Mondays 13:00 to 14:00 in March, each otherwise its own.
    outcomes = at_once(
        [
            lambda n=n: work.assign_schedule(
                assign(
                    worker,
                    f"2027-03-{1 + n:02d}",
                    "2027-03-31",
                    f"{8 + n:02d}:00",
                    f"{14 + n:02d}:00",
                    ["MON", ("TUE", "WED", "THU")[n % 3]],
                    [],
                    "REGULAR",
                    None,
                ),
                "t",
            )
            for n in range(WRITERS)
        ]
    )
    assert gate.met == WRITERS
    winners = booked(outcomes)
    assert len(winners) == 1, outcomes
    assert refusals(outcomes) == [("schedule-clash", {"scheduleId": str(winners[0])})] * 5
    assert estate.settle()
    assigned = estate.store.scalar(
        "SELECT COUNT(*) FROM schedules WHERE staff_id = ? AND shift_start >= '08:00'", (worker,)
    )
    assert assigned == 1


def test_bookings_that_do_not_clash_all_succeed_at_once(
    estate: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Racing on the member's roster costs the losers a second run, never their booking."""
    cleaner = member(estate, "cleaner@example.com")
    work = estate.workforce
    gate = SaveGate(monkeypatch, work, WRITERS, holding(Leave, Schedule))
    leaves = [
        lambda n=n: work.request_leave(
            request(
                cleaner, "ANNUAL", f"2027-05-{1 + 2 * n:02d}", f"2027-05-{1 + 2 * n:02d}", None
            ),
            "t",
        )
        for n in range(WRITERS // 2)
    ]
    shifts = [
        lambda n=n: work.assign_schedule(
            assign(
                cleaner,
                "2027-06-01",
                "2027-06-30",
                f"{6 + 3 * n:02d}:00",
                f"{8 + 3 * n:02d}:00",
                ["SAT"],
                [],
                "RELIEF",
                None,
            ),
            "t",
        )
        for n in range(WRITERS - len(leaves))
    ]
    outcomes = at_once([*leaves, *shifts])
    assert gate.met == WRITERS
    assert len(booked(outcomes)) == WRITERS, outcomes
    roster = work.rosters.of(cleaner)
    assert (len(roster.leaves), len(roster.shifts)) == (len(leaves), len(shifts))


def test_an_amendment_and_a_request_for_the_same_days_at_once(
    estate: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    cleaner = member(estate, "cleaner@example.com")
    work = estate.workforce
    earlier = work.request_leave(
        request(cleaner, "ANNUAL", "2027-07-01", "2027-07-02", None), cleaner
    )
    gate = SaveGate(monkeypatch, work, 2, holding(Leave))
    outcomes = at_once(
        [
            lambda: work.amend_leave(
                amend(str(earlier), "ANNUAL", "2027-07-20", "2027-07-22", None), cleaner
            ),
            lambda: work.request_leave(
                request(cleaner, "MC", "2027-07-21", "2027-07-21", None), cleaner
            ),
        ]
    )
    assert gate.met == 2
    assert len([o for o in outcomes if not isinstance(o, Exception)]) == 1, outcomes
    assert [code for code, _ in refusals(outcomes)] == ["leave-overlaps"]


def test_one_login_name_for_six_accounts_at_once(
    estate: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    accounts = estate.accounts
    gate = SaveGate(monkeypatch, accounts, WRITERS, holding(UserAccount))

    def register(n: int) -> UUID:
        login = "Twin@Example.com" if n % 2 else "twin@example.com"
        profile = {"email": "twin@example.com", "name": f"Twin {n}", "role": "admin"}
        return accounts.register_account(account("admin", login, DEMO_PASSWORD, profile), "t")

    outcomes = at_once([lambda n=n: register(n) for n in range(WRITERS)])
    assert gate.met == WRITERS
    winners = booked(outcomes)
    assert len(winners) == 1, outcomes
    # A lost race and a taken name both answer 409.
    assert all(isinstance(o, IntegrityError | Conflict) for o in outcomes if o not in winners)
    found = accounts.find_by_login_name("TWIN@example.com")
    assert found is not None and found.id == winners[0]
    assert estate.settle()
    assert estate.store.scalar("SELECT COUNT(*) FROM accounts WHERE name LIKE 'Twin %'") == 1


def test_one_company_code_for_six_companies_at_once(
    estate: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    organisation = estate.organisation
    gate = SaveGate(monkeypatch, organisation, WRITERS, holding(Company))
    outcomes = at_once(
        [
            lambda n=n: organisation.register_company(
                make.company(f"Twin {n}", "LANDLORD", "TWIN"), "t"
            )
            for n in range(WRITERS)
        ]
    )
    assert gate.met == WRITERS
    winners = booked(outcomes)
    assert len(winners) == 1, outcomes
    assert all(isinstance(o, IntegrityError | Conflict) for o in outcomes if o not in winners)
    assert estate.settle()
    rows = estate.store.query("SELECT id FROM companies WHERE code = 'TWIN'")
    assert [row["id"] for row in rows] == [str(winners[0])]


def test_two_resolutions_of_one_issue_at_once_through_the_api(
    estate: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    facility = estate.store.query_one("SELECT id FROM facilities ORDER BY id")
    assert facility is not None
    with TestClient(create_app(estate)) as client:
        signed_in = client.post(
            "/api/authn/log-in",
            json={"loginName": "admin@example.com", "password": DEMO_PASSWORD},
        )
        admin = {"Authorization": f"Bearer {signed_in.json()['accessToken']}"}
        body = {"facilityId": facility["id"], "issueType": "floor-wet"}
        opened = client.post("/api/issues", headers=admin, json=body)
        assert opened.status_code == 201, opened.text
        issue_id = opened.json()["id"]
        gate = SaveGate(
            monkeypatch,
            estate.issues,
            2,
            lambda objs: any(isinstance(o, Issue) and str(o.id) == issue_id for o in objs),
        )
        path = f"/api/issues/{issue_id}/status"
        replies = at_once(
            [
                lambda: client.put(path, headers=admin, json={"issuesStatus": "RESOLVED"})
                for _ in range(2)
            ]
        )
    assert gate.met == 2
    assert sorted(reply.status_code for reply in replies) == [204, 409]
    refused = next(reply for reply in replies if reply.status_code == 409).json()
    assert refused["code"] == "record-changed"
    assert set(refused) == {"message", "code", "params", "violations"}
    resolved = [
        e for e in estate.issues.events_of(issue_id, "issue") if type(e).__name__ == "Resolved"
    ]
    assert len(resolved) == 1
