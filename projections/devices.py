"""Read tables of the devices, and the device list joined with the estate and live state.

`device_status` (the last known values of each device) belongs to the readings
projection; it is declared here too, with the same statement, so the device list can
LEFT JOIN it whichever projection creates it first. A rebuild of this projection never
empties it.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.device import Device
from domain.device_state import DEFAULT_OFFLINE_AFTER, Connection
from domain.errors import ValidationFailed, Violation
from domain.identifiers import normalise_identifier
from domain.thresholds import normalise_kpi
from projections.clause import Clause
from projections.lists import ListParams, ListQuery, in_clause
from projections.organisation import iso
from projections.projection import Projection
from projections.readings import DEVICE_STATUS_DDL
from projections.store import ReadStore, Row, Writer

DEVICES_DDL = (
    "CREATE TABLE IF NOT EXISTS devices (id TEXT PRIMARY KEY, name TEXT NOT NULL,"
    " description TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL, identifier TEXT NOT NULL,"
    " landlord_id TEXT NOT NULL, facility_id TEXT, kpi_parameters TEXT NOT NULL DEFAULT '{}',"
    " accessories TEXT NOT NULL DEFAULT '[]', meter_adjustment REAL NOT NULL DEFAULT 0,"
    " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, version INTEGER NOT NULL,"
    " building_id TEXT)"
)
OFFLINE_AFTER_KEY = "offlineAfterMinutes"


class DevicesProjection(Projection):
    name = "devices"
    upstream = ("devices",)
    tables: ClassVar[dict[str, str]] = {
        "devices": DEVICES_DDL,
        "device_status": DEVICE_STATUS_DDL,
    }
    shared = ("device_status",)
    indexes = (
        "CREATE INDEX IF NOT EXISTS devices_landlord ON devices (landlord_id)",
        "CREATE INDEX IF NOT EXISTS devices_facility ON devices (facility_id)",
        "CREATE INDEX IF NOT EXISTS devices_identifier ON devices (identifier)",
    )

    def create_tables(self) -> None:
        super().create_tables()
        # Main water meters are placed on their building since January 2027.
        self.store.ensure_column("devices", "building_id", "TEXT")
        self.store.create_tables(
            ["CREATE INDEX IF NOT EXISTS devices_building ON devices (building_id)"]
        )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @staticmethod
    def _touch(tx: Writer, event: Any, sets: dict[str, Any]) -> None:
        columns = "".join(f"{column} = ?, " for column in sets)
        tx.execute(
            f"UPDATE devices SET {columns}updated_at = ?, version = ? WHERE id = ?",
            (
                *sets.values(),
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: Device.Registered, tx: Writer) -> None:
        row = {
            "id": str(event.originator_id),
            **_details(event),
            "facility_id": event.facility_id,
            "building_id": event.building_id,
            "kpi_parameters": json.dumps(_clean_kpi(event.kind, event.kpi_parameters)),
            "created_at": iso(event.timestamp),
            "updated_at": iso(event.timestamp),
            "version": event.originator_version,
        }
        tx.execute(
            f"INSERT INTO devices ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})",
            tuple(row.values()),
        )

    @process_event.register
    def _(self, event: Device.DetailsUpdated, tx: Writer) -> None:
        # A new kind keeps the overrides the aggregate already held (they fit, or it refused).
        self._touch(tx, event, _details(event))

    @process_event.register
    def _(self, event: Device.Placed, tx: Writer) -> None:
        self._touch(tx, event, {"facility_id": event.facility_id, "building_id": event.building_id})

    @process_event.register
    def _(self, event: Device.KpiParametersSet, tx: Writer) -> None:
        kind = tx.scalar("SELECT kind FROM devices WHERE id = ?", (str(event.originator_id),))
        kpi = _clean_kpi(kind, event.kpi_parameters)
        self._touch(tx, event, {"kpi_parameters": json.dumps(kpi)})

    @process_event.register
    def _(self, event: Device.Deleted, tx: Writer) -> None:
        tx.execute("DELETE FROM devices WHERE id = ?", (str(event.originator_id),))


def _details(event: Device.Registered | Device.DetailsUpdated) -> dict[str, Any]:
    """The columns of the edit form, cleaned as the aggregate cleans them."""
    return {
        "name": event.name.strip(),
        "description": (event.description or "").strip(),
        "kind": event.kind,
        "identifier": normalise_identifier(event.identifier),
        "landlord_id": event.landlord_id,
        "accessories": json.dumps(
            [{"name": a["name"].strip(), "quantity": a["quantity"]} for a in event.accessories]
        ),
        "meter_adjustment": float(event.meter_adjustment),
    }


def _clean_kpi(kind: str | None, kpi: dict[str, Any]) -> dict[str, Any]:
    try:
        return normalise_kpi(kind or "", kpi)
    except ValidationFailed:  # valid when recorded; a later rule must not stop the projector
        return dict(kpi)


# The device list -----------------------------------------------------------------------

DEVICES = ListQuery(
    select=(
        "d.id, d.name, d.description, d.kind, d.identifier, d.landlord_id,"
        " l.name AS landlord_name, d.facility_id, f.name AS facility_name,"
        " f.floor_id, fl.label AS floor_label, fl.floor_number,"
        " COALESCE(f.building_id, d.building_id) AS building_id,"
        " b.name AS building_name, d.kpi_parameters, d.accessories, d.meter_adjustment,"
        " d.created_at, d.updated_at, d.version, ds.last_reading_at, ds.battery_voltage,"
        " ds.rssi, ds.range_mm, ds.people_counter, ds.pulse_counter, ds.water_meter,"
        " ds.humidity, ds.temperature, ds.digital_input, ds.proximity, ds.readings_count"
    ),
    from_=(
        "devices d LEFT JOIN facilities f ON f.id = d.facility_id"
        " LEFT JOIN floors fl ON fl.id = f.floor_id"
        " LEFT JOIN buildings b ON b.id = COALESCE(f.building_id, d.building_id)"
        " LEFT JOIN companies l ON l.id = d.landlord_id"
        " LEFT JOIN device_status ds ON ds.device_id = d.id"
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
    offline_after: timedelta = DEFAULT_OFFLINE_AFTER,
) -> Clause:
    """Devices whose connection is one of `statuses` (ONLINE, OFFLINE, UNKNOWN).

    A device is ONLINE while its last reading is no older than its silence: its own
    `offlineAfterMinutes` override, else `offline_after`. Timestamps are ISO-8601 UTC text,
    so comparing with a cut-off of the same form is a time comparison on both back ends.
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
    cutoff, args = _cutoff_sql(store, now, offline_after)
    parts: list[str] = []
    values: list[Any] = []
    if Connection.UNKNOWN in wanted:
        parts.append("ds.last_reading_at IS NULL")
    if Connection.ONLINE in wanted:
        parts.append(f"ds.last_reading_at >= {cutoff}")
        values.extend(args)
    if Connection.OFFLINE in wanted:
        parts.append(f"ds.last_reading_at < {cutoff}")
        values.extend(args)
    return "(" + " OR ".join(parts) + ")", values


def _override_sql(store: ReadStore) -> str:
    """The device's own silence in minutes, read from its KPI parameters (or NULL)."""
    if store.dialect == "postgresql":
        return f"(d.kpi_parameters::json ->> '{OFFLINE_AFTER_KEY}')::float"
    return f"json_extract(d.kpi_parameters, '$.{OFFLINE_AFTER_KEY}')"


def _cutoff_sql(store: ReadStore, now: datetime, offline_after: timedelta) -> tuple[str, list[Any]]:
    """A SQL expression for each device's cut-off moment, with its parameters."""
    override = _override_sql(store)
    minutes = [
        float(row["minutes"])
        for row in store.query(
            f"SELECT DISTINCT {override} AS minutes FROM devices d WHERE {override} IS NOT NULL"
        )
    ]
    default = iso(now - offline_after)
    if not minutes:
        return "?", [default]
    cases = " ".join("WHEN ? THEN ?" for _ in minutes)
    args: list[Any] = []
    for value in minutes:
        args.extend([value, iso(now - timedelta(minutes=value))])
    return f"(CASE {override} {cases} ELSE ? END)", [*args, default]


def split_status(params: ListParams) -> tuple[ListParams, list[str]]:
    """Takes the `status:"…"` entries out of the filters (they are computed, not columns)."""
    statuses = [value for level, value in params.filters if level == STATUS_LEVEL]
    rest = tuple((level, value) for level, value in params.filters if level != STATUS_LEVEL)
    return replace(params, filters=rest), statuses


def device_page(
    store: ReadStore,
    params: ListParams,
    extra: Sequence[Clause] = (),
    now: datetime | None = None,
    offline_after: timedelta = DEFAULT_OFFLINE_AFTER,
) -> tuple[list[Row], int]:
    rest, statuses = split_status(params)
    clauses = list(extra)
    if statuses:
        clauses.append(status_clause(store, statuses, now, offline_after))
    return DEVICES.page(store, rest, clauses)


def device_rows(
    store: ReadStore,
    params: ListParams,
    extra: Sequence[Clause] = (),
    now: datetime | None = None,
    offline_after: timedelta = DEFAULT_OFFLINE_AFTER,
) -> list[Row]:
    """Every matching row (for exports), in the list's order."""
    rest, statuses = split_status(params)
    clauses = list(extra)
    if statuses:
        clauses.append(status_clause(store, statuses, now, offline_after))
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
