"""Facilities: the list within a reach, those of a building or floor, one facility."""

from __future__ import annotations

from collections.abc import Collection

from projections.lists import ListParams, in_clause
from projections.queries import organisation as estate
from projections.queries.reach import Reach
from projections.store import ReadStore, Row


def facility_page(store: ReadStore, params: ListParams, reach: Reach) -> tuple[list[Row], int]:
    return estate.FACILITIES.page(store, params, reach.places("f.building_id", "f.id"))


def facility_rows(store: ReadStore, params: ListParams, reach: Reach) -> list[Row]:
    return estate.FACILITIES.all(store, params, reach.places("f.building_id", "f.id"))


def facility_row(store: ReadStore, facility_id: str) -> Row | None:
    return estate.one(store, estate.FACILITIES, "f.id", facility_id)


def facilities_of_building(store: ReadStore, building_id: str, reach: Reach) -> list[Row]:
    """The building's facilities the reach covers, by floor number."""
    return estate.FACILITIES.all(
        store,
        ListParams(sort="floorNumber"),
        [("f.building_id = ?", [building_id]), *reach.facilities("f.id")],
    )


def facilities_of_floor(store: ReadStore, floor_id: str, reach: Reach) -> list[Row]:
    return estate.FACILITIES.all(
        store, ListParams(), [("f.floor_id = ?", [floor_id]), *reach.facilities("f.id")]
    )


def facilities_named(store: ReadStore, facility_ids: Collection[str]) -> list[Row]:
    """These facilities, by building name."""
    return estate.FACILITIES.all(
        store, ListParams(sort="buildingName"), [in_clause("f.id", facility_ids)]
    )


def facilities_in(store: ReadStore, building_ids: Collection[str]) -> list[Row]:
    """Every facility of these buildings, by building name."""
    return estate.FACILITIES.all(
        store, ListParams(sort="buildingName"), [in_clause("f.building_id", building_ids)]
    )


def building_of_facility(store: ReadStore, facility_id: str) -> str | None:
    row = store.query_one("SELECT building_id FROM facilities WHERE id = ?", (facility_id,))
    return None if row is None else str(row["building_id"])


def landlord_of_facility(store: ReadStore, facility_id: str) -> Row | None:
    """The facility's landlord (`landlord_id`, from its building), if there is a facility."""
    return store.query_one(
        "SELECT b.landlord_id FROM facilities f JOIN buildings b ON b.id = f.building_id"
        " WHERE f.id = ?",
        (facility_id,),
    )
