"""Organisation: companies, buildings, floors, facilities and projects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from uuid import UUID

from application.base import ConsoleApplication
from domain.building import Building
from domain.company import Company, CompanyCode, CompanyType, check_company
from domain.errors import NotFound, ValidationFailed, Violation
from domain.facility import Facility
from domain.floor import Floor
from domain.project import Project


@dataclass(frozen=True)
class FloorSpec:
    """One entry of a building's floor list: an existing floor (id) or a new one."""

    label: str
    floor_number: int
    id: str | None = None


class Organisation(ConsoleApplication):
    name = "organisation"

    # Companies -------------------------------------------------------------------

    def register_company(self, name: str, type: str, code: str, actor: str) -> UUID:
        check_company(name, type, code)
        company = Company(name=name, type=type, code=code, actor=actor)
        self.save(company, self.claim_index(CompanyCode, code, company.id))
        return company.id

    def update_company(
        self,
        company_id: str,
        name: str,
        type: str,
        code: str,
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        company = self.get_company(company_id)
        self.check_version(company, expected_version)
        check_company(name, type, code)
        changed: list[CompanyCode] = []
        if code.casefold() != company.code.casefold():
            changed.append(self.claim_index(CompanyCode, code, company.id))
            changed.extend(self.release_index(CompanyCode, company.code, company.id))
        company.update(name=name, type=type, code=code, actor=actor)
        self.save(company, *changed)

    def delete_company(self, company_id: str, actor: str) -> None:
        company = self.get_company(company_id)
        company.delete(actor=actor)
        self.save(company, *self.release_index(CompanyCode, company.code, company.id))

    def get_company(self, company_id: str | UUID) -> Company:
        return self.load(Company, company_id, "company")

    def _company_of_type(self, company_id: str, type_: CompanyType, field: str) -> Company:
        try:
            company = self.get_company(company_id)
        except NotFound:
            raise ValidationFailed([Violation(field, "No such company")]) from None
        if company.type != type_:
            kind = "a landlord" if type_ is CompanyType.LANDLORD else "a cleaning company"
            raise ValidationFailed([Violation(field, f"Must be {kind}")])
        return company

    # Buildings -------------------------------------------------------------------

    def register_building(
        self, name: str, address: str, postal_code: str, landlord_id: str, actor: str
    ) -> UUID:
        self._company_of_type(landlord_id, CompanyType.LANDLORD, "landlordId")
        building = Building(
            name=name,
            address=address,
            postal_code=postal_code,
            landlord_id=str(landlord_id),
            actor=actor,
        )
        self.save(building)
        return building.id

    def update_building(
        self,
        building_id: str,
        name: str,
        address: str,
        postal_code: str,
        landlord_id: str,
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        building = self.get_building(building_id)
        self.check_version(building, expected_version)
        if landlord_id != building.landlord_id:
            self._company_of_type(landlord_id, CompanyType.LANDLORD, "landlordId")
        building.update(
            name=name,
            address=address,
            postal_code=postal_code,
            landlord_id=str(landlord_id),
            actor=actor,
        )
        self.save(building)

    def delete_building(self, building_id: str, actor: str) -> None:
        """Removes the building with its floors and their facilities."""
        building = self.get_building(building_id)
        changed: list[Any] = []
        for floor_id in building.floor_ids:
            changed.extend(self._remove_floor(floor_id, actor))
        building.delete(actor=actor)
        self.save(building, *changed)

    def get_building(self, building_id: str | UUID) -> Building:
        return self.load(Building, building_id, "building")

    # Floors ----------------------------------------------------------------------

    def arrange_floors(self, building_id: str, floors: list[FloorSpec], actor: str) -> list[UUID]:
        """Makes the building's floors exactly the given list: adds, relabels and removes."""
        building = self.get_building(building_id)
        violations = []
        for i, spec in enumerate(floors):
            if spec.id is not None and spec.id not in building.floor_ids:
                violations.append(Violation(f"[{i}].id", "Not a floor of this building"))
        numbers = [spec.floor_number for spec in floors]
        for i, number in enumerate(numbers):
            if numbers.index(number) != i:
                violations.append(Violation(f"[{i}].floorNumber", "Floor numbers must differ"))
        if violations:
            raise ValidationFailed(violations)
        changed: list[Any] = []
        ordered: list[str] = []
        errors: list[Violation] = []
        for i, spec in enumerate(floors):
            try:
                if spec.id is None:
                    floor = Floor(
                        building_id=str(building.id),
                        label=spec.label,
                        floor_number=spec.floor_number,
                        actor=actor,
                    )
                else:
                    floor = self.get_floor(spec.id)
                    if (floor.label, floor.floor_number) != (spec.label.strip(), spec.floor_number):
                        floor.relabel(label=spec.label, floor_number=spec.floor_number, actor=actor)
            except ValidationFailed as failed:
                errors.extend(Violation(f"[{i}].{v.field}", v.message) for v in failed.violations)
                continue
            changed.append(floor)
            ordered.append(str(floor.id))
        if errors:
            raise ValidationFailed(errors)
        for floor_id in building.floor_ids:
            if floor_id not in ordered:
                changed.extend(self._remove_floor(floor_id, actor))
        if ordered != building.floor_ids:
            building.arrange_floors(floor_ids=ordered, actor=actor)
        self.save(building, *changed)
        return [UUID(floor_id) for floor_id in ordered]

    def _remove_floor(self, floor_id: str, actor: str) -> list[Any]:
        floor = self.get_floor(floor_id)
        removed: list[Any] = []
        for facility_id in floor.facility_ids:
            facility = self.load(Facility, facility_id, "facility")
            facility.delete(actor=actor)
            removed.append(facility)
        floor.delete(actor=actor)
        return [floor, *removed]

    def get_floor(self, floor_id: str | UUID) -> Floor:
        return self.load(Floor, floor_id, "floor")

    def upload_plan(self, floor_id: str, floor_plan: str | None, actor: str) -> None:
        floor = self.get_floor(floor_id)
        floor.upload_plan(floor_plan=floor_plan, actor=actor)
        self.save(floor)

    def place_markers(self, floor_id: str, markers: list[dict[str, Any]], actor: str) -> None:
        floor = self.get_floor(floor_id)
        floor.place_markers(markers=markers, actor=actor)
        self.save(floor)

    # Facilities ------------------------------------------------------------------

    def add_facility(self, floor_id: str, name: str, code: str, type: str, actor: str) -> UUID:
        floor = self.get_floor(floor_id)
        facility = Facility(
            building_id=floor.building_id,
            floor_id=str(floor.id),
            name=name,
            code=code,
            type=type,
            actor=actor,
        )
        floor.attach_facility(facility_id=str(facility.id), actor=actor)
        self.save(facility, floor)
        return facility.id

    def update_facility(
        self,
        facility_id: str,
        name: str,
        code: str,
        type: str,
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        facility = self.get_facility(facility_id)
        self.check_version(facility, expected_version)
        facility.update(name=name, code=code, type=type, actor=actor)
        self.save(facility)

    def set_feedback_settings(
        self, facility_id: str, threshold: int, window_minutes: int, actor: str
    ) -> None:
        """How many visitors naming a condition within how many minutes raise its issue."""
        facility = self.get_facility(facility_id)
        facility.set_feedback_settings(
            threshold=threshold, window_minutes=window_minutes, actor=actor
        )
        self.save(facility)

    def remove_facility(self, facility_id: str, actor: str) -> None:
        facility = self.get_facility(facility_id)
        floor = self.get_floor(facility.floor_id)
        facility.delete(actor=actor)
        floor.detach_facility(facility_id=str(facility.id), actor=actor)
        kept = [m for m in floor.markers if m.get("facilityId") != str(facility.id)]
        if kept != floor.markers:
            floor.place_markers(markers=kept, actor=actor)
        self.save(facility, floor)

    def get_facility(self, facility_id: str | UUID) -> Facility:
        return self.load(Facility, facility_id, "facility")

    # Projects --------------------------------------------------------------------

    def start_project(
        self, name: str, building_id: str, cleaning_company_id: str, actor: str
    ) -> UUID:
        self._check_project_refs(building_id, cleaning_company_id)
        project = Project(
            name=name,
            building_id=str(building_id),
            cleaning_company_id=str(cleaning_company_id),
            actor=actor,
        )
        self.save(project)
        return project.id

    def update_project(
        self,
        project_id: str,
        name: str,
        building_id: str,
        cleaning_company_id: str,
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        project = self.get_project(project_id)
        self.check_version(project, expected_version)
        self._check_project_refs(building_id, cleaning_company_id)
        project.update(
            name=name,
            building_id=str(building_id),
            cleaning_company_id=str(cleaning_company_id),
            actor=actor,
        )
        self.save(project)

    def delete_project(self, project_id: str, actor: str) -> None:
        project = self.get_project(project_id)
        project.delete(actor=actor)
        self.save(project)

    def get_project(self, project_id: str | UUID) -> Project:
        return self.load(Project, project_id, "project")

    def _check_project_refs(self, building_id: str, cleaning_company_id: str) -> None:
        violations = []
        try:
            self.get_building(building_id)
        except NotFound:
            violations.append(Violation("buildingId", "No such building"))
        try:
            self._company_of_type(
                cleaning_company_id, CompanyType.CLEANING_COMPANY, "cleaningCompanyId"
            )
        except ValidationFailed as failed:
            violations.extend(failed.violations)
        if violations:
            raise ValidationFailed(violations)
