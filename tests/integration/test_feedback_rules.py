"""Visitors' feedback at work: enough presses naming a condition open its issue once, a
condition that clears resolves its issue by the system, and every press is a feedback row."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from application.feedback import record_visit
from domain.commands.organisation import FloorSpec
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.messages import decode_message
from tests import commands as make
from tests.sensors import register_landlord, register_sensor

START = datetime.now(UTC) - timedelta(hours=2)


def _facility(console: Console) -> tuple[str, str]:
    landlord = register_landlord(console)
    building = str(
        console.organisation.register_building(
            make.building("Tower", "1 Road", "123", landlord), "t"
        )
    )
    [floor] = console.organisation.arrange_floors(make.floors(building, [FloorSpec("L1", 1)]), "t")
    facility = str(
        console.organisation.add_facility(make.facility(str(floor), "Ladies", "L1F", "female"), "t")
    )
    return landlord, facility


def _send(console: Console, identifier: str, seq: int, readings: dict[str, Any]) -> None:
    raw = msgspec.json.encode(
        {
            "device": identifier,
            "time": (START + timedelta(minutes=seq)).isoformat(),
            "seq": seq,
            "readings": readings,
        }
    )
    outcomes = console.readings.take([decode_message(raw)], "t", console.device_of)
    assert outcomes[0].status == "accepted", outcomes


def _issues(console: Console, facility: str) -> list[dict[str, Any]]:
    return [
        dict(row)
        for row in console.store.query(
            "SELECT issue_type, device_id, status, resolution, resolved_by, cleared_at,"
            " measured_at, created_at FROM issues WHERE facility_id = ? ORDER BY created_at",
            (facility,),
        )
    ]


PANEL = "id:6:00000000FB01"
PAPER = "id:6:00000000AB01"


def test_three_visitors_naming_no_paper_open_one_issue_that_a_refill_resolves(
    settings: Settings,
) -> None:
    console = build_console(settings, follow=False)
    landlord, facility = _facility(console)
    register_sensor(console, landlord, PANEL, "feedback-panel", facility)
    paper = register_sensor(console, landlord, PAPER, "toilet-paper", facility)
    console.followers.run_once()
    _send(console, PAPER, 1, {"range": 40.0})  # 80 % left: the sensor sees nothing wrong
    _send(console, PANEL, 2, {"rating": 4, "areas": ["no-toilet-paper"]})
    _send(console, PANEL, 3, {"rating": 5, "areas": ["no-toilet-paper", "faulty-light"]})
    console.followers.run_once()
    assert _issues(console, facility) == []
    record_visit(console.readings, facility, 5, ["no-toilet-paper"], START + timedelta(minutes=4))
    console.followers.run_once()
    [issue] = _issues(console, facility)
    assert (issue["issue_type"], issue["device_id"], issue["status"]) == (
        "paper-level-low",
        paper,
        "OPENED",
    )
    assert issue["measured_at"].startswith((START + timedelta(minutes=4)).isoformat()[:16])
    # More presses while it is open raise nothing new (rated average: a run of poor
    # ratings would raise a general issue of its own).
    for seq in (5, 6, 7):
        _send(console, PANEL, seq, {"rating": 3, "areas": ["no-toilet-paper"]})
    console.followers.run_once()
    assert len(_issues(console, facility)) == 1
    # The sensor sees paper run out and then refilled: the condition clears, the issue closes.
    _send(console, PAPER, 8, {"range": 115.0})
    _send(console, PAPER, 9, {"range": 30.0})
    console.followers.run_once()
    [issue] = _issues(console, facility)
    assert (issue["status"], issue["resolution"], issue["resolved_by"]) == (
        "RESOLVED",
        "SYSTEM",
        "rules",
    )
    assert issue["cleared_at"].startswith((START + timedelta(minutes=9)).isoformat()[:16])
    # Every press is a feedback row, the QR page's among them.
    rows = console.store.query("SELECT source, rating, areas FROM feedback ORDER BY at")
    assert [r["source"] for r in rows] == ["panel", "panel", "qr", "panel", "panel", "panel"]
    assert rows[1]["areas"] == "no-toilet-paper,faulty-light"
    console.close()


def test_an_issue_type_that_does_not_resolve_itself_stays_open(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    landlord, facility = _facility(console)
    register_sensor(console, landlord, PAPER, "toilet-paper", facility)
    console.issues.configure_type("paper-level-low", 45, False, "admin")
    console.followers.run_once()
    _send(console, PAPER, 1, {"range": 115.0})  # low
    _send(console, PAPER, 2, {"range": 30.0})  # refilled
    console.followers.run_once()
    [issue] = _issues(console, facility)
    assert issue["status"] == "OPENED"
    settings_row = console.store.query_one(
        "SELECT target_minutes, auto_resolve FROM issue_type_settings WHERE issue_type = ?",
        ("paper-level-low",),
    )
    assert settings_row is not None
    assert (settings_row["target_minutes"], settings_row["auto_resolve"]) == (45, 0)
    console.close()


def test_a_facility_without_a_device_for_the_area_gets_its_own_issue(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    _, facility = _facility(console)
    console.organisation.set_feedback_settings(facility, 2, 10, "admin")
    console.followers.run_once()
    moment = START
    for _ in range(2):
        moment += timedelta(minutes=1)
        record_visit(console.readings, facility, 3, ["dirty-basin"], moment)
    console.followers.run_once()
    [issue] = _issues(console, facility)
    assert (issue["issue_type"], issue["device_id"]) == ("general-issue", None)
    reading = console.store.scalar("SELECT reading FROM issues WHERE facility_id = ?", (facility,))
    assert '"area": "dirty-basin"' in reading
    # A resolution frees it: two more visitors open the next one.
    issue_id = console.store.scalar("SELECT id FROM issues WHERE facility_id = ?", (facility,))
    console.issues.resolve(issue_id, "cleaner")
    for _ in range(2):
        moment += timedelta(minutes=1)
        record_visit(console.readings, facility, 3, ["dirty-basin"], moment)
    console.followers.run_once()
    assert [i["status"] for i in _issues(console, facility)] == ["RESOLVED", "OPENED"]
    console.close()
