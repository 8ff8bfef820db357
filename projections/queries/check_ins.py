"""The staff's check-ins as the read table holds them (`projections/projectors/check_ins.py`):
the list, the visits per facility and day, a facility's count over a period and its entries
for the facility's history."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from projections.clause import Clause
from projections.lists import ListParams, ListQuery
from projections.queries.reach import Reach
from projections.store import ReadStore, Row
from projections.viewer_days import ViewerDays, utc_text

CHECK_INS = ListQuery(
    select=(
        "c.id, c.facility_id, f.name AS facility_name, c.building_id, b.name AS building_name,"
        " f.floor_id, fl.label AS floor_label, c.staff_id, a.name AS staff_name,"
        " a.kind AS staff_kind, c.time, c.recorded_at"
    ),
    from_=(
        "check_ins c LEFT JOIN facilities f ON f.id = c.facility_id"
        " LEFT JOIN floors fl ON fl.id = f.floor_id"
        " LEFT JOIN buildings b ON b.id = c.building_id"
        " LEFT JOIN accounts a ON a.id = c.staff_id"
    ),
    sortable={
        "time": "c.time",
        "facilityName": "f.name",
        "buildingName": "b.name",
        "staffName": "a.name",
    },
    default_sort="-time",
    searchable=("f.name", "b.name", "a.name"),
    filterable={
        "building": "c.building_id",
        "facility": "c.facility_id",
        "staff": "c.staff_id",
    },
    date_column="c.time",
    key="c.id",
    to_one_joins=True,
)


def _scope(reach: Reach, staff_id: str | None, extra: Sequence[Clause]) -> list[Clause]:
    clauses = [*reach.places("c.building_id", "c.facility_id"), *extra]
    if staff_id is not None:
        clauses.append(("c.staff_id = ?", [staff_id]))
    return clauses


def check_in_page(
    store: ReadStore,
    params: ListParams,
    reach: Reach,
    own: str | None = None,
    extra: Sequence[Clause] = (),
) -> tuple[list[Row], int]:
    """A page of the check-ins in `reach` (only those of `own` when named)."""
    return CHECK_INS.page(store, params, _scope(reach, own, extra))


def check_in_row(store: ReadStore, check_in_id: str) -> Row | None:
    return CHECK_INS.first(store, [("c.id = ?", [check_in_id])])


def visits(store: ReadStore, days: ViewerDays, reach: Reach) -> list[Row]:
    """Per facility in `reach` and day of the viewer with a check-in: the check-ins and the
    staff who made them, by day then building and facility."""
    values, day_args = days.values()
    places = reach.places("c.building_id", "c.facility_id")
    where = "".join(f" AND {clause}" for clause, _ in places)
    return store.query(
        f"WITH {values} SELECT c.facility_id, f.name AS facility_name,"
        " c.building_id, b.name AS building_name, days.day,"
        " COUNT(*) AS visits, COUNT(DISTINCT c.staff_id) AS staff"
        " FROM check_ins c JOIN days ON c.time >= days.since AND c.time < days.until"
        " LEFT JOIN facilities f ON f.id = c.facility_id"
        " LEFT JOIN buildings b ON b.id = c.building_id"
        f" WHERE 1 = 1{where}"
        " GROUP BY days.day, c.facility_id, f.name, c.building_id, b.name"
        " ORDER BY days.day, b.name, f.name, c.facility_id",
        [*day_args, *(arg for _, clause_args in places for arg in clause_args)],
    )


def count_at(store: ReadStore, facility_id: str, since: datetime, until: datetime) -> int:
    """How many check-ins the facility had from `since` up to (not including) `until`."""
    return int(
        store.scalar(
            "SELECT COUNT(*) AS n FROM check_ins WHERE facility_id = ? AND time >= ? AND time < ?",
            [facility_id, utc_text(since), utc_text(until)],
        )
        or 0
    )


def entries_at(store: ReadStore, facility_id: str) -> list[Row]:
    """The facility's check-ins for its history, oldest first: who and when."""
    return store.query(
        "SELECT id, staff_id, time FROM check_ins WHERE facility_id = ? ORDER BY time, id",
        [facility_id],
    )


# A stored time without a fraction (`…:00Z`) as one with six digits, to compare as time.
_RESOLVED = (
    "(CASE WHEN LENGTH(i.resolved_at) = 20 THEN SUBSTR(i.resolved_at, 1, 19) || '.000000Z'"
    " ELSE i.resolved_at END)"
)
#: Of an issue `i`: 1 when the person who resolved it checked in at its facility within the
#: window before (`domain.check_in.verified_on_site`), else 0. Asked when read, so the order
#: in which the check-in and the resolution reached the read tables does not matter.
VERIFIED_ON_SITE_SQL = (
    "(CASE WHEN i.resolved_by IS NOT NULL AND i.resolved_at IS NOT NULL AND EXISTS"
    " (SELECT 1 FROM check_ins vc WHERE vc.facility_id = i.facility_id"
    f" AND vc.staff_id = i.resolved_by AND vc.time <= {_RESOLVED}"
    f" AND vc.verifies_until >= {_RESOLVED}) THEN 1 ELSE 0 END)"
)
