"""Who sees which company, building, floor, facility, project and device."""

from __future__ import annotations

from api.auth import Principal
from api.console import Console
from api.input import is_uuid
from api.lookups import found
from api.tenancy import Tenancy
from domain.roles import GuardRole
from projections.queries import buildings, companies, devices, facilities, projects
from projections.queries.devices import DeviceReach
from projections.store import Row


def own_company(principal: Principal) -> str | None:
    """Whose company records a caller sees: None for the admin (every one), else their own
    company's."""
    return None if principal.is_admin else principal.company_id or ""


def visible_company(console: Console, tenancy: Tenancy, company_id: str) -> Row:
    """Managers see their own company; the admin every one."""
    tenancy.check_company(company_id)
    return found(companies.company_row(console.store, company_id), "company")


def visible_building(console: Console, tenancy: Tenancy, building_id: str) -> Row:
    tenancy.check_building(building_id)
    return found(buildings.building_row(console.store, building_id), "building")


def visible_floor(console: Console, tenancy: Tenancy, floor_id: str) -> Row:
    row = found(buildings.floor_row(console.store, floor_id), "floor")
    tenancy.check_building(row["building_id"], "floor")
    return row


def visible_facility(console: Console, tenancy: Tenancy, facility_id: str) -> Row:
    row = found(facilities.facility_row(console.store, facility_id), "facility")
    tenancy.check_facility(row["building_id"], facility_id)
    return row


def project_company(tenancy: Tenancy) -> str | None:
    """The cleaning company whose projects a cleaning company's manager sees; None for the
    others, who see the projects on the buildings of their tenancy."""
    principal = tenancy.principal
    if principal.guard_role is GuardRole.CLEANING_COMPANY_MANAGER:
        return principal.company_id or ""
    return None


def visible_project(console: Console, tenancy: Tenancy, project_id: str) -> Row:
    company = project_company(tenancy)
    return found(projects.project_row(console.store, project_id, tenancy.reach, company), "project")


def device_reach(tenancy: Tenancy) -> DeviceReach:
    """Which devices the caller sees: a landlord its own (placed or not), a cleaning
    company those in the buildings its projects cover, staff those in their facilities."""
    principal = tenancy.principal
    if principal.guard_role is GuardRole.SYSTEM_ADMIN:
        return DeviceReach(everything=True)
    if tenancy.is_landlord:
        return DeviceReach(landlord_id=principal.company_id or "")
    return DeviceReach(places=tenancy.reach)


def visible_device(console: Console, tenancy: Tenancy, device_id: str) -> Row:
    """The device's list row, or 404 when unknown or outside the caller's tenancy."""
    reach = device_reach(tenancy)
    row = devices.device_within(console.store, reach, device_id) if is_uuid(device_id) else None
    return found(row, "device")
