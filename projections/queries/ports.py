"""The read tables' answers to the write side's questions: the estate's and the
workforce's (`application.ports`) and who looks after an account
(`application.reset_notices.AccountAdmins`)."""

from __future__ import annotations

import json
from collections.abc import Collection
from datetime import date, time

from domain.feedback import FeedbackPlace, FeedbackSettings, PlacedDevice
from domain.leave import Span
from domain.placement import Placement
from domain.schedule import Slot
from domain.staff import STAFF_KINDS, ProjectRef, StaffMember
from projections.lists import in_clause
from projections.queries.accounts import assigned_facility_ids
from projections.queries.concerned import administrators, managers_of, people_of_place
from projections.queries.devices import placed_in, standing_on
from projections.queries.feedback import DEFAULTS, feedback_settings_of
from projections.queries.issues import place_of_facility
from projections.queries.staffing import assigned_to, cleaning_companies_of_building
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


class ReadTableWorkforce:
    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def staff_member(self, account_id: str) -> StaffMember | None:
        marks = ", ".join("?" for _ in STAFF_KINDS)
        row = self.store.query_one(
            "SELECT id, kind, company_id, supervisor_id, name FROM accounts"
            f" WHERE id = ? AND kind IN ({marks})",
            (account_id, *STAFF_KINDS),
        )
        if row is None:
            return None
        return StaffMember(
            id=row["id"],
            kind=row["kind"],
            company_id=row["company_id"],
            supervisor_id=row["supervisor_id"],
            name=row["name"] or "",
            facility_ids=frozenset(assigned_facility_ids(self.store, account_id)),
        )

    def schedules_of(self, staff_id: str) -> list[Slot]:
        rows = self.store.query(
            "SELECT id, start_date, end_date, shift_start, shift_end, weekdays FROM schedules"
            " WHERE staff_id = ?",
            (staff_id,),
        )
        return [
            Slot(
                date.fromisoformat(r["start_date"]),
                date.fromisoformat(r["end_date"]),
                time.fromisoformat(r["shift_start"]),
                time.fromisoformat(r["shift_end"]),
                frozenset(d for d in r["weekdays"].split(",") if d),
                r["id"],
            )
            for r in rows
        ]

    def leaves_of(self, staff_id: str) -> dict[str, Span]:
        rows = self.store.query(
            "SELECT id, start_date, end_date FROM leaves"
            " WHERE staff_id = ? AND status IN ('PENDING', 'APPROVED')",
            (staff_id,),
        )
        return {
            r["id"]: Span(date.fromisoformat(r["start_date"]), date.fromisoformat(r["end_date"]))
            for r in rows
        }

    def project(self, project_id: str) -> ProjectRef | None:
        row = self.store.query_one(
            "SELECT id, building_id, cleaning_company_id FROM projects WHERE id = ?",
            (project_id,),
        )
        if row is None:
            return None
        return ProjectRef(row["id"], row["building_id"], row["cleaning_company_id"])

    def building_exists(self, building_id: str) -> bool:
        return self.building_name(building_id) is not None

    def cleaning_companies_of(self, building_id: str) -> list[str]:
        return cleaning_companies_of_building(self.store, building_id)

    def building_name(self, building_id: str) -> str | None:
        value = self.store.scalar("SELECT name FROM buildings WHERE id = ?", (building_id,))
        return None if value is None else str(value)

    def managers_of(self, company_id: str) -> list[str]:
        return managers_of(self.store, company_id)


class ReadTableAccountAdmins:
    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def holding(self, role: str, company_id: str | None = None) -> list[str]:
        if company_id is None:
            rows = self.store.query("SELECT id FROM accounts WHERE role = ? ORDER BY id", (role,))
        else:
            rows = self.store.query(
                "SELECT id FROM accounts WHERE role = ? AND company_id = ? ORDER BY id",
                (role, company_id),
            )
        return [str(r["id"]) for r in rows]
