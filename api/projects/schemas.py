"""Project bodies, and a project as shown."""

from __future__ import annotations

from api.body_bounds import RecordId, Text
from api.listing import Column
from api.schema import Body, Out, to_out
from projections.store import Row


class ProjectBody(Body):
    name: Text
    building_id: RecordId
    cleaning_company_id: RecordId
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
    return to_out(ProjectOut, row)


EXPORT_COLUMNS: list[Column] = [
    *("id", "name"),
    ("building", "building_name"),
    ("cleaningCompany", "cleaning_company_name"),
    "created_at",
]
