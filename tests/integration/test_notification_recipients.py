"""Who hears of what, on the demo estate and both back ends: every kind of notification
reaches the roles the recipients policy names, through the processes that write them, and
a restart of those processes sends none of them twice."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from itertools import count
from typing import Any

import pytest

from demo.estate import seed_demo, seed_demo_sensors
from domain.dead_letters import PILING_UP
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.commands import assign_task, move, register, report_issue, request

_seq = count(1)


@pytest.fixture
def estate(console: Console) -> Console:
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    assert console.settle(timeout=30)
    return console


def account(console: Console, login: str) -> str:
    found = console.store.scalar("SELECT id FROM accounts WHERE login_name = ?", (login,))
    assert found is not None, login
    return str(found)


def told(console: Console, **where: str) -> dict[str, set[str]]:
    """The login names each kind of notification went to, among those matching `where`."""
    clauses = " AND ".join(f"n.{column} = ?" for column in where) or "1 = 1"
    rows = console.store.query(
        "SELECT n.type, a.login_name FROM notifications n"
        f" JOIN accounts a ON a.id = n.recipient_id WHERE {clauses}",
        tuple(where.values()),
    )
    found: dict[str, set[str]] = {}
    for row in rows:
        found.setdefault(row["type"], set()).add(row["login_name"])
    return found


def device(console: Console, kind: str, where: str, value: str) -> tuple[str, str]:
    """A demo device (id, identifier) of the kind, in the facility of that code or on the
    building of that name."""
    row = console.store.query_one(
        "SELECT d.id, d.identifier FROM devices d"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        " JOIN buildings b ON b.id = COALESCE(f.building_id, d.building_id)"
        f" WHERE d.kind = ? AND {where} = ? ORDER BY f.code, d.id",
        (kind, value),
    )
    assert row is not None, (kind, value)
    return row["id"], row["identifier"]


def send(console: Console, identifier: str, **readings: float) -> None:
    body = {
        "device": identifier,
        "time": (datetime.now(UTC) - timedelta(minutes=5)).isoformat(),
        "seq": next(_seq),
        "readings": readings,
    }
    outcomes = console.intake.take([json.dumps(body).encode()], "test")
    assert outcomes[0].status == "accepted", outcomes
    caught_up(console)


def caught_up(console: Console) -> None:
    """Every follower has applied every log, the sensors' included (a command's settle
    leaves their backlog out), and the read tables show it."""
    assert console.followers.wait(30, applications=list(console.followers.logs))
    assert console.settle(timeout=30)


def opened(console: Console, device_id: str) -> dict[str, str]:
    """The device's open issues: type → id."""
    rows = console.store.query(
        "SELECT id, issue_type FROM issues WHERE device_id = ? AND status = 'OPENED'",
        (device_id,),
    )
    return {row["issue_type"]: row["id"] for row in rows}


SPARKLE_MANAGERS = {"cc-manager@example.com", "cc-admin@example.com"}
HARBOUR_MANAGERS = {"landlord@example.com", "ll-admin@example.com"}


def test_the_rules_tell_the_staff_supervisors_managers_and_for_its_kinds_the_landlord(
    estate: Console,
) -> None:
    paper, identifier = device(estate, "toilet-paper", "f.code", "HA-Ground-F")
    send(estate, identifier, range=118.0, batteryVoltage=2.4)  # nearly empty, battery flat
    issues = opened(estate, paper)
    assert set(issues) == {"paper-level-low", "battery"}
    tower_staff = {"cleaner@example.com", "supervisor@example.com"}
    # Paper is the cleaning company's daily work; a flat battery is the landlord's sensor.
    assert told(estate, issue_id=issues["paper-level-low"]) == {
        "issue-opened": tower_staff | SPARKLE_MANAGERS
    }
    assert told(estate, issue_id=issues["battery"]) == {
        "issue-opened": tower_staff | SPARKLE_MANAGERS | HARBOUR_MANAGERS
    }

    # A worker assigned to a toilet hears of its issues, with its other staff.
    mall_paper, mall_identifier = device(estate, "toilet-paper", "b.name", "Marina Mall")
    send(estate, mall_identifier, range=118.0)
    (mall_issue,) = opened(estate, mall_paper).values()
    assert told(estate, issue_id=mall_issue) == {
        "issue-opened": {"worker@example.com", "cleaner3@example.com", "supervisor@example.com"}
        | SPARKLE_MANAGERS
    }

    # A main meter stands on its building, in no toilet: the building's managers hear.
    meter, meter_identifier = device(estate, "main-water-meter", "b.name", "Harbourfront Tower")
    send(estate, meter_identifier, batteryVoltage=2.4)
    assert told(estate, issue_id=opened(estate, meter)["battery"]) == {
        "issue-opened": SPARKLE_MANAGERS | HARBOUR_MANAGERS
    }

    # A person's resolution: everyone who heard of it, but the one who resolved it.
    cleaner = account(estate, "cleaner@example.com")
    estate.issues.resolve(issues["battery"], cleaner, place="Ladies Ground, Harbourfront Tower")
    assert estate.settle()
    assert told(estate, issue_id=issues["battery"])["issue-resolved"] == (
        {"supervisor@example.com"} | SPARKLE_MANAGERS | HARBOUR_MANAGERS
    )


def test_a_person_opening_an_issue_tells_the_same_people_but_not_themselves(
    estate: Console,
) -> None:
    facility = estate.store.query_one(
        "SELECT id, building_id FROM facilities WHERE code = 'HA-Ground-M'"
    )
    assert facility is not None
    landlord = account(estate, "landlord@example.com")
    leak = estate.issues.open_manual(
        report_issue(facility["id"], facility["building_id"], "leak", None), landlord
    )
    odour = estate.issues.open_manual(
        report_issue(facility["id"], facility["building_id"], "odour", None),
        account(estate, "supervisor@example.com"),
    )
    assert estate.settle()
    staff = {"cleaner@example.com", "supervisor@example.com"}
    assert told(estate, issue_id=str(leak)) == {
        "issue-opened": staff | SPARKLE_MANAGERS | {"ll-admin@example.com"}
    }
    assert told(estate, issue_id=str(odour)) == {
        "issue-opened": {"cleaner@example.com"} | SPARKLE_MANAGERS
    }


def test_tasks_leaves_and_stock_reach_the_member_their_supervisor_and_managers(
    estate: Console,
) -> None:
    cleaner, worker = account(estate, "cleaner@example.com"), account(estate, "worker@example.com")
    supervisor = account(estate, "supervisor@example.com")
    manager = account(estate, "cc-manager@example.com")
    facility = estate.store.query_one(
        "SELECT id, building_id FROM facilities WHERE code = 'HA-Ground-F'"
    )
    assert facility is not None
    issue = estate.issues.open_manual(
        report_issue(facility["id"], facility["building_id"], "odour", None), cleaner
    )
    task = estate.issues.create_task(
        assign_task(issue, "Air it", "cleaning", "worker", worker, None), manager
    )
    # Taking work on oneself still puts it on one's list.
    own = estate.issues.create_task(
        assign_task(issue, "Mop", "cleaning", "supervisor", supervisor, None), supervisor
    )
    leave = estate.workforce.request_leave(
        request(cleaner, "ANNUAL", "2031-03-03", "2031-03-05", None), cleaner
    )
    assert estate.settle()
    estate.workforce.set_leave_status(str(leave), "APPROVED", None, manager)
    building = facility["building_id"]
    company = estate.store.scalar("SELECT company_id FROM accounts WHERE id = ?", (manager,))
    item = estate.workforce.register_item(
        register("Soap", 10, building, supervisor, None, company, 4), "t"
    )
    estate.workforce.move_stock(move(str(item), -6, "used"), supervisor)
    assert estate.settle()

    assert told(estate, task_id=str(task)) == {
        "task-assigned": {"worker@example.com", "supervisor@example.com"}
    }
    assert told(estate, task_id=str(own)) == {"task-assigned": {"supervisor@example.com"}}
    by_kind = told(estate)
    assert by_kind["leave-requested"] == {"supervisor@example.com"} | SPARKLE_MANAGERS
    # The manager who decided it is not told; the applicant and their supervisor are.
    assert by_kind["leave-decided"] == {"cleaner@example.com", "supervisor@example.com"}
    # The keeper is reminded even of the stock they took themselves.
    assert by_kind["low-stock"] == {"supervisor@example.com"} | SPARKLE_MANAGERS

    texts = {
        (r["type"], r["login_name"]): (r["information"], json.loads(r["fields"]))
        for r in estate.store.query(
            "SELECT n.type, n.information, n.fields, a.login_name FROM notifications n"
            " JOIN accounts a ON a.id = n.recipient_id WHERE n.type IN (?, ?, ?)",
            ("leave-requested", "leave-decided", "task-assigned"),
        )
    }
    asked = texts["leave-requested", "cc-admin@example.com"]
    assert asked[0] == "Charlie Cleaner asks for annual leave (2031-03-03 to 2031-03-05)"
    assert asked[1]["staffName"] == "Charlie Cleaner" and asked[1]["type"] == "ANNUAL"
    assert texts["leave-decided", "cleaner@example.com"][0].startswith("Your annual leave")
    theirs = texts["leave-decided", "supervisor@example.com"]
    assert theirs[0].startswith("Charlie Cleaner's annual leave")
    assert theirs[1]["staffName"] == "Charlie Cleaner" and theirs[1]["status"] == "APPROVED"
    assert "staffName" not in texts["task-assigned", "worker@example.com"][1]


def test_dead_letters_piling_up_are_told_to_the_administrators_once(estate: Console) -> None:
    def reject(times: int) -> None:
        bodies = [
            json.dumps(
                {
                    "device": "id:6:FFFFFFFFFFFF",  # no such device: each is a dead letter
                    "time": datetime.now(UTC).isoformat(),
                    "seq": next(_seq),
                    "readings": {"range": 1.0},
                }
            ).encode()
            for _ in range(times)
        ]
        assert {o.status for o in estate.intake.take(bodies, "test")} == {"rejected"}
        caught_up(estate)

    reject(PILING_UP - 1)
    assert "dead-letters" not in told(estate)
    # Twice the pile: told once, in whichever hour it was reached.
    reject(PILING_UP + 1)
    assert told(estate) == {"dead-letters": {"admin@example.com"}}
    rows = estate.store.query("SELECT information, fields FROM notifications")
    assert len(rows) == 1
    assert json.loads(rows[0]["fields"])["count"] == str(PILING_UP)


def test_a_restart_of_the_processes_sends_nothing_twice(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    seed_demo(console.organisation, console.accounts)
    console.followers.run_once()
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    console.followers.run_once()
    cleaner = account(console, "cleaner@example.com")
    _, identifier = device(console, "toilet-paper", "f.code", "HA-Ground-F")
    body = {
        "device": identifier,
        "time": (datetime.now(UTC) - timedelta(minutes=5)).isoformat(),
        "seq": 1,
        "readings": {"range": 118.0, "batteryVoltage": 2.4},
    }
    rejected = {**body, "device": "id:6:FFFFFFFFFFFF"}
    console.intake.take(
        [json.dumps(body).encode()]
        + [json.dumps({**rejected, "seq": n}).encode() for n in range(2 * PILING_UP)],
        "test",
    )
    leave = console.workforce.request_leave(
        request(cleaner, "MC", "2031-04-07", "2031-04-08", None), cleaner
    )
    console.followers.run_once()
    console.workforce.set_leave_status(
        str(leave), "APPROVED", None, account(console, "supervisor@example.com")
    )
    console.followers.run_once()
    sent = sorted_notices(console)
    kinds = {row["type"] for row in sent}
    assert kinds == {"issue-opened", "dead-letters", "leave-requested", "leave-decided"}
    console.close()

    again = build_console(settings, follow=False)
    try:
        again.followers.run_once()
        # As if each process had died after its commit and before knowing it: the same
        # stretch of its log offered again from the start is refused by its tracking.
        for process in again.processes:
            if "issues" not in process.writes:
                continue
            for upstream in process.upstream:
                app = again.followers.logs[upstream]
                events, last = app.read_log(1, 100_000)
                process.follow(upstream, events, last, 0)
        again.followers.run_once()
        assert sorted_notices(again) == sent
        # The pile's count was kept: more of the same trouble is no news.
        again.intake.take(
            [json.dumps({**rejected, "seq": n}).encode() for n in range(100, 100 + PILING_UP)],
            "test",
        )
        again.followers.run_once()
        assert sorted_notices(again) == sent
    finally:
        again.close()


def sorted_notices(console: Console) -> list[dict[str, Any]]:
    return console.store.query(
        "SELECT id, recipient_id, type, fields FROM notifications ORDER BY recipient_id, type, id"
    )
