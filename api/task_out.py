"""How an ad hoc task is shown: on its own, and among its issue's tasks."""

from __future__ import annotations

from api.schema import Out
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
    return TaskOut(
        id=row["id"],
        issue=row["issue_id"],
        title=row["title"],
        type=row["type"],
        building=row["building_id"],
        building_name=row["building_name"],
        facility=row["facility_id"],
        facility_name=row["facility_name"],
        device=row["device_id"],
        device_name=row["device_name"],
        staff_role=row["staff_role"],
        staff=row["staff_id"],
        staff_name=row["staff_name"],
        remarks=row["remarks"],
        created_by=row["created_by"],
        created_at=row["created_at"],
        status=row["status"],
        started_at=row["started_at"],
        completed_at=row["completed_at"],
        completion_remarks=row["completion_remarks"],
    )
