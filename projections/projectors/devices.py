"""Read table of the devices.

`device_status` (the last known values of each device) and `gateways` belong to the
readings projection; they are declared here too, with the same statements, so the device
list can LEFT JOIN them whichever projection creates them first. A rebuild of this
projection never empties them.
"""

from __future__ import annotations

import json
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.device import Device, clean_uri
from domain.errors import ValidationFailed
from domain.identifiers import normalise_identifier
from domain.thresholds import normalise_kpi
from projections.projectors import rows
from projections.projectors.projection import Projection
from projections.projectors.readings import DEVICE_STATUS_DDL, GATEWAYS_DDL
from projections.store import Writer

DEVICES_DDL = (
    "CREATE TABLE IF NOT EXISTS devices (id TEXT PRIMARY KEY, name TEXT NOT NULL,"
    " description TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL, identifier TEXT NOT NULL,"
    " landlord_id TEXT NOT NULL, facility_id TEXT, kpi_parameters TEXT NOT NULL DEFAULT '{}',"
    " accessories TEXT NOT NULL DEFAULT '[]', meter_adjustment REAL NOT NULL DEFAULT 0,"
    " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, version INTEGER NOT NULL,"
    " building_id TEXT, reporting_interval_seconds INTEGER, uri TEXT)"
)


class DevicesProjection(Projection):
    name = "devices"
    upstream = ("devices",)
    tables: ClassVar[dict[str, str]] = {
        "devices": DEVICES_DDL,
        "device_status": DEVICE_STATUS_DDL,
        "gateways": GATEWAYS_DDL,
    }
    shared = ("device_status", "gateways")
    indexes = (
        "CREATE INDEX IF NOT EXISTS devices_landlord ON devices (landlord_id)",
        "CREATE INDEX IF NOT EXISTS devices_facility ON devices (facility_id)",
        "CREATE INDEX IF NOT EXISTS devices_identifier ON devices (identifier)",
    )

    def create_tables(self) -> None:
        super().create_tables()
        # Main water meters are placed on their building since January 2027.
        self.store.ensure_column("devices", "building_id", "TEXT")
        # A device's own reporting interval (NULL: its kind's default) since December 2026.
        self.store.ensure_column("devices", "reporting_interval_seconds", "INTEGER")
        # How the device is reached, since November 2026 (earlier events name none).
        self.store.ensure_column("devices", "uri", "TEXT")
        self.store.create_tables(
            ["CREATE INDEX IF NOT EXISTS devices_building ON devices (building_id)"]
        )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @process_event.register
    def _(self, event: Device.Registered, tx: Writer) -> None:
        row = {
            **_details(event),
            "facility_id": event.facility_id,
            "building_id": event.building_id,
            "kpi_parameters": json.dumps(_clean_kpi(event.kind, event.kpi_parameters)),
            "reporting_interval_seconds": event.reporting_interval_seconds,
        }
        rows.created(tx, "devices", event, row, "created_at", "updated_at")

    @process_event.register
    def _(self, event: Device.DetailsUpdated, tx: Writer) -> None:
        # A new kind keeps the overrides the aggregate already held (they fit, or it refused).
        rows.touch(tx, "devices", event, _details(event))

    @process_event.register
    def _(self, event: Device.Placed, tx: Writer) -> None:
        place = {"facility_id": event.facility_id, "building_id": event.building_id}
        rows.touch(tx, "devices", event, place)

    @process_event.register
    def _(self, event: Device.KpiParametersSet, tx: Writer) -> None:
        kind = tx.scalar("SELECT kind FROM devices WHERE id = ?", (str(event.originator_id),))
        kpi = _clean_kpi(kind, event.kpi_parameters)
        rows.touch(tx, "devices", event, {"kpi_parameters": json.dumps(kpi)})

    @process_event.register
    def _(self, event: Device.ReportingIntervalSet, tx: Writer) -> None:
        interval = {"reporting_interval_seconds": event.reporting_interval_seconds}
        rows.touch(tx, "devices", event, interval)

    @process_event.register
    def _(self, event: Device.Deleted, tx: Writer) -> None:
        rows.delete(tx, "devices", event)


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
        "uri": clean_uri(event.uri),
    }


def _clean_kpi(kind: str | None, kpi: dict[str, Any]) -> dict[str, Any]:
    try:
        return normalise_kpi(kind or "", kpi)
    except ValidationFailed:  # valid when recorded; a later rule must not stop the projector
        return dict(kpi)
