"""How an ad hoc task is shown: on its own, and among its issue's tasks."""

from __future__ import annotations

from api.schema import Out, ids_of, to_out
from projections.store import Row


class TaskOut(Out):
    id: str
    issue: str | None
    title: str
    type: str
    building: str
    building_name: str | None
    facility: str
    facility_name: str | None
    device: str | None
    device_name: str | None
    staff_role: str
    staff: str
    staff_name: str | None
    remarks: str
    created_by: str
    created_at: str
    status: str
    started_at: str | None
    completed_at: str | None
    completion_remarks: str | None


def task_out(row: Row) -> TaskOut:
    return to_out(TaskOut, row, **ids_of(row, "issue", "building", "facility", "device", "staff"))
