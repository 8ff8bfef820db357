"""Usage from the counters the sensors report: people through the door, litres of water.

People counters and water meters send running totals. Each device's last total is kept
(`usage_counters`), and the difference each reading makes is added to the hour it was
measured in (`usage_hourly`): the dashboard sums those hours into the viewer's days.
A total lower than the last one is a counter that started again from zero; a reading older
than the last one counted adds nothing (the newer reading already covered its stretch).
Readings are folded in log order with the kept totals, so following batch by batch gives
the same tables as a replay.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, ClassVar

from domain.reading import Reading
from projections.lists import in_clause
from projections.organisation import iso
from projections.projection import Projection
from projections.store import ReadStore, Writer

# Counter field of a reading -> column of usage_hourly.
COUNTERS = {"peopleCounter": "people", "waterMeter": "litres"}

_UPSERT_COUNTER = (
    "INSERT INTO usage_counters (device_id, field, total, measured_at) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (device_id, field) DO UPDATE SET total = excluded.total,"
    " measured_at = excluded.measured_at"
)
_ADD_HOUR = (
    "INSERT INTO usage_hourly (device_id, hour, people, litres) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (device_id, hour) DO UPDATE SET people = usage_hourly.people + excluded.people,"
    " litres = usage_hourly.litres + excluded.litres"
)


def _hour(time: str) -> str:
    # Reading times are stored in UTC as `YYYY-MM-DDTHH:MM:SS.ffffffZ`.
    return f"{time[:13]}:00:00Z"


class UsageProjection(Projection):
    name = "usage"
    upstream = ("readings",)
    tables: ClassVar[dict[str, str]] = {
        "usage_counters": (
            "CREATE TABLE IF NOT EXISTS usage_counters (device_id TEXT NOT NULL,"
            " field TEXT NOT NULL, total REAL NOT NULL, measured_at TEXT NOT NULL,"
            " PRIMARY KEY (device_id, field))"
        ),
        "usage_hourly": (
            "CREATE TABLE IF NOT EXISTS usage_hourly (device_id TEXT NOT NULL, hour TEXT NOT NULL,"
            " people REAL NOT NULL DEFAULT 0, litres REAL NOT NULL DEFAULT 0,"
            " PRIMARY KEY (device_id, hour))"
        ),
    }
    indexes = ("CREATE INDEX IF NOT EXISTS usage_hourly_hour ON usage_hourly (hour)",)

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        counted = [
            e
            for e in events
            if isinstance(e, Reading.Recorded) and any(f in e.values for f in COUNTERS)
        ]
        if not counted:
            return
        where, params = in_clause("device_id", {e.device_id for e in counted})
        kept: dict[tuple[str, str], tuple[float, str]] = {
            (row["device_id"], row["field"]): (row["total"], row["measured_at"])
            for row in tx.query(
                f"SELECT device_id, field, total, measured_at FROM usage_counters WHERE {where}",
                params,
            )
        }
        changed: set[tuple[str, str]] = set()
        hours: dict[tuple[str, str], dict[str, float]] = defaultdict(
            lambda: {"people": 0.0, "litres": 0.0}
        )
        for event in counted:
            for field, column in COUNTERS.items():
                total = event.values.get(field)
                if total is None:
                    continue
                key = (event.device_id, field)
                last = kept.get(key)
                if last is not None and event.time <= last[1]:
                    continue  # late: the newer reading already counted its stretch
                if last is not None:
                    used = total - last[0] if total >= last[0] else total
                    hours[(event.device_id, _hour(event.time))][column] += used
                kept[key] = (float(total), event.time)
                changed.add(key)
        tx.executemany(_UPSERT_COUNTER, [(d, f, *kept[(d, f)]) for d, f in sorted(changed)])
        if hours:
            tx.executemany(
                _ADD_HOUR,
                [(d, h, v["people"], v["litres"]) for (d, h), v in sorted(hours.items())],
            )


def usage_by_day(
    store: ReadStore,
    scope: Sequence[tuple[str, list[Any]]],
    until: datetime,
    days: int,
    utc_offset: timedelta,
) -> dict[str, Any]:
    """People and litres on each of the last `days` local days up to `until`, and the
    facilities that used the most water (those that used any), within the scope (clauses
    on `f.building_id` and `d.facility_id`)."""
    today = (until + utc_offset).date()
    first_day = today - timedelta(days=days - 1)
    since = datetime.combine(first_day, datetime.min.time(), until.tzinfo) - utc_offset
    where = " AND ".join(["u.hour >= ?", *(c for c, _ in scope)])
    rows = store.query(
        "SELECT u.hour, u.people, u.litres, d.facility_id, f.name AS facility_name,"
        " b.name AS building_name FROM usage_hourly u JOIN devices d ON d.id = u.device_id"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        " LEFT JOIN buildings b ON b.id = f.building_id"
        f" WHERE {where}",
        [iso(since - timedelta(hours=1)), *(p for _, ps in scope for p in ps)],
    )
    per_day: dict[str, dict[str, float]] = {
        (first_day + timedelta(days=n)).isoformat(): {"people": 0.0, "litres": 0.0}
        for n in range(days)
    }
    places: dict[str, dict[str, Any]] = {}
    for row in rows:
        hour = datetime.fromisoformat(row["hour"].replace("Z", "+00:00"))
        if hour < since:
            continue
        day = per_day.get((hour + utc_offset).date().isoformat())
        if day is None:
            continue
        day["people"] += row["people"]
        day["litres"] += row["litres"]
        if row["facility_id"]:
            place = places.setdefault(
                row["facility_id"],
                {
                    "facilityId": row["facility_id"],
                    "facilityName": row["facility_name"],
                    "buildingName": row["building_name"],
                    "people": 0.0,
                    "litres": 0.0,
                },
            )
            place["people"] += row["people"]
            place["litres"] += row["litres"]
    return {
        "from": iso(since),
        "to": iso(until),
        "people": round(sum(d["people"] for d in per_day.values())),
        "litres": round(sum(d["litres"] for d in per_day.values()), 1),
        "perDay": [
            {"day": day, "people": round(v["people"]), "litres": round(v["litres"], 1)}
            for day, v in per_day.items()
        ],
        "byFacility": [
            {**p, "people": round(p["people"]), "litres": round(p["litres"], 1)}
            for p in sorted(places.values(), key=lambda p: (-p["litres"], -p["people"]))[:5]
            if p["litres"] > 0
        ],
    }
