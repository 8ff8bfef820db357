"""The read tables' answers to the write side's questions (`application.ports`)."""

from __future__ import annotations

import json
from collections.abc import Collection

from domain.feedback import FeedbackPlace, FeedbackSettings, PlacedDevice
from domain.placement import Placement
from projections.concerned import administrators, people_of_place
from projections.devices import placed_in, standing_on
from projections.feedback import DEFAULTS, feedback_settings_of
from projections.issue_lists import place_of_facility
from projections.lists import in_clause
from projections.staffing import assigned_to
from projections.store import ReadStore


class ReadTableEstate:
    """Implements `application.ports.EstateLookup` over the read store."""

    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def placements(self, device_ids: Collection[str]) -> dict[str, Placement]:
        where, params = in_clause("d.id", device_ids)
        rows = self.store.query(
            "SELECT d.id, d.kind, d.kpi_parameters, d.facility_id, d.meter_adjustment,"
            # A main water meter stands on its building, with no facility.
            " COALESCE(f.building_id, d.building_id) AS building_id"
            " FROM devices d LEFT JOIN facilities f ON f.id = d.facility_id"
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

    def people_of_place(
        self, facility_id: str | None, building_id: str | None
    ) -> dict[str, list[str]]:
        return people_of_place(self.store, facility_id, building_id)

    def administrators(self) -> list[str]:
        return administrators(self.store)

    def devices_in(self, facility_ids: Collection[str]) -> list[str]:
        return placed_in(self.store, facility_ids)

    def devices_on(self, building_ids: Collection[str]) -> list[str]:
        return standing_on(self.store, building_ids)

    def staff_of(self, facility_ids: Collection[str]) -> list[str]:
        return assigned_to(self.store, facility_ids)

    def feedback_places(self, facility_ids: Collection[str]) -> dict[str, FeedbackPlace]:
        where, params = in_clause("f.id", facility_ids)
        facilities = self.store.query(
            f"SELECT f.id, f.building_id FROM facilities f WHERE {where}", params
        )
        known = [row["id"] for row in facilities]
        settings = feedback_settings_of(self.store, known)
        where, params = in_clause("d.facility_id", known)
        devices = self.store.query(
            "SELECT d.id, d.kind, d.kpi_parameters, d.facility_id FROM devices d"
            f" WHERE {where} ORDER BY d.id",
            params,
        )
        placed: dict[str, list[PlacedDevice]] = {}
        for row in devices:
            placed.setdefault(row["facility_id"], []).append(
                PlacedDevice(row["id"], row["kind"], json.loads(row["kpi_parameters"] or "{}"))
            )
        answer: dict[str, FeedbackPlace] = {}
        for row in facilities:
            chosen = settings.get(row["id"]) or DEFAULTS
            answer[row["id"]] = FeedbackPlace(
                facility_id=row["id"],
                building_id=row["building_id"],
                settings=FeedbackSettings(int(chosen["threshold"]), int(chosen["window_minutes"])),
                devices=tuple(placed.get(row["id"], ())),
            )
        return answer
