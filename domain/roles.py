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


# Each kind: the segment of /users/{segment} it is listed under, the roles an account of it
# may hold (the *-admin roles manage their company's managers), and the company type it
# belongs to (None: no company).
_KINDS: tuple[tuple[AccountKind, str, tuple[Role, ...], str | None], ...] = (
    (AccountKind.ADMIN, "admins", (Role.ADMIN,), None),
    (AccountKind.LL_MANAGER, "ll-managers", (Role.LL_MANAGER, Role.LL_ADMIN), "LANDLORD"),
    (AccountKind.CC_MANAGER, "cc-managers", (Role.CC_MANAGER, Role.CC_ADMIN), "CLEANING_COMPANY"),
    (AccountKind.SUPERVISOR, "supervisors", (Role.SUPERVISOR,), "CLEANING_COMPANY"),
    (AccountKind.CLEANER, "cleaners", (Role.CLEANER,), "CLEANING_COMPANY"),
    (AccountKind.WORKER, "workers", (Role.WORKER,), "CLEANING_COMPANY"),
)
SEGMENT: dict[AccountKind, str] = {kind: segment for kind, segment, _, _ in _KINDS}
KIND_OF_SEGMENT: dict[str, AccountKind] = {segment: kind for kind, segment in SEGMENT.items()}
ROLES_OF_KIND: dict[AccountKind, tuple[Role, ...]] = {kind: roles for kind, _, roles, _ in _KINDS}
COMPANY_TYPE_OF_KIND: dict[AccountKind, str | None] = {kind: type_ for kind, *_, type_ in _KINDS}

# Kinds that can be assigned facilities.
STAFF_KINDS = (AccountKind.SUPERVISOR, AccountKind.CLEANER, AccountKind.WORKER)
