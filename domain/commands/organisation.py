"""Commands on the estate: register and change companies, buildings, facilities and
projects, and arrange a building's floors.

Their events store the fields as given (the aggregates trim them as they apply them), as
they always have: `terms()` is what an event stores."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from domain.commands.base import Rules, Versioned, given
from domain.company import CompanyType
from domain.errors import Violations
from domain.facility import FACILITY_TYPES
from domain.validation import require_text

_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")
MIN_FLOOR, MAX_FLOOR = -20, 300


@dataclass(frozen=True, kw_only=True)
class CompanyTerms(Rules):
    """A landlord or a cleaning company, by name and code."""

    name: str
    type: str
    code: str

    def _collect(self, violations: Violations) -> None:
        require_text(violations, "name", self.name)
        if self.type not in CompanyType.__members__:
            violations.add("type", "Must be LANDLORD or CLEANING_COMPANY")
        if not self.code or not self.code.strip():
            violations.add("code", "This field is required")
        elif not _CODE.match(self.code):
            violations.add("code", "Letters, digits, '.', '_' or '-', at most 40 characters")

    def terms(self) -> dict[str, Any]:
        return given(self, CompanyTerms)


@dataclass(frozen=True, kw_only=True)
class RegisterCompany(CompanyTerms):
    """A new company; its code is claimed with it."""


@dataclass(frozen=True, kw_only=True)
class ChangeCompany(CompanyTerms, Versioned):
    """New fields for a company; a new code is claimed and the old one released."""

    company_id: str


@dataclass(frozen=True, kw_only=True)
class BuildingTerms(Rules):
    """A landlord's property and where it is."""

    name: str
    address: str
    postal_code: str
    landlord_id: str

    def _collect(self, violations: Violations) -> None:
        require_text(violations, "name", self.name)
        require_text(violations, "address", self.address)
        require_text(violations, "postalCode", self.postal_code)

    def terms(self) -> dict[str, Any]:
        return {**given(self, BuildingTerms), "landlord_id": str(self.landlord_id)}


@dataclass(frozen=True, kw_only=True)
class RegisterBuilding(BuildingTerms):
    """A new building of the landlord `landlord_id`."""


@dataclass(frozen=True, kw_only=True)
class ChangeBuilding(BuildingTerms, Versioned):
    building_id: str


@dataclass(frozen=True)
class FloorSpec(Rules):
    """One entry of a building's floor list: an existing floor (id) or a new one."""

    label: str
    floor_number: int
    id: str | None = None

    def _collect(self, violations: Violations) -> None:
        require_text(violations, "label", self.label)
        if not MIN_FLOOR <= self.floor_number <= MAX_FLOOR:
            violations.add("floorNumber", f"Must be between {MIN_FLOOR} and {MAX_FLOOR}")

    def terms(self) -> dict[str, Any]:
        return {"label": self.label, "floor_number": self.floor_number}


@dataclass(frozen=True, kw_only=True)
class ArrangeFloors:
    """Make the building's floors exactly these, in this order: add, relabel, remove."""

    building_id: str
    floors: Sequence[FloorSpec]

    def __post_init__(self) -> None:
        object.__setattr__(self, "floors", tuple(self.floors))


@dataclass(frozen=True, kw_only=True)
class FacilityTerms(Rules):
    """A toilet: its name, code and type."""

    name: str
    code: str
    type: str

    def _collect(self, violations: Violations) -> None:
        require_text(violations, "name", self.name)
        require_text(violations, "code", self.code)
        if self.type not in FACILITY_TYPES:
            violations.add("type", "Must be male, female or accessible")

    def terms(self) -> dict[str, Any]:
        return given(self, FacilityTerms)


@dataclass(frozen=True, kw_only=True)
class AddFacility(FacilityTerms):
    """A new facility on the floor `floor_id`."""

    floor_id: str


@dataclass(frozen=True, kw_only=True)
class ChangeFacility(FacilityTerms, Versioned):
    facility_id: str


@dataclass(frozen=True, kw_only=True)
class ProjectTerms(Rules):
    """Which cleaning company looks after which building."""

    name: str
    building_id: str
    cleaning_company_id: str

    def _collect(self, violations: Violations) -> None:
        require_text(violations, "name", self.name)

    def terms(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "building_id": str(self.building_id),
            "cleaning_company_id": str(self.cleaning_company_id),
        }


@dataclass(frozen=True, kw_only=True)
class StartProject(ProjectTerms):
    """A new project."""


@dataclass(frozen=True, kw_only=True)
class ChangeProject(ProjectTerms, Versioned):
    project_id: str
