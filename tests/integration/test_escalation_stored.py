"""Issue types and issues stored before escalation existed still load, and escalate.

The events below are in the shape the console stored them in November 2026 (topics and
states as `tests/fixtures/stored_events_2026_11.json` holds them): an issue type configured
and changed, and an issue opened, with no word of escalation."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from eventsourcing.persistence import StoredEvent

from application.escalations import Escalator
from domain.escalation import EscalationStep
from domain.issue_type import IssueTypeSettings
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from projections.queries.escalations import ReadTableEscalations
from projections.queries.issue_types import issue_type_settings

OPENED_AT = datetime.now(UTC).replace(microsecond=0) - timedelta(days=1)


def _when(moment: datetime) -> dict[str, str]:
    return {"_type_": "datetime_iso", "_data_": moment.isoformat()}


def _stored(originator: uuid.UUID, version: int, topic: str, state: dict[str, Any]) -> StoredEvent:
    return StoredEvent(
        originator_id=originator,
        originator_version=version,
        topic=topic,
        state=json.dumps(state, separators=(",", ":")).encode(),
    )


ISSUE = uuid.uuid4()
TYPE_ID = IssueTypeSettings.create_id("odour")
EVENTS = [
    _stored(
        TYPE_ID,
        1,
        "domain.issue_type:IssueTypeSettings.Configured",
        {
            "timestamp": _when(OPENED_AT - timedelta(days=2)),
            "originator_topic": "domain.issue_type:IssueTypeSettings",
            "issue_type": "odour",
            "target_minutes": 45,
            "auto_resolve": False,
            "actor": "fixture-actor",
        },
    ),
    _stored(
        TYPE_ID,
        2,
        "domain.issue_type:IssueTypeSettings.Changed",
        {
            "timestamp": _when(OPENED_AT - timedelta(days=1)),
            "target_minutes": 50,
            "auto_resolve": False,
            "actor": "fixture-actor",
        },
    ),
    _stored(
        ISSUE,
        1,
        "domain.issue:Issue.Opened",
        {
            "timestamp": _when(OPENED_AT),
            "originator_topic": "domain.issue:Issue",
            "device_id": None,
            "facility_id": "2fee847f-3f15-4233-8af6-e1c098dd05ba",
            "building_id": "f5490ef3-33a0-430c-8e93-f75d0b63d9ab",
            "issue_type": "odour",
            "source": "manual",
            "reading": None,
            "actor": "fixture-actor",
        },
    ),
]


@pytest.fixture
def loaded(settings: Settings) -> Iterator[Console]:
    console = build_console(settings, follow=False)
    console.issues.recorder.insert_events(EVENTS)
    console.followers.run_once()
    yield console
    console.close()


def test_a_type_and_an_issue_stored_before_escalation_load_without_steps(
    loaded: Console,
) -> None:
    assert loaded.issues.type_settings(["odour"])["odour"].escalation == ()
    answer = issue_type_settings(loaded.store)["odour"]
    assert (answer["targetMinutes"], answer["escalation"]) == (50, [])
    issue = loaded.issues.get_issue(ISSUE)
    assert issue.escalation_level == 0
    row = loaded.store.query_one("SELECT escalation_level FROM issues WHERE id = ?", (str(ISSUE),))
    assert row is not None and row["escalation_level"] == 0


def test_they_carry_on_with_steps(loaded: Console) -> None:
    steps = (EscalationStep(30, "supervisor"), EscalationStep(90, "admin"))
    loaded.issues.configure_type("odour", 50, False, "admin", steps)
    escalator = Escalator(loaded.issues, ReadTableEscalations(loaded.store))
    loaded.followers.run_once()
    escalator.escalate_due()
    loaded.followers.run_once()
    assert issue_type_settings(loaded.store)["odour"]["escalation"] == [
        {"afterMinutes": 30, "notify": "supervisor"},
        {"afterMinutes": 90, "notify": "admin"},
    ]
    assert loaded.issues.get_issue(ISSUE).escalation_level == 2
    row = loaded.store.query_one(
        "SELECT escalation_level, escalated_at FROM issues WHERE id = ?", (str(ISSUE),)
    )
    assert row is not None and row["escalation_level"] == 2
    first = (OPENED_AT + timedelta(minutes=30)).isoformat().replace("+00:00", "Z")
    assert str(row["escalated_at"]).startswith(first[:19])


def test_a_rebuild_shows_the_escalations_as_following_did(loaded: Console) -> None:
    loaded.issues.configure_type("odour", 50, False, "admin", (EscalationStep(30, "admin"),))
    loaded.followers.run_once()
    Escalator(loaded.issues, ReadTableEscalations(loaded.store)).escalate_due()
    loaded.followers.run_once()
    query = "SELECT id, escalation_level, escalated_at, version, updated_at FROM issues"
    followed = loaded.store.query(query)
    assert [r["escalation_level"] for r in followed] == [1]
    loaded.rebuild(["issues"])
    assert loaded.store.query(query) == followed
