"""Devices: the list and export with their live state, one device, within a caller's reach.

A landlord sees its own devices, placed or not; the others see those placed in the
buildings and facilities of their reach.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from projections import devices
from projections.clause import Clause
from projections.lists import ListParams
from projections.queries.reach import EVERYWHERE, Reach
from projections.store import ReadStore, Row


@dataclass(frozen=True)
class DeviceReach:
    """Every device (`everything`), a landlord's own, or those placed within a reach."""

    everything: bool = False
    landlord_id: str | None = None
    places: Reach = EVERYWHERE

    def clauses(self) -> list[Clause]:
        if self.everything:
            return []
        if self.landlord_id is not None:
            return [("d.landlord_id = ?", [self.landlord_id])]
        # A main water meter stands on its building, with no facility.
        return self.places.places("COALESCE(f.building_id, d.building_id)", "d.facility_id")


def device_page(
    store: ReadStore,
    params: ListParams,
    reach: DeviceReach,
    now: datetime,
    offline_after: timedelta,
) -> tuple[list[Row], int]:
    return devices.device_page(store, params, reach.clauses(), now, offline_after)


def device_rows(
    store: ReadStore,
    params: ListParams,
    reach: DeviceReach,
    now: datetime,
    offline_after: timedelta,
) -> list[Row]:
    return devices.device_rows(store, params, reach.clauses(), now, offline_after)


def device_within(store: ReadStore, reach: DeviceReach, device_id: str) -> Row | None:
    """The device's list row, if the reach covers it."""
    clauses = [("d.id = ?", [device_id]), *reach.clauses()]
    return store.query_one(
        f"SELECT {devices.DEVICES.select} FROM {devices.DEVICES.from_}"
        f" WHERE {' AND '.join(c for c, _ in clauses)}",
        [a for _, args in clauses for a in args],
    )


def device_row(store: ReadStore, device_id: str) -> Row | None:
    return devices.device_row(store, device_id)
