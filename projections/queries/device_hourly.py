"""Queries over `device_hourly` (each device's readings hour by hour): uptime, and the
hourly series of a device's charts.

Device uptime: the share of a period in which devices were connected, from their readings.

A device counts as connected in an hour (UTC, as `device_hourly` keeps them) in which it
was ONLINE by the connection rule the device list and the dashboard use
(`domain.device_state`: silent no longer than its reporting interval times the offline
factor): an hour in which it sent a reading, and each hour that begins within that bound
after an hour it sent one in (`connected_hours`). Its hours of a period run from the
period's first whole hour, or from when the device came (its registration, or its first
reading when that is earlier, as for an estate whose history was loaded after its devices
were registered), up to the period's end or now. An hour not over yet counts only once the
device is connected in it: a device that reports every twenty minutes is not down at ten
past the hour (nor is one still within its bound since a reading in an earlier hour).

Answered per place (a building, a facility, a device) as a share 0..1 to four decimals;
None where the place had no device in the period.

The series takes the last value of each field in the hour from `device_hourly` and the
people and litres counted in it from `usage_hourly`.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from domain.device_state import DEFAULT_OFFLINE_FACTOR, device_level, offline_after
from domain.kinds import METER_KINDS, DeviceKind
from projections.clause import Clause
from projections.queries.devices import interval_sql
from projections.store import ReadStore
from projections.viewer_days import parse_utc, utc_text

HOUR = timedelta(hours=1)
#: The device page's windows: the last 7 and 30 days, as hours ending with the current one.
DEVICE_WINDOWS = {"last7Days": 7, "last30Days": 30}


@dataclass
class Hours:
    """A place's device-hours in a period: those it could have reported in, and those it did."""

    possible: int = 0
    connected: int = 0

    @property
    def share(self) -> float | None:
        if not self.possible:
            return None
        return round(min(1.0, self.connected / self.possible), 4)


def floor_hour(moment: datetime) -> datetime:
    return moment.replace(minute=0, second=0, microsecond=0)


def ceil_hour(moment: datetime) -> datetime:
    floored = floor_hour(moment)
    return floored if floored == moment else floored + HOUR


def hours_from(start: datetime, end: datetime) -> int:
    """How many hours begin at or after `start` (on the hour) and before `end`."""
    if end <= start:
        return 0
    return int(-(-(end - start) // HOUR))


def _args(clauses: Sequence[Clause]) -> list[Any]:
    return [a for _, args in clauses for a in args]


def _and(clauses: Sequence[Clause]) -> str:
    return "".join(f" AND {c}" for c, _ in clauses)


def uptime_hours(
    store: ReadStore,
    since: datetime,
    until: datetime,
    now: datetime,
    key: str,
    clauses: Sequence[Clause] = (),
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> dict[str, Hours]:
    """Per place (`key`: an expression over `d`, the device, and `f`, its facility), the
    device-hours of `since`..`until` (up to now) and those in which it was connected."""
    end = min(until, now).replace(microsecond=0)
    current = floor_hour(now)
    devices = store.query(
        f"SELECT {key} AS place, d.id, d.created_at, {interval_sql()} AS interval_seconds,"
        " (SELECT MIN(h.hour) FROM device_hourly h WHERE h.device_id = d.id) AS first_hour"
        " FROM devices d LEFT JOIN facilities f ON f.id = d.facility_id"
        f" WHERE 1 = 1{_and(clauses)}",
        _args(clauses),
    )
    if not devices:
        return {}
    carries = {
        row["id"]: carried_hours(offline_after(int(row["interval_seconds"]), factor))
        for row in devices
    }
    reported = _reported_hours(store, since - max(carries.values()) * HOUR, end, clauses)
    places: dict[str, Hours] = defaultdict(Hours)
    for row in devices:
        if not row["place"]:
            continue
        came = parse_utc(row["created_at"])
        if row["first_hour"]:
            came = min(came, parse_utc(row["first_hour"]))
        start = max(ceil_hour(since), floor_hour(came))
        connected = connected_hours(reported.get(row["id"], ()), carries[row["id"]])
        over = hours_from(start, min(end, current))
        begun = hours_from(start, end)
        hours = places[row["place"]]
        # The hour under way counts once the device is connected in it.
        in_current = begun > over and current in connected
        hours.possible += over + (1 if in_current else 0)
        hours.connected += sum(1 for h in connected if start <= h < min(end, current))
        hours.connected += 1 if in_current else 0
    return places


def carried_hours(silence: timedelta) -> int:
    """How many whole hours after an hour with a reading the device is surely still ONLINE
    at their start: a reading in hour k is at or after k, so the device is online at the
    start of hour k + j while j hours are within its `offline_after`."""
    return int(silence // HOUR)


def connected_hours(reported: Iterable[datetime], carried: int) -> set[datetime]:
    """The hours in which a device was connected by the connection rule: those with a
    reading, and the `carried` hours after each, which begin while it is still ONLINE."""
    return {hour + step * HOUR for hour in reported for step in range(carried + 1)}


def _reported_hours(
    store: ReadStore, since: datetime, end: datetime, clauses: Sequence[Clause]
) -> dict[str, list[datetime]]:
    """Per device, the hours of `since`..`end` with a reading."""
    found: dict[str, list[datetime]] = defaultdict(list)
    for row in store.query(
        "SELECT h.device_id, h.hour FROM device_hourly h JOIN devices d ON d.id = h.device_id"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        f" WHERE h.readings > 0 AND h.hour >= ? AND h.hour < ?{_and(clauses)}",
        [utc_text(floor_hour(since)), utc_text(end), *_args(clauses)],
    ):
        found[row["device_id"]].append(parse_utc(row["hour"]))
    return found


def uptime_by(
    store: ReadStore,
    since: datetime,
    until: datetime,
    now: datetime,
    key: str,
    clauses: Sequence[Clause] = (),
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> dict[str, float | None]:
    """Per place, the share of its device-hours in the period in which it was connected."""
    return {
        place: hours.share
        for place, hours in uptime_hours(store, since, until, now, key, clauses, factor).items()
    }


def device_uptime(
    store: ReadStore, device_id: str, now: datetime, factor: float = DEFAULT_OFFLINE_FACTOR
) -> dict[str, float | None]:
    """One device's uptime over the last 7 and the last 30 days (each the run of whole hours
    ending with the current one)."""
    out: dict[str, float | None] = {}
    for name, days in DEVICE_WINDOWS.items():
        since = floor_hour(now) - timedelta(days=days) + HOUR
        mine: list[Clause] = [("d.id = ?", [device_id])]
        found = uptime_by(store, since, now, now, "d.id", mine, factor)
        out[name] = found.get(device_id)
    return out


# A device's series -----------------------------------------------------------------------


def device_series(
    store: ReadStore,
    device_id: str,
    kind: str,
    kpi: dict[str, Any],
    since: datetime,
    until: datetime,
) -> list[dict[str, Any]]:
    """The hours from `since` (inclusive) to `until` (exclusive) in which the device sent
    anything, oldest first: `hour`, `level` (0..100 for level kinds), `battery` (volts),
    `rssi`, `people`, `litres`, `temperature`, `humidity`; None where it has no such value."""
    bounds = [device_id, utc_text(since), utc_text(until)]
    readings = store.query(
        "SELECT hour, battery_voltage, rssi, range_mm, temperature, humidity, measured_at"
        " FROM device_hourly WHERE device_id = ? AND hour >= ? AND hour < ?",
        bounds,
    )
    usage = {
        row["hour"]: row
        for row in store.query(
            "SELECT hour, people, litres FROM usage_hourly"
            " WHERE device_id = ? AND hour >= ? AND hour < ?",
            bounds,
        )
    }
    counts_people = kind == DeviceKind.PEOPLE_COUNTER
    counts_litres = kind in METER_KINDS
    out: dict[str, dict[str, Any]] = {}
    for row in readings:
        # A field measured in no reading of the hour stays None, not 0.
        measured = json.loads(row["measured_at"] or "{}")
        out[row["hour"]] = {
            "hour": row["hour"],
            "level": _level(kind, kpi, row["range_mm"] if "range_mm" in measured else None),
            "battery": row["battery_voltage"],
            "rssi": row["rssi"],
            "people": 0 if counts_people else None,
            "litres": 0.0 if counts_litres else None,
            "temperature": row["temperature"],
            "humidity": row["humidity"],
        }
    for hour, row in usage.items():
        item = out.setdefault(
            hour,
            {
                "hour": hour,
                "level": None,
                "battery": None,
                "rssi": None,
                "people": None,
                "litres": None,
                "temperature": None,
                "humidity": None,
            },
        )
        if counts_people:
            item["people"] = round(row["people"])
        if counts_litres:
            item["litres"] = round(row["litres"], 3)
    return [out[hour] for hour in sorted(out)]


def _level(kind: str, kpi: dict[str, Any], range_mm: float | None) -> float | None:
    level = device_level(kind, kpi, range_mm)
    return None if level is None else round(level, 1)
