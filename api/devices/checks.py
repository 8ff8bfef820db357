"""The register form's checks: every broken rule of a device is reported at once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from api.auth import Principal
from api.devices.schemas import Accessory
from api.input import is_uuid
from domain.commands.device import DeviceTerms
from domain.device import check_device, check_placement
from domain.errors import ValidationFailed, Violation
from domain.kinds import DEVICE_KIND_IDS
from domain.thresholds import normalise_kpi
from domain.validation import INVALID_FORMAT, REQUIRED
from projections.lists import ListParams
from projections.queries import buildings, companies, facilities
from projections.store import ReadStore, Row


def landlord_of(principal: Principal, requested: str | None, violations: list[Violation]) -> str:
    """The device's landlord: the admin names it, a landlord's manager has its own."""
    if principal.is_admin:
        if not requested:
            violations.append(Violation("landlordId", REQUIRED))
        return requested or ""
    if requested and requested != principal.company_id:
        violations.append(Violation("landlordId", "Must be your own company"))
    return principal.company_id or ""


def landlord_of_new(
    store: ReadStore,
    principal: Principal,
    requested: str | None,
    facility_id: str | None,
    violations: list[Violation],
    building_id: str | None = None,
) -> str:
    """The landlord of a device being registered. Placed in a facility (or a main meter on
    a building), it may be left out: the building names it. Unplaced, the admin names it."""
    if principal.is_admin and not requested and facility_id:
        # An unknown facility is reported on its own field (check_references).
        row = facilities.landlord_of_facility(store, facility_id) if is_uuid(facility_id) else None
        return str(row["landlord_id"]) if row else ""
    if principal.is_admin and not requested and building_id:
        building = buildings.building_row(store, building_id) if is_uuid(building_id) else None
        return str(building["landlord_id"]) if building else ""
    return landlord_of(principal, requested, violations)


_NOT_THE_LANDLORDS = {
    "building": "Must be a building of the landlord",
    "facility": "Must be in a building of the landlord",
}


def _of_landlord(
    principal: Principal, landlord_id: str, row: Row | None, field: str, what: str
) -> list[Violation]:
    """A building or facility (its `row`, None when unknown) must be the landlord's; one the
    caller may not see is as unknown."""
    if row is None or (not principal.is_admin and row["landlord_id"] != landlord_id):
        return [Violation(field, f"No such {what}")]
    if row["landlord_id"] != landlord_id:
        return [Violation(field, _NOT_THE_LANDLORDS[what])]
    return []


def check_building(
    store: ReadStore,
    principal: Principal,
    landlord_id: str,
    building_id: str | None,
    violations: list[Violation],
) -> None:
    """A main water meter's building must be one of its landlord's."""
    if not building_id:
        return
    building = buildings.building_row(store, building_id) if is_uuid(building_id) else None
    violations.extend(_of_landlord(principal, landlord_id, building, "buildingId", "building"))


def check_place(
    violations: list[Violation], kind: str, facility_id: str | None, building_id: str | None
) -> None:
    """Only a main water meter sits on a building, and never also in a facility."""
    try:
        check_placement(kind, facility_id or None, building_id or None)
    except ValidationFailed as failed:
        violations.extend(failed.violations)


def check_references(
    store: ReadStore,
    principal: Principal,
    landlord_id: str,
    facility_id: str | None,
    violations: list[Violation],
) -> None:
    """The landlord must be a landlord; the facility must be in one of its buildings."""
    if landlord_id and not any(v.field == "landlordId" for v in violations):
        company_type = companies.company_type(store, landlord_id) if is_uuid(landlord_id) else None
        if company_type is None:
            violations.append(Violation("landlordId", "No such company"))
        elif company_type != "LANDLORD":
            violations.append(Violation("landlordId", "Must be a landlord"))
    if not facility_id:
        return
    facility = facilities.landlord_of_facility(store, facility_id) if is_uuid(facility_id) else None
    violations.extend(_of_landlord(principal, landlord_id, facility, "facilityId", "facility"))


def check_fields(
    violations: list[Violation],
    command: DeviceTerms,
    kpi_parameters: Mapping[str, Any] | None,
) -> None:
    """Adds every broken field rule, so the form shows them all at once."""
    description, kind = command.description, command.kind
    if description and any(ord(ch) < 32 and ch not in "\t\n\r" for ch in description):
        violations.append(Violation("description", INVALID_FORMAT))
    try:
        check_device(
            command.name,
            description,
            kind,
            command.identifier,
            [dict(a) for a in command.accessories],
            command.meter_adjustment,
            command.uri,
        )
    except ValidationFailed as failed:
        violations[:0] = failed.violations
    if kpi_parameters is not None and kind in DEVICE_KIND_IDS:
        try:
            normalise_kpi(kind, dict(kpi_parameters))
        except ValidationFailed as failed:
            violations.extend(failed.violations)


def accessories_of(items: Sequence[Accessory] | None) -> list[dict[str, Any]]:
    return [{"name": a.name, "quantity": a.quantity} for a in items or ()]


def checked(params: ListParams) -> ListParams:
    """Text no column can hold (NUL) is bad input, not a database error."""
    if params.search and "\x00" in params.search:
        raise ValidationFailed([Violation("search", INVALID_FORMAT)])
    if any("\x00" in value for _, value in params.filters):
        raise ValidationFailed([Violation("filter", INVALID_FORMAT)])
    return params
