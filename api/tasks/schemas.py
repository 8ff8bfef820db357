"""The body of a new ad hoc task; a task is shown as `api/task_out.py` shows it."""

from __future__ import annotations

from api.schema import Body


class TaskBody(Body):
    issue_id: str
    title: str
    type: str
    staff_role: str
    staff_id: str
    remarks: str | None = None


class TaskStatusBody(Body):
    status: str
    remarks: str | None = None
