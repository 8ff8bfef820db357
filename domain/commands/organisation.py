"""Commands on the estate: register and change companies, buildings, facilities and
projects, and arrange a building's floors.

Their events store the fields as given (the aggregates trim them as they apply them), as
they always have: `terms()` is what an event stores."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from domain.company import CompanyType
from domain.errors import Violations
from domain.facility import FACILITY_TYPES
from domain.validation import require_text

_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")
MIN_FLOOR, MAX_FLOOR = -20, 300


def _given(command: Any, cls: type) -> dict[str, Any]:
    """The fields `cls` declares, from the command, in their order."""
    return {f.name: getattr(command, f.name) for f in fields(cls)}


@dataclass(frozen=True, kw_only=True)
class CompanyTerms:
    """A landlord or a cleaning company, by name and code."""

    name: str
    type: str
    code: str

    def check(self) -> None:
        """Every broken field rule at once (400)."""
        violations = Violations()
        require_text(violations, "name", self.name)
        if self.type not in CompanyType.__members__:
            violations.add("type", "Must be LANDLORD or CLEANING_COMPANY")
        if not self.code or not self.code.strip():
            violations.add("code", "This field is required")
        elif not _CODE.match(self.code):
            violations.add("code", "Letters, digits, '.', '_' or '-', at most 40 characters")
        violations.raise_if_any()

    def terms(self) -> dict[str, Any]:
        return _given(self, CompanyTerms)


@dataclass(frozen=True, kw_only=True)
class RegisterCompany(CompanyTerms):
    """A new company; its code is claimed with it."""


@dataclass(frozen=True, kw_only=True)
class ChangeCompany(CompanyTerms):
    """New fields for a company; a new code is claimed and the old one released."""

    company_id: str
    expected_version: int | None = None


@dataclass(frozen=True, kw_only=True)
class BuildingTerms:
    """A landlord's property and where it is."""

    name: str
    address: str
    postal_code: str
    landlord_id: str

    def check(self) -> None:
        violations = Violations()
        require_text(violations, "name", self.name)
        require_text(violations, "address", self.address)
        require_text(violations, "postalCode", self.postal_code)
        violations.raise_if_any()

    def terms(self) -> dict[str, Any]:
        return {**_given(self, BuildingTerms), "landlord_id": str(self.landlord_id)}


@dataclass(frozen=True, kw_only=True)
class RegisterBuilding(BuildingTerms):
    """A new building of the landlord `landlord_id`."""


@dataclass(frozen=True, kw_only=True)
class ChangeBuilding(BuildingTerms):
    building_id: str
    expected_version: int | None = None


@dataclass(frozen=True)
class FloorSpec:
    """One entry of a building's floor list: an existing floor (id) or a new one."""

    label: str
    floor_number: int
    id: str | None = None

    def check(self) -> None:
        violations = Violations()
        require_text(violations, "label", self.label)
        if not MIN_FLOOR <= self.floor_number <= MAX_FLOOR:
            violations.add("floorNumber", f"Must be between {MIN_FLOOR} and {MAX_FLOOR}")
        violations.raise_if_any()

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
class FacilityTerms:
    """A toilet: its name, code and type."""

    name: str
    code: str
    type: str

    def check(self) -> None:
        violations = Violations()
        require_text(violations, "name", self.name)
        require_text(violations, "code", self.code)
        if self.type not in FACILITY_TYPES:
            violations.add("type", "Must be male, female or accessible")
        violations.raise_if_any()

    def terms(self) -> dict[str, Any]:
        return _given(self, FacilityTerms)


@dataclass(frozen=True, kw_only=True)
class AddFacility(FacilityTerms):
    """A new facility on the floor `floor_id`."""

    floor_id: str


@dataclass(frozen=True, kw_only=True)
class ChangeFacility(FacilityTerms):
    facility_id: str
    expected_version: int | None = None


@dataclass(frozen=True, kw_only=True)
class ProjectTerms:
    """Which cleaning company looks after which building."""

    name: str
    building_id: str
    cleaning_company_id: str

    def check(self) -> None:
        violations = Violations()
        require_text(violations, "name", self.name)
        violations.raise_if_any()

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
class ChangeProject(ProjectTerms):
    project_id: str
    expected_version: int | None = None
