"""Organisation: companies, buildings, floors, facilities and projects.

Each command (`domain/commands/organisation.py`) is checked against the other records here
(the landlord is a landlord, the project's building exists) and passed to its aggregate."""

from __future__ import annotations

from dataclasses import replace
from typing import Any
from uuid import UUID

from application.base import ConsoleApplication
from domain.building import Building
from domain.commands.organisation import (
    AddFacility,
    ArrangeFloors,
    ChangeBuilding,
    ChangeCompany,
    ChangeFacility,
    ChangeProject,
    ProjectTerms,
    RegisterBuilding,
    RegisterCompany,
    StartProject,
)
from domain.company import Company, CompanyCode, CompanyType
from domain.errors import NotFound, ValidationFailed, Violation
from domain.facility import Facility
from domain.floor import Floor
from domain.project import Project


class Organisation(ConsoleApplication):
    name = "organisation"

    # Companies -------------------------------------------------------------------

    def register_company(self, command: RegisterCompany, actor: str) -> UUID:
        company = Company.register(command, actor)
        self.save(company, self.claim_index(CompanyCode, command.code, company.id))
        return company.id

    def update_company(self, command: ChangeCompany, actor: str) -> None:
        company = self.as_expected(self.get_company(command.company_id), command.expected_version)
        command.check()
        changed: list[CompanyCode] = []
        if command.code.casefold() != company.code.casefold():
            changed.append(self.claim_index(CompanyCode, command.code, company.id))
            changed.extend(self.release_index(CompanyCode, company.code, company.id))
        company.update(command, actor)
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

    def register_building(self, command: RegisterBuilding, actor: str) -> UUID:
        self._company_of_type(command.landlord_id, CompanyType.LANDLORD, "landlordId")
        building = Building.register(command, actor)
        self.save(building)
        return building.id

    def update_building(self, command: ChangeBuilding, actor: str) -> None:
        building = self.as_expected(
            self.get_building(command.building_id), command.expected_version
        )
        if command.landlord_id != building.landlord_id:
            self._company_of_type(command.landlord_id, CompanyType.LANDLORD, "landlordId")
        building.update(command, actor)
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

    def arrange_floors(self, command: ArrangeFloors, actor: str) -> list[UUID]:
        """Makes the building's floors exactly the given list: adds, relabels and removes."""
        building = self.get_building(command.building_id)
        floors = command.floors
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
                    floor = Floor.add(str(building.id), spec, actor)
                else:
                    floor = self.get_floor(spec.id)
                    if (floor.label, floor.floor_number) != (spec.label.strip(), spec.floor_number):
                        floor.relabel(spec, actor)
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

    def add_facility(self, command: AddFacility, actor: str) -> UUID:
        floor = self.get_floor(command.floor_id)
        facility = Facility.add(replace(command, floor_id=str(floor.id)), floor.building_id, actor)
        floor.attach_facility(facility_id=str(facility.id), actor=actor)
        self.save(facility, floor)
        return facility.id

    def update_facility(self, command: ChangeFacility, actor: str) -> None:
        facility = self.as_expected(
            self.get_facility(command.facility_id), command.expected_version
        )
        facility.update(command, actor)
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

    def start_project(self, command: StartProject, actor: str) -> UUID:
        self._check_project_refs(command)
        project = Project.start(command, actor)
        self.save(project)
        return project.id

    def update_project(self, command: ChangeProject, actor: str) -> None:
        project = self.as_expected(self.get_project(command.project_id), command.expected_version)
        self._check_project_refs(command)
        project.update(command, actor)
        self.save(project)

    def delete_project(self, project_id: str, actor: str) -> None:
        project = self.get_project(project_id)
        project.delete(actor=actor)
        self.save(project)

    def get_project(self, project_id: str | UUID) -> Project:
        return self.load(Project, project_id, "project")

    def _check_project_refs(self, command: ProjectTerms) -> None:
        building_id, cleaning_company_id = command.building_id, command.cleaning_company_id
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
