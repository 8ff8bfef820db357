"""Project bodies, and a project as shown."""

from __future__ import annotations

from api.schema import Body, Out
from projections.store import Row


class ProjectBody(Body):
    name: str
    building_id: str
    cleaning_company_id: str
    version: int | None = None


class ProjectOut(Out):
    id: str
    name: str
    building_id: str
    building_name: str | None
    cleaning_company_id: str
    cleaning_company_name: str | None
    created_at: str
    updated_at: str
    version: int


def project_out(row: Row) -> ProjectOut:
    return ProjectOut(
        id=row["id"],
        name=row["name"],
        building_id=row["building_id"],
        building_name=row["building_name"],
        cleaning_company_id=row["cleaning_company_id"],
        cleaning_company_name=row["cleaning_company_name"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        version=row["version"],
    )
