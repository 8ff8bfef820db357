"""The response-time KPI over a range of the viewer's days, from `kpi_resolutions`.

Issues count on the day they were resolved. The minutes of the range's resolutions are
read once (a year of an estate is tens of thousands of small rows) and summarised in
Python: the median and 90th percentile have no portable SQL (SQLite lacks
PERCENTILE_CONT). Each building's cleaning company is its earliest project's, as the
estate is now; targets are the admin's settings (`issue_type_settings`, when kept),
else the defaults of `domain/kpi.py`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from domain.kinds import IssueType
from domain.kpi import Resolution, summarise, target_minutes
from projections.clause import Clause
from projections.store import ReadStore, Row
from projections.tables import RESOLVED_BY_SYSTEM
from projections.viewer_days import ViewerDays, utc_text

SETTINGS_TABLE = "issue_type_settings"


def has_table(store: ReadStore, table: str) -> bool:
    if store.dialect == "sqlite":
        sql = "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?"
    else:
        sql = (
            "SELECT 1 AS found FROM information_schema.tables"
            " WHERE table_schema = current_schema() AND table_name = ?"
        )
    return store.query_one(sql, (table,)) is not None


def targets(store: ReadStore) -> dict[str, int]:
    """The admin's target minutes per issue type, where set."""
    if not has_table(store, SETTINGS_TABLE):
        return {}
    return {
        row["issue_type"]: int(row["target_minutes"])
        for row in store.query(f"SELECT issue_type, target_minutes FROM {SETTINGS_TABLE}")
        if row["target_minutes"] is not None
    }


def cleaning_companies(store: ReadStore) -> dict[str, tuple[str, str]]:
    """Each building's cleaning company (id, name): that of its earliest project."""
    found: dict[str, tuple[str, str]] = {}
    for row in store.query(
        "SELECT p.building_id, c.id, c.name FROM projects p"
        " JOIN companies c ON c.id = p.cleaning_company_id ORDER BY p.created_at, p.id"
    ):
        found.setdefault(row["building_id"], (row["id"], row["name"]))
    return found


def resolutions(store: ReadStore, days: ViewerDays, scope: Sequence[Clause] = ()) -> list[Row]:
    """The range's resolutions within the scope (clauses on `r.building_id` and
    `r.facility_id`), with the building's and resolver's names."""
    where = ["r.resolved_at >= ?", "r.resolved_at < ?", *(c for c, _ in scope)]
    return store.query(
        "SELECT r.issue_id, r.building_id, b.name AS building_name, r.facility_id,"
        " r.issue_type, r.resolution, r.resolver_id, a.name AS resolver_name, r.minutes,"
        " r.resolved_at FROM kpi_resolutions r"
        " LEFT JOIN buildings b ON b.id = r.building_id"
        " LEFT JOIN accounts a ON a.id = r.resolver_id"
        f" WHERE {' AND '.join(where)}",
        [utc_text(days.since), utc_text(days.until), *(a for _, args in scope for a in args)],
    )


def escalated(store: ReadStore, days: ViewerDays, scope: Sequence[Clause] = ()) -> int:
    """How many issues within the scope first escalated in the range."""
    where = ["r.escalated_at >= ?", "r.escalated_at < ?", *(c for c, _ in scope)]
    row = store.query_one(
        f"SELECT COUNT(*) AS n FROM issues r WHERE {' AND '.join(where)}",
        [utc_text(days.since), utc_text(days.until), *(a for _, args in scope for a in args)],
    )
    return int(row["n"]) if row else 0


def _resolution(row: Row) -> Resolution:
    return Resolution(
        row["issue_type"], float(row["minutes"]), row["resolution"] == RESOLVED_BY_SYSTEM
    )


def summary(rows: Iterable[Row], settings: dict[str, int]) -> dict[str, Any]:
    return summarise(map(_resolution, rows), settings)


def kpi_overview(
    store: ReadStore, days: ViewerDays, scope: Sequence[Clause] = ()
) -> dict[str, Any]:
    """K overall, per building, per cleaning company, per staff member who resolved (the
    system's resolutions belong to no one), and per issue type with its target; and how
    many issues escalated in the range (`escalated`)."""
    rows = resolutions(store, days, scope)
    settings = targets(store)
    companies = cleaning_companies(store)
    # Each row made a Resolution once, then grouped: a month of a large estate is tens of
    # thousands of rows, and every one counts in four groups besides the whole.
    every: list[Resolution] = []
    by_building: dict[str, list[Resolution]] = defaultdict(list)
    by_company: dict[str, list[Resolution]] = defaultdict(list)
    by_staff: dict[str, list[Resolution]] = defaultdict(list)
    by_type: dict[str, list[Resolution]] = defaultdict(list)
    names: dict[str, str | None] = {}
    for row in rows:
        item = _resolution(row)
        every.append(item)
        by_type[item.issue_type].append(item)
        if row["building_id"]:
            by_building[row["building_id"]].append(item)
            names[row["building_id"]] = row["building_name"]
            company = companies.get(row["building_id"])
            if company is not None:
                by_company[company[0]].append(item)
                names[company[0]] = company[1]
        if not item.by_system and row["resolver_id"]:
            by_staff[row["resolver_id"]].append(item)
            names[row["resolver_id"]] = row["resolver_name"]

    def groups(grouped: dict[str, list[Resolution]]) -> list[dict[str, Any]]:
        return sorted(
            (
                {"id": key, "name": names.get(key), **summarise(items, settings)}
                for key, items in grouped.items()
            ),
            key=lambda item: ((item["name"] or "").lower(), item["id"]),
        )

    order = {kind.value: n for n, kind in enumerate(IssueType)}
    return {
        "from": days.first.isoformat(),
        "to": days.last.isoformat(),
        "overall": summarise(every, settings),
        "escalated": escalated(store, days, scope),
        "perBuilding": groups(by_building),
        "perCompany": groups(by_company),
        "perStaff": groups(by_staff),
        "perType": [
            {
                "issueType": issue_type,
                "targetMinutes": target_minutes(issue_type, settings),
                **summarise(by_type[issue_type], settings),
            }
            for issue_type in sorted(by_type, key=lambda t: (order.get(t, len(order)), t))
        ],
    }
