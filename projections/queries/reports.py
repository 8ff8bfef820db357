"""Reports: a period's figures per building, or for one facility day by day.

Each figure is counted in SQL per place (a building, or a facility) over the viewer's
days: issues opened and resolved by type (`issues`), the response-time KPI
(`kpi_resolutions`), visitors' feedback (`feedback`), people and litres (`usage_hourly`,
main water meters apart), device uptime: the share of the period's hours (from each
device's coming, up to now) in which it sent a reading (`projections/queries/device_hourly.py`),
and which sensors the place has (`projections/queries/place_sensors.py`), so a figure no device
measures shows as missing rather than 0.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from domain.device_state import DEFAULT_OFFLINE_FACTOR
from domain.kinds import DeviceKind
from projections.clause import Clause
from projections.queries import check_ins, report_feedback
from projections.queries import kpi as response_times
from projections.queries.device_hourly import uptime_by
from projections.queries.place_sensors import NONE, sensors_by
from projections.queries.reach import Reach
from projections.store import ReadStore, Row
from projections.tables import OPENED_AT, RESOLVED_AT
from projections.viewer_days import ViewerDays, utc_text

_MAIN = f"d.kind = '{DeviceKind.MAIN_WATER_METER.value}'"


def _args(clauses: Sequence[Clause]) -> list[Any]:
    return [a for _, args in clauses for a in args]


def _and(clauses: Sequence[Clause]) -> str:
    return "".join(f" AND {c}" for c, _ in clauses)


def issues_by_type(
    store: ReadStore, days: ViewerDays, key: str, clauses: Sequence[Clause]
) -> dict[str, list[dict[str, Any]]]:
    """Per place (`key`: a column of `issues i`), each type's issues opened and resolved."""
    since, until = utc_text(days.since), utc_text(days.until)
    rows = store.query(
        f"SELECT {key} AS place, i.issue_type,"
        f" SUM(CASE WHEN {OPENED_AT} >= ? AND {OPENED_AT} < ? THEN 1 ELSE 0 END) AS opened,"
        f" SUM(CASE WHEN {RESOLVED_AT} >= ? AND {RESOLVED_AT} < ? THEN 1 ELSE 0 END) AS resolved"
        f" FROM issues i WHERE (({OPENED_AT} >= ? AND {OPENED_AT} < ?)"
        f" OR ({RESOLVED_AT} >= ? AND {RESOLVED_AT} < ?)){_and(clauses)}"
        " GROUP BY 1, 2 ORDER BY 1, 2",
        [since, until] * 4 + _args(clauses),
    )
    found: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        found[row["place"]].append(
            {
                "issueType": row["issue_type"],
                "opened": int(row["opened"] or 0),
                "resolved": int(row["resolved"] or 0),
            }
        )
    return found


def kpi_by(
    store: ReadStore, days: ViewerDays, key: str, clauses: Sequence[Clause]
) -> dict[str, dict[str, Any]]:
    """Per place (`key`: a column of `kpi_resolutions r`), K."""
    settings = response_times.targets(store)
    grouped: dict[str, list[Row]] = defaultdict(list)
    for row in response_times.resolutions(store, days, clauses):
        grouped[row[key]].append(row)
    return {
        place: response_times.summary(rows, settings) for place, rows in grouped.items() if place
    }


def usage_by(
    store: ReadStore, days: ViewerDays, key: str, clauses: Sequence[Clause]
) -> dict[str, dict[str, float]]:
    """Per place (`key`: an expression over `d` and `f`), people and litres of the toilets
    and litres of the main water meters."""
    rows = store.query(
        f"SELECT {key} AS place, SUM(CASE WHEN {_MAIN} THEN 0 ELSE u.people END) AS people,"
        f" SUM(CASE WHEN {_MAIN} THEN 0 ELSE u.litres END) AS litres,"
        f" SUM(CASE WHEN {_MAIN} THEN u.litres ELSE 0 END) AS main_litres"
        " FROM usage_hourly u JOIN devices d ON d.id = u.device_id"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        f" WHERE u.hour >= ? AND u.hour < ?{_and(clauses)} GROUP BY 1",
        [utc_text(days.since), utc_text(days.until), *_args(clauses)],
    )
    return {
        row["place"]: {
            "people": round(row["people"] or 0),
            "litres": round(row["litres"] or 0, 3),
            "mainMeterLitres": round(row["main_litres"] or 0, 3),
        }
        for row in rows
        if row["place"]
    }


def _report(
    place: str,
    issues: dict[str, list[dict[str, Any]]],
    kpi: dict[str, dict[str, Any]],
    feedback: dict[str, dict[str, Any]],
    usage: dict[str, dict[str, float]],
    uptime: dict[str, float | None],
    sensors: dict[str, dict[str, int]],
    empty_kpi: dict[str, Any],
) -> dict[str, Any]:
    used = usage.get(place, {"people": 0, "litres": 0.0, "mainMeterLitres": 0.0})
    return {
        "issuesByType": issues.get(place, []),
        "kpi": kpi.get(place, empty_kpi),
        "feedback": feedback.get(place, report_feedback.EMPTY),
        "people": used["people"],
        "litres": used["litres"],
        "mainMeterLitres": used["mainMeterLitres"],
        "deviceUptime": uptime.get(place),
        "sensors": sensors.get(place, dict(NONE)),
    }


def building_reports(
    store: ReadStore,
    days: ViewerDays,
    reach: Reach,
    building_id: str | None = None,
    now: datetime | None = None,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> list[dict[str, Any]]:
    """R for every building of the reach (or the one asked for), by name; a device's uptime
    by its interval times the offline `factor`."""
    now = now or datetime.now(UTC)
    chosen: list[Clause] = [("b.id = ?", [building_id])] if building_id else []
    buildings = store.query(
        "SELECT b.id, b.name, l.name AS landlord_name FROM buildings b"
        f" LEFT JOIN companies l ON l.id = b.landlord_id WHERE 1 = 1"
        f"{_and([*reach.buildings('b.id'), *chosen])} ORDER BY b.name, b.id",
        _args([*reach.buildings("b.id"), *chosen]),
    )
    if not buildings:
        return []
    ids = [row["id"] for row in buildings]
    marks = ", ".join("?" for _ in ids)
    place = "COALESCE(f.building_id, d.building_id)"
    issues = issues_by_type(store, days, "i.building_id", [(f"i.building_id IN ({marks})", ids)])
    kpi = kpi_by(store, days, "building_id", [(f"r.building_id IN ({marks})", ids)])
    feedback = report_feedback.by_place(store, days, "f.building_id", "f.building_id", ids)
    usage = usage_by(store, days, place, [(f"{place} IN ({marks})", ids)])
    within: list[Clause] = [(f"{place} IN ({marks})", ids)]
    uptime = uptime_by(store, days.since, days.until, now, place, within, factor)
    sensors = sensors_by(store, place, within)
    empty = response_times.summary([], {})
    return [
        {
            "buildingId": row["id"],
            "buildingName": row["name"],
            "landlordName": row["landlord_name"],
            **_report(row["id"], issues, kpi, feedback, usage, uptime, sensors, empty),
        }
        for row in buildings
    ]


def facility_report(
    store: ReadStore,
    days: ViewerDays,
    facility: Row,
    now: datetime | None = None,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> dict[str, Any]:
    """R for one facility (`facility`: its row with id, name, building_name, landlord_id),
    with its figures day by day."""
    now = now or datetime.now(UTC)
    landlord = store.scalar(
        "SELECT name FROM companies WHERE id = ?", (facility.get("landlord_id") or "",)
    )
    facility_id = facility["id"]
    only: list[Clause] = [("i.facility_id = ?", [facility_id])]
    issues = issues_by_type(store, days, "i.facility_id", only)
    kpi = kpi_by(store, days, "facility_id", [("r.facility_id = ?", [facility_id])])
    place = "d.facility_id"
    feedback = report_feedback.by_place(
        store, days, report_feedback.PLACE, report_feedback.PLACE, [facility_id]
    )
    usage = usage_by(store, days, place, [("d.facility_id = ?", [facility_id])])
    here: list[Clause] = [("d.facility_id = ?", [facility_id])]
    uptime = uptime_by(store, days.since, days.until, now, place, here, factor)
    sensors = sensors_by(store, place, here)
    empty = response_times.summary([], {})
    report = _report(facility_id, issues, kpi, feedback, usage, uptime, sensors, empty)
    return {
        "facilityId": facility_id,
        "facilityName": facility["name"],
        "buildingName": facility.get("building_name"),
        "landlordName": landlord,
        **report,
        "mainMeterLitres": None,  # main meters measure buildings, not a facility
        "checkIns": check_ins.count_at(store, facility_id, days.since, days.until),
        "perDay": per_day(store, days, facility_id),
    }


def per_day(store: ReadStore, days: ViewerDays, facility_id: str) -> list[dict[str, Any]]:
    """Each day of the period: people, litres, issues opened and resolved, feedback."""
    values, day_args = days.values()
    usage = {
        row["day"]: row
        for row in store.query(
            f"WITH {values} SELECT days.day, SUM(u.people) AS people, SUM(u.litres) AS litres"
            " FROM usage_hourly u JOIN devices d ON d.id = u.device_id"
            " JOIN days ON u.hour >= days.since AND u.hour < days.until"
            f" WHERE d.facility_id = ? AND NOT ({_MAIN}) GROUP BY days.day",
            [*day_args, facility_id],
        )
    }
    opened = _count_by_day(store, days, OPENED_AT, facility_id)
    resolved = _count_by_day(store, days, RESOLVED_AT, facility_id)
    feedback = report_feedback.by_day(store, days, facility_id)
    out = []
    for day in days.days:
        text = day.isoformat()
        used = usage.get(text)
        rated = feedback.get(text, (0, None))
        out.append(
            {
                "day": text,
                "people": round(used["people"] or 0) if used else 0,
                "litres": round(used["litres"] or 0, 3) if used else 0.0,
                "opened": opened.get(text, 0),
                "resolved": resolved.get(text, 0),
                "feedbackCount": rated[0],
                "feedbackAverage": rated[1],
            }
        )
    return out


def _count_by_day(
    store: ReadStore, days: ViewerDays, moment: str, facility_id: str
) -> dict[str, int]:
    values, day_args = days.values()
    return {
        row["day"]: int(row["n"])
        for row in store.query(
            f"WITH {values} SELECT days.day, COUNT(*) AS n FROM issues i"
            f" JOIN days ON {moment} >= days.since AND {moment} < days.until"
            " WHERE i.facility_id = ? GROUP BY days.day",
            [*day_args, facility_id],
        )
    }
