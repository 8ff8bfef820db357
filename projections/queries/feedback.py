"""Visitors' feedback within a reach: the list and export with their filters, the
dashboard's view, a facility's feedback settings, and what a visitor's page names.

A press of a button-only panel is kept with `explicit = 0` (see the projector) and shown
only for feedback panels (`SHOWN`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import date, datetime, timedelta
from typing import Any

from domain.errors import ValidationFailed, Violation
from domain.feedback import (
    AREA_IDS,
    AREAS,
    DEFAULT_THRESHOLD,
    DEFAULT_WINDOW_MINUTES,
    RATINGS,
    rating_value,
)
from domain.kinds import DeviceKind
from projections.clause import Clause
from projections.lists import ListParams, ListQuery, split_filters
from projections.queries.activity import local_days
from projections.queries.reach import Reach
from projections.store import ReadStore, Row
from projections.tables import iso
from projections.viewer_days import Zone, as_zone

_PLACE = "COALESCE(fb.facility_id, d.facility_id)"
# A digitalInput is a rating only on a feedback panel.
SHOWN = f"(fb.explicit = 1 OR d.kind = '{DeviceKind.FEEDBACK_PANEL.value}')"
_COMPANY_ID_SQL = (
    "COALESCE((SELECT MIN(p.cleaning_company_id) FROM projects p"
    " WHERE p.building_id = b.id), b.landlord_id)"
)
_RATING_SQL = (
    "CASE fb.rating "
    + " ".join(f"WHEN {n} THEN '{name}'" for n, name in enumerate(RATINGS, start=1))
    + " ELSE NULL END"
)

#: Joins a press to its place; `f`, `fl`, `b` are its facility, floor and building.
FEEDBACK_FROM = (
    "feedback fb LEFT JOIN devices d ON d.id = fb.device_id"
    f" LEFT JOIN facilities f ON f.id = {_PLACE}"
    " LEFT JOIN floors fl ON fl.id = f.floor_id"
    " LEFT JOIN buildings b ON b.id = f.building_id"
)


def feedback_filters(params: ListParams) -> tuple[ListParams, list[Clause]]:
    """`rating:"poor"` (or 1..5) and `area:"no-toilet-paper"` as clauses; every press shown
    is a press (see `SHOWN`)."""
    rest, taken = split_filters(params, {"rating", "area"})
    clauses: list[Clause] = [(SHOWN, [])]
    if "rating" in taken:
        values: list[int] = []
        for value in taken["rating"]:
            text = value.strip().lower()
            number = RATINGS.index(text) + 1 if text in RATINGS else None
            if number is None and text.isdigit():
                number = rating_value(int(text))
            if number is None:
                raise ValidationFailed(
                    [Violation("filter", "Rating must be one of " + ", ".join(RATINGS))]
                )
            values.append(number)
        clauses.append((f"fb.rating IN ({', '.join('?' for _ in values)})", list(values)))
    if "area" in taken:
        areas = [a.strip() for a in taken["area"]]
        if any(a not in AREA_IDS for a in areas):
            raise ValidationFailed([Violation("filter", "Area must be one of " + ", ".join(AREAS))])
        clauses.append(
            (
                "EXISTS (SELECT 1 FROM feedback_areas a WHERE a.feedback_id = fb.id"
                f" AND a.area IN ({', '.join('?' for _ in areas)}))",
                areas,
            )
        )
    return rest, clauses


FEEDBACK = ListQuery(
    select=(
        f"fb.id, fb.device_id, d.name AS device_name, {_PLACE} AS facility_id,"
        " f.name AS facility_name, f.floor_id, fl.label AS floor_label,"
        " fl.floor_number, f.building_id, b.name AS building_name,"
        f" {_COMPANY_ID_SQL} AS company_id,"
        f" (SELECT c.name FROM companies c WHERE c.id = {_COMPANY_ID_SQL}) AS company_name,"
        " fb.source, fb.rating, fb.areas, fb.at"
    ),
    from_=FEEDBACK_FROM,
    sortable={
        "timestamp": "fb.at",
        "rating": "fb.rating",
        "ratingValue": "fb.rating",
        "facility": "f.name",
        "building": "b.name",
        "device": "d.name",
    },
    default_sort="-timestamp",
    searchable=("f.name", "b.name", "d.name", "fl.label"),
    filterable={
        "building": "f.building_id",
        "floor": "f.floor_id",
        "facility": _PLACE,
        "device": "fb.device_id",
        "source": "fb.source",
    },
    date_column="fb.at",
    key="fb.id",
    special=feedback_filters,
)


def feedback_summary(
    store: ReadStore,
    scope: Sequence[Clause],
    since: datetime,
    until: datetime | None = None,
) -> list[Row]:
    """The presses shown within the scope (clauses on `f.building_id`, `{_PLACE}`) measured
    from `since` (to `until`): their rating, areas and time, for the dashboard and reports."""
    clauses = [SHOWN, "fb.at >= ?", *(c for c, _ in scope)]
    params: list[Any] = [iso(since - timedelta(seconds=1)), *(p for _, ps in scope for p in ps)]
    if until is not None:
        clauses.append("fb.at <= ?")
        params.append(iso(until))
    return store.query(
        f"SELECT fb.rating, fb.areas, fb.at FROM {FEEDBACK_FROM} WHERE {' AND '.join(clauses)}",
        params,
    )


def summarise(rows: Sequence[Row], each_day: Sequence[date], zone: Zone) -> dict[str, Any]:
    """Count, average, every rating's count, the areas named most, and each day's count and
    average (days of the viewer in `zone`)."""
    local = as_zone(zone)
    ratings: Counter[int] = Counter()
    areas: Counter[str] = Counter()
    days: dict[date, list[int]] = {day: [] for day in each_day}
    count = 0
    for row in rows:
        at = datetime.fromisoformat(row["at"].replace("Z", "+00:00"))
        day = at.astimezone(local).date()
        if day not in days:
            continue
        count += 1
        if row["rating"] is not None:
            ratings[row["rating"]] += 1
            days[day].append(row["rating"])
        for area in (row["areas"] or "").split(","):
            if area:
                areas[area] += 1
    rated = sum(ratings.values())
    return {
        "count": count,
        "average": round(sum(n * c for n, c in ratings.items()) / rated, 2) if rated else None,
        "perRating": [
            {"rating": name, "count": ratings[n]} for n, name in enumerate(RATINGS, start=1)
        ],
        "perArea": [
            {"area": area, "count": n}
            for area, n in sorted(areas.items(), key=lambda item: (-item[1], item[0]))
        ],
        "perDay": [
            {
                "day": day.isoformat(),
                "count": len(values),
                "average": round(sum(values) / len(values), 2) if values else None,
            }
            for day, values in days.items()
        ],
    }


def _by_day(
    store: ReadStore,
    scope: Sequence[Clause],
    until: datetime,
    days: int,
    zone: Zone,
) -> dict[str, Any]:
    """The dashboard's feedback over the last `days` days of the viewer up to `until`."""
    each_day, since = local_days(until, days, zone)
    rows = feedback_summary(store, scope, since)
    return {
        "from": each_day[0].isoformat(),
        "to": each_day[-1].isoformat(),
        **summarise(rows, each_day, zone),
    }


def feedback_settings_of(store: ReadStore, facility_ids: Sequence[str]) -> dict[str, Row]:
    """The facilities' feedback settings as set (facilities never set are left out)."""
    if not facility_ids:
        return {}
    marks = ", ".join("?" for _ in facility_ids)
    rows = store.query(
        "SELECT facility_id, threshold, window_minutes FROM facility_feedback"
        f" WHERE facility_id IN ({marks})",
        list(facility_ids),
    )
    return {row["facility_id"]: row for row in rows}


DEFAULTS = {"threshold": DEFAULT_THRESHOLD, "window_minutes": DEFAULT_WINDOW_MINUTES}


def feedback_page(store: ReadStore, params: ListParams, reach: Reach) -> tuple[list[Row], int]:
    return FEEDBACK.page(store, params, reach.places("f.building_id", _PLACE))


def feedback_rows(store: ReadStore, params: ListParams, reach: Reach) -> list[Row]:
    return FEEDBACK.all(store, params, reach.places("f.building_id", _PLACE))


def feedback_by_day(
    store: ReadStore, reach: Reach, now: datetime, days: int, zone: Zone
) -> dict[str, Any]:
    """Count, average, per rating, per area and per day of the viewer's last `days` days."""
    scope = reach.places("f.building_id", _PLACE)
    return _by_day(store, scope, now, days, zone)


def feedback_settings(store: ReadStore, facility_ids: Sequence[str]) -> dict[str, dict[str, int]]:
    """Each facility's `threshold` and `windowMinutes`, the defaults where never set."""
    chosen = feedback_settings_of(store, facility_ids)
    answer = {}
    for facility_id in facility_ids:
        row = chosen.get(facility_id) or DEFAULTS
        answer[facility_id] = {
            "threshold": int(row["threshold"]),
            "windowMinutes": int(row["window_minutes"]),
        }
    return answer


def visit_place(store: ReadStore, facility_id: str) -> Row | None:
    """The names a visitor's page shows: facility, building and floor."""
    return store.query_one(
        "SELECT f.id, f.name AS facility_name, b.name AS building_name, fl.label AS floor_label"
        " FROM facilities f LEFT JOIN buildings b ON b.id = f.building_id"
        " LEFT JOIN floors fl ON fl.id = f.floor_id WHERE f.id = ?",
        (facility_id,),
    )
