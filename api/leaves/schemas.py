"""Leave bodies, and a leave as shown to one caller."""

from __future__ import annotations

from api.auth import Principal
from api.body_bounds import CalendarDate
from api.schema import Body, Out
from api.visibility import plans
from domain.leave import LeaveStatus
from projections.store import Row


class LeaveBody(Body):
    type: str
    start_date: CalendarDate
    end_date: CalendarDate
    staff_id: str | None = None
    remarks: str | None = None
    version: int | None = None


class LeaveStatusBody(Body):
    status: str
    remarks: str | None = None


class LeaveOut(Out):
    id: str
    version: int
    staff_id: str
    staff_name: str | None
    staff_role: str | None
    company_id: str | None
    supervisor_id: str | None
    supervisor_name: str | None
    type: str
    start_date: str
    end_date: str
    number_of_days: float
    status: str
    remarks: str
    received_at: str
    decided_by: str | None
    decided_by_name: str | None
    decided_at: str | None
    decision_remarks: str | None
    can_decide: bool
    can_withdraw: bool


class CalendarLeave(Out):
    leave_id: str
    staff_id: str
    staff_name: str | None
    type: str
    status: str
    start_date: str
    end_date: str
    number_of_days: float


def leave_out(row: Row, principal: Principal) -> LeaveOut:
    pending = row["status"] == LeaveStatus.PENDING
    own = row["staff_id"] == principal.account_id
    return LeaveOut(
        id=row["id"],
        version=row["version"],
        staff_id=row["staff_id"],
        staff_name=row["staff_name"],
        staff_role=row["staff_role"],
        company_id=row["company_id"],
        supervisor_id=row["supervisor_id"],
        supervisor_name=row["supervisor_name"],
        type=row["type"],
        start_date=row["start_date"],
        end_date=row["end_date"],
        number_of_days=float(row["number_of_days"]),
        status=row["status"],
        remarks=row["remarks"],
        received_at=row["received_at"],
        decided_by=row["decided_by"],
        decided_by_name=row["decided_by_name"],
        decided_at=row["decided_at"],
        decision_remarks=row["decision_remarks"],
        can_decide=pending and not own and plans(principal),
        can_withdraw=pending and own,
    )


def calendar_leave(row: Row) -> CalendarLeave:
    return CalendarLeave(
        leave_id=row["id"],
        staff_id=row["staff_id"],
        staff_name=row["staff_name"],
        type=row["type"],
        status=row["status"],
        start_date=row["start_date"],
        end_date=row["end_date"],
        number_of_days=float(row["number_of_days"]),
    )
