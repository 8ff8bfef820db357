"""Events happen when they say: a past entered after the fact (the demo's) at its own times,
everything live at the wall clock."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import msgspec

from application.history import history
from demo.estate import seed_demo
from demo.history import fortnight_start
from demo.workforce import seed_demo_workforce
from domain.clock import HISTORY_SOURCE
from domain.issue import Issue, OpenIssueIndex
from domain.roster import Roster
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.messages import decode_message
from tests.sensors import register_landlord, register_sensor


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def _send(console: Console, identifier: str, seq: int, range_mm: float, at: datetime, source: str):
    raw = msgspec.json.encode(
        {
            "device": identifier,
            "time": at.isoformat(),
            "seq": seq,
            "readings": {"range": range_mm, "batteryVoltage": 3.6},
        }
    )
    outcomes = console.readings.take([decode_message(raw)], source, console.device_of)
    assert outcomes[0].status == "accepted"
    console.followers.run_once()


def test_the_rules_answer_a_reading_entered_as_history_when_it_was_measured(
    settings: Settings,
) -> None:
    console = build_console(settings, follow=False)
    identifier = "id:6:00000000AC01"
    device_id = register_sensor(console, register_landlord(console), identifier)
    console.followers.run_once()
    low, refilled = datetime.now(UTC) - timedelta(hours=3), datetime.now(UTC) - timedelta(hours=2)
    _send(console, identifier, 1, 115.0, low, HISTORY_SOURCE)  # 5 % left: raised
    _send(console, identifier, 2, 20.0, refilled, HISTORY_SOURCE)  # refilled: cleared

    row = console.store.query_one("SELECT * FROM issues WHERE device_id = ?", (device_id,))
    assert row is not None and row["resolution"] == "SYSTEM"
    assert _at(row["created_at"]) == _at(row["measured_at"]) == low
    assert _at(row["resolved_at"]) == refilled
    events = console.issues.events_of(row["id"], "issue")
    assert [(type(e), e.timestamp) for e in events] == [
        (Issue.Opened, low),
        (Issue.Resolved, refilled),
    ]
    index = console.issues.events_of(str(OpenIssueIndex.id_for(device_id, "paper-level-low")), "x")
    assert [e.timestamp for e in index] == [low, refilled]

    # A live reading measured an hour ago: the rules raise its issue now, when they see it.
    measured = datetime.now(UTC) - timedelta(hours=1)
    before = datetime.now(UTC)
    _send(console, identifier, 3, 116.0, measured, "http:gateway")
    after = datetime.now(UTC)
    live = console.store.query_one(
        "SELECT created_at, measured_at FROM issues WHERE device_id = ? AND status = 'OPENED'",
        (device_id,),
    )
    assert live is not None and _at(live["measured_at"]) == measured
    assert before <= _at(live["created_at"]) <= after
    console.close()


def _fields(row: dict[str, object]) -> dict[str, str]:
    return json.loads(str(row["fields"]))


def test_the_demo_workforce_happened_in_its_fortnight(console: Console) -> None:
    seed_demo(console.organisation, console.accounts)
    console.settle(timeout=30)
    now = datetime.now(UTC)
    since = fortnight_start(now)
    assert seed_demo_workforce(
        console.workforce, console.accounts, console.organisation, now.date(), now
    )
    console.settle(timeout=30)
    store = console.store

    def within(text: str | None) -> datetime:
        assert text is not None
        moment = _at(text)
        assert since <= moment <= now, text
        return moment

    for row in store.query("SELECT assigned_at FROM schedules"):
        within(row["assigned_at"])
    leaves = {r["id"]: r for r in store.query("SELECT * FROM leaves")}
    assert {r["status"] for r in leaves.values()} >= {"APPROVED", "REJECTED", "WITHDRAWN"}
    for row in leaves.values():
        asked = within(row["received_at"])
        if row["decided_at"] is not None:
            assert asked < within(row["decided_at"])
    items = {r["id"]: within(r["created_at"]) for r in store.query("SELECT * FROM inventory")}
    movements = store.query("SELECT * FROM inventory_movements")
    assert movements
    for row in movements:
        assert items[row["item_id"]] < within(row["at"])

    # Each notice is of the time of what it tells.
    notices = store.query(
        "SELECT type, created_at, fields FROM notifications"
        " WHERE type IN ('leave-requested', 'leave-decided', 'low-stock')"
    )
    assert {n["type"] for n in notices} >= {"leave-decided", "low-stock"}
    for notice in notices:
        fields = _fields(notice)
        if notice["type"] == "low-stock":
            said = [
                m["at"]
                for m in movements
                if m["item_id"] == fields["inventoryId"]
                and str(m["quantity_after"]) == fields["quantity"]
            ]
        else:
            leave = leaves[fields["leaveId"]]
            said = [leave["decided_at" if notice["type"] == "leave-decided" else "received_at"]]
        assert [_at(notice["created_at"])] == [_at(s) for s in said], notice

    # Each member's roster moves forward in time.
    for staff_id in {r["staff_id"] for r in leaves.values()}:
        times = [
            e.time
            for e in history(console.workforce, Roster, str(Roster.create_id(staff_id)), "roster")
        ]
        assert times == sorted(times)

    # A live decision is the wall clock's, and so is its notice.
    pending = next(r for r in leaves.values() if r["status"] == "PENDING")
    supervisor = store.scalar("SELECT id FROM accounts WHERE login_name = 'supervisor@example.com'")
    before = datetime.now(UTC)
    console.workforce.set_leave_status(pending["id"], "APPROVED", None, str(supervisor))
    after = datetime.now(UTC)
    console.settle(timeout=30)
    decided = store.scalar("SELECT decided_at FROM leaves WHERE id = ?", (pending["id"],))
    assert before <= _at(str(decided)) <= after
    told = [
        n
        for n in store.query(
            "SELECT created_at, fields FROM notifications WHERE type = 'leave-decided'"
        )
        if _fields(n)["leaveId"] == pending["id"]
    ]
    assert told and all(_at(n["created_at"]) == _at(str(decided)) for n in told)
