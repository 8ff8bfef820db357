"""Usage per facility and day of the viewer, and per building from its main water meters.

Sums `usage_hourly` into the viewer's days in SQL (`ViewerDays.values`). The toilets'
counters and meters give one row per facility and day (`source` "toilets"); a building's
main water meters, which measure the water the toilets' meters measure too and more,
give rows of their own (`source` "main-meter", no facility) and are never added to them.

Litres are differences of a meter's running total; a meter's adjustment (the register's
reading when the sensor was fitted) moves every total alike and so cancels out of each
difference, and a total that falls (a meter swapped or restarted) counts from zero
(`projections/projectors/usage.py`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from domain.errors import ValidationFailed, Violation
from domain.kinds import DeviceKind, IssueType
from projections.clause import Clause
from projections.lists import EXPORT_LIMIT, ListParams
from projections.queries.reach import EVERYWHERE, Reach
from projections.store import ReadStore, Row
from projections.viewer_days import ViewerDays, utc_text

TOILETS, MAIN_METER = "toilets", "main-meter"
SOURCES = (TOILETS, MAIN_METER)

_MAIN = f"d.kind = '{DeviceKind.MAIN_WATER_METER.value}'"
_SUMS = (
    f"SELECT CASE WHEN {_MAIN} THEN NULL ELSE d.facility_id END AS facility_id,"
    " COALESCE(f.building_id, d.building_id) AS building_id,"
    f" CASE WHEN {_MAIN} THEN '{MAIN_METER}' ELSE '{TOILETS}' END AS source,"
    " days.day AS day, SUM(u.people) AS people, SUM(u.litres) AS litres"
    " FROM usage_hourly u JOIN devices d ON d.id = u.device_id"
    " LEFT JOIN facilities f ON f.id = d.facility_id"
    " JOIN days ON u.hour >= days.since AND u.hour < days.until"
    f" WHERE u.hour >= ? AND u.hour < ? AND ({_MAIN} OR d.facility_id IS NOT NULL)"
    " GROUP BY 1, 2, 3, 4"
)
# The cleanings of each facility and day: its `cleaning-due` issues resolved then.
_CLEANED = (
    "SELECT i.facility_id, days.day AS day, COUNT(*) AS cleanings"
    " FROM issues i JOIN days ON i.resolved_at >= days.since AND i.resolved_at < days.until"
    f" WHERE i.issue_type = '{IssueType.CLEANING_DUE.value}' AND i.resolved_at >= ?"
    " AND i.resolved_at < ? GROUP BY 1, 2"
)
_FROM = (
    "sums s LEFT JOIN cleaned c ON c.facility_id = s.facility_id AND c.day = s.day"
    " LEFT JOIN facilities f ON f.id = s.facility_id"
    " LEFT JOIN floors fl ON fl.id = f.floor_id"
    " LEFT JOIN buildings b ON b.id = s.building_id"
)


def _has(kind: DeviceKind) -> str:
    """1 when the row's facility has a device of the kind (as the estate is now), else 0."""
    return (
        "CASE WHEN EXISTS (SELECT 1 FROM devices k WHERE k.facility_id = s.facility_id"
        f" AND k.kind = '{kind.value}') THEN 1 ELSE 0 END"
    )


_SELECT = (
    "s.facility_id, f.name AS facility_name, s.building_id, b.name AS building_name,"
    " f.floor_id, fl.label AS floor_label, s.source, s.day, s.people, s.litres,"
    " COALESCE(c.cleanings, 0) AS cleanings,"
    f" {_has(DeviceKind.PEOPLE_COUNTER)} AS has_people_counter,"
    f" {_has(DeviceKind.WATER_METER)} AS has_water_meter"
)
SORTABLE = {
    "day": "s.day",
    "facilityName": "f.name",
    "buildingName": "b.name",
    "floorLabel": "fl.label",
    "people": "s.people",
    "litres": "s.litres",
    "source": "s.source",
    "cleanings": "COALESCE(c.cleanings, 0)",
}
FILTERABLE = {
    "building": "s.building_id",
    "floor": "f.floor_id",
    "facility": "s.facility_id",
    "source": "s.source",
}


def _query(
    store: ReadStore, days: ViewerDays, params: ListParams, scope: Sequence[Clause]
) -> tuple[str, list[Any]]:
    """WITH … SELECT … FROM … WHERE … ORDER BY …, and its parameters."""
    values, day_params = days.values()
    bounds = [utc_text(days.since), utc_text(days.until)]
    args: list[Any] = [*day_params, *bounds, *bounds]
    clauses = ["s.building_id IS NOT NULL"]
    for clause, clause_args in scope:
        clauses.append(clause)
        args.extend(clause_args)
    by_level: dict[str, list[str]] = {}
    for level, value in params.filters:
        if level not in FILTERABLE:
            raise ValidationFailed([Violation("filter", f"Cannot filter this list by {level}")])
        if level == "source" and value not in SOURCES:
            raise ValidationFailed([Violation("filter", "Source must be toilets or main-meter")])
        by_level.setdefault(level, []).append(value)
    for level, chosen in by_level.items():
        clauses.append(f"{FILTERABLE[level]} IN ({', '.join('?' for _ in chosen)})")
        args.extend(chosen)
    if params.search:
        pattern = "%" + re.sub(r"([%_\\])", r"\\\1", params.search) + "%"
        clauses.append(
            f"(f.name {store.ilike} ? ESCAPE '\\' OR b.name {store.ilike} ? ESCAPE '\\')"
        )
        args.extend([pattern] * 2)
    key = params.sort or "-day"
    name = key.lstrip("-")
    if name not in SORTABLE:
        raise ValidationFailed(
            [Violation("sort", f"Cannot sort by {name}; one of {', '.join(SORTABLE)}")]
        )
    direction = "DESC" if key.startswith("-") else "ASC"
    order = f"{SORTABLE[name]} {direction}, s.day DESC, b.name, s.source, f.name, s.facility_id"
    sql = (
        f"WITH {values}, sums AS ({_SUMS}), cleaned AS ({_CLEANED})"
        f" SELECT {_SELECT} FROM {_FROM}"
        f" WHERE {' AND '.join(clauses)} ORDER BY {order}"
    )
    return sql, args


def _out(row: Row) -> Row:
    cleanings = int(row["cleanings"] or 0)
    people = round(row["people"] or 0)
    return {
        **row,
        "people": people,
        "cleanings": cleanings,
        # The visitors a cleaning served that day: none without a cleaning or a counter.
        "visitors_per_cleaning": (
            round(people / cleanings) if cleanings and row["has_people_counter"] else None
        ),
        "litres": round(row["litres"] or 0, 3),
        "has_people_counter": bool(row["has_people_counter"]),
        "has_water_meter": bool(row["has_water_meter"]),
    }


def _scope(reach: Reach) -> list[Clause]:
    # A main meter's rows have no facility: those who see only facilities see none of them.
    return reach.places("s.building_id", "s.facility_id")


def usage_page(
    store: ReadStore, days: ViewerDays, params: ListParams, reach: Reach = EVERYWHERE
) -> tuple[list[Row], int]:
    """A page of the rows within the reach, and how many there are."""
    sql, args = _query(store, days, params, _scope(reach))
    total = int(store.scalar(f"SELECT COUNT(*) AS n FROM ({sql}) AS counted", args) or 0)
    rows = store.query(
        f"{sql} LIMIT ? OFFSET ?", [*args, params.page_size, (params.page - 1) * params.page_size]
    )
    return [_out(r) for r in rows], total


def usage_rows(
    store: ReadStore, days: ViewerDays, params: ListParams, reach: Reach = EVERYWHERE
) -> list[Row]:
    """Every row within the reach (for the export), in the list's order."""
    sql, args = _query(store, days, params, _scope(reach))
    return [_out(r) for r in store.query(f"{sql} LIMIT ?", [*args, EXPORT_LIMIT])]
