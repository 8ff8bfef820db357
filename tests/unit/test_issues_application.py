"""The issues application in memory: one open issue per device and type, tasks, messages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from eventsourcing.persistence import IntegrityError, Tracking

from application.issues import Issues, RuleRaise
from domain.errors import Conflict, NotFound, ValidationFailed
from domain.issue import IssueStatus, OpenIssueIndex
from domain.notification import Notification
from tests.commands import assign_task, report_issue


@pytest.fixture
def issues() -> Iterator[Issues]:
    app = Issues()
    yield app
    app.close()


def _open(issues: Issues, device_id: str | None = "device-1", actor: str = "landlord") -> str:
    return str(
        issues.open_manual(
            report_issue("facility-1", "building-1", "odour", device_id),
            actor,
            ["supervisor", "cleaner", actor],
        )
    )


def test_resolving_frees_the_device_for_the_next_issue(issues: Issues) -> None:
    issue_id = _open(issues)
    with pytest.raises(Conflict):
        _open(issues)
    issues.resolve(issue_id, "cleaner")
    assert issues.get_issue(issue_id).status == IssueStatus.RESOLVED
    index = issues.repository.get(OpenIssueIndex.id_for("device-1", "odour"))
    assert index.is_free
    with pytest.raises(Conflict):
        issues.resolve(issue_id, "cleaner")
    assert _open(issues) != issue_id
    # Issues without a device never collide.
    assert _open(issues, device_id=None) != _open(issues, device_id=None)


def test_the_actor_is_not_notified_of_its_own_report(issues: Issues) -> None:
    issue_id = _open(issues)
    events = [
        issues.mapper.to_domain_event(n)
        for n in issues.recorder.select_notifications(start=1, limit=100)
    ]
    recipients = {
        e.recipient_id
        for e in events
        if isinstance(e, Notification.Sent) and e.issue_id == issue_id
    }
    assert recipients == {"supervisor", "cleaner"}


def test_tasks_are_for_open_issues_and_notify_the_assignee(issues: Issues) -> None:
    issue_id = _open(issues)
    task_id = issues.create_task(
        assign_task(issue_id, "Mop", "cleaning", "cleaner", "cleaner", None), "sup"
    )
    task = issues.get_task(task_id)
    assert (task.facility_id, task.building_id, task.device_id) == (
        "facility-1",
        "building-1",
        "device-1",
    )
    with pytest.raises(ValidationFailed):
        issues.create_task(
            assign_task(issue_id, "Mop", "cleaning", "cleaner", "cleaner", "a\x00b"), "sup"
        )
    issues.resolve(issue_id, "cleaner")
    with pytest.raises(Conflict):
        issues.create_task(
            assign_task(issue_id, "Mop", "cleaning", "cleaner", "cleaner", None), "sup"
        )


def test_notifications_belong_to_their_recipient(issues: Issues) -> None:
    aggregates = issues.raise_from_rules(
        [
            RuleRaise(
                device_id="device-2",
                facility_id="facility-1",
                building_id="building-1",
                issue_type="battery",
                reading={"batteryVoltage": 2.9},
                recipients=["cleaner"],
            )
        ]
    )
    issues.save_with_tracking(aggregates, Tracking("readings", 3))
    notification_id = aggregates[-1].id
    with pytest.raises(NotFound):
        issues.mark_read(notification_id, "someone-else")
    issues.mark_read(notification_id, "cleaner")
    issues.mark_read(notification_id, "cleaner")
    assert issues.get_notification(notification_id).read
    issues.delete_notification(notification_id, "cleaner")
    with pytest.raises(NotFound):
        issues.delete_notification(notification_id, "cleaner")
    with pytest.raises(IntegrityError):
        issues.save_with_tracking([], Tracking("readings", 3))
    assert issues.tracked_position("readings") == 3
    assert issues.tracked_position("devices") == 0
