"""The issues and KPI projections fold a batch at a time; whatever way the issues log is cut
into batches, each issue's row says when its facility was last cleaned before it opened,
and every resolution is counted once, as the log says event by event."""

from __future__ import annotations

import tempfile
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from eventsourcing.utils import get_topic
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.issue import Issue
from projections.projectors.issues import IssuesProjection
from projections.projectors.kpi import KpiProjection
from projections.projectors.projection import Projection
from projections.store import SqliteReadStore
from projections.tables import iso

START = datetime(2026, 3, 1, 8, tzinfo=UTC)
FACILITIES = ["f1", "f2", "f3"]

# A step: open an issue in a facility, or resolve the n-th issue still open (a person may
# say they did it some minutes before recording it; the rules at the clearing reading).
steps = st.lists(
    st.one_of(
        st.tuples(st.just("open"), st.sampled_from(FACILITIES), st.integers(0, 90)),
        st.tuples(st.just("resolve"), st.integers(0, 50), st.integers(0, 90), st.booleans()),
    ),
    min_size=1,
    max_size=60,
)


def _log(plan: list[tuple[Any, ...]]) -> list[Any]:
    """The issues log a plan writes, with times that move on as the log does."""
    events: list[Any] = []
    open_: list[tuple[uuid.UUID, datetime]] = []
    now = START
    for step in plan:
        now += timedelta(minutes=step[2] + 1)
        if step[0] == "open":
            issue_id = uuid.uuid4()
            measured = now - timedelta(minutes=step[2] // 2)
            events.append(
                Issue.Opened(
                    originator_id=issue_id,
                    originator_version=1,
                    timestamp=now,
                    originator_topic=get_topic(Issue),
                    device_id=None,
                    facility_id=step[1],
                    building_id="b1",
                    issue_type="odour",
                    source="MANUAL",
                    reading=None,
                    actor="someone",
                    measured_at=measured,
                )
            )
            open_.append((issue_id, measured))
        elif open_:
            issue_id, measured = open_.pop(step[1] % len(open_))
            stated = max(measured, now - timedelta(minutes=step[2]))
            events.append(
                Issue.Resolved(
                    originator_id=issue_id,
                    originator_version=2,
                    timestamp=now,
                    actor="cleaner",
                    by_system=step[3],
                    cleared_at=stated if step[3] else None,
                    resolved_at=None if step[3] else stated,
                )
            )
    return events


def _expected_cleanings(events: list[Any]) -> dict[str, str | None]:
    """Per opened issue, event by event: the latest resolution of its facility recorded
    before it opened, at or before its opening."""
    facility_of: dict[uuid.UUID, str] = {}
    done: list[tuple[str, str]] = []  # (facility, resolved at)
    expected: dict[str, str | None] = {}
    for event in events:
        if isinstance(event, Issue.Opened):
            facility_of[event.originator_id] = event.facility_id
            at = iso(event.timestamp)
            times = [t for f, t in done if f == event.facility_id and t <= at]
            expected[str(event.originator_id)] = max(times) if times else None
        else:
            done.append(
                (facility_of[event.originator_id], iso(event.resolved_at or event.timestamp))
            )
    return expected


def _follow(projection: Projection, events: list[Any], sizes: list[int]) -> None:
    position, turn = 0, 0
    while position < len(events):
        batch = events[position : position + sizes[turn % len(sizes)]]
        with projection.store.transaction() as tx:
            projection.process_batch(batch, tx)
        position, turn = position + len(batch), turn + 1


def _rows(store: SqliteReadStore, table: str) -> list[dict[str, Any]]:
    return sorted(store.query(f"SELECT * FROM {table}"), key=repr)


@settings(max_examples=60, deadline=None)
@given(plan=steps, sizes=st.lists(st.integers(1, 25), min_size=1, max_size=5))
def test_any_batch_split_folds_the_issues_as_the_log_says(
    plan: list[tuple[Any, ...]], sizes: list[int]
) -> None:
    events = _log(plan)
    with tempfile.TemporaryDirectory() as folder:
        stores = [SqliteReadStore(Path(folder) / f"{n}.sqlite") for n in range(2)]
        try:
            folded = []
            for store, split in zip(stores, ([1], sizes), strict=True):
                issues, kpi = IssuesProjection(store), KpiProjection(store)
                for projection in (issues, kpi):
                    projection.create_tables()
                    _follow(projection, events, split)
                folded.append(store)
            one_by_one, in_batches = folded
            cleaned = {
                row["id"]: row["cleaned_since"]
                for row in in_batches.query("SELECT id, cleaned_since FROM issues")
            }
            assert cleaned == _expected_cleanings(events)
            for table in ("issues", "kpi_open_issues", "kpi_resolutions"):
                assert _rows(in_batches, table) == _rows(one_by_one, table), table
            resolved = {str(e.originator_id) for e in events if isinstance(e, Issue.Resolved)}
            counted = in_batches.query("SELECT issue_id FROM kpi_resolutions")
            assert sorted(r["issue_id"] for r in counted) == sorted(resolved)
            statuses = {
                r["id"]: r["status"] for r in in_batches.query("SELECT id, status FROM issues")
            }
            assert {i for i, s in statuses.items() if s == "RESOLVED"} == resolved
        finally:
            for store in stores:
                store.close()
