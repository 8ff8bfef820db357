"""Tenancy: which buildings, facilities and companies a principal may see.

A landlord sees its own buildings; a cleaning company the buildings its projects cover;
supervisors, cleaners and workers their assigned facilities. Anything else answers 404.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from api.auth import Principal
from domain.errors import NotFound
from domain.roles import GuardRole
from projections.lists import in_clause
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

    def building_clause(self, column: str) -> list[tuple[str, list[Any]]]:
        return [] if self.building_ids is None else [in_clause(column, self.building_ids)]

    def facility_clause(self, column: str) -> list[tuple[str, list[Any]]]:
        return [] if self.facility_ids is None else [in_clause(column, self.facility_ids)]

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
        rows = store.query(
            "SELECT id FROM buildings WHERE landlord_id = ?", (principal.company_id,)
        )
        return Tenancy(principal, frozenset(r["id"] for r in rows), None)
    if role is GuardRole.CLEANING_COMPANY_MANAGER:
        rows = store.query(
            "SELECT DISTINCT building_id FROM projects WHERE cleaning_company_id = ?",
            (principal.company_id,),
        )
        return Tenancy(principal, frozenset(r["building_id"] for r in rows), None)
    clause, args = in_clause("id", principal.facility_ids)
    rows = store.query(f"SELECT DISTINCT building_id FROM facilities WHERE {clause}", args)
    return Tenancy(principal, frozenset(r["building_id"] for r in rows), principal.facility_ids)
