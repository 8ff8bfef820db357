"""Queries over the leaves: the list, one leave and the calendar."""

from __future__ import annotations

from domain.errors import ValidationFailed, Violation
from domain.leave import LeaveStatus, LeaveType
from projections.clause import Clause
from projections.lists import ListParams, ListQuery, split_filters
from projections.queries.schedules import dated_by_overlap, overlapping
from projections.queries.staff_scope import StaffScope
from projections.store import ReadStore, Row


def leave_filters(params: ListParams) -> tuple[ListParams, list[Clause]]:
    """Status and type filters checked against their values; from/to as an overlap."""
    rest, taken = split_filters(params, {"status", "type"})
    clauses: list[Clause] = []
    for level, column, allowed in (
        ("status", "l.status", set(LeaveStatus)),
        ("type", "l.type", set(LeaveType)),
    ):
        values = [v.strip().upper() for v in taken.get(level, [])]
        if any(v not in allowed for v in values):
            raise ValidationFailed([Violation("filter", f"Unknown leave {level}")])
        if values:
            clauses.append((f"{column} IN ({', '.join('?' for _ in values)})", values))
    return dated_by_overlap("l", params, rest, clauses)


LEAVES = ListQuery(
    select=(
        "l.id, l.version, l.staff_id, a.name AS staff_name, a.kind AS staff_role,"
        " a.company_id, a.supervisor_id, sv.name AS supervisor_name, l.type, l.start_date,"
        " l.end_date, l.number_of_days, l.status, l.remarks, l.requested_by, l.received_at,"
        " l.decided_by, d.name AS decided_by_name, l.decided_at, l.decision_remarks,"
        " l.updated_at"
    ),
    from_=(
        "leaves l LEFT JOIN accounts a ON a.id = l.staff_id"
        " LEFT JOIN accounts sv ON sv.id = a.supervisor_id"
        " LEFT JOIN accounts d ON d.id = l.decided_by"
    ),
    sortable={
        "staffName": "a.name",
        "type": "l.type",
        "startDate": "l.start_date",
        "endDate": "l.end_date",
        "numberOfDays": "l.number_of_days",
        "status": "l.status",
        "receivedAt": "l.received_at",
    },
    default_sort="-receivedAt",
    searchable=("a.name", "l.remarks", "l.type", "l.status"),
    filterable={"staff": "l.staff_id", "supervisor": "a.supervisor_id"},
    key="l.id",
    special=leave_filters,
)


def leave_page(store: ReadStore, params: ListParams, scope: StaffScope) -> tuple[list[Row], int]:
    return LEAVES.page(store, params, scope.clauses("l.staff_id"))


def leave_export(store: ReadStore, params: ListParams, scope: StaffScope) -> list[Row]:
    return LEAVES.all(store, params, scope.clauses("l.staff_id"))


def leave_row(store: ReadStore, leave_id: str, scope: StaffScope) -> Row | None:
    return LEAVES.first(store, [("l.id = ?", [leave_id]), *scope.clauses("l.staff_id")])


def leave_calendar(
    store: ReadStore, date_from: str, date_to: str, scope: StaffScope, every_status: bool
) -> list[Row]:
    """Leaves overlapping the range; withdrawn and rejected ones only when asked for."""
    clauses = [*scope.clauses("l.staff_id"), *overlapping("l", date_from, date_to)]
    if not every_status:
        clauses.append(("l.status IN ('PENDING', 'APPROVED')", []))
    return LEAVES.all(store, ListParams(sort="startDate"), clauses)
