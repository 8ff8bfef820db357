"""Visitors' feedback in reports: per place, the count, average rating, each rating's
count and the areas named most; for one facility, each day's count and average.

Reads the feedback read model (`feedback`, one row per press, and `feedback_areas`) in
SQL; a press is shown when it was an explicit rating or came from a feedback panel (a
`digitalInput` of another kind means something else). Until that read model exists in
the store, every figure is empty.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from domain.kinds import DeviceKind
from projections.queries.kpi import has_table
from projections.store import ReadStore
from projections.viewer_days import ViewerDays, utc_text

# 1 excellent … 5 very poor, as the feedback list words them.
RATING_WORDS = ("excellent", "good", "average", "poor", "very-poor")
TOP_AREAS = 5
PLACE = "COALESCE(fb.facility_id, d.facility_id)"
_FROM = (
    "feedback fb LEFT JOIN devices d ON d.id = fb.device_id"
    f" LEFT JOIN facilities f ON f.id = {PLACE}"
)
_SHOWN = f"(fb.explicit = 1 OR d.kind = '{DeviceKind.FEEDBACK_PANEL.value}')"

EMPTY: dict[str, Any] = {
    "count": 0,
    "average": None,
    "perRating": [{"rating": word, "count": 0} for word in RATING_WORDS],
    "topAreas": [],
}


def _ready(store: ReadStore) -> bool:
    return has_table(store, "feedback") and has_table(store, "feedback_areas")


def by_place(
    store: ReadStore, days: ViewerDays, key: str, column: str, places: Sequence[str]
) -> dict[str, dict[str, Any]]:
    """Per place (`key`, an expression over `fb`, `d`, `f`), for the places listed (by
    `column`): count, average, perRating (all five) and topAreas."""
    if not places or not _ready(store):
        return {}
    marks = ", ".join("?" for _ in places)
    where = f"{_SHOWN} AND fb.at >= ? AND fb.at < ? AND {column} IN ({marks})"
    args = [utc_text(days.since), utc_text(days.until), *places]
    found: dict[str, dict[str, Any]] = {}
    ratings: dict[str, dict[int, int]] = defaultdict(dict)
    for row in store.query(
        f"SELECT {key} AS place, fb.rating, COUNT(*) AS n FROM {_FROM} WHERE {where} GROUP BY 1, 2",
        args,
    ):
        if row["place"]:
            ratings[row["place"]][row["rating"]] = int(row["n"])
    areas: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in store.query(
        f"SELECT {key} AS place, a.area, COUNT(*) AS n FROM {_FROM}"
        f" JOIN feedback_areas a ON a.feedback_id = fb.id WHERE {where}"
        " GROUP BY 1, 2 ORDER BY 3 DESC, 2",
        args,
    ):
        if row["place"]:
            areas[row["place"]].append({"area": row["area"], "count": int(row["n"])})
    for place, counts in ratings.items():
        rated = {value: n for value, n in counts.items() if value is not None}
        total = sum(rated.values())
        found[place] = {
            "count": sum(counts.values()),
            "average": (
                round(sum(value * n for value, n in rated.items()) / total, 2) if total else None
            ),
            "perRating": [
                {"rating": word, "count": rated.get(value, 0)}
                for value, word in enumerate(RATING_WORDS, start=1)
            ],
            "topAreas": areas.get(place, [])[:TOP_AREAS],
        }
    return found


def by_day(
    store: ReadStore, days: ViewerDays, facility_id: str
) -> dict[str, tuple[int, float | None]]:
    """Each day's presses at the facility: (count, average rating)."""
    if not _ready(store):
        return {}
    values, day_args = days.values()
    return {
        row["day"]: (
            int(row["n"]),
            None if row["average"] is None else round(float(row["average"]), 2),
        )
        for row in store.query(
            f"WITH {values} SELECT days.day, COUNT(*) AS n, AVG(fb.rating) AS average"
            f" FROM {_FROM} JOIN days ON fb.at >= days.since AND fb.at < days.until"
            f" WHERE {_SHOWN} AND {PLACE} = ? GROUP BY days.day",
            [*day_args, facility_id],
        )
    }
