"""`hygiene projections rebuild`: built beside the live tables, swapped in in one transaction.

The API answers from the live tables throughout; a reader sees them complete before the swap
and complete after it, never empty or half-built.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import psycopg
import pytest

from demo.estate import seed_demo, seed_demo_sensors
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from projections.projectors.projection import Projection
from projections.rebuild import RebuildInProgress, in_progress
from projections.store import PostgresReadStore, SqliteReadStore
from tests import commands as make
from tests.commands import report_issue


def _rows(console: Console, projection: Projection) -> dict[str, list[dict[str, Any]]]:
    return {
        table: sorted(
            (dict(row) for row in console.store.query(f"SELECT * FROM {table}")), key=repr
        )
        for table in projection.owned
    }


def _named(console: Console, name: str) -> Projection:
    return next(p for p in console.projections if p.name == name)


def _leftovers(console: Console) -> list[str]:
    """Schemas or files a rebuild made beside the live store and did not remove."""
    store = console.store
    if isinstance(store, PostgresReadStore):
        with psycopg.connect(store.url) as conn:
            rows = conn.execute(
                "SELECT nspname FROM pg_namespace WHERE nspname LIKE %s",
                (f"{store.schema}__rebuild%",),
            ).fetchall()
        return [row[0] for row in rows]
    assert isinstance(store, SqliteReadStore)
    return [p.name for p in console.settings.data_dir.glob("*rebuild*")]


@pytest.mark.parametrize("name", ["organisation", "accounts", "devices", "issues", "readings"])
def test_readers_see_the_whole_live_tables_throughout_a_rebuild(
    paused_estate: Console, name: str
) -> None:
    seed_demo_sensors(paused_estate.organisation, paused_estate.devices, paused_estate.readings)
    paused_estate.followers.run_once()
    facility = paused_estate.store.query_one("SELECT id, building_id FROM facilities")
    assert facility is not None
    paused_estate.issues.open_manual(
        report_issue(facility["id"], facility["building_id"], "general-issue", None), "t", []
    )
    paused_estate.followers.run_once()
    projection = _named(paused_estate, name)
    before = _rows(paused_estate, projection)
    assert any(before.values()), "the demo estate fills these tables"
    seen: list[dict[str, list[dict[str, Any]]]] = []

    def reader(key: str, done: int, total: int) -> None:
        # Called after every batch of the copy, swap included: what a request would see.
        seen.append(_rows(paused_estate, projection))

    replayed = paused_estate.rebuild([name], reader)

    assert replayed > 0 and seen
    assert all(snapshot == before for snapshot in seen)
    assert _rows(paused_estate, projection) == before
    assert _leftovers(paused_estate) == []


def test_the_live_followers_go_on_from_the_rebuilt_position(console: Console) -> None:
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    console.rebuild(["organisation"])
    landlord = console.organisation.register_company(
        make.company("After", "LANDLORD", "AFTER1"), "t"
    )
    assert console.settle(timeout=30)
    codes = [r["code"] for r in console.store.query("SELECT code FROM companies")]
    assert codes.count("AFTER1") == 1
    row = console.store.query_one("SELECT id FROM companies WHERE code = ?", ("AFTER1",))
    assert row is not None and row["id"] == str(landlord)
    assert console.followers.errors() == {}


def test_a_rebuild_that_fails_leaves_the_live_tables_as_they_were(
    paused_estate: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    projection = _named(paused_estate, "organisation")
    before = _rows(paused_estate, projection)

    def broken(self: Projection, events: Any, tx: Any) -> None:
        raise RuntimeError("a bug in the new projection")

    monkeypatch.setattr(type(projection), "process_batch", broken)
    with pytest.raises(RuntimeError):
        paused_estate.rebuild(["organisation"])
    monkeypatch.undo()

    assert _rows(paused_estate, projection) == before
    assert _leftovers(paused_estate) == []
    paused_estate.organisation.register_company(make.company("Later", "LANDLORD", "LATER1"), "t")
    paused_estate.followers.run_once()
    assert paused_estate.store.scalar("SELECT COUNT(*) FROM companies WHERE code = 'LATER1'") == 1


def test_events_recorded_during_a_rebuild_are_in_the_tables_it_swaps_in(
    paused_estate: Console,
) -> None:
    projection = _named(paused_estate, "organisation")
    before = _rows(paused_estate, projection)
    seen: list[dict[str, list[dict[str, Any]]]] = []

    def meanwhile(key: str, done: int, total: int) -> None:
        if not seen:  # a command arrives while the copy is being built
            paused_estate.organisation.register_company(
                make.company("Meanwhile", "LANDLORD", "MEAN1"), "t"
            )
        seen.append(_rows(paused_estate, projection))

    paused_estate.rebuild(["organisation"], meanwhile)

    # The last batches are applied with the live projection locked: still the old tables.
    assert len(seen) >= 2 and all(snapshot == before for snapshot in seen)
    codes = [r["code"] for r in paused_estate.store.query("SELECT code FROM companies")]
    assert "MEAN1" in codes
    paused_estate.followers.run_once()  # the live follower finds nothing left to apply twice
    assert paused_estate.store.scalar("SELECT COUNT(*) FROM companies WHERE code = 'MEAN1'") == 1


def test_a_rebuild_under_way_is_visible_to_other_processes(paused_estate: Console) -> None:
    seen: list[list[RebuildInProgress]] = []

    def look(key: str, done: int, total: int) -> None:
        seen.append(in_progress(paused_estate.store))

    paused_estate.rebuild(["accounts"], look)
    assert seen and all([r.projection for r in found] == ["accounts"] for found in seen)
    assert seen[-1][0].positions.get("accounts", 0) > 0
    assert in_progress(paused_estate.store) == []


def test_followers_report_their_lag_in_events_and_seconds(paused: Console) -> None:
    paused.followers.run_once()
    paused.organisation.register_company(make.company("Lagging", "LANDLORD", "LAG1"), "t")
    behind = next(s for s in paused.followers.status() if s.name == "organisation")
    assert behind.lag >= 1 and behind.behind_since is not None  # the company, its code
    later = behind.behind_since + timedelta(seconds=90)
    assert behind.lag_seconds(later) == pytest.approx(90)
    paused.followers.run_once()
    caught_up = next(s for s in paused.followers.status() if s.name == "organisation")
    assert (caught_up.lag, caught_up.behind_since) == (0, None)
    assert caught_up.lag_seconds(later) == 0


def test_a_store_tracked_before_changed_was_kept_opens_where_it_was(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    try:
        seed_demo(console.organisation, console.accounts)
        console.followers.run_once()
        position = _named(console, "organisation").position("organisation")
        assert position > 0
        # The tracking as a store made before it said where a projection last changed.
        with console.store.transaction() as tx:
            tx.execute("ALTER TABLE projection_tracking DROP COLUMN changed")
    finally:
        console.close()
    console = build_console(settings, follow=False)
    try:
        organisation = _named(console, "organisation")
        assert organisation.position("organisation") == position  # not read again
        companies = console.store.scalar("SELECT COUNT(*) FROM companies")
        with console.store.transaction() as tx:
            console.store.track(tx, "organisation", "organisation", position, changed=True)
        row = console.store.query_one(
            "SELECT changed FROM projection_tracking WHERE projection = 'organisation'"
        )
        assert row is not None and row["changed"] == position
        assert console.store.scalar("SELECT COUNT(*) FROM companies") == companies
    finally:
        console.close()
