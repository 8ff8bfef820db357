"""Projects: the list of a cleaning company, or within a reach of buildings."""

from __future__ import annotations

from projections.clause import Clause
from projections.lists import ListParams
from projections.queries import organisation as estate
from projections.queries.reach import Reach
from projections.store import ReadStore, Row


def _scope(reach: Reach, cleaning_company_id: str | None) -> list[Clause]:
    if cleaning_company_id is not None:
        return [("p.cleaning_company_id = ?", [cleaning_company_id])]
    return reach.buildings("p.building_id")


def project_page(
    store: ReadStore, params: ListParams, reach: Reach, cleaning_company_id: str | None = None
) -> tuple[list[Row], int]:
    """Projects of the company when named, else those on the buildings of the reach."""
    return estate.PROJECTS.page(store, params, _scope(reach, cleaning_company_id))


def project_rows(
    store: ReadStore, params: ListParams, reach: Reach, cleaning_company_id: str | None = None
) -> list[Row]:
    return estate.PROJECTS.all(store, params, _scope(reach, cleaning_company_id))


def project_row(
    store: ReadStore, project_id: str, reach: Reach, cleaning_company_id: str | None = None
) -> Row | None:
    return estate.PROJECTS.first(
        store, [("p.id = ?", [project_id]), *_scope(reach, cleaning_company_id)]
    )
