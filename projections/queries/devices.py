"""Devices: the list and export joined with the estate and their live state, one device,
within a caller's reach; the cut-off of a device's silence as SQL.

A device is OFFLINE once silent for longer than its reporting interval (its own, else its
kind's) times the offline factor, as `domain.device_state.connection_status` judges one
device: the list's filter, the dashboard's counts and the follower that opens the
`device-offline` issues all ask `status_clause`.

A landlord sees its own devices, placed or not; the others see those placed in the
buildings and facilities of their reach.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from domain.device_state import DEFAULT_OFFLINE_FACTOR, Connection, offline_after
from domain.errors import ValidationFailed, Violation
from domain.thresholds import DEFAULT_REPORTING_INTERVAL_SECONDS, KIND_REPORTING_INTERVALS
from projections.clause import Clause
from projections.lists import ListParams, ListQuery, in_clause
from projections.queries.reach import EVERYWHERE, Reach
from projections.store import ReadStore, Row
from projections.tables import exact, exact_sql


@dataclass(frozen=True)
class DeviceReach:
    """Every device (`everything`), a landlord's own, or those placed within a reach."""

    everything: bool = False
    landlord_id: str | None = None
    places: Reach = EVERYWHERE

    def clauses(self) -> list[Clause]:
        if self.everything:
            return []
        if self.landlord_id is not None:
            return [("d.landlord_id = ?", [self.landlord_id])]
        # A main water meter stands on its building, with no facility.
        return self.places.places("COALESCE(f.building_id, d.building_id)", "d.facility_id")


def device_page(
    store: ReadStore,
    params: ListParams,
    reach: DeviceReach,
    now: datetime,
    factor: float,
) -> tuple[list[Row], int]:
    return _page(store, params, reach.clauses(), now, factor)


def device_rows(
    store: ReadStore,
    params: ListParams,
    reach: DeviceReach,
    now: datetime,
    factor: float,
) -> list[Row]:
    return _all(store, params, reach.clauses(), now, factor)


def device_within(store: ReadStore, reach: DeviceReach, device_id: str) -> Row | None:
    """The device's list row, if the reach covers it."""
    clauses = [("d.id = ?", [device_id]), *reach.clauses()]
    return store.query_one(
        f"SELECT {DEVICES.select} FROM {DEVICES.from_} WHERE {' AND '.join(c for c, _ in clauses)}",
        [a for _, args in clauses for a in args],
    )


DEVICES = ListQuery(
    select=(
        "d.id, d.name, d.description, d.kind, d.identifier, d.landlord_id,"
        " l.name AS landlord_name, d.facility_id, f.name AS facility_name,"
        " f.floor_id, fl.label AS floor_label, fl.floor_number,"
        " COALESCE(f.building_id, d.building_id) AS building_id,"
        " b.name AS building_name, d.kpi_parameters, d.accessories, d.meter_adjustment,"
        " d.created_at, d.updated_at, d.version, ds.last_reading_at, ds.battery_voltage,"
        " ds.rssi, ds.range_mm, ds.people_counter, ds.pulse_counter, ds.water_meter,"
        " ds.humidity, ds.temperature, ds.digital_input, ds.proximity, ds.readings_count,"
        " d.reporting_interval_seconds, ds.gateway, g.last_heartbeat_at AS gateway_heartbeat_at,"
        " d.uri, ds.latitude, ds.longitude, ds.altitude, ds.heading, ds.speed"
    ),
    from_=(
        "devices d LEFT JOIN facilities f ON f.id = d.facility_id"
        " LEFT JOIN floors fl ON fl.id = f.floor_id"
        " LEFT JOIN buildings b ON b.id = COALESCE(f.building_id, d.building_id)"
        " LEFT JOIN companies l ON l.id = d.landlord_id"
        " LEFT JOIN device_status ds ON ds.device_id = d.id"
        " LEFT JOIN gateways g ON g.gateway = ds.gateway"
    ),
    sortable={
        "name": "d.name",
        "type": "d.kind",
        "deviceId": "d.identifier",
        "landlordName": "l.name",
        "buildingName": "b.name",
        "floorNumber": "fl.floor_number",
        "facilityName": "f.name",
        "lastUpdate": "ds.last_reading_at",
        "batteryVoltage": "ds.battery_voltage",
        "rssi": "ds.rssi",
        "createdAt": "d.created_at",
        "updatedAt": "d.updated_at",
    },
    default_sort="name",
    searchable=("d.name", "d.identifier", "d.description", "f.name", "b.name"),
    filterable={
        "landlord": "d.landlord_id",
        "building": "COALESCE(f.building_id, d.building_id)",
        "floor": "f.floor_id",
        "facility": "d.facility_id",
        "device": "d.id",
        "type": "d.kind",
    },
    date_column="d.created_at",
    key="d.id",
)

STATUS_LEVEL = "status"


def status_clause(
    store: ReadStore,
    statuses: Sequence[str],
    now: datetime | None = None,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> Clause:
    """Devices whose connection is one of `statuses` (ONLINE, OFFLINE, UNKNOWN), over `d`
    and `ds`.

    A device is ONLINE while its last reading is no older than its interval times
    `factor`. Timestamps are ISO-8601 UTC text, so comparing with a cut-off of the same form
    is a time comparison on both back ends.
    """
    wanted = set()
    for status in statuses:
        try:
            wanted.add(Connection(status.upper()))
        except ValueError:
            raise ValidationFailed(
                [Violation("filter", "Status must be one of: ONLINE, OFFLINE, UNKNOWN")]
            ) from None
    now = now or datetime.now(UTC)
    cutoff, args = cutoff_sql(store, now, factor)
    parts: list[str] = []
    values: list[Any] = []
    if Connection.UNKNOWN in wanted:
        parts.append("ds.last_reading_at IS NULL")
    if Connection.ONLINE in wanted:
        parts.append(f"{LAST_READING} >= {cutoff}")
        values.extend(args)
    if Connection.OFFLINE in wanted:
        parts.append(f"{LAST_READING} < {cutoff}")
        values.extend(args)
    return "(" + " OR ".join(parts) + ")", values


def interval_sql() -> str:
    """Each device's reporting interval in force, in seconds, as SQL over `d`: its own,
    else its kind's (the kinds and numbers are the domain's own constants)."""
    kinds = " ".join(
        f"WHEN '{kind}' THEN {seconds}" for kind, seconds in KIND_REPORTING_INTERVALS.items()
    )
    default = DEFAULT_REPORTING_INTERVAL_SECONDS
    return f"COALESCE(d.reporting_interval_seconds, CASE d.kind {kinds} ELSE {default} END)"


#: A device's last reading in `exact` form: compared with cut-offs written the same way,
#: text order is time order to the microsecond.
LAST_READING = exact_sql("ds.last_reading_at")


def cutoff_sql(store: ReadStore, now: datetime, factor: float) -> tuple[str, list[Any]]:
    """A SQL expression for each device's cut-off moment (a last reading before it is
    OFFLINE at `now`), with its parameters: one per interval in use."""
    interval = interval_sql()
    seconds = [
        int(row["seconds"])
        for row in store.query(f"SELECT DISTINCT {interval} AS seconds FROM devices d")
    ]
    default = exact(now - offline_after(DEFAULT_REPORTING_INTERVAL_SECONDS, factor))
    if not seconds:
        return "?", [default]
    cases = " ".join("WHEN ? THEN ?" for _ in seconds)
    args: list[Any] = []
    for value in seconds:
        args.extend([value, exact(now - offline_after(value, factor))])
    return f"(CASE {interval} {cases} ELSE ? END)", [*args, default]


def split_status(params: ListParams) -> tuple[ListParams, list[str]]:
    """Takes the `status:"…"` entries out of the filters (they are computed, not columns)."""
    statuses = [value for level, value in params.filters if level == STATUS_LEVEL]
    rest = tuple((level, value) for level, value in params.filters if level != STATUS_LEVEL)
    return replace(params, filters=rest), statuses


def _page(
    store: ReadStore,
    params: ListParams,
    extra: Sequence[Clause] = (),
    now: datetime | None = None,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> tuple[list[Row], int]:
    rest, statuses = split_status(params)
    clauses = list(extra)
    if statuses:
        clauses.append(status_clause(store, statuses, now, factor))
    return DEVICES.page(store, rest, clauses)


def _all(
    store: ReadStore,
    params: ListParams,
    extra: Sequence[Clause] = (),
    now: datetime | None = None,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> list[Row]:
    """Every matching row (for exports), in the list's order."""
    rest, statuses = split_status(params)
    clauses = list(extra)
    if statuses:
        clauses.append(status_clause(store, statuses, now, factor))
    return DEVICES.all(store, rest, clauses)


def placed_in(store: ReadStore, facility_ids: Collection[str]) -> list[str]:
    """The ids of the devices placed in any of these facilities."""
    where, params = in_clause("facility_id", facility_ids)
    return [row["id"] for row in store.query(f"SELECT id FROM devices WHERE {where}", params)]


def standing_on(store: ReadStore, building_ids: Collection[str]) -> list[str]:
    """The ids of the devices (main water meters) standing on any of these buildings."""
    where, params = in_clause("building_id", building_ids)
    rows = store.query(f"SELECT id FROM devices WHERE facility_id IS NULL AND {where}", params)
    return [row["id"] for row in rows]


def device_row(store: ReadStore, device_id: str) -> Row | None:
    return store.query_one(
        f"SELECT {DEVICES.select} FROM {DEVICES.from_} WHERE d.id = ?", (device_id,)
    )


def decode(row: Row) -> Row:
    """The row with its JSON columns decoded."""
    return {
        **row,
        "kpi_parameters": json.loads(row["kpi_parameters"] or "{}"),
        "accessories": json.loads(row["accessories"] or "[]"),
    }


def device_identities(store: ReadStore) -> list[Row]:
    """Every device's id, identifier and kind, by identifier (what a simulator plays)."""
    return store.query("SELECT id, identifier, kind FROM devices ORDER BY identifier")
