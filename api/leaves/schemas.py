"""Leave bodies, and a leave as shown to one caller."""

from __future__ import annotations

from typing import Annotated

from api.auth import Principal
from api.body_bounds import CalendarDate, RecordId, named, remarks
from api.listing import Column
from api.schema import Body, Out, to_out
from api.visibility import plans
from domain.commands.leave import MAX_REMARKS_CHARS
from domain.leave import DECISIONS, LeaveStatus, LeaveType
from projections.store import Row

Remarks = Annotated[str, remarks(MAX_REMARKS_CHARS)]


class LeaveBody(Body):
    type: Annotated[str, named(LeaveType)]
    start_date: CalendarDate
    end_date: CalendarDate
    staff_id: RecordId | None = None
    remarks: Remarks | None = None
    version: int | None = None


#: What becomes of a pending leave: a planner's decision, or the applicant's withdrawal.
LEAVE_MOVES = (*DECISIONS, LeaveStatus.WITHDRAWN)


class LeaveStatusBody(Body):
    status: Annotated[str, named(LEAVE_MOVES)]
    remarks: Remarks | None = None


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
    return to_out(
        LeaveOut,
        row,
        number_of_days=float(row["number_of_days"]),
        can_decide=pending and not own and plans(principal),
        can_withdraw=pending and own,
    )


def calendar_leave(row: Row) -> CalendarLeave:
    return to_out(
        CalendarLeave, row, leave_id=row["id"], number_of_days=float(row["number_of_days"])
    )


EXPORT_COLUMNS: list[Column] = [
    *("id", "staff_name", "staff_role", "type", "start_date", "end_date"),
    ("numberOfDays", lambda row: f"{float(row['number_of_days']):g}"),
    *("status", "remarks", "received_at"),
    ("decidedBy", "decided_by_name"),
    "decided_at",
]
