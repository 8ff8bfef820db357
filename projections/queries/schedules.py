"""Queries over the schedules: the list, one schedule, its facilities and the calendar."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, time, timedelta
from typing import Any

from domain.errors import ValidationFailed, Violation
from domain.schedule import Slot
from domain.shifts import occurrences_during
from domain.validation import beyond_calendar, in_calendar
from projections.clause import Clause
from projections.lists import ListParams, ListQuery, in_clause, split_filters
from projections.queries.staff_scope import StaffScope
from projections.store import ReadStore, Row

_PLACE_FILTERS = {
    "building": "f.building_id",
    "floor": "f.floor_id",
    "facility": "f.id",
}


def _marks(values: list[str]) -> str:
    return ", ".join("?" for _ in values)


def schedule_filters(params: ListParams) -> tuple[ListParams, list[Clause]]:
    """Place filters through the schedule's facilities, and from/to as an overlap."""
    rest, taken = split_filters(params, set(_PLACE_FILTERS))
    clauses: list[Clause] = []
    for level, ids in taken.items():
        clauses.append(
            (
                "s.id IN (SELECT sf.schedule_id FROM schedule_facilities sf JOIN facilities f"
                f" ON f.id = sf.facility_id WHERE {_PLACE_FILTERS[level]} IN ({_marks(ids)}))",
                ids,
            )
        )
    return dated_by_overlap("s", params, rest, clauses)


SCHEDULES = ListQuery(
    select=(
        "s.id, s.version, s.staff_id, a.name AS staff_name, a.kind AS staff_role,"
        " a.company_id, c.name AS company_name, a.supervisor_id, s.start_date, s.end_date,"
        " s.shift_start, s.shift_end, s.weekdays, s.type, s.remarks,"
        " s.facility_count AS number_of_toilets, s.assigned_by, b.name AS assigned_by_name,"
        " s.assigned_at, s.updated_at"
    ),
    from_=(
        "schedules s LEFT JOIN accounts a ON a.id = s.staff_id"
        " LEFT JOIN companies c ON c.id = a.company_id"
        " LEFT JOIN accounts b ON b.id = s.assigned_by"
    ),
    sortable={
        "staffName": "a.name",
        "startDate": "s.start_date",
        "endDate": "s.end_date",
        "shiftStart": "s.shift_start",
        "type": "s.type",
        "assignedAt": "s.assigned_at",
    },
    default_sort="startDate",
    searchable=("a.name", "s.remarks", "s.type"),
    filterable={"staff": "s.staff_id", "supervisor": "a.supervisor_id", "type": "s.type"},
    key="s.id",
    special=schedule_filters,
)


def dated_by_overlap(
    alias: str, params: ListParams, rest: ListParams, clauses: list[Clause]
) -> tuple[ListParams, list[Clause]]:
    """The rest of a list's params and its clauses, with the params' from/to taken as the
    dates the records' start..end overlap (not the list's date column)."""
    over = overlapping(alias, params.date_from, params.date_to)
    return replace(rest, date_from=None, date_to=None), [*clauses, *over]


def overlapping(alias: str, date_from: str | None, date_to: str | None) -> list[Clause]:
    """Records whose start..end dates overlap from..to (either end may be open)."""
    clauses: list[Clause] = []
    if date_from:
        clauses.append((f"{alias}.end_date >= ?", [date_from[:10]]))
    if date_to:
        clauses.append((f"{alias}.start_date <= ?", [date_to[:10]]))
    return clauses


def schedule_page(store: ReadStore, params: ListParams, scope: StaffScope) -> tuple[list[Row], int]:
    rows, total = SCHEDULES.page(store, params, scope.clauses("s.staff_id"))
    return with_facilities(store, rows), total


def schedule_export(store: ReadStore, params: ListParams, scope: StaffScope) -> list[Row]:
    return with_facilities(store, SCHEDULES.all(store, params, scope.clauses("s.staff_id")))


def schedule_row(store: ReadStore, schedule_id: str, scope: StaffScope) -> Row | None:
    row = SCHEDULES.first(store, [("s.id = ?", [schedule_id]), *scope.clauses("s.staff_id")])
    return None if row is None else with_facilities(store, [row])[0]


def with_facilities(store: ReadStore, rows: list[Row]) -> list[Row]:
    """Each row with its weekdays as a list and its facilities, named, in their order."""
    where, args = in_clause("sf.schedule_id", [r["id"] for r in rows])
    found = store.query(
        "SELECT sf.schedule_id, sf.facility_id AS id, f.name, bl.name AS building_name,"
        " fl.label AS floor_label FROM schedule_facilities sf"
        " LEFT JOIN facilities f ON f.id = sf.facility_id"
        " LEFT JOIN floors fl ON fl.id = f.floor_id"
        " LEFT JOIN buildings bl ON bl.id = f.building_id"
        f" WHERE {where} ORDER BY sf.schedule_id, sf.position",
        args,
    )
    by_schedule: dict[str, list[Row]] = {}
    for facility in found:
        by_schedule.setdefault(facility.pop("schedule_id"), []).append(facility)
    return [
        {
            **row,
            "weekdays": [d for d in row["weekdays"].split(",") if d],
            "facilities": by_schedule.get(row["id"], []),
        }
        for row in rows
    ]


MAX_CALENDAR_DAYS = 62


def calendar_range(date_from: str | None, date_to: str | None) -> tuple[date, date]:
    """from..to as dates of the calendar: both needed, in order, at most 62 days."""
    violations = []
    parsed: dict[str, date] = {}
    for field, value in (("from", date_from), ("to", date_to)):
        try:
            parsed[field] = date.fromisoformat((value or "")[:10])
        except ValueError:
            violations.append(Violation(field, "Incorrect date", "incorrect-date"))
            continue
        if not in_calendar(parsed[field]):
            violations.append(beyond_calendar(field))
    if not violations and (parsed["to"] - parsed["from"]).days + 1 > MAX_CALENDAR_DAYS:
        violations.append(
            Violation(
                "to",
                f"At most {MAX_CALENDAR_DAYS} days",
                "range-too-long",
                {"max": MAX_CALENDAR_DAYS},
            )
        )
    if not violations and parsed["to"] < parsed["from"]:
        violations.append(Violation("to", "The end comes before the start", "end-before-start"))
    if violations:
        raise ValidationFailed(violations)
    return parsed["from"], parsed["to"]


def calendar(
    store: ReadStore, date_from: date, date_to: date, scope: StaffScope, staff_id: str | None
) -> list[dict[str, Any]]:
    """Every occurrence of the schedules worked on the days from..to, with the dates it
    starts and ends on (a night shift ends on the next; one that starts the evening before
    `from` is listed, as it runs into it) and whether the member is on approved leave on the
    day it starts; by date, then shift, then name."""
    extra: list[Clause] = [*scope.clauses("s.staff_id")]
    # A night shift of the day before runs into the first day.
    extra.extend(overlapping("s", (date_from - timedelta(days=1)).isoformat(), date_to.isoformat()))
    if staff_id:
        extra.append(("s.staff_id = ?", [staff_id]))
    rows = with_facilities(
        store, SCHEDULES.all(store, ListParams(page_size=1, sort="startDate"), extra)
    )
    on_leave = _approved_leave_days(
        store, {r["staff_id"] for r in rows}, date_from - timedelta(days=1), date_to
    )
    entries = []
    for row in rows:
        slot = Slot(
            date.fromisoformat(row["start_date"]),
            date.fromisoformat(row["end_date"]),
            time.fromisoformat(row["shift_start"]),
            time.fromisoformat(row["shift_end"]),
            frozenset(row["weekdays"]),
        )
        for occurrence in occurrences_during(slot, date_from, date_to):
            entries.append(
                {
                    "scheduleId": row["id"],
                    "date": occurrence.day.isoformat(),
                    "endDate": occurrence.end_date.isoformat(),
                    "shiftStart": row["shift_start"],
                    "shiftEnd": row["shift_end"],
                    "staffId": row["staff_id"],
                    "staffName": row["staff_name"],
                    "staffRole": row["staff_role"],
                    "type": row["type"],
                    "facilityNames": [f["name"] for f in row["facilities"] if f["name"]],
                    # On leave when the day it starts is; not the night before a leave day.
                    "onLeave": (row["staff_id"], occurrence.day) in on_leave,
                }
            )
    entries.sort(key=lambda e: (e["date"], e["shiftStart"], e["staffName"] or "", e["scheduleId"]))
    return entries


def _approved_leave_days(
    store: ReadStore, staff_ids: set[str], date_from: date, date_to: date
) -> set[tuple[str, date]]:
    where, args = in_clause("staff_id", staff_ids)
    rows = store.query(
        f"SELECT staff_id, start_date, end_date FROM leaves WHERE {where}"
        " AND status = 'APPROVED' AND end_date >= ? AND start_date <= ?",
        [*args, date_from.isoformat(), date_to.isoformat()],
    )
    days: set[tuple[str, date]] = set()
    for row in rows:
        first = max(date.fromisoformat(row["start_date"]), date_from)
        last = min(date.fromisoformat(row["end_date"]), date_to)
        for n in range((last - first).days + 1):
            days.add((row["staff_id"], date.fromordinal(first.toordinal() + n)))
    return days
