"""Companies: the lists of each type, one company, and the buildings each one has."""

from __future__ import annotations

from collections.abc import Sequence

from projections.clause import Clause
from projections.lists import ListParams, in_clause
from projections.queries import organisation as estate
from projections.store import ReadStore, Row


def _narrowed(company_type: str | None, company_id: str | None) -> list[Clause]:
    clauses: list[Clause] = []
    if company_type is not None:
        clauses.append(("c.type = ?", [company_type]))
    if company_id is not None:
        clauses.append(("c.id = ?", [company_id]))
    return clauses


def company_page(
    store: ReadStore,
    params: ListParams,
    company_type: str | None = None,
    company_id: str | None = None,
) -> tuple[list[Row], int]:
    """A page of companies, of one type and one company when named."""
    return estate.COMPANIES.page(store, params, _narrowed(company_type, company_id))


def company_rows(store: ReadStore, params: ListParams) -> list[Row]:
    return estate.COMPANIES.all(store, params)


def company_row(store: ReadStore, company_id: str) -> Row | None:
    return estate.one(store, estate.COMPANIES, "c.id", company_id)


def company_type(store: ReadStore, company_id: str) -> str | None:
    """LANDLORD or CLEANING_COMPANY, or None when there is no such company."""
    row = store.query_one("SELECT type FROM companies WHERE id = ?", (company_id,))
    return None if row is None else str(row["type"])


def buildings_by_company(store: ReadStore, company_ids: Sequence[str]) -> dict[str, list[Row]]:
    """Each company's buildings (id, name) by name: a landlord's own, a cleaning company's
    through its projects."""
    buildings: dict[str, list[Row]] = {i: [] for i in company_ids}
    if not company_ids:
        return buildings
    clause, args = in_clause("landlord_id", company_ids)
    for b in store.query(
        f"SELECT id, name, landlord_id FROM buildings WHERE {clause} ORDER BY name", args
    ):
        buildings[b["landlord_id"]].append({"id": b["id"], "name": b["name"]})
    clause, args = in_clause("p.cleaning_company_id", company_ids)
    for b in store.query(
        "SELECT DISTINCT b.id, b.name, p.cleaning_company_id FROM projects p"
        f" JOIN buildings b ON b.id = p.building_id WHERE {clause} ORDER BY b.name",
        args,
    ):
        buildings[b["cleaning_company_id"]].append({"id": b["id"], "name": b["name"]})
    return buildings


def company_in_use(store: ReadStore, company_id: str) -> str | None:
    """What still refers to the company (buildings, projects, accounts), if anything."""
    return estate.company_in_use(store, company_id)
