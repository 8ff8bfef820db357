"""The rules at work: conditions raise one issue each, across batches and restarts."""

from __future__ import annotations

import uuid
from collections.abc import Collection
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
import pytest

from domain.issue import OpenIssueIndex
from domain.watch import DeviceWatch
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.messages import decode_message
from tests.commands import report_issue
from tests.sensors import register_landlord, register_sensor

START = datetime.now(UTC) - timedelta(hours=24)


def _sensor(
    console: Console, identifier: str = "id:6:00000000AB01", kind: str = "toilet-paper"
) -> tuple[str, str]:
    landlord = console.store.scalar("SELECT id FROM companies") or register_landlord(console)
    device_id = register_sensor(console, landlord, identifier, kind)
    console.followers.run_once()
    return identifier, device_id


def _send(
    console: Console,
    identifier: str,
    seq: int,
    range_mm: float,
    minutes: int = 1,
    start: datetime = START,
) -> None:
    raw = msgspec.json.encode(
        {
            "device": identifier,
            "time": (start + timedelta(minutes=seq * minutes)).isoformat(),
            "seq": seq,
            "readings": {"range": range_mm, "batteryVoltage": 3.6},
        }
    )
    outcomes = console.readings.take([decode_message(raw)], "t", console.device_of)
    assert outcomes[0].status == "accepted"


def _issues(console: Console, device_id: str) -> list[dict[str, object]]:
    return console.store.query(
        "SELECT issue_type, status FROM issues WHERE device_id = ? ORDER BY created_at",
        (device_id,),
    )


def test_a_condition_raises_one_issue_across_batches_and_restarts(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    identifier, device_id = _sensor(console)
    _send(console, identifier, 1, 40.0)  # 80 % left: fine
    console.followers.run_once()
    assert _issues(console, device_id) == []
    _send(console, identifier, 2, 115.0)  # 5 % left: low
    console.followers.run_once()
    assert _issues(console, device_id) == [{"issue_type": "paper-level-low", "status": "OPENED"}]
    console.close()

    again = build_console(settings, follow=False)  # a restart: the watch is read back
    _send(again, identifier, 3, 116.0)  # still low: nothing new
    again.followers.run_once()
    assert len(_issues(again, device_id)) == 1
    issue_id = again.store.scalar("SELECT id FROM issues WHERE device_id = ?", (device_id,))
    again.issues.resolve(issue_id, actor="cleaner")
    _send(again, identifier, 4, 20.0)  # refilled: the condition clears
    _send(again, identifier, 5, 117.0)  # and begins again: a new issue
    again.followers.run_once()
    assert [i["status"] for i in _issues(again, device_id)] == ["RESOLVED", "OPENED"]
    again.close()


def test_device_watches_are_snapshotted(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    identifier, device_id = _sensor(console)
    start = datetime.now(UTC) - timedelta(hours=6 * 61)
    for seq in range(1, 61):
        # Readings six hours apart: each batch saves the device's watch.
        _send(console, identifier, seq, 30.0 + seq / 10, minutes=360, start=start)
        console.followers.run_once()
    watch_id = DeviceWatch.create_id(device_id)
    assert console.issues.snapshots is not None
    snapshots = list(console.issues.snapshots.get(watch_id))
    assert snapshots, "a long-reporting device is loaded from a snapshot"
    assert snapshots[-1].originator_version >= 50
    console.close()


def test_a_person_opening_the_same_issue_meanwhile_makes_the_rules_look_again(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    console = build_console(settings, follow=False)
    identifier, device_id = _sensor(console)
    other_identifier, other = _sensor(console, "id:6:00000000AB02")
    _send(console, identifier, 1, 115.0)  # low: the rules will raise it
    _send(console, other_identifier, 1, 115.0)  # and this one, in the same batch
    read_indexes = console.issues.get_many
    index_id = OpenIssueIndex.id_for(device_id, "paper-level-low")
    manual: list[object] = []

    def get_many_then_a_person_reports_it(ids: Collection[uuid.UUID]) -> dict[uuid.UUID, Any]:
        found = read_indexes(ids)
        if index_id in ids and not manual:
            # Between the rules reading the index and saving their claim on it; the person's
            # command reads indexes the ordinary way.
            monkeypatch.setattr(console.issues, "get_many", read_indexes)
            manual.append(
                console.issues.open_manual(
                    report_issue("f1", "b1", "paper-level-low", device_id), "p", []
                )
            )
        return found

    monkeypatch.setattr(console.issues, "get_many", get_many_then_a_person_reports_it)
    console.followers.run_once()

    # The person's issue stands alone; the batch was evaluated again, not dropped.
    rows = console.store.query("SELECT id, source FROM issues WHERE device_id = ?", (device_id,))
    assert rows == [{"id": str(manual[0]), "source": "manual"}]
    rows = console.store.query("SELECT source FROM issues WHERE device_id = ?", (other,))
    assert rows == [{"source": "rule"}]
    assert (
        console.issues.tracked_position("readings")
        == console.readings.recorder.max_notification_id()
    )
    console.close()


@pytest.mark.parametrize(("time_zone", "leak"), [("Asia/Singapore", True), ("UTC", False)])
def test_quiet_hours_are_hours_of_the_estate_time_zone(
    settings: Settings, time_zone: str, leak: bool
) -> None:
    # Water runs from 23:00 to 06:30 in Singapore (15:00 to 22:30 UTC): all through the
    # quiet hours (00:00 to 05:00) there, none of which fall in that stretch in UTC.
    console = build_console(replace(settings, time_zone=time_zone), follow=False)
    _, meter = _sensor(console, "id:6:00000000AB0C", kind="water-meter")
    start = (datetime.now(UTC) - timedelta(days=2)).replace(hour=15, minute=0, second=0)
    for seq in range(46):
        raw = msgspec.json.encode(
            {
                "device": "id:6:00000000AB0C",
                "time": (start + timedelta(minutes=10 * seq)).isoformat(),
                "seq": seq,
                "readings": {"waterMeter": 100.0 + 2 * seq},
            }
        )
        console.readings.take([decode_message(raw)], "t", console.device_of)
    console.followers.run_once()
    raised = {row["issue_type"] for row in _issues(console, meter)}
    assert ("leak-flow" in raised) is leak
    console.close()


def test_a_batch_is_evaluated_in_the_order_its_readings_were_measured(
    settings: Settings,
) -> None:
    console = build_console(settings, follow=False)
    identifier, panel = _sensor(console, "id:6:00000000AB0F", kind="feedback-panel")
    # Measured: excellent, then three very poor ratings in a row; sent in another order.
    measured = {7: 1, 8: 5, 9: 5, 10: 5}
    raws = [
        msgspec.json.encode(
            {
                "device": identifier,
                "time": (START + timedelta(minutes=seq)).isoformat(),
                "seq": seq,
                "readings": {"digitalInput": measured[seq]},
            }
        )
        for seq in (9, 10, 8, 7)
    ]
    outcomes = console.readings.take([decode_message(r) for r in raws], "t", console.device_of)
    assert [o.status for o in outcomes] == ["accepted"] * 4
    console.followers.run_once()
    assert _issues(console, panel) == [{"issue_type": "general-issue", "status": "OPENED"}]
    console.close()


def test_after_a_restart_the_rules_remember_the_last_reading_exactly(settings: Settings) -> None:
    """Between batches a watch keeps the last reading's time only every six hours of
    readings; stopping the followers saves the rest, so a restart goes on from the last
    reading, not from hours before it."""
    console = build_console(settings, follow=False)
    identifier, device_id = _sensor(console)
    for seq in range(1, 13):  # an hour of readings, five minutes apart, nothing wrong
        _send(console, identifier, seq, 40.0, minutes=5)
        console.followers.run_once()
    remembered = console.monitor.remembered(device_id)
    assert remembered is not None
    watch_id = DeviceWatch.create_id(device_id)
    saved = console.issues.repository.get(watch_id).state["rules"]
    assert saved.get("lastReadingAt") != remembered.to_dict().get("lastReadingAt"), (
        "the batches did not save the last reading's time (the case that needs flushing)"
    )
    console.close()

    again = build_console(settings, follow=False)
    flushed = again.issues.repository.get(watch_id).state["rules"]
    assert flushed == remembered.to_dict()
    again.close()


def test_the_dashboard_counts_an_issue_on_the_day_its_condition_was_measured(
    settings: Settings,
) -> None:
    from projections.queries.activity import issue_activity

    console = build_console(settings, follow=False)
    identifier, device_id = _sensor(console)
    two_days_ago = datetime.now(UTC) - timedelta(days=2)
    _send(console, identifier, 1, 117.0, start=two_days_ago)  # nearly empty, two days ago
    console.followers.run_once()
    assert _issues(console, device_id) == [{"issue_type": "paper-level-low", "status": "OPENED"}]
    activity = issue_activity(console.store, [], datetime.now(UTC), 7, timedelta(0))
    opened = {d["day"]: d["opened"] for d in activity["perDay"] if d["opened"]}
    assert opened == {(two_days_ago + timedelta(minutes=1)).date().isoformat(): 1}
    console.close()
