"""A task's status: OPEN → IN_PROGRESS → DONE, or OPEN → DONE; nothing else (property)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.errors import Conflict, ValidationFailed
from domain.task import NEXT_STATUSES, AdHocTask, TaskStatus
from tests.aggregates import replay


def task() -> AdHocTask:
    return AdHocTask(
        title="Refill paper",
        type="paper-level-low",
        building_id="b",
        facility_id="f",
        device_id=None,
        issue_id="i",
        staff_role="cleaner",
        staff_id="cleaner-1",
        remarks=None,
        actor="supervisor-1",
    )


def test_a_new_task_is_open_and_completing_it_keeps_the_remarks() -> None:
    work = task()
    assert work.status is TaskStatus.OPEN and work.started_at is None
    work.move_to("IN_PROGRESS", None, "cleaner-1")
    assert work.started_at == work.modified_on
    work.move_to("DONE", " Refilled both ", "cleaner-1")
    assert work.status is TaskStatus.DONE
    assert work.completion_remarks == "Refilled both"
    assert work.completed_at == work.modified_on


def test_an_unknown_status_is_bad_input() -> None:
    with pytest.raises(ValidationFailed):
        task().move_to("PAUSED", None, "cleaner-1")
    with pytest.raises(ValidationFailed):
        task().move_to("DONE", "x" * 2001, "cleaner-1")


@given(st.lists(st.sampled_from(list(TaskStatus)), max_size=6))
def test_only_the_allowed_moves_happen(moves: list[TaskStatus]) -> None:
    work = task()
    for target in moves:
        before = (work.status, work.version)
        if target in NEXT_STATUSES[work.status]:
            work.move_to(target, None, "cleaner-1")
            assert work.status is target
        else:
            with pytest.raises(Conflict):
                work.move_to(target, None, "cleaner-1")
            assert (work.status, work.version) == before
    copy = replay(work)
    assert copy is not None and copy.status == work.status
