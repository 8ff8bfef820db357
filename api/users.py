"""User accounts of the six kinds, per segment (SPEC.md §7 Users)."""

from __future__ import annotations

from typing import Any, Literal

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep, settled
from api.facilities import FacilityOut, facility_out
from api.listing import csv_response
from api.permissions import EVERYONE, roles
from api.schema import Body, Out, Page, page_of
from domain.errors import Forbidden, NotFound, ValidationFailed, Violation
from domain.roles import (
    COMPANY_TYPE_OF_KIND,
    KIND_OF_SEGMENT,
    ROLES_OF_KIND,
    SEGMENT,
    STAFF_KINDS,
    AccountKind,
    GuardRole,
    Role,
)
from projections import estate, people
from projections.lists import ListParams, in_clause
from projections.store import Row

Gender = Literal["female", "male"]


class ProfileName(Body):
    name: str


class ProfileOut(Out):
    name: str | None


class AccountFields(Body):
    email: str
    profile: ProfileName
    company_id: str | None = None
    role: str | None = None
    phone: str | None = None
    gender: Gender | None = None
    birth_date: str | None = None
    supervisor_id: str | None = None
    address: str | None = None
    mobile_no: str | None = None
    country: str | None = None
    performance_rating: float | None = None
    join_date: str | None = None


class CreateAccount(AccountFields, kw_only=True):
    login_name: str
    password: str


class UpdateAccount(AccountFields, kw_only=True):
    password: str | None = None
    version: int | None = None


class FacilityIds(Body):
    facility_ids: list[str]


class AccountOut(Out):
    id: str
    kind: str
    segment: str
    role: str
    login_name: str
    email: str | None
    profile: ProfileOut
    phone: str | None
    gender: str | None
    birth_date: str | None
    company_id: str | None
    company_name: str | None
    supervisor_id: str | None
    supervisor_name: str | None
    address: str | None
    mobile_no: str | None
    country: str | None
    performance_rating: float | None
    join_date: str | None
    created_at: str
    updated_at: str
    version: int


class TreeNode(Out):
    id: str
    label: str
    criteria: str
    parent_id: str | None
    children: list[TreeNode]
    assigned: bool = False


def _out(row: Row) -> AccountOut:
    return AccountOut(
        id=row["id"],
        kind=row["kind"],
        segment=SEGMENT[AccountKind(row["kind"])],
        role=row["role"],
        login_name=row["login_name"],
        email=row["email"],
        profile=ProfileOut(name=row["name"]),
        phone=row["phone"],
        gender=row["gender"],
        birth_date=row["birth_date"],
        company_id=row["company_id"],
        company_name=row["company_name"],
        supervisor_id=row["supervisor_id"],
        supervisor_name=row["supervisor_name"],
        address=row["address"],
        mobile_no=row["mobile_no"],
        country=row["country"],
        performance_rating=row["performance_rating"],
        join_date=row["join_date"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        version=row["version"],
    )


def account_out(console: Console, account_id: str) -> AccountOut | None:
    row = people.account_row(console.store, account_id)
    return _out(row) if row else None


def _kind(segment: str) -> AccountKind:
    kind = KIND_OF_SEGMENT.get(segment)
    if kind is None:
        raise NotFound("path")
    return kind


# Who may read and who may change accounts of which kind -------------------------------

_MANAGED_BY: dict[GuardRole, tuple[AccountKind, ...]] = {
    GuardRole.SYSTEM_ADMIN: tuple(AccountKind),
    GuardRole.LANDLORD_MANAGER: (AccountKind.LL_MANAGER,),
    GuardRole.CLEANING_COMPANY_MANAGER: (AccountKind.CC_MANAGER, *STAFF_KINDS),
}
_READ_BY: dict[GuardRole, tuple[AccountKind, ...]] = {
    **_MANAGED_BY,
    GuardRole.SUPERVISOR: STAFF_KINDS,
}


def _read_clauses(principal: Principal, kind: AccountKind) -> list[tuple[str, list[Any]]]:
    clauses: list[tuple[str, list[Any]]] = [("a.kind = ?", [kind.value])]
    if principal.is_admin:
        return clauses
    if kind in _READ_BY.get(principal.guard_role, ()):
        return [*clauses, ("a.company_id = ?", [principal.company_id or ""])]
    if kind is principal.kind:
        return [*clauses, ("a.id = ?", [principal.account_id])]  # one's own account
    raise Forbidden("Access denied!")


def _readable(console: Console, principal: Principal, kind: AccountKind, account_id: str) -> Row:
    clauses = [*_read_clauses(principal, kind), ("a.id = ?", [account_id])]
    row = people.ACCOUNTS.first(console.store, clauses)
    if row is None:
        raise NotFound("account")
    return row


def _may_manage(principal: Principal, kind: AccountKind, target_role: str | None) -> bool:
    if principal.is_admin:
        return True
    if kind not in _MANAGED_BY.get(principal.guard_role, ()):
        return False
    admin_role = {AccountKind.LL_MANAGER: Role.LL_ADMIN, AccountKind.CC_MANAGER: Role.CC_ADMIN}
    needs_admin = kind in admin_role and target_role == admin_role[kind]
    return not needs_admin or principal.role is admin_role[kind]


def _profile(
    console: Console,
    principal: Principal,
    kind: AccountKind,
    data: AccountFields,
    current: Row | None,
) -> dict[str, Any]:
    """The domain profile of a body, with the references checked against the estate."""
    role = data.role or (current["role"] if current else ROLES_OF_KIND[kind][0].value)
    company_id = data.company_id
    violations: list[Violation] = []
    if not principal.is_admin and kind is not AccountKind.ADMIN:
        if company_id and company_id != principal.company_id:
            violations.append(Violation("companyId", "Must be your own company"))
        company_id = company_id or principal.company_id
    wanted_type = COMPANY_TYPE_OF_KIND[kind]
    if company_id and wanted_type:
        company = console.store.query_one("SELECT type FROM companies WHERE id = ?", (company_id,))
        if company is None:
            violations.append(Violation("companyId", "No such company"))
        elif company["type"] != wanted_type:
            kind_name = "a landlord" if wanted_type == "LANDLORD" else "a cleaning company"
            violations.append(Violation("companyId", f"Must be {kind_name}"))
    if data.supervisor_id:
        supervisor = console.store.query_one(
            "SELECT kind, company_id FROM accounts WHERE id = ?", (data.supervisor_id,)
        )
        if supervisor is None or supervisor["kind"] != AccountKind.SUPERVISOR:
            violations.append(Violation("supervisorId", "No such supervisor"))
        elif supervisor["company_id"] != company_id:
            violations.append(Violation("supervisorId", "Must work for the same company"))
    if violations:
        raise ValidationFailed(violations)
    return {
        "email": data.email.strip(),
        "name": data.profile.name.strip(),
        "phone": data.phone,
        "gender": data.gender,
        "birth_date": data.birth_date,
        "company_id": company_id,
        "supervisor_id": data.supervisor_id,
        "address": data.address,
        "mobile_no": data.mobile_no,
        "country": data.country,
        "performance_rating": data.performance_rating,
        "join_date": data.join_date,
        "role": role,
    }


_SELF_LOCKED = ("role", "company_id", "supervisor_id", "performance_rating")


class UserController(Controller):
    path = "/users"
    tags = ["users"]

    @get("/{segment:str}", operation_id="listUsers", opt=roles(*EVERYONE), sync_to_thread=True)
    def list_users(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        params: ParamsDep,
    ) -> Page[AccountOut]:
        clauses = _read_clauses(principal, _kind(segment))
        rows, total = people.ACCOUNTS.page(console.store, params, clauses)
        return page_of([_out(r) for r in rows], total, params.page, params.page_size)

    @get(
        "/{segment:str}/export",
        operation_id="exportUsers",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def export_users(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        params: ParamsDep,
    ) -> Response[str]:
        rows = people.ACCOUNTS.all(console.store, params, _read_clauses(principal, _kind(segment)))
        header = [
            "id",
            "loginName",
            "name",
            "email",
            "role",
            "phone",
            "gender",
            "birthDate",
            "company",
            "supervisor",
            "address",
            "mobileNo",
            "country",
            "performanceRating",
            "joinDate",
            "createdAt",
        ]
        return csv_response(
            f"{segment}.csv",
            header,
            (
                [
                    r["id"],
                    r["login_name"],
                    r["name"],
                    r["email"],
                    r["role"],
                    r["phone"],
                    r["gender"],
                    r["birth_date"],
                    r["company_name"],
                    r["supervisor_name"],
                    r["address"],
                    r["mobile_no"],
                    r["country"],
                    r["performance_rating"],
                    r["join_date"],
                    r["created_at"],
                ]
                for r in rows
            ),
        )

    @post("/{segment:str}", operation_id="createUser", opt=roles(*EVERYONE), sync_to_thread=True)
    def create_user(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        data: JSONBody[CreateAccount],
    ) -> AccountOut:
        kind = _kind(segment)
        if not _may_manage(principal, kind, data.role):
            raise Forbidden("Access denied!")
        profile = _profile(console, principal, kind, data, None)
        account_id = console.accounts.register_account(
            kind=kind.value,
            login_name=data.login_name,
            password=data.password,
            profile=profile,
            actor=principal.account_id,
        )
        settled(console)
        return _out(_readable(console, principal, kind, str(account_id)))

    @get(
        "/{segment:str}/{account_id:str}",
        operation_id="getUser",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def get_user(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        account_id: FromPath[str],
    ) -> AccountOut:
        return _out(_readable(console, principal, _kind(segment), account_id))

    @put(
        "/{segment:str}/{account_id:str}",
        operation_id="updateUser",
        opt=roles(*EVERYONE),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def update_user(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        account_id: FromPath[str],
        data: JSONBody[UpdateAccount],
    ) -> None:
        kind = _kind(segment)
        current = _readable(console, principal, kind, account_id)
        is_self = account_id == principal.account_id
        manages = _may_manage(principal, kind, current["role"]) and _may_manage(
            principal, kind, data.role
        )
        if not manages and not is_self:
            raise Forbidden("Access denied!")
        profile = _profile(console, principal, kind, data, current)
        if not manages:
            # Editing one's own profile cannot change one's role, company or rating.
            stored = console.accounts.get_account(account_id).profile
            profile.update({field: stored.get(field) for field in _SELF_LOCKED})
        console.accounts.update_account(
            account_id,
            profile=profile,
            actor=principal.account_id,
            password=data.password,
            expected_version=data.version,
        )
        settled(console)

    @delete(
        "/{segment:str}/{account_id:str}",
        operation_id="deleteUser",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def delete_user(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        account_id: FromPath[str],
    ) -> None:
        kind = _kind(segment)
        current = _readable(console, principal, kind, account_id)
        # Deleting a manager account is for the company's *-admin (or the system admin).
        target = (
            Role.LL_ADMIN.value
            if kind is AccountKind.LL_MANAGER
            else Role.CC_ADMIN.value
            if kind is AccountKind.CC_MANAGER
            else current["role"]
        )
        if not _may_manage(principal, kind, target) or account_id == principal.account_id:
            raise Forbidden("Access denied!")
        console.accounts.delete_account(account_id, actor=principal.account_id)
        settled(console)

    @get(
        "/{segment:str}/{account_id:str}/facilities",
        operation_id="getUserFacilities",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def get_facilities(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        account_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> list[FacilityOut]:
        kind = _kind(segment)
        _readable(console, principal, kind, account_id)
        ids = people.assigned_facility_ids(console.store, account_id)
        clause, args = in_clause("f.id", ids)
        rows = estate.FACILITIES.all(
            console.store, ListParams(sort="buildingName"), [(clause, args)]
        )
        return [facility_out(r) for r in rows]

    @put(
        "/{segment:str}/{account_id:str}/facilities",
        operation_id="assignUserFacilities",
        opt=roles(GuardRole.SYSTEM_ADMIN, GuardRole.CLEANING_COMPANY_MANAGER),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def assign_facilities(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        segment: FromPath[str],
        account_id: FromPath[str],
        data: JSONBody[FacilityIds],
    ) -> None:
        kind = _kind(segment)
        if kind not in STAFF_KINDS:
            raise NotFound("path")
        account = _readable(console, principal, kind, account_id)
        allowed = _assignable_buildings(console, account["company_id"])
        violations = []
        for i, facility_id in enumerate(data.facility_ids):
            row = console.store.query_one(
                "SELECT building_id FROM facilities WHERE id = ?", (facility_id,)
            )
            visible = row is not None and (
                tenancy.building_ids is None or row["building_id"] in tenancy.building_ids
            )
            if not visible:
                violations.append(Violation(f"facilityIds[{i}]", "No such facility"))
            elif row is not None and row["building_id"] not in allowed:
                violations.append(
                    Violation(
                        f"facilityIds[{i}]", "Not in a building the staff member's company cleans"
                    )
                )
        if violations:
            raise ValidationFailed(violations)
        console.accounts.assign_facilities(account_id, data.facility_ids, principal.account_id)
        settled(console)

    @get(
        "/{segment:str}/{account_id:str}/facility-hierarchy",
        operation_id="getUserFacilityHierarchy",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def facility_hierarchy(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: FromPath[str],
        account_id: FromPath[str],
    ) -> list[TreeNode]:
        kind = _kind(segment)
        account = _readable(console, principal, kind, account_id)
        assigned = set(people.assigned_facility_ids(console.store, account_id))
        clause, args = in_clause(
            "f.building_id", _assignable_buildings(console, account["company_id"])
        )
        rows = estate.FACILITIES.all(
            console.store, ListParams(sort="buildingName"), [(clause, args)]
        )
        return _tree(rows, assigned)


def _assignable_buildings(console: Console, company_id: str | None) -> set[str]:
    rows = console.store.query(
        "SELECT DISTINCT building_id FROM projects WHERE cleaning_company_id = ?",
        (company_id or "",),
    )
    return {r["building_id"] for r in rows}


def _tree(rows: list[Row], assigned: set[str]) -> list[TreeNode]:
    buildings: dict[str, TreeNode] = {}
    floors: dict[str, TreeNode] = {}
    for r in sorted(rows, key=lambda r: (r["building_name"], r["floor_number"], r["name"])):
        building = buildings.setdefault(
            r["building_id"],
            TreeNode(
                id=r["building_id"],
                label=r["building_name"],
                criteria="building",
                parent_id=None,
                children=[],
            ),
        )
        floor = floors.get(r["floor_id"])
        if floor is None:
            floor = TreeNode(
                id=r["floor_id"],
                label=r["floor_label"],
                criteria="floor",
                parent_id=r["building_id"],
                children=[],
            )
            floors[r["floor_id"]] = floor
            building.children.append(floor)
        floor.children.append(
            TreeNode(
                id=r["id"],
                label=r["name"],
                criteria="facility",
                parent_id=r["floor_id"],
                children=[],
                assigned=r["id"] in assigned,
            )
        )
    return list(buildings.values())
