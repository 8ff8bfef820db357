"""Tenancy: which buildings, facilities and companies a principal may see.

A landlord sees its own buildings; a cleaning company the buildings its projects cover;
supervisors, cleaners and workers their assigned facilities. Anything else answers 404.
"""

from __future__ import annotations

from dataclasses import dataclass

from api.auth import Principal
from domain.errors import NotFound
from domain.roles import GuardRole
from projections.clause import Clause
from projections.queries import access
from projections.queries.reach import Reach
from projections.store import ReadStore


@dataclass(frozen=True)
class Tenancy:
    principal: Principal
    #: None: every building.
    building_ids: frozenset[str] | None
    #: None: every facility of the visible buildings.
    facility_ids: frozenset[str] | None

    @property
    def is_landlord(self) -> bool:
        return self.principal.guard_role is GuardRole.LANDLORD_MANAGER

    @property
    def is_cleaning_company(self) -> bool:
        return self.principal.guard_role in (
            GuardRole.CLEANING_COMPANY_MANAGER,
            GuardRole.SUPERVISOR,
            GuardRole.CLEANER,
            GuardRole.WORKER,
        )

    @property
    def reach(self) -> Reach:
        """The buildings and facilities seen, as the read side's queries take them."""
        return Reach(self.building_ids, self.facility_ids)

    def building_clause(self, column: str) -> list[Clause]:
        return self.reach.buildings(column)

    def facility_clause(self, column: str) -> list[Clause]:
        return self.reach.facilities(column)

    def check_building(self, building_id: str, what: str = "building") -> None:
        if self.building_ids is not None and building_id not in self.building_ids:
            raise NotFound(what)

    def check_facility(self, building_id: str, facility_id: str) -> None:
        self.check_building(building_id, "facility")
        if self.facility_ids is not None and facility_id not in self.facility_ids:
            raise NotFound("facility")

    def check_company(self, company_id: str) -> None:
        """Managers see their own company; the admin sees every company."""
        if self.principal.is_admin:
            return
        if company_id != self.principal.company_id:
            raise NotFound("company")


def tenancy_of(store: ReadStore, principal: Principal) -> Tenancy:
    role = principal.guard_role
    if role is GuardRole.SYSTEM_ADMIN:
        return Tenancy(principal, None, None)
    if role is GuardRole.LANDLORD_MANAGER:
        return Tenancy(principal, access.landlord_buildings(store, principal.company_id), None)
    if role is GuardRole.CLEANING_COMPANY_MANAGER:
        return Tenancy(principal, access.cleaned_buildings(store, principal.company_id), None)
    buildings = access.buildings_of_facilities(store, principal.facility_ids)
    return Tenancy(principal, buildings, principal.facility_ids)
