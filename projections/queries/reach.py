"""How much of the estate a caller sees, as plain ids, and what that means in SQL."""

from __future__ import annotations

from dataclasses import dataclass

from projections.clause import Clause
from projections.lists import in_clause


@dataclass(frozen=True)
class Reach:
    """The buildings and facilities a caller sees; None: every one (of the buildings)."""

    building_ids: frozenset[str] | None = None
    facility_ids: frozenset[str] | None = None

    def buildings(self, column: str) -> list[Clause]:
        return [] if self.building_ids is None else [in_clause(column, self.building_ids)]

    def facilities(self, column: str) -> list[Clause]:
        return [] if self.facility_ids is None else [in_clause(column, self.facility_ids)]

    def places(self, building_column: str, facility_column: str) -> list[Clause]:
        return [*self.buildings(building_column), *self.facilities(facility_column)]


EVERYWHERE = Reach()
