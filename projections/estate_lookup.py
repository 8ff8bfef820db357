"""The read tables' answers to the write side's questions (`application.ports`)."""

from __future__ import annotations

import json
from collections.abc import Collection

from domain.placement import Placement
from projections.devices import placed_in
from projections.issues import place_of_facility
from projections.lists import in_clause
from projections.staffing import assigned_to, recipients_of_facility
from projections.store import ReadStore


class ReadTableEstate:
    """Implements `application.ports.EstateLookup` over the read store."""

    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def placements(self, device_ids: Collection[str]) -> dict[str, Placement]:
        where, params = in_clause("d.id", device_ids)
        rows = self.store.query(
            "SELECT d.id, d.kind, d.kpi_parameters, d.facility_id, d.meter_adjustment,"
            " f.building_id FROM devices d LEFT JOIN facilities f ON f.id = d.facility_id"
            f" WHERE {where}",
            params,
        )
        return {
            row["id"]: Placement(
                kind=row["kind"],
                kpi=json.loads(row["kpi_parameters"] or "{}"),
                facility_id=row["facility_id"],
                building_id=row["building_id"],
                meter_adjustment=float(row["meter_adjustment"] or 0.0),
            )
            for row in rows
        }

    def place_name(self, facility_id: str) -> str | None:
        return place_of_facility(self.store, facility_id)

    def recipients(self, facility_id: str) -> list[str]:
        return recipients_of_facility(self.store, facility_id)

    def devices_in(self, facility_ids: Collection[str]) -> list[str]:
        return placed_in(self.store, facility_ids)

    def staff_of(self, facility_ids: Collection[str]) -> list[str]:
        return assigned_to(self.store, facility_ids)
