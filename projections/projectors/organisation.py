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
from projections.projectors import rows
from projections.projectors.projection import Projection
from projections.store import Writer

#: The times a new record's row is stamped with.
_NEW = ("created_at", "updated_at")


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

    @process_event.register
    def _(self, event: Company.Registered, tx: Writer) -> None:
        rows.created(tx, "companies", event, _company(event), *_NEW)

    @process_event.register
    def _(self, event: Company.Updated, tx: Writer) -> None:
        rows.touch(tx, "companies", event, _company(event))

    @process_event.register
    def _(self, event: Company.Deleted, tx: Writer) -> None:
        rows.delete(tx, "companies", event)

    @process_event.register
    def _(self, event: Building.Registered, tx: Writer) -> None:
        rows.created(tx, "buildings", event, {**_building(event), "floor_count": 0}, *_NEW)

    @process_event.register
    def _(self, event: Building.Updated, tx: Writer) -> None:
        rows.touch(tx, "buildings", event, _building(event))

    @process_event.register
    def _(self, event: Building.FloorsArranged, tx: Writer) -> None:
        rows.touch(tx, "buildings", event, {"floor_count": len(event.floor_ids)})
        for position, floor_id in enumerate(event.floor_ids):
            tx.execute("UPDATE floors SET position = ? WHERE id = ?", (position, floor_id))

    @process_event.register
    def _(self, event: Building.Deleted, tx: Writer) -> None:
        rows.delete(tx, "buildings", event)

    @process_event.register
    def _(self, event: Floor.Added, tx: Writer) -> None:
        row = {
            "building_id": event.building_id,
            **_floor(event),
            "position": event.floor_number,
            "floor_plan": None,
            "markers": "[]",
        }
        rows.created(tx, "floors", event, row, *_NEW)

    @process_event.register
    def _(self, event: Floor.Relabelled, tx: Writer) -> None:
        rows.touch(tx, "floors", event, _floor(event))

    @process_event.register
    def _(self, event: Floor.PlanUploaded, tx: Writer) -> None:
        rows.touch(tx, "floors", event, {"floor_plan": event.floor_plan})

    @process_event.register
    def _(self, event: Floor.MarkersPlaced, tx: Writer) -> None:
        rows.touch(tx, "floors", event, {"markers": json.dumps(event.markers)})

    @process_event.register
    def _(self, event: Floor.FacilityAttached | Floor.FacilityDetached, tx: Writer) -> None:
        rows.touch(tx, "floors", event, {})

    @process_event.register
    def _(self, event: Floor.Deleted, tx: Writer) -> None:
        rows.delete(tx, "floors", event)

    @process_event.register
    def _(self, event: Facility.Added, tx: Writer) -> None:
        place = {"building_id": event.building_id, "floor_id": event.floor_id}
        rows.created(tx, "facilities", event, {**place, **_facility(event)}, *_NEW)

    @process_event.register
    def _(self, event: Facility.Updated, tx: Writer) -> None:
        rows.touch(tx, "facilities", event, _facility(event))

    @process_event.register
    def _(self, event: Facility.Deleted, tx: Writer) -> None:
        rows.delete(tx, "facilities", event)

    @process_event.register
    def _(self, event: Project.Started, tx: Writer) -> None:
        rows.created(tx, "projects", event, _project(event), *_NEW)

    @process_event.register
    def _(self, event: Project.Updated, tx: Writer) -> None:
        rows.touch(tx, "projects", event, _project(event))

    @process_event.register
    def _(self, event: Project.Deleted, tx: Writer) -> None:
        rows.delete(tx, "projects", event)


# Each record's terms as its row holds them (trimmed, as the aggregate holds them).


def _company(event: Company.Registered | Company.Updated) -> dict[str, Any]:
    return {"name": event.name.strip(), "type": event.type, "code": event.code}


def _building(event: Building.Registered | Building.Updated) -> dict[str, Any]:
    return {
        "name": event.name.strip(),
        "address": event.address.strip(),
        "postal_code": event.postal_code.strip(),
        "landlord_id": event.landlord_id,
    }


def _floor(event: Floor.Added | Floor.Relabelled) -> dict[str, Any]:
    return {"label": event.label.strip(), "floor_number": event.floor_number}


def _facility(event: Facility.Added | Facility.Updated) -> dict[str, Any]:
    return {"name": event.name.strip(), "code": event.code.strip(), "type": event.type}


def _project(event: Project.Started | Project.Updated) -> dict[str, Any]:
    return {
        "name": event.name.strip(),
        "building_id": event.building_id,
        "cleaning_company_id": event.cleaning_company_id,
    }
