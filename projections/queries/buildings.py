"""Buildings: the list within a reach, one building, its floors."""

from __future__ import annotations

from projections.lists import ListParams
from projections.queries import organisation as estate
from projections.queries.reach import Reach
from projections.store import ReadStore, Row


def building_page(store: ReadStore, params: ListParams, reach: Reach) -> tuple[list[Row], int]:
    return estate.BUILDINGS.page(store, params, reach.buildings("b.id"))


def building_rows(store: ReadStore, params: ListParams, reach: Reach) -> list[Row]:
    return estate.BUILDINGS.all(store, params, reach.buildings("b.id"))


def building_row(store: ReadStore, building_id: str) -> Row | None:
    return estate.one(store, estate.BUILDINGS, "b.id", building_id)


def floors_of(store: ReadStore, building_id: str) -> list[Row]:
    """The building's floors in their order, markers decoded."""
    return estate.floors_of(store, building_id)


def floor_row(store: ReadStore, floor_id: str) -> Row | None:
    return estate.floor(store, floor_id)


def building_in_use(store: ReadStore, building_id: str) -> bool:
    return estate.building_in_use(store, building_id)
