"""An issue counts on the days it happened: opened when measured, resolved when its
condition cleared (or a person resolved it), not when the rules got to it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from projections.projectors.issues import IssuesProjection
from projections.projectors.organisation import OrganisationProjection
from projections.queries import activity
from projections.store import SqliteReadStore

NOW = datetime(2026, 11, 23, 12, tzinfo=UTC)


def _issue(
    store: SqliteReadStore, id_: str, measured: datetime, cleared: datetime | None, status: str
) -> None:
    with store.transaction() as tx:
        tx.execute(
            "INSERT INTO issues (id, issue_type, source, status, opened_by, created_at,"
            " updated_at, version, measured_at, resolved_at, cleared_at, resolution)"
            " VALUES (?, 'PAPER_LOW', 'RULE', ?, 'system', ?, ?, 1, ?, ?, ?, ?)",
            (
                id_,
                status,
                NOW.isoformat(),  # entered today, as a history entered at once is
                NOW.isoformat(),
                measured.isoformat(),
                NOW.isoformat() if cleared else None,
                cleared.isoformat() if cleared else None,
                "SYSTEM" if cleared else None,
            ),
        )


def test_entered_history_counts_on_the_days_it_happened(tmp_path: Path) -> None:
    store = SqliteReadStore(tmp_path / "read.sqlite")
    OrganisationProjection(store).create_tables()
    IssuesProjection(store).create_tables()
    three_days_ago = NOW - timedelta(days=3)
    _issue(store, "a", three_days_ago, three_days_ago + timedelta(hours=1), "RESOLVED")
    _issue(store, "b", NOW - timedelta(days=30), NOW - timedelta(days=29), "RESOLVED")
    _issue(store, "c", NOW - timedelta(days=1), None, "OPENED")

    seen = activity.issue_activity(store, [], NOW, 7, timedelta(0))

    per_day = {d["day"]: (d["opened"], d["resolved"]) for d in seen["perDay"]}
    assert per_day[three_days_ago.date().isoformat()] == (1, 1)
    assert per_day[(NOW - timedelta(days=1)).date().isoformat()] == (1, 0)
    assert per_day[NOW.date().isoformat()] == (0, 0)  # nothing happened today
    assert (seen["opened"], seen["resolved"], seen["openNow"]) == (2, 1, 1)
    assert seen["meanMinutesToResolve"] == 60.0
    store.close()
