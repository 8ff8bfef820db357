"""Which guard roles each group of calls admits (docs/roles.md); the guard enforces them."""

from __future__ import annotations

from domain.roles import STAFF_KINDS, AccountKind, GuardRole

ADMIN = (GuardRole.SYSTEM_ADMIN,)
LANDLORD = (GuardRole.SYSTEM_ADMIN, GuardRole.LANDLORD_MANAGER)
MANAGERS = (
    GuardRole.SYSTEM_ADMIN,
    GuardRole.LANDLORD_MANAGER,
    GuardRole.CLEANING_COMPANY_MANAGER,
)
CLEANING = (GuardRole.SYSTEM_ADMIN, GuardRole.CLEANING_COMPANY_MANAGER)
STAFF_READERS = (
    GuardRole.SYSTEM_ADMIN,
    GuardRole.CLEANING_COMPANY_MANAGER,
    GuardRole.SUPERVISOR,
)
# The dashboard: every role but cleaners and workers.
DASHBOARD = (*MANAGERS, GuardRole.SUPERVISOR)
EVERYONE = tuple(GuardRole)
#: Handler `opt` of a call anyone may make, signed in or not.
PUBLIC: dict[str, object] = {"public": True}

# Whose accounts each role manages, and reads; beyond these, one's own.
MANAGED_BY: dict[GuardRole, tuple[AccountKind, ...]] = {
    GuardRole.SYSTEM_ADMIN: tuple(AccountKind),
    GuardRole.LANDLORD_MANAGER: (AccountKind.LL_MANAGER,),
    GuardRole.CLEANING_COMPANY_MANAGER: (AccountKind.CC_MANAGER, *STAFF_KINDS),
}
READ_BY: dict[GuardRole, tuple[AccountKind, ...]] = {
    **MANAGED_BY,
    GuardRole.SUPERVISOR: STAFF_KINDS,
}


def roles(*allowed: GuardRole) -> dict[str, object]:
    """Handler `opt` naming the admitted roles."""
    return {"roles": tuple(allowed)}
