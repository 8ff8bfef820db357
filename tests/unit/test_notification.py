"""Notifications: read once and for good; deleted by their recipient."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.errors import Conflict, ValidationFailed
from domain.notification import ISSUE_OPENED, Notification
from tests.aggregates import replay


def send(**changes: Any) -> Notification:
    fields: dict[str, Any] = {
        "recipient_id": "account-1",
        "type": ISSUE_OPENED,
        "information": "Paper level low in Level 2 male toilet",
        "issue_id": "issue-1",
        "task_id": None,
        "actor": "rules",
    }
    fields.update(changes)
    return Notification(**fields)


def test_a_new_notification_is_unread() -> None:
    note = send()
    assert not note.read and note.read_at is None
    assert (note.recipient_id, note.type, note.issue_id) == ("account-1", "issue-opened", "issue-1")


def test_marking_read_records_when_and_marking_again_changes_nothing() -> None:
    note = send()
    note.mark_read(actor="account-1")
    first_read_at = note.read_at
    assert note.read and first_read_at == note.modified_on
    note.mark_read(actor="account-1")
    assert note.read_at == first_read_at
    assert [type(e).__name__ for e in note.collect_events()] == ["Sent", "Read"]


@given(st.lists(st.sampled_from(["read", "read", "noop"]), max_size=10))
def test_reading_cannot_be_undone(commands: list[str]) -> None:
    note = send()
    was_read = False
    for command in commands:
        if command == "read":
            note.mark_read(actor="account-1")
            was_read = True
        assert note.read == was_read
    reads = [e for e in note.collect_events() if type(e).__name__ == "Read"]
    assert len(reads) == (1 if was_read else 0)


def test_a_deleted_notification_is_gone() -> None:
    note = send()
    note.delete(actor="account-1")
    assert note.deleted
    with pytest.raises(Conflict):
        note.mark_read(actor="account-1")
    with pytest.raises(Conflict):
        note.delete(actor="account-1")


def test_a_notification_needs_a_recipient_a_type_and_text() -> None:
    with pytest.raises(ValidationFailed) as failed:
        send(recipient_id="", type="Issue Opened!", information=" ")
    assert {v.field for v in failed.value.violations} == {"recipientId", "type", "information"}


def test_replaying_the_events_rebuilds_the_same_notification() -> None:
    note = send()
    note.mark_read(actor="account-1")
    note.delete(actor="account-1")
    state = dict(note.__dict__, _pending_events=[])
    copy = replay(note)
    assert copy is not None and copy.__dict__ == state
