"""The dashboard's views over a range of the viewer's days: issues (monitoring, most
frequent, hot spots) and usage (people and water).

Computed from the `issues` and `usage_hourly` read tables at the time of asking; a
tenancy's rows over a year are few enough to count in Python, which is simpler than
bucketing by local day in two SQL dialects.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, tzinfo
from typing import Any

from domain.kinds import ISSUE_TYPE_TITLES, DeviceKind, IssueType
from projections.clause import Clause
from projections.store import ReadStore, Row
from projections.tables import OPENED_AT, RESOLVED_AT, iso
from projections.viewer_days import ViewerDays, Zone, as_zone

HOT_FACILITIES = 5


def _at(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None


def _title(issue_type: str) -> str:
    try:
        return ISSUE_TYPE_TITLES[IssueType(issue_type)]
    except ValueError:
        return issue_type


def local_days(until: datetime, days: int, zone: Zone) -> tuple[list[date], datetime]:
    """The last `days` days up to `until` of a viewer in `zone`, oldest first, and the
    moment the first of them began (its local midnight)."""
    period = ViewerDays.ending(until, days, zone)
    return period.days, period.since


def issue_activity(
    store: ReadStore,
    scope: Sequence[Clause],
    until: datetime,
    days: int,
    zone: Zone,
) -> dict[str, Any]:
    """Issues opened (`opened`) and resolved on each of the last `days` local days up to
    `until` (days begin at midnight in `zone`), those open now (`openNow`), the
    types opened most, the facilities with the most open issues now, and the mean time to
    resolve."""
    each_day, since = local_days(until, days, zone)
    rows = _issue_rows(store, scope, since)
    tally = _IssueTally()
    for row in rows:
        tally.count(row, since, as_zone(zone))
    minutes = tally.minutes
    return {
        "from": each_day[0].isoformat(),
        "to": each_day[-1].isoformat(),
        "opened": sum(tally.opened.values()),
        "resolved": sum(tally.resolved.values()),
        "openNow": sum(1 for row in rows if row["status"] == "OPENED"),
        "meanMinutesToResolve": round(sum(minutes) / len(minutes), 1) if minutes else None,
        "perDay": [
            {"day": day.isoformat(), "opened": tally.opened[day], "resolved": tally.resolved[day]}
            for day in each_day
        ],
        "byType": [
            {"issueType": t, "issueName": _title(t), "count": n}
            for t, n in sorted(tally.by_type.items(), key=lambda item: (-item[1], item[0]))
        ],
        "hotFacilities": tally.hot_facilities(),
    }


def _issue_rows(store: ReadStore, scope: Sequence[Clause], since: datetime) -> list[Row]:
    """The issues of the scope opened or resolved since `since`, and those open now, with
    their places' names."""
    # An issue counts on the day its condition was measured, not when the rules got to it.
    opened_at, resolved_at = OPENED_AT, RESOLVED_AT
    where = " AND ".join(
        [f"({opened_at} >= ? OR {resolved_at} >= ? OR i.status = 'OPENED')", *(c for c, _ in scope)]
    )
    # A second early: stored times without a fraction sort after those with one.
    early = iso(since - timedelta(seconds=1))
    params: list[Any] = [early, early, *(p for _, ps in scope for p in ps)]
    return store.query(
        f"SELECT i.issue_type, i.status, {opened_at} AS opened_at, {resolved_at} AS resolved_at,"
        " i.facility_id,"
        " f.name AS facility_name, b.name AS building_name FROM issues i"
        " LEFT JOIN facilities f ON f.id = i.facility_id"
        " LEFT JOIN buildings b ON b.id = i.building_id"
        f" WHERE {where}",
        params,
    )


@dataclass
class _IssueTally:
    """The issues counted by local day, by type and by facility open now, and the minutes
    each resolved one took."""

    opened: Counter[date] = field(default_factory=Counter)
    resolved: Counter[date] = field(default_factory=Counter)
    by_type: Counter[str] = field(default_factory=Counter)
    open_at: Counter[str] = field(default_factory=Counter)
    places: dict[str, tuple[str | None, str | None]] = field(default_factory=dict)
    minutes: list[float] = field(default_factory=list)

    def count(self, row: Row, since: datetime, zone: tzinfo) -> None:
        created, done = _at(row["opened_at"]), _at(row["resolved_at"])
        if created is not None and created >= since:
            self.opened[created.astimezone(zone).date()] += 1
            self.by_type[row["issue_type"]] += 1
        if done is not None and done >= since:
            self.resolved[done.astimezone(zone).date()] += 1
            if created is not None:
                self.minutes.append((done - created).total_seconds() / 60)
        if row["status"] == "OPENED" and row["facility_id"]:
            self.open_at[row["facility_id"]] += 1
            self.places[row["facility_id"]] = (row["facility_name"], row["building_name"])

    def hot_facilities(self) -> list[dict[str, Any]]:
        """The facilities with the most open issues, most first."""
        most = sorted(self.open_at.items(), key=lambda item: (-item[1], item[0]))
        return [
            {
                "facilityId": facility,
                "facilityName": self.places[facility][0],
                "buildingName": self.places[facility][1],
                "open": n,
            }
            for facility, n in most[:HOT_FACILITIES]
        ]


def usage_by_day(
    store: ReadStore,
    scope: Sequence[Clause],
    until: datetime,
    days: int,
    zone: Zone,
) -> dict[str, Any]:
    """People and litres on each of the last `days` local days up to `until`, and the
    facilities that used the most water (those that used any), within the scope (clauses
    on the device's building and `d.facility_id`). The buildings' main water meters are
    counted apart (`mainMeterLitres`): the toilets' meters measure part of the same water."""
    each_day, since = local_days(until, days, zone)
    local = as_zone(zone)
    per_day = {
        day.isoformat(): {"people": 0.0, "litres": 0.0, "mainMeterLitres": 0.0} for day in each_day
    }
    places: dict[str, dict[str, Any]] = {}
    for row in _usage_rows(store, scope, since):
        hour = datetime.fromisoformat(row["hour"].replace("Z", "+00:00"))
        if hour < since:
            continue
        day = per_day.get(hour.astimezone(local).date().isoformat())
        if day is not None:
            _add_usage(row, day, places)
    return {
        "from": each_day[0].isoformat(),
        "to": each_day[-1].isoformat(),
        "people": round(sum(d["people"] for d in per_day.values())),
        "litres": round(sum(d["litres"] for d in per_day.values()), 1),
        "mainMeterLitres": round(sum(d["mainMeterLitres"] for d in per_day.values()), 1),
        "perDay": [
            {
                "day": day,
                "people": round(v["people"]),
                "litres": round(v["litres"], 1),
                "mainMeterLitres": round(v["mainMeterLitres"], 1),
            }
            for day, v in per_day.items()
        ],
        "byFacility": [
            {**p, "people": round(p["people"]), "litres": round(p["litres"], 1)}
            for p in sorted(places.values(), key=lambda p: (-p["litres"], -p["people"]))[:5]
            if p["litres"] > 0
        ],
    }


def _usage_rows(store: ReadStore, scope: Sequence[Clause], since: datetime) -> list[Row]:
    """The scope's hours of usage from the hour before `since`, with each device's kind and
    place."""
    where = " AND ".join(["u.hour >= ?", *(c for c, _ in scope)])
    return store.query(
        "SELECT u.hour, u.people, u.litres, d.kind, d.facility_id, f.name AS facility_name,"
        " b.name AS building_name FROM usage_hourly u JOIN devices d ON d.id = u.device_id"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        " LEFT JOIN buildings b ON b.id = COALESCE(f.building_id, d.building_id)"
        f" WHERE {where}",
        [iso(since - timedelta(hours=1)), *(p for _, ps in scope for p in ps)],
    )


def _add_usage(row: Row, day: dict[str, float], places: dict[str, dict[str, Any]]) -> None:
    """Adds an hour of usage to its day, and to its facility's (a main meter's apart)."""
    if row["kind"] == DeviceKind.MAIN_WATER_METER:
        day["mainMeterLitres"] += row["litres"]
        return
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
