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
from typing import Any, ClassVar

from domain.reading import Reading
from projections.lists import in_clause
from projections.projectors.measured import hour_of
from projections.projectors.projection import Projection
from projections.store import Writer

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
    " litres = ROUND(CAST(usage_hourly.litres + excluded.litres AS NUMERIC), 3)"
)
# Sums are kept to the millilitre, rounded at every step: floating-point addition is not
# associative, and a sum must not depend on how the log was cut into batches.
_PLACES = 3


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
                    hour = hours[(event.device_id, hour_of(event.time))]
                    hour[column] = round(hour[column] + round(used, _PLACES), _PLACES)
                kept[key] = (float(total), event.time)
                changed.add(key)
        tx.upsert_many(_UPSERT_COUNTER, [(d, f, *kept[(d, f)]) for d, f in sorted(changed)])
        if hours:
            tx.upsert_many(
                _ADD_HOUR,
                [(d, h, v["people"], v["litres"]) for (d, h), v in sorted(hours.items())],
            )
