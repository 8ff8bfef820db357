"""Events stored by earlier versions stay readable.

`tests/fixtures/stored_events_2026_11.json` holds one of every kind of event, exactly as the
console stored them in November 2026 (topics and states byte for byte). These tests load
them into fresh event stores and check that today's code rebuilds the same aggregates,
projects the same read tables and can carry on from them.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import StoredEvent

from domain.errors import Conflict, NotFound
from domain.issue import IssueStatus
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from tests import commands as make
from tests.commands import report_issue

FIXTURE = Path(__file__).parent.parent / "fixtures" / "stored_events_2026_11.json"
ACTOR = "fixture-actor"


def _stored() -> dict[str, list[dict[str, Any]]]:
    data: dict[str, list[dict[str, Any]]] = json.loads(FIXTURE.read_text())
    return data


def _id_of(app: str, topic_suffix: str, **fields: Any) -> str:
    """The originator of the first event of that topic whose state has those fields."""
    for row in _stored()[app]:
        state = json.loads(row["state"])
        if row["topic"].endswith(topic_suffix) and all(
            state.get(k) == v for k, v in fields.items()
        ):
            return str(row["originator_id"])
    raise LookupError(f"{topic_suffix} {fields}")


@pytest.fixture
def loaded(settings: Settings) -> Iterator[Console]:
    console = build_console(settings, follow=False)
    apps = {
        app.name: app
        for app in (
            console.organisation,
            console.accounts,
            console.devices,
            console.issues,
            console.readings,
        )
    }
    for name, rows in _stored().items():
        apps[name].recorder.insert_events(
            [
                StoredEvent(
                    originator_id=uuid.UUID(row["originator_id"]),
                    originator_version=row["originator_version"],
                    topic=row["topic"],
                    state=row["state"].encode(),
                )
                for row in rows
            ]
        )
    console.followers.run_once()
    yield console
    console.close()


def test_every_stored_event_decodes(loaded: Console) -> None:
    for app in (
        loaded.organisation,
        loaded.accounts,
        loaded.devices,
        loaded.issues,
        loaded.readings,
    ):
        notifications = app.recorder.select_notifications(1, 10_000)
        assert notifications
        for notification in notifications:
            event = app.mapper.to_domain_event(notification)
            assert str(event.originator_id) == str(notification.originator_id)


def test_unique_indexes_hold_what_they_held(loaded: Console) -> None:
    org, accounts, devices = loaded.organisation, loaded.accounts, loaded.devices
    cleaners = _id_of("organisation", "Company.Registered", name="Cleaners Ltd")
    # The code CC1 was given up for CC2; GONE was released by a deletion and claimed again.
    with pytest.raises(Conflict):
        org.register_company(make.company("Copy", "LANDLORD", "cc2"), ACTOR)
    with pytest.raises(Conflict):
        org.register_company(make.company("Copy", "LANDLORD", "gone"), ACTOR)
    assert org.register_company(make.company("Reuse", "LANDLORD", "CC1"), ACTOR)
    org.update_company(
        make.company_change(cleaners, "Cleaners Ltd", "CLEANING_COMPANY", "CC3"), ACTOR
    )
    assert org.register_company(make.company("Reuse 2", "LANDLORD", "CC2"), ACTOR)

    cleaner = accounts.find_by_login_name("CLEANER@fixture.test")
    assert cleaner is not None and cleaner.profile["name"] == "Cleo B"
    renewed = accounts.find_by_login_name("old@fixture.test")
    assert renewed is not None and renewed.profile["name"] == "New"

    paper = devices.device_id_for("ID:6:A1B2C3D4E5F6")
    assert paper is not None and devices.get_device(paper).name == "Paper 1"
    assert devices.device_id_for("id:6:A1B2C3D4E5F7") is None  # released when changed back
    assert devices.device_id_for("uuid:0f8fad5b-d9cb-469f-a165-70867728950e") is None


def test_soft_deleted_records_stay_deleted(loaded: Console) -> None:
    org = loaded.organisation
    gone = _id_of("organisation", "Company.Registered", name="Gone Ltd")
    female = _id_of("organisation", "Facility.Added", name="Female toilet")
    old_building = _id_of("organisation", "Building.Registered", name="Old")
    short = _id_of("organisation", "Project.Started", name="Short")
    for load, record in (
        (org.get_company, gone),
        (org.get_facility, female),
        (org.get_building, old_building),
        (org.get_project, short),
    ):
        with pytest.raises(NotFound):
            load(record)
    old_worker = _id_of("accounts", "UserAccount.Registered", login_name="old@fixture.test")
    with pytest.raises(NotFound):
        loaded.accounts.get_account(old_worker)
    odour = _id_of("devices", "Device.Registered", name="Odour")
    with pytest.raises(NotFound):
        loaded.devices.get_device(odour)


def test_issues_and_their_index_carry_on(loaded: Console) -> None:
    issues = loaded.issues
    paper = str(loaded.devices.device_id_for("id:6:A1B2C3D4E5F6"))
    open_rows = loaded.store.query(
        "SELECT id, issue_type FROM issues WHERE status = ? ORDER BY created_at", ("OPENED",)
    )
    assert [r["issue_type"] for r in open_rows] == ["paper-level-low"]
    still_open = open_rows[0]["id"]
    issue = issues.get_issue(still_open)

    def open_paper_issue() -> uuid.UUID:
        return issues.open_manual(
            report_issue(str(issue.facility_id), str(issue.building_id), "paper-level-low", paper),
            ACTOR,
            [],
        )

    with pytest.raises(Conflict):
        open_paper_issue()
    issues.resolve(still_open, ACTOR)
    assert issues.get_issue(still_open).status == IssueStatus.RESOLVED
    reopened = issues.get_issue(open_paper_issue())
    assert reopened.is_open


def test_read_tables_show_the_stored_history(loaded: Console) -> None:
    store = loaded.store
    assert {r["code"] for r in store.query("SELECT code FROM companies")} == {"LL1", "CC2", "GONE"}
    assert [r["label"] for r in store.query("SELECT label FROM floors ORDER BY floor_number")] == [
        "G",
        "Level 1",
    ]
    assert [r["name"] for r in store.query("SELECT name FROM facilities")] == ["Male toilet G"]
    assert store.scalar("SELECT COUNT(*) FROM notifications") == 2
    # Sent before notifications carried the fields their text names.
    assert {r["fields"] for r in store.query("SELECT fields FROM notifications")} == {"{}"}
    assert store.scalar("SELECT COUNT(*) FROM dead_letters") == 2
    assert store.scalar("SELECT COUNT(*) FROM tasks") == 1
