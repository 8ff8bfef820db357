"""Read tables of the estate: companies, buildings, floors, facilities, projects."""

from __future__ import annotations

import json
from functools import singledispatchmethod
from typing import Any

from domain.building import Building
from domain.company import Company
from domain.facility import Facility
from domain.floor import Floor
from domain.project import Project
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import iso


class OrganisationProjection(Projection):
    name = "organisation"
    upstream = ("organisation",)
    tables = {
        "companies": (
            "CREATE TABLE IF NOT EXISTS companies (id TEXT PRIMARY KEY, name TEXT NOT NULL,"
            " type TEXT NOT NULL, code TEXT NOT NULL, created_at TEXT NOT NULL,"
            " updated_at TEXT NOT NULL, version INTEGER NOT NULL)"
        ),
        "buildings": (
            "CREATE TABLE IF NOT EXISTS buildings (id TEXT PRIMARY KEY, name TEXT NOT NULL,"
            " address TEXT NOT NULL, postal_code TEXT NOT NULL, landlord_id TEXT NOT NULL,"
            " floor_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,"
            " updated_at TEXT NOT NULL, version INTEGER NOT NULL)"
        ),
        "floors": (
            "CREATE TABLE IF NOT EXISTS floors (id TEXT PRIMARY KEY, building_id TEXT NOT NULL,"
            " label TEXT NOT NULL, floor_number INTEGER NOT NULL, position INTEGER NOT NULL"
            " DEFAULT 0, floor_plan TEXT, markers TEXT NOT NULL DEFAULT '[]',"
            " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, version INTEGER NOT NULL)"
        ),
        "facilities": (
            "CREATE TABLE IF NOT EXISTS facilities (id TEXT PRIMARY KEY,"
            " building_id TEXT NOT NULL, floor_id TEXT NOT NULL, name TEXT NOT NULL,"
            " code TEXT NOT NULL, type TEXT NOT NULL, created_at TEXT NOT NULL,"
            " updated_at TEXT NOT NULL, version INTEGER NOT NULL)"
        ),
        "projects": (
            "CREATE TABLE IF NOT EXISTS projects (id TEXT PRIMARY KEY, name TEXT NOT NULL,"
            " building_id TEXT NOT NULL, cleaning_company_id TEXT NOT NULL,"
            " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, version INTEGER NOT NULL)"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS buildings_landlord ON buildings (landlord_id)",
        "CREATE INDEX IF NOT EXISTS floors_building ON floors (building_id)",
        "CREATE INDEX IF NOT EXISTS facilities_floor ON facilities (floor_id)",
        "CREATE INDEX IF NOT EXISTS facilities_building ON facilities (building_id)",
        "CREATE INDEX IF NOT EXISTS projects_building ON projects (building_id)",
        "CREATE INDEX IF NOT EXISTS projects_company ON projects (cleaning_company_id)",
    )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @staticmethod
    def _touch(tx: Writer, table: str, event: Any, sets: dict[str, Any]) -> None:
        columns = "".join(f"{column} = ?, " for column in sets)
        tx.execute(
            f"UPDATE {table} SET {columns}updated_at = ?, version = ? WHERE id = ?",
            (
                *sets.values(),
                iso(event.timestamp),
                event.originator_version,
                str(event.originator_id),
            ),
        )

    @staticmethod
    def _delete(tx: Writer, table: str, event: Any) -> None:
        tx.execute(f"DELETE FROM {table} WHERE id = ?", (str(event.originator_id),))

    @process_event.register
    def _(self, event: Company.Registered, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO companies (id, name, type, code, created_at, updated_at, version)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                str(event.originator_id),
                event.name.strip(),
                event.type,
                event.code,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: Company.Updated, tx: Writer) -> None:
        self._touch(
            tx,
            "companies",
            event,
            {"name": event.name.strip(), "type": event.type, "code": event.code},
        )

    @process_event.register
    def _(self, event: Company.Deleted, tx: Writer) -> None:
        self._delete(tx, "companies", event)

    @process_event.register
    def _(self, event: Building.Registered, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO buildings (id, name, address, postal_code, landlord_id, floor_count,"
            " created_at, updated_at, version) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)",
            (
                str(event.originator_id),
                event.name.strip(),
                event.address.strip(),
                event.postal_code.strip(),
                event.landlord_id,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: Building.Updated, tx: Writer) -> None:
        self._touch(
            tx,
            "buildings",
            event,
            {
                "name": event.name.strip(),
                "address": event.address.strip(),
                "postal_code": event.postal_code.strip(),
                "landlord_id": event.landlord_id,
            },
        )

    @process_event.register
    def _(self, event: Building.FloorsArranged, tx: Writer) -> None:
        self._touch(tx, "buildings", event, {"floor_count": len(event.floor_ids)})
        for position, floor_id in enumerate(event.floor_ids):
            tx.execute("UPDATE floors SET position = ? WHERE id = ?", (position, floor_id))

    @process_event.register
    def _(self, event: Building.Deleted, tx: Writer) -> None:
        self._delete(tx, "buildings", event)

    @process_event.register
    def _(self, event: Floor.Added, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO floors (id, building_id, label, floor_number, position, floor_plan,"
            " markers, created_at, updated_at, version)"
            " VALUES (?, ?, ?, ?, ?, NULL, '[]', ?, ?, ?)",
            (
                str(event.originator_id),
                event.building_id,
                event.label.strip(),
                event.floor_number,
                event.floor_number,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: Floor.Relabelled, tx: Writer) -> None:
        self._touch(
            tx, "floors", event, {"label": event.label.strip(), "floor_number": event.floor_number}
        )

    @process_event.register
    def _(self, event: Floor.PlanUploaded, tx: Writer) -> None:
        self._touch(tx, "floors", event, {"floor_plan": event.floor_plan})

    @process_event.register
    def _(self, event: Floor.MarkersPlaced, tx: Writer) -> None:
        self._touch(tx, "floors", event, {"markers": json.dumps(event.markers)})

    @process_event.register
    def _(self, event: Floor.FacilityAttached | Floor.FacilityDetached, tx: Writer) -> None:
        self._touch(tx, "floors", event, {})

    @process_event.register
    def _(self, event: Floor.Deleted, tx: Writer) -> None:
        self._delete(tx, "floors", event)

    @process_event.register
    def _(self, event: Facility.Added, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO facilities (id, building_id, floor_id, name, code, type, created_at,"
            " updated_at, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                str(event.originator_id),
                event.building_id,
                event.floor_id,
                event.name.strip(),
                event.code.strip(),
                event.type,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: Facility.Updated, tx: Writer) -> None:
        self._touch(
            tx,
            "facilities",
            event,
            {"name": event.name.strip(), "code": event.code.strip(), "type": event.type},
        )

    @process_event.register
    def _(self, event: Facility.Deleted, tx: Writer) -> None:
        self._delete(tx, "facilities", event)

    @process_event.register
    def _(self, event: Project.Started, tx: Writer) -> None:
        tx.execute(
            "INSERT INTO projects (id, name, building_id, cleaning_company_id, created_at,"
            " updated_at, version) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                str(event.originator_id),
                event.name.strip(),
                event.building_id,
                event.cleaning_company_id,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
            ),
        )

    @process_event.register
    def _(self, event: Project.Updated, tx: Writer) -> None:
        self._touch(
            tx,
            "projects",
            event,
            {
                "name": event.name.strip(),
                "building_id": event.building_id,
                "cleaning_company_id": event.cleaning_company_id,
            },
        )

    @process_event.register
    def _(self, event: Project.Deleted, tx: Writer) -> None:
        self._delete(tx, "projects", event)
