"""Workforce events stored by earlier versions stay readable.

`tests/fixtures/stored_workforce_events_2026_11.json` holds schedules, leaves, stock and
rosters exactly as the console stored them in November 2026, before its commands were
values of their own (topics and states byte for byte): assigned, changed and deleted
schedules; leaves requested, amended, approved, rejected, withdrawn and deleted; an item
registered, edited with a stock count, moved and another deleted. Today's code must rebuild
the same records, project the same rows and carry on from them.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import StoredEvent

from domain.commands.leave import AmendLeave
from domain.commands.schedule import ChangeSchedule
from domain.errors import Conflict, NotFound
from domain.inventory import STOCK_COUNT, InventoryItem
from domain.leave import Leave, LeaveStatus
from domain.roster import Roster
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests.commands import move

FIXTURE = Path(__file__).parent.parent / "fixtures" / "stored_workforce_events_2026_11.json"
CLEANER = "11111111-1111-4111-8111-111111111111"
SUPERVISOR = "22222222-2222-4222-8222-222222222222"
FACILITY = "66666666-6666-4666-8666-666666666666"


def _rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(FIXTURE.read_text())["workforce"]
    return rows


def _ids(topic_suffix: str) -> list[str]:
    """The originators of the events of that topic, in the order they were stored."""
    return [str(r["originator_id"]) for r in _rows() if r["topic"].endswith(topic_suffix)]


@pytest.fixture
def loaded(settings: Settings) -> Iterator[Console]:
    console = build_console(settings, follow=False)
    console.workforce.recorder.insert_events(
        [
            StoredEvent(
                originator_id=uuid.UUID(row["originator_id"]),
                originator_version=row["originator_version"],
                topic=row["topic"],
                state=row["state"].encode(),
            )
            for row in _rows()
        ]
    )
    console.followers.run_once()
    yield console
    console.close()


def test_every_stored_workforce_event_decodes(loaded: Console) -> None:
    work = loaded.workforce
    notifications = work.recorder.select_notifications(1, 10_000)
    assert len(notifications) == len(_rows())
    for notification in notifications:
        event = work.mapper.to_domain_event(notification)
        assert str(event.originator_id) == str(notification.originator_id)


def test_schedules_rebuild_as_they_were(loaded: Console) -> None:
    work = loaded.workforce
    kept, gone = _ids("Schedule.Assigned")
    schedule = work.get_schedule(kept)
    assert (schedule.staff_id, schedule.assigned_by, schedule.modified_by) == (
        CLEANER,
        SUPERVISOR,
        SUPERVISOR,
    )
    terms = (schedule.start_date, schedule.end_date, schedule.shift_start, schedule.shift_end)
    assert terms == ("2026-12-01", "2027-01-31", "22:00", "06:00")
    assert (schedule.weekdays, schedule.facility_ids) == (["MON", "FRI"], [FACILITY])
    assert (schedule.type, schedule.remarks, schedule.version) == ("OVERTIME", "", 2)
    with pytest.raises(NotFound):
        work.get_schedule(gone)
    roster: Roster = work.repository.get(Roster.create_id(CLEANER))
    assert set(roster.shifts) == {kept}

    # Carries on: a change through today's command.
    change = ChangeSchedule(
        schedule_id=kept,
        start_date="2026-12-01",
        end_date="2027-01-31",
        shift_start="21:00",
        shift_end="05:00",
        weekdays=["SUN"],
        type="REGULAR",
        remarks=" Later ",
    )
    schedule.change(change, SUPERVISOR)
    work.save(schedule)
    again = work.get_schedule(kept)
    assert (again.shift_start, again.weekdays, again.remarks, again.version) == (
        "21:00",
        ["SUN"],
        "Later",
        3,
    )


def test_leaves_rebuild_in_every_state(loaded: Console) -> None:
    work = loaded.workforce
    approved, rejected, withdrawn, deleted, pending = _ids("Leave.Requested")
    leave = work.get_leave(approved)
    assert (leave.type, leave.start_date, leave.end_date) == ("ANNUAL", "2027-02-01", "2027-02-05")
    assert (leave.remarks, leave.requested_by, leave.status) == (
        "Longer trip",
        CLEANER,
        LeaveStatus.APPROVED,
    )
    assert (leave.decided_by, leave.decision_remarks) == (SUPERVISOR, "Enjoy")
    assert leave.decided_at is not None and leave.number_of_days == 5
    assert work.get_leave(rejected).status is LeaveStatus.REJECTED
    assert work.get_leave(withdrawn).status is LeaveStatus.WITHDRAWN
    with pytest.raises(NotFound):
        work.get_leave(deleted)
    roster: Roster = work.repository.get(Roster.create_id(CLEANER))
    assert set(roster.leaves) == {approved, pending}

    # Carries on: the pending one is amended, then decided; a decided one stays decided.
    still = work.get_leave(pending)
    amend = AmendLeave(leave_id=pending, type="MC", start_date="2027-02-15", end_date="2027-02-16")
    still.amend(amend, CLEANER)
    work.save(still)
    work.set_leave_status(pending, "APPROVED", None, SUPERVISOR)
    assert work.get_leave(pending).status is LeaveStatus.APPROVED
    with pytest.raises(Conflict):
        work.set_leave_status(rejected, "APPROVED", None, SUPERVISOR)
    assert isinstance(work.get_leave(pending), Leave)


def test_stock_rebuilds_from_its_movements(loaded: Console) -> None:
    work = loaded.workforce
    soap, paper = _ids("InventoryItem.Registered")
    item = work.get_item(soap)
    assert (item.item_name, item.quantity, item.low_stock_level) == ("Hand soap", 8, 3)
    assert (item.supervisor_id, item.project_id) == (None, "55555555-5555-4555-8555-555555555555")
    assert item.company_id == "33333333-3333-4333-8333-333333333333"
    with pytest.raises(NotFound):
        work.get_item(paper)
    events = [
        e
        for e in work.repository.event_store.get(uuid.UUID(soap))
        if isinstance(e, InventoryItem.Moved)
    ]
    assert [(e.change, e.reason, e.quantity) for e in events] == [
        (2, STOCK_COUNT, 12),
        (-9, "used", 3),
        (5, "delivery", 8),
    ]
    with pytest.raises(Conflict):
        work.move_stock(move(soap, -9, "used"), SUPERVISOR)
    assert work.move_stock(move(soap, -8, "used"), SUPERVISOR).quantity == 0


def test_read_tables_show_the_stored_workforce(loaded: Console) -> None:
    store = loaded.store
    [row] = store.query("SELECT * FROM schedules")
    assert (row["shift_start"], row["shift_end"], row["weekdays"], row["type"]) == (
        "22:00",
        "06:00",
        "MON,FRI",
        "OVERTIME",
    )
    statuses = {r["status"] for r in store.query("SELECT status FROM leaves")}
    assert statuses == {"APPROVED", "REJECTED", "WITHDRAWN", "PENDING"}
    [stock] = store.query("SELECT id, item_name, quantity FROM inventory")
    assert (stock["item_name"], int(stock["quantity"])) == ("Hand soap", 8)
    moved = store.query(
        "SELECT change FROM inventory_movements WHERE item_id = ? ORDER BY version", (stock["id"],)
    )
    assert [int(m["change"]) for m in moved] == [2, -9, 5]
