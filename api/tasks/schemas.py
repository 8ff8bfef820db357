"""The body of a new ad hoc task; a task is shown as `api/task_out.py` shows it."""

from __future__ import annotations

from typing import Annotated

from api.body_bounds import RecordId, Text, named, remarks
from api.schema import Body
from domain.task import MAX_REMARKS_CHARS, STAFF_ROLES, TaskStatus


class TaskBody(Body):
    issue_id: RecordId
    title: Text
    type: Text
    staff_role: Annotated[str, named(STAFF_ROLES)]
    staff_id: RecordId
    remarks: Annotated[str, remarks(MAX_REMARKS_CHARS)] | None = None


class TaskStatusBody(Body):
    """Where a task moves: OPEN is where it begins, so moving there is a conflict (409)."""

    status: Annotated[str, named(TaskStatus)]
    remarks: Annotated[str, remarks(MAX_REMARKS_CHARS)] | None = None
