"""User accounts of the six kinds, per segment (docs/roles.md)."""

from __future__ import annotations

from typing import Any

from litestar import Request, Response
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_201_CREATED

from api.account_out import AccountOut, account_out
from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.estate_out import FacilityOut, facility_out
from api.list_fields import ACCOUNT_LIST
from api.listing import csv_response
from api.permissions import CLEANING, EVERYONE, MANAGED_BY, MANAGERS
from api.routes import Resource, creates, reads, removes, updates
from api.schema import Page, paged
from api.users.schemas import (
    EXPORT_HEADER,
    AccountFields,
    CreateAccount,
    FacilityIds,
    ResetLinkOut,
    SegmentPath,
    TreeNode,
    UpdateAccount,
    export_row,
    facility_tree,
)
from api.visibility import account_reach, detail_roles, readable_account
from api.writes import AccountsDep, ReadBackDep
from application.password_resets import PasswordResets
from domain.commands.account import ChangeAccount, RegisterAccount
from domain.errors import (
    INVALID_FORMAT,
    Forbidden,
    NotFound,
    ValidationFailed,
    Violation,
    Violations,
)
from domain.roles import (
    COMPANY_TYPE_OF_KIND,
    KIND_OF_SEGMENT,
    ROLES_OF_KIND,
    STAFF_KINDS,
    AccountKind,
    Role,
)
from domain.validation import require_email
from projections.queries import access, accounts, companies, facilities
from projections.store import Row


def _kind(segment: str) -> AccountKind:
    kind = KIND_OF_SEGMENT.get(segment)
    if kind is None:
        raise NotFound("path")
    return kind


def _may_manage(principal: Principal, kind: AccountKind, target_role: str | None) -> bool:
    if principal.is_admin:
        return True
    if kind not in MANAGED_BY.get(principal.guard_role, ()):
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
    default_role = current["role"] if current else ROLES_OF_KIND[kind][0].value
    role = default_role if data.role is None else data.role
    company_id = data.company_id
    # An id is given or left out (null), never blank.
    violations = [
        Violation(field, INVALID_FORMAT, "invalid-format")
        for field, value in (("companyId", company_id), ("supervisorId", data.supervisor_id))
        if value == ""
    ]
    if not principal.is_admin and kind is not AccountKind.ADMIN:
        if company_id and company_id != principal.company_id:
            violations.append(Violation("companyId", "Must be your own company"))
        company_id = company_id or principal.company_id
    wanted_type = COMPANY_TYPE_OF_KIND[kind]
    if company_id and wanted_type:
        company_type = companies.company_type(console.store, company_id)
        if company_type is None:
            violations.append(Violation("companyId", "No such company"))
        elif company_type != wanted_type:
            kind_name = "a landlord" if wanted_type == "LANDLORD" else "a cleaning company"
            violations.append(Violation("companyId", f"Must be {kind_name}"))
    if data.supervisor_id:
        supervisor = accounts.kind_and_company(console.store, data.supervisor_id)
        if supervisor is None or supervisor["kind"] != AccountKind.SUPERVISOR:
            violations.append(Violation("supervisorId", "No such supervisor"))
        elif supervisor["company_id"] != company_id:
            violations.append(Violation("supervisorId", "Must work for the same company"))
    if violations:
        raise ValidationFailed(violations)
    return {
        "email": data.email,
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
_ASK_CURRENT = "Change your own password from your profile, where the current one is asked"


class UserController(Resource, path="/users", tags=["users"]):
    @reads("/{segment:str}", "listUsers", EVERYONE, ACCOUNT_LIST, cache=True)
    def list_users(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        params: ParamsDep,
    ) -> Page[AccountOut]:
        reach = account_reach(principal, _kind(segment))
        found = accounts.account_page(console.store, params, reach)
        return paged(found, account_out, params)

    @reads("/{segment:str}/export", "exportUsers", EVERYONE, ACCOUNT_LIST)
    def export_users(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        params: ParamsDep,
    ) -> Response[str]:
        rows = accounts.account_rows(
            console.store, params, account_reach(principal, _kind(segment))
        )
        return csv_response(f"{segment}.csv", EXPORT_HEADER, (export_row(r) for r in rows))

    @creates("/{segment:str}", "createUser", EVERYONE)
    def create_user(
        self,
        console: ConsoleDep,
        accounts: AccountsDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        data: JSONBody[CreateAccount],
    ) -> AccountOut:
        kind = _kind(segment)
        if not _may_manage(principal, kind, data.role):
            raise Forbidden("Access denied!")
        # As given: a name with spaces around it is no address.
        named = Violations()
        require_email(named, "loginName", data.login_name, login_name=True)
        named.raise_if_any()
        profile = _profile(console, principal, kind, data, None)
        command = data.command(RegisterAccount, kind=kind.value, profile=profile)
        account_id = accounts.register_account(command, principal.account_id)
        return account_out(readable_account(read_back(), principal, kind, str(account_id)))

    @reads("/{segment:str}/{account_id:str}", "getUser", detail_roles("account"))
    def get_user(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        account_id: FromPath[str],
    ) -> AccountOut:
        return account_out(readable_account(console, principal, _kind(segment), account_id))

    @updates("/{segment:str}/{account_id:str}", "updateUser", EVERYONE)
    def update_user(
        self,
        console: ConsoleDep,
        accounts: AccountsDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        account_id: FromPath[str],
        data: JSONBody[UpdateAccount],
    ) -> None:
        kind = _kind(segment)
        current = readable_account(console, principal, kind, account_id)
        is_self = account_id == principal.account_id
        manages = _may_manage(principal, kind, current["role"]) and _may_manage(
            principal, kind, data.role
        )
        if not manages and not is_self:
            raise Forbidden("Access denied!")
        if is_self and data.password:
            # One's own password changes only with the current one (PUT /api/authn/password).
            raise ValidationFailed(
                [Violation("password", _ASK_CURRENT, "own-password")], _ASK_CURRENT
            )
        profile = _profile(console, principal, kind, data, current)
        if not manages:
            # Editing one's own profile cannot change one's role, company or rating.
            stored = accounts.get_account(account_id).profile
            profile.update({field: stored.get(field) for field in _SELF_LOCKED})
        command = data.command(
            ChangeAccount, account_id=account_id, profile=profile, expected_version=data.version
        )
        accounts.update_account(command, principal.account_id)

    @removes("/{segment:str}/{account_id:str}", "deleteUser", EVERYONE)
    def delete_user(
        self,
        console: ConsoleDep,
        accounts: AccountsDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        account_id: FromPath[str],
    ) -> None:
        kind = _kind(segment)
        current = readable_account(console, principal, kind, account_id)
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
        accounts.delete_account(account_id, actor=principal.account_id)

    @reads("/{segment:str}/{account_id:str}/facilities", "getUserFacilities", EVERYONE)
    def get_facilities(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        account_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> list[FacilityOut]:
        kind = _kind(segment)
        readable_account(console, principal, kind, account_id)
        ids = accounts.assigned_facility_ids(console.store, account_id)
        rows = facilities.facilities_named(console.store, ids)
        return [facility_out(r) for r in rows]

    @updates(
        "/{segment:str}/{account_id:str}/facilities",
        "assignUserFacilities",
        CLEANING,
    )
    def assign_facilities(
        self,
        console: ConsoleDep,
        accounts: AccountsDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        segment: SegmentPath,
        account_id: FromPath[str],
        data: JSONBody[FacilityIds],
    ) -> None:
        kind = _kind(segment)
        if kind not in STAFF_KINDS:
            raise NotFound("path")
        account = readable_account(console, principal, kind, account_id)
        allowed = access.cleaned_buildings(console.store, account["company_id"] or "")
        violations = []
        for i, facility_id in enumerate(data.facility_ids):
            building_id = facilities.building_of_facility(console.store, facility_id)
            visible = building_id is not None and (
                tenancy.building_ids is None or building_id in tenancy.building_ids
            )
            if not visible:
                violations.append(Violation(f"facilityIds[{i}]", "No such facility"))
            elif building_id is not None and building_id not in allowed:
                violations.append(
                    Violation(
                        f"facilityIds[{i}]", "Not in a building the staff member's company cleans"
                    )
                )
        if violations:
            raise ValidationFailed(violations)
        accounts.assign_facilities(account_id, data.facility_ids, principal.account_id)

    @reads(
        "/{segment:str}/{account_id:str}/facility-hierarchy", "getUserFacilityHierarchy", EVERYONE
    )
    def facility_hierarchy(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        account_id: FromPath[str],
    ) -> list[TreeNode]:
        kind = _kind(segment)
        account = readable_account(console, principal, kind, account_id)
        assigned = set(accounts.assigned_facility_ids(console.store, account_id))
        allowed = access.cleaned_buildings(console.store, account["company_id"] or "")
        rows = facilities.facilities_in(console.store, allowed)
        return facility_tree(rows, assigned)

    @creates(
        "/{segment:str}/{account_id:str}/password-reset",
        "issuePasswordResetLink",
        MANAGERS,
        status_code=HTTP_201_CREATED,
    )
    def issue_password_reset_link(
        self,
        request: Request[Any, Any, Any],
        console: ConsoleDep,
        principal: PrincipalDep,
        segment: SegmentPath,
        account_id: FromPath[str],
    ) -> ResetLinkOut:
        """A one-time link for the account's holder to set a new password, valid for an
        hour; the previous link stops working. For those who may manage the account."""
        kind = _kind(segment)
        if not principal.is_admin and kind not in MANAGED_BY.get(principal.guard_role, ()):
            raise Forbidden("Access denied!")
        current = readable_account(console, principal, kind, account_id)
        if not _may_manage(principal, kind, current["role"]):
            raise Forbidden("Access denied!")
        resets = PasswordResets(console.accounts, console.settings.signing_key())
        link = resets.issue_link(account_id, principal.account_id, str(request.base_url))
        return ResetLinkOut(url=link.url, expires_at=link.expires_at)
