"""Every projection, followed in batches of any size, equals the same projection rebuilt.

A projection folds each batch into its tables; whatever way the log is cut into batches
(one event at a time, the runner's thousand, anything between), the tables must end the
same. The live tables, built by the runner as events arrived, are the reference.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from application.check_ins import record_check_in
from demo.estate import seed_demo, seed_demo_sensors
from demo.workforce import seed_demo_workforce
from domain.commands.check_in import RecordCheckIn
from domain.commands.cleaning import SetCleaningThreshold
from domain.commands.webhook import RegisterWebhook
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.simulator import devices_of, ticks
from projections.projectors.projection import Projection
from projections.rebuild import beside
from tests.commands import report_issue


@pytest.fixture
def estate(settings: Settings) -> Iterator[Console]:
    """The demo estate with an hour of its sensors' traffic, a bad message, an open issue and
    a resolved one, told to a webhook, and facilities cleaned by visitors."""
    console = build_console(settings, follow=False)
    seed_demo(console.organisation, console.accounts)
    seed_demo_sensors(console.organisation, console.devices, console.readings)
    # A webhook listening before the issues open: their deliveries are scheduled and listed.
    hook = RegisterWebhook(
        url="http://127.0.0.1:9/hook", kinds=["issue.opened", "issue.resolved"], secret="s" * 16
    )
    console.alerts.register_webhook(hook, "t")
    console.followers.run_once()
    # Facilities with a people counter clean by visitors: their counts, and an issue, have rows.
    counted = console.store.query(
        "SELECT DISTINCT facility_id FROM devices WHERE kind = 'people-counter'"
        " AND facility_id IS NOT NULL"
    )
    for row in counted:
        command = SetCleaningThreshold(facility_id=row["facility_id"], clean_after_visitors=20)
        console.issues.set_cleaning_threshold(command, "t")
    rows = console.store.query("SELECT identifier, kind FROM devices ORDER BY identifier")
    simulated = devices_of(rows, seed=5, first_seq=0)
    start = datetime.now(UTC) - timedelta(hours=1)
    for round_ in ticks(simulated, 12, 5.0, start):
        console.intake.take([msgspec.json.encode(m) for m in round_], "test")
    console.intake.take([b'{"device": "id:6:DE3000000001", "seq": "x"}'], "test")
    console.followers.run_once()
    facility = console.store.query_one("SELECT id, building_id FROM facilities")
    assert facility is not None
    console.issues.open_manual(
        report_issue(facility["id"], facility["building_id"], "odour", None, description="Smells"),
        "t",
        [],
    )
    resolved = console.issues.open_manual(
        report_issue(facility["id"], facility["building_id"], "general-issue", None), "t", []
    )
    console.issues.resolve(resolved, "t")  # the KPI's resolutions have a row
    console.followers.run_once()
    # Shifts, leaves in every state and stock with its movements, checked against the tables.
    seed_demo_workforce(console.workforce, console.accounts, console.organisation, date.today())
    # A check-in at the facility's door.
    scan = RecordCheckIn(code="scanned", time=None, now=datetime.now(UTC))
    record_check_in(console.workforce, scan, facility["id"], facility["building_id"], "t")
    console.followers.run_once()
    yield console
    console.close()


def _tables(projection: Projection) -> dict[str, list[dict[str, Any]]]:
    return {
        table: sorted(
            (dict(row) for row in projection.store.query(f"SELECT * FROM {table}")), key=repr
        )
        for table in projection.owned
    }


def _follow_in_batches(console: Console, copy: Projection, sizes: list[int]) -> None:
    for upstream in copy.upstream:
        log = console.followers.logs[upstream]
        position, turn = 0, 0
        while True:
            events, last = log.read_log(position + 1, sizes[turn % len(sizes)])
            if not events:
                break
            assert copy.follow(upstream, events, last, position) == last
            position, turn = last, turn + 1


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(sizes=st.lists(st.integers(min_value=1, max_value=400), min_size=1, max_size=8))
def test_any_batch_split_gives_the_tables_of_following(estate: Console, sizes: list[int]) -> None:
    for projection in estate.projections:
        with beside(estate.store, projection.name) as store:
            copy = type(projection)(store)
            copy.create_tables()
            _follow_in_batches(estate, copy, sizes)
            assert _tables(copy) == _tables(projection), projection.name


def test_the_estate_exercises_every_projection(estate: Console) -> None:
    """The property above means something only if every projection has rows to compare."""
    for projection in estate.projections:
        assert any(_tables(projection).values()), projection.name
