"""Issues open and are resolved once; one open issue per device and type; ad hoc tasks."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.errors import Conflict, ValidationFailed
from domain.issue import Issue, IssueStatus, OpenIssueIndex, status_filter_value
from domain.kinds import IssueType, issue_types
from domain.task import AdHocTask
from domain.validation import REQUIRED
from tests.aggregates import messages_of, replay

READING = {"time": "2026-11-21T08:15:00+00:00", "range": 110, "level": 10.0}


def open_issue(**changes: Any) -> Issue:
    fields: dict[str, Any] = {
        "device_id": "device-1",
        "facility_id": "facility-1",
        "building_id": "building-1",
        "issue_type": "paper-level-low",
        "source": "rule",
        "reading": READING,
        "actor": "rules",
    }
    fields.update(changes)
    return Issue(**fields)


def test_an_opened_issue_records_where_what_and_why() -> None:
    issue = open_issue()
    assert issue.status == IssueStatus.OPENED
    assert issue.is_open
    assert (issue.device_id, issue.facility_id, issue.building_id) == (
        "device-1",
        "facility-1",
        "building-1",
    )
    assert issue.issue_type == "paper-level-low"
    assert issue.reading == READING
    assert issue.opened_at == issue.created_on
    assert issue.opened_by == "rules"
    assert issue.resolved_at is None and issue.resolved_by is None


def test_a_manual_issue_needs_a_facility_and_may_skip_the_device() -> None:
    issue = open_issue(device_id=None, source="manual", reading=None, actor="cleaner-1")
    assert issue.device_id is None and issue.source == "manual"
    with pytest.raises(ValidationFailed) as failed:
        open_issue(facility_id=None, source="manual")
    assert messages_of(failed) == {"facilityId": REQUIRED}


def test_an_issue_of_an_unknown_type_or_source_is_refused() -> None:
    with pytest.raises(ValidationFailed) as failed:
        open_issue(issue_type="dragons", source="oracle")
    assert {v.field for v in failed.value.violations} == {"issueType", "source"}
    with pytest.raises(ValidationFailed):
        open_issue(device_id=None, facility_id=None)  # a rule issue names its device or facility


def test_resolving_records_who_and_when() -> None:
    issue = open_issue()
    issue.resolve(actor="cleaner-1")
    assert issue.status == IssueStatus.RESOLVED
    assert not issue.is_open
    assert issue.resolved_by == "cleaner-1"
    assert issue.resolved_at == issue.modified_on
    assert issue.resolved_at is not None and issue.resolved_at >= issue.opened_at


def test_resolving_twice_is_a_conflict() -> None:
    issue = open_issue()
    issue.resolve(actor="cleaner-1")
    with pytest.raises(Conflict, match="already resolved"):
        issue.resolve(actor="cleaner-2")
    assert issue.resolved_by == "cleaner-1"


@given(actors=st.lists(st.sampled_from(["a", "b", "c"]), min_size=1, max_size=8))
def test_an_issue_is_resolved_once_and_only_once(actors: list[str]) -> None:
    issue = open_issue()
    outcomes = []
    for actor in actors:
        try:
            issue.resolve(actor=actor)
            outcomes.append(True)
        except Conflict:
            outcomes.append(False)
    assert outcomes == [True] + [False] * (len(actors) - 1)
    assert issue.resolved_by == actors[0]
    events = issue.collect_events()
    assert [type(e).__name__ for e in events] == ["Opened", "Resolved"]


def test_replaying_the_events_rebuilds_the_same_issue() -> None:
    issue = open_issue()
    issue.resolve(actor="supervisor")
    state = dict(issue.__dict__)
    copy = replay(issue)
    assert copy.__dict__ == dict(state, _pending_events=[])


def test_one_open_issue_per_device_and_type() -> None:
    first, second = uuid.uuid4(), uuid.uuid4()
    index = OpenIssueIndex(key=OpenIssueIndex.key_for("device-1", "leak"), owner_id=first)
    assert index.id == OpenIssueIndex.id_for("device-1", "leak")
    assert index.id != OpenIssueIndex.id_for("device-1", "leak-flow")
    with pytest.raises(Conflict):
        index.claim(second)
    index.release()
    index.claim(second)
    assert index.owner_id == second
    assert replay(index).owner_id == second


def test_the_issue_types_and_status_filter_values() -> None:
    types = issue_types()
    assert len(types) == len(IssueType)
    assert {"id": "device-offline", "title": "Device offline"} in types
    assert types[4] == {"id": "soap-low", "title": "Soap running low"}
    assert status_filter_value(IssueStatus.OPENED) == 1
    assert status_filter_value(IssueStatus.RESOLVED) == 2


def create_task(**changes: Any) -> AdHocTask:
    fields: dict[str, Any] = {
        "title": " Refill paper ",
        "type": "paper-level-low",
        "building_id": "building-1",
        "facility_id": "facility-1",
        "device_id": "device-1",
        "issue_id": "issue-1",
        "staff_role": "cleaner",
        "staff_id": "cleaner-1",
        "remarks": "Level 2, left",
        "actor": "supervisor-1",
    }
    fields.update(changes)
    return AdHocTask(**fields)


def test_an_ad_hoc_task_holds_its_assignment() -> None:
    task = create_task()
    assert task.title == "Refill paper"
    assert (task.staff_role, task.staff_id, task.issue_id) == ("cleaner", "cleaner-1", "issue-1")
    assert task.created_by == "supervisor-1"
    assert replay(task).__dict__ == dict(task.__dict__, _pending_events=[])


def test_an_ad_hoc_task_reports_every_missing_field() -> None:
    with pytest.raises(ValidationFailed) as failed:
        create_task(
            title="",
            type="",
            facility_id="",
            staff_role="landlord",
            staff_id="",
            remarks="x" * 2001,
        )
    assert {v.field for v in failed.value.violations} == {
        "title",
        "type",
        "facilityId",
        "staffRole",
        "staffId",
        "remarks",
    }
