"""Whose schedules, leaves and stock a caller sees and manages (docs/roles.md).

Schedules and leaves: the admin everyone's, a cleaning company's managers their company's
staff, a supervisor their team and themselves, cleaners and workers their own (they create
schedules only for themselves and change none). Stock: the system admin's alone, as no
other role lists inventory. Each lookup answers the row, or 404 when it is unknown or
outside the caller's scope."""

from __future__ import annotations

from api.auth import Principal
from api.console import Console
from api.lookups import found
from api.permissions import ADMIN
from domain.roles import GuardRole
from projections.queries import inventory, leaves, schedules
from projections.queries.staff_scope import StaffScope
from projections.store import Row

# Who plans anyone's shifts, changes and deletes them, and decides leaves.
PLANNERS = (
    GuardRole.SYSTEM_ADMIN,
    GuardRole.CLEANING_COMPANY_MANAGER,
    GuardRole.SUPERVISOR,
)
# Who reads their own schedules and leaves, asks for leave and schedules only themselves.
STAFF = (GuardRole.CLEANER, GuardRole.WORKER)
WORKFORCE = (*PLANNERS, *STAFF)
# Every inventory call: no role but the system admin lists inventory (docs/roles.md).
STOCK_KEEPERS = ADMIN


def staff_scope(principal: Principal) -> StaffScope:
    role = principal.guard_role
    if role is GuardRole.SYSTEM_ADMIN:
        return StaffScope(everyone=True)
    if role is GuardRole.CLEANING_COMPANY_MANAGER:
        return StaffScope(company_id=principal.company_id or "")
    if role is GuardRole.SUPERVISOR:
        return StaffScope(team_of=principal.account_id)
    return StaffScope(own=principal.account_id)


def plans(principal: Principal) -> bool:
    return principal.guard_role in PLANNERS


def visible_schedule(console: Console, principal: Principal, schedule_id: str) -> Row:
    return found(
        schedules.schedule_row(console.store, schedule_id, staff_scope(principal)), "schedule"
    )


def visible_leave(console: Console, principal: Principal, leave_id: str) -> Row:
    return found(leaves.leave_row(console.store, leave_id, staff_scope(principal)), "leave")


def stock_company(principal: Principal) -> str | None:
    """Whose stock the caller sees: None for the admin (all); were another role ever let in,
    only its own cleaning company's."""
    return None if principal.is_admin else principal.company_id or ""


def visible_item(console: Console, principal: Principal, item_id: str) -> Row:
    scope = inventory.inventory_scope(stock_company(principal))
    return found(inventory.inventory_row(console.store, item_id, scope), "inventory-item")
