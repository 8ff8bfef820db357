"""Check-ins on a console: whether an issue was resolved on site does not depend on the
order in which its resolution and the check-ins reached the read tables (a phone offline
sends its scan later), and the check-ins table followed equals a rebuild of it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import uuid4

from hypothesis import given
from hypothesis import strategies as st

from application.check_ins import record_check_in
from domain.check_in import verified_on_site
from domain.commands.check_in import RecordCheckIn
from hygiene.bootstrap import Console
from projections.queries.issues import issue_within
from projections.queries.reach import EVERYWHERE
from tests.commands import report_issue
from tests.integration.test_feedback_rules import _facility
from tests.rebuilds import assert_rebuilt_as_followed, slow_examples


def _place(console: Console) -> tuple[str, str]:
    rows = console.store.query("SELECT id, building_id FROM facilities ORDER BY id")
    if not rows:
        _facility(console)
        assert console.settle(timeout=10)
        rows = console.store.query("SELECT id, building_id FROM facilities ORDER BY id")
    return rows[0]["id"], rows[0]["building_id"]


def _check_in(console: Console, place: tuple[str, str], staff: str, at: datetime) -> None:
    command = RecordCheckIn(code="scanned", time=at, now=datetime.now(UTC))
    record_check_in(console.workforce, command, place[0], place[1], staff)


def _verified(console: Console, issue_id: str) -> bool:
    assert console.settle(timeout=10)
    row = issue_within(console.store, EVERYWHERE, issue_id)
    assert row is not None
    return bool(row["verified_on_site"])


def snapshot(console: Console) -> list[dict[str, Any]]:
    return console.store.query("SELECT * FROM check_ins ORDER BY id")


@slow_examples(8)
@given(
    before=st.lists(st.integers(-4, 40), max_size=3),
    after=st.lists(st.integers(-4, 40), max_size=3),
    others=st.lists(st.integers(0, 20), max_size=2),
)
def test_verified_on_site_whatever_order_the_check_ins_and_the_resolution_came_in(
    console: Console, before: list[int], after: list[int], others: list[int]
) -> None:
    """Check-ins (minutes before the resolution; negative: after it) sent before the issue
    is resolved and after; someone else's check-ins vouch for nothing."""
    place = _place(console)
    resolver = f"resolver-{uuid4()}"  # the console outlives an example: a person of its own
    issue_id = str(console.issues.open_manual(report_issue(*place, "odour"), "someone"))
    resolved = datetime.now(UTC)
    for minutes in before:
        _check_in(console, place, resolver, resolved - timedelta(minutes=minutes))
    for minutes in others:
        _check_in(console, place, "someone-else", resolved - timedelta(minutes=minutes))
    assert console.settle(timeout=10)
    console.issues.resolve(issue_id, resolver, resolved_at=resolved)
    for minutes in after:
        _check_in(console, place, resolver, resolved - timedelta(minutes=minutes))
    expected = any(
        verified_on_site(resolved - timedelta(minutes=m), resolved) for m in before + after
    )
    assert _verified(console, issue_id) is expected
    assert_rebuilt_as_followed(console, snapshot, ["check_ins"])
