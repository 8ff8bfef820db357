"""What the write side asks of the read side.

The processes that react to events need to look things up that only the read tables hold
(where a device is placed, who is assigned to a facility). The questions are declared
here and answered in `projections/` (`projections.estate_lookup`), so that imports point
inward: neither layer imports the other, the wiring hands one to the other.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

from domain.placement import Placement


class EstateLookup(Protocol):
    def placements(self, device_ids: Collection[str]) -> dict[str, Placement]:
        """The devices' kinds, settings and places, for those the read tables know."""
        ...

    def place_name(self, facility_id: str) -> str | None:
        """How messages name a facility: "Ladies Level 1, Harbourfront Tower"."""
        ...

    def recipients(self, facility_id: str) -> list[str]:
        """The supervisors and cleaners assigned to the facility, to notify of its issues."""
        ...

    def devices_in(self, facility_ids: Collection[str]) -> list[str]:
        """The devices placed in any of these facilities."""
        ...

    def staff_of(self, facility_ids: Collection[str]) -> list[str]:
        """The accounts assigned any of these facilities."""
        ...
