"""Roles: the token role values, the guard roles they map to, and account kinds."""

from __future__ import annotations

from enum import StrEnum


class Role(StrEnum):
    """Role values carried in the token's `groups` claim."""

    ADMIN = "admin"
    LL_ADMIN = "ll-admin"
    LL_MANAGER = "ll-manager"
    CC_ADMIN = "cc-admin"
    CC_MANAGER = "cc-manager"
    SUPERVISOR = "supervisor"
    CLEANER = "cleaner"
    WORKER = "worker"


class GuardRole(StrEnum):
    SYSTEM_ADMIN = "SystemAdmin"
    LANDLORD_MANAGER = "LandLordManager"
    CLEANING_COMPANY_MANAGER = "CleaningCompanyManager"
    SUPERVISOR = "CleaningCompanySupervisor"
    WORKER = "CleaningCompanyWorker"
    CLEANER = "CleaningCompanyCleaner"


GUARD_ROLE: dict[Role, GuardRole] = {
    Role.ADMIN: GuardRole.SYSTEM_ADMIN,
    Role.LL_ADMIN: GuardRole.LANDLORD_MANAGER,
    Role.LL_MANAGER: GuardRole.LANDLORD_MANAGER,
    Role.CC_ADMIN: GuardRole.CLEANING_COMPANY_MANAGER,
    Role.CC_MANAGER: GuardRole.CLEANING_COMPANY_MANAGER,
    Role.SUPERVISOR: GuardRole.SUPERVISOR,
    Role.CLEANER: GuardRole.CLEANER,
    Role.WORKER: GuardRole.WORKER,
}


class AccountKind(StrEnum):
    """The six kinds of account; each is listed under its own users segment."""

    ADMIN = "admin"
    LL_MANAGER = "ll-manager"
    CC_MANAGER = "cc-manager"
    SUPERVISOR = "supervisor"
    CLEANER = "cleaner"
    WORKER = "worker"


# The segment of /users/{segment} for each kind.
SEGMENT: dict[AccountKind, str] = {
    AccountKind.ADMIN: "admins",
    AccountKind.LL_MANAGER: "ll-managers",
    AccountKind.CC_MANAGER: "cc-managers",
    AccountKind.SUPERVISOR: "supervisors",
    AccountKind.CLEANER: "cleaners",
    AccountKind.WORKER: "workers",
}
KIND_OF_SEGMENT: dict[str, AccountKind] = {segment: kind for kind, segment in SEGMENT.items()}

# The roles an account of each kind may hold: the *-admin roles manage their company's managers.
ROLES_OF_KIND: dict[AccountKind, tuple[Role, ...]] = {
    AccountKind.ADMIN: (Role.ADMIN,),
    AccountKind.LL_MANAGER: (Role.LL_MANAGER, Role.LL_ADMIN),
    AccountKind.CC_MANAGER: (Role.CC_MANAGER, Role.CC_ADMIN),
    AccountKind.SUPERVISOR: (Role.SUPERVISOR,),
    AccountKind.CLEANER: (Role.CLEANER,),
    AccountKind.WORKER: (Role.WORKER,),
}

# Which company type an account of each kind belongs to (None: no company).
COMPANY_TYPE_OF_KIND: dict[AccountKind, str | None] = {
    AccountKind.ADMIN: None,
    AccountKind.LL_MANAGER: "LANDLORD",
    AccountKind.CC_MANAGER: "CLEANING_COMPANY",
    AccountKind.SUPERVISOR: "CLEANING_COMPANY",
    AccountKind.CLEANER: "CLEANING_COMPANY",
    AccountKind.WORKER: "CLEANING_COMPANY",
}

# Kinds that can be assigned facilities (SPEC.md §6).
STAFF_KINDS = (AccountKind.SUPERVISOR, AccountKind.CLEANER, AccountKind.WORKER)
