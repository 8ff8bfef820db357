"""The dashboard's views within a caller's reach."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from domain.device_state import DEFAULT_OFFLINE_FACTOR
from projections.queries import activity as dashboard
from projections.queries import overview
from projections.queries.devices import DeviceReach
from projections.queries.kpi import kpi_overview
from projections.queries.reach import Reach
from projections.store import ReadStore
from projections.viewer_days import ViewerDays, Zone


def issue_activity(
    store: ReadStore, reach: Reach, now: datetime, days: int, zone: Zone
) -> dict[str, Any]:
    """Issues opened and resolved per day of the viewer, the frequent types, the hot spots."""
    scope = reach.places("i.building_id", "i.facility_id")
    return dashboard.issue_activity(store, scope, now, days, zone)


def usage_by_day(
    store: ReadStore, reach: Reach, now: datetime, days: int, zone: Zone
) -> dict[str, Any]:
    """People counted and water used per day of the viewer, from the devices of the reach
    (a main water meter is on its building, in no facility)."""
    scope = reach.places("COALESCE(f.building_id, d.building_id)", "d.facility_id")
    return dashboard.usage_by_day(store, scope, now, days, zone)


def kpi(store: ReadStore, reach: Reach, days: ViewerDays) -> dict[str, Any]:
    """Response times of the issues resolved in the range, within the reach."""
    return kpi_overview(store, days, reach.places("r.building_id", "r.facility_id"))


def estate_overview(
    store: ReadStore,
    now: datetime,
    reach: Reach,
    devices: DeviceReach,
    *,
    admin: bool,
    cleaning_company_id: str | None,
    sees_projects: bool,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> dict[str, Any]:
    """What the caller sees of the estate, counted: a cleaning company its own projects,
    others the projects of the buildings they see."""
    projects = None
    if sees_projects:
        projects = (
            [("cleaning_company_id = ?", [cleaning_company_id])]
            if cleaning_company_id is not None
            else reach.buildings("building_id")
        )
    return overview.overview(
        store,
        now,
        buildings=reach.buildings("id"),
        facilities=reach.places("building_id", "id"),
        devices=devices.clauses(),
        issues=reach.places("building_id", "facility_id"),
        projects=projects,
        companies=admin,
        gateways=admin,
        factor=factor,
    )
