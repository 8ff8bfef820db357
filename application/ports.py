"""What the write side asks of the read side.

The processes that react to events need to look things up that only the read tables hold
(where a device is placed, who is assigned to a facility, who hears of what). The questions
are declared here and answered in `projections/` (`projections.queries.ports`), so that
imports point inward: neither layer imports the other, the wiring hands one to the other.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

from domain.feedback import FeedbackPlace
from domain.leave import Span
from domain.placement import Placement
from domain.schedule import Slot
from domain.staff import ProjectRef, StaffMember


class EstateLookup(Protocol):
    def placements(self, device_ids: Collection[str]) -> dict[str, Placement]:
        """The devices' kinds, settings and places, for those the read tables know."""
        ...

    def place_name(self, facility_id: str) -> str | None:
        """How messages name a facility: "Ladies Level 1, Harbourfront Tower"."""
        ...

    def people_of_place(
        self, facility_id: str | None, building_id: str | None
    ) -> dict[str, list[str]]:
        """The accounts concerned with a facility (or a building), by account kind: the
        supervisors, cleaners and workers assigned the facility (`supervisor`, `cleaner`,
        `worker`), the managers of the cleaning companies whose projects cover its building
        (`cc-manager`) and those of the building's landlord (`ll-manager`)."""
        ...

    def administrators(self) -> list[str]:
        """The system administrators' accounts."""
        ...

    def devices_in(self, facility_ids: Collection[str]) -> list[str]:
        """The devices placed in any of these facilities."""
        ...

    def devices_on(self, building_ids: Collection[str]) -> list[str]:
        """The main water meters standing on any of these buildings."""
        ...

    def staff_of(self, facility_ids: Collection[str]) -> list[str]:
        """The accounts assigned any of these facilities."""
        ...

    def feedback_places(self, facility_ids: Collection[str]) -> dict[str, FeedbackPlace]:
        """The facilities' buildings, feedback settings and devices, for those known."""
        ...


class WorkforceLookup(Protocol):
    """What the workforce commands check against the read tables."""

    def staff_member(self, account_id: str) -> StaffMember | None:
        """A supervisor, cleaner or worker with their company, supervisor and facilities."""
        ...

    def schedules_of(self, staff_id: str) -> list[Slot]:
        """The member's schedules, each with its id, to find one that clashes."""
        ...

    def leaves_of(self, staff_id: str) -> dict[str, Span]:
        """The member's pending and approved leaves by id (withdrawn and rejected ones no
        longer hold the days)."""
        ...

    def project(self, project_id: str) -> ProjectRef | None: ...

    def building_exists(self, building_id: str) -> bool: ...

    def cleaning_companies_of(self, building_id: str) -> list[str]:
        """The cleaning companies whose projects cover the building."""
        ...

    def building_name(self, building_id: str) -> str | None: ...

    def managers_of(self, company_id: str) -> list[str]:
        """The manager accounts of a company (its admins among them)."""
        ...
