"""Usage-based cleaning on a console: the people counter's readings, taken in batches, open
the facility's `cleaning-due` issue once; its resolution starts the count again; the read
table the settings call answers from equals a rebuild of it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
from hypothesis import given
from hypothesis import strategies as st

from domain.clock import events_at
from domain.commands.cleaning import SetCleaningThreshold
from hygiene.bootstrap import Console
from ingest.messages import decode_message
from projections.queries.cleaning import cleaning_setting
from tests.integration.test_feedback_rules import _facility
from tests.rebuilds import assert_rebuilt_as_followed, slow_examples
from tests.sensors import register_sensor

START = datetime.now(UTC).replace(microsecond=0) - timedelta(hours=3)
DOOR = "id:6:00000000C001"


def _send(console: Console, totals: list[tuple[int, int]], unit: int = 60) -> None:
    """Takes the counter's running totals (minutes after START, or `unit` seconds, and the
    total) as one batch."""
    raws = [
        msgspec.json.encode(
            {
                "device": DOOR,
                "time": (START + timedelta(seconds=at * unit)).isoformat(),
                "seq": at,
                "readings": {"peopleCounter": total},
            }
        )
        for at, total in totals
    ]
    outcomes = console.readings.take([decode_message(r) for r in raws], "t", console.device_of)
    assert {o.status for o in outcomes} <= {"accepted", "duplicate"}
    assert console.followers.wait(10, applications=["readings"])
    assert console.settle(timeout=10)


def _cleaning_issues(console: Console, facility: str) -> list[dict[str, Any]]:
    return [
        dict(row)
        for row in console.store.query(
            "SELECT id, status, measured_at FROM issues WHERE facility_id = ?"
            " AND issue_type = 'cleaning-due' ORDER BY created_at",
            (facility,),
        )
    ]


def snapshot(console: Console) -> list[dict[str, Any]]:
    return console.store.query("SELECT * FROM cleaning_counters ORDER BY id")


def test_the_counter_opens_one_issue_and_starts_again_when_it_is_resolved(
    console: Console,
) -> None:
    landlord, facility = _facility(console)
    register_sensor(console, landlord, DOOR, "people-counter", facility)
    with events_at(START):
        command = SetCleaningThreshold(facility_id=facility, clean_after_visitors=10)
        console.issues.set_cleaning_threshold(command, "t")
    assert console.settle(timeout=10)
    _send(console, [(1, 100), (2, 104)])
    _send(console, [(3, 108), (4, 110), (5, 130)])
    [issue] = _cleaning_issues(console, facility)
    assert issue["status"] == "OPENED"
    assert issue["measured_at"].startswith((START + timedelta(minutes=4)).isoformat()[:16])
    shown = cleaning_setting(console.store, facility)
    assert (shown["visitors_since_cleaning"], shown["open_issue_id"]) == (30, issue["id"])

    # Resolved at minute 10: a reading measured at 8 but sent afterwards counts towards no
    # cleaning; those measured from 10 on count again.
    console.issues.resolve(issue["id"], "t", resolved_at=START + timedelta(minutes=10))
    assert console.settle(timeout=10)
    _send(console, [(11, 135), (12, 139)])
    shown = cleaning_setting(console.store, facility)
    assert (shown["visitors_since_cleaning"], shown["open_issue_id"]) == (9, None)
    _send(console, [(13, 140)])
    assert [i["status"] for i in _cleaning_issues(console, facility)] == ["RESOLVED", "OPENED"]
    assert_rebuilt_as_followed(console, snapshot, ["cleaning"])


@slow_examples(8)
@given(
    steps=st.lists(st.integers(0, 12), min_size=1, max_size=20),
    cuts=st.lists(st.integers(1, 20), max_size=5),
    threshold=st.integers(1, 40),
)
def test_the_counters_table_followed_batch_by_batch_equals_a_rebuild(
    console: Console, steps: list[int], cuts: list[int], threshold: int
) -> None:
    rows = console.store.query("SELECT facility_id FROM cleaning_counters")
    if rows:
        facility = rows[0]["facility_id"]
    else:
        landlord, facility = _facility(console)
        register_sensor(console, landlord, DOOR, "people-counter", facility)
    with events_at(START):
        command = SetCleaningThreshold(facility_id=facility, clean_after_visitors=threshold)
        console.issues.set_cleaning_threshold(command, "t")
    base = int(console.readings.recorder.max_notification_id() or 0) * 30
    totals, total = [], 0
    for n, step in enumerate(steps, 1):
        total += step
        totals.append((base + n, total))
    edges = sorted({c for c in cuts if c < len(totals)})
    for start, end in zip([0, *edges], [*edges, len(totals)], strict=True):
        if totals[start:end]:
            _send(console, totals[start:end], unit=1)
    assert_rebuilt_as_followed(console, snapshot, ["cleaning"])
