"""The read tables' answers to the workforce commands' questions
(`application.ports.WorkforceLookup`)."""

from __future__ import annotations

from datetime import date, time

from domain.leave import Span
from domain.schedule import Slot
from domain.staff import STAFF_KINDS, ProjectRef, StaffMember
from projections.concerned import managers_of
from projections.people import assigned_facility_ids
from projections.staffing import cleaning_companies_of_building
from projections.store import ReadStore


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
