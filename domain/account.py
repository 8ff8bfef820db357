"""UserAccount: a person who signs in, of one of the six kinds, and its login-name indexes."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import Conflict, Violations
from domain.index import UniqueIndex
from domain.login_names import normal_form
from domain.roles import COMPANY_TYPE_OF_KIND, ROLES_OF_KIND, STAFF_KINDS, AccountKind, Role
from domain.validation import optional_text, parse_date, require_email, require_text

if TYPE_CHECKING:  # the commands check their fields against this module's rules
    from domain.commands.account import ChangeAccount, RegisterAccount

GENDERS = ("female", "male")
MIN_PASSWORD_LENGTH = 8
MAX_PASSWORD_LENGTH = 128
MAX_RATING = 5
#: The codes of the rules between a profile's fields and its account's kind.
ROLE_OF_KIND, NO_COMPANY, NO_SUPERVISOR = "role-of-kind", "no-company", "no-supervisor"

# Profile fields an update may change, in their domain spelling.
PROFILE_FIELDS = (
    "email",
    "name",
    "phone",
    "gender",
    "birth_date",
    "company_id",
    "supervisor_id",
    "address",
    "mobile_no",
    "country",
    "performance_rating",
    "join_date",
    "role",
)


def check_profile(kind: str, profile: dict[str, Any]) -> None:
    """Checks every profile field, reporting violations under their API names."""
    violations = Violations()
    try:
        account_kind = AccountKind(kind)
    except ValueError:
        violations.add("kind", "Unknown account kind")
        violations.raise_if_any()
        raise AssertionError from None
    require_email(violations, "email", profile.get("email"))
    require_text(violations, "profile.name", profile.get("name"))
    for field, api_name in (
        ("phone", "phone"),
        ("address", "address"),
        ("mobile_no", "mobileNo"),
        ("country", "country"),
    ):
        optional_text(violations, api_name, profile.get(field))
    gender = profile.get("gender")
    if gender not in (None, *GENDERS):
        violations.add("gender", "Must be female or male")
    parse_date(violations, "birthDate", profile.get("birth_date"))
    parse_date(violations, "joinDate", profile.get("join_date"))
    rating = profile.get("performance_rating")
    if rating is not None and not 0 <= rating <= MAX_RATING:
        violations.add("performanceRating", f"Must be between 0 and {MAX_RATING}")
    role = profile.get("role")
    if role not in ROLES_OF_KIND[account_kind]:
        # A role of another kind breaks a rule of the kind; anything else is no role.
        code = ROLE_OF_KIND if role in {r.value for r in Role} else "invalid"
        violations.add("role", f"A {kind} account cannot hold the role {role}", code)
    needs_company = COMPANY_TYPE_OF_KIND[account_kind] is not None
    if needs_company and not profile.get("company_id"):
        violations.add("companyId", "This field is required")
    if not needs_company and profile.get("company_id"):
        violations.add("companyId", "An admin account has no company", NO_COMPANY)
    if profile.get("supervisor_id") and account_kind not in (
        AccountKind.CLEANER,
        AccountKind.WORKER,
    ):
        violations.add("supervisorId", "Only cleaners and workers have a supervisor", NO_SUPERVISOR)
    violations.raise_if_any()


def check_password(password: str | None, field: str = "password") -> None:
    violations = Violations()
    if not password:
        violations.add(field, "This field is required")
    elif len(password) < MIN_PASSWORD_LENGTH:
        violations.add(field, f"At least {MIN_PASSWORD_LENGTH} characters")
    elif len(password) > MAX_PASSWORD_LENGTH:
        violations.add(field, f"At most {MAX_PASSWORD_LENGTH} characters")
    violations.raise_if_any()


class UserAccount(Deletable):
    what = "account"

    class Registered(Aggregate.Created):
        kind: str
        login_name: str
        password_hash: str
        profile: dict[str, Any]
        actor: str

    class ProfileUpdated(Aggregate.Event):
        profile: dict[str, Any]
        actor: str

    class PasswordChanged(Aggregate.Event):
        password_hash: str
        actor: str

    class FacilitiesAssigned(Aggregate.Event):
        facility_ids: list[str]
        actor: str

    @event(Registered)
    def __init__(
        self, kind: str, login_name: str, password_hash: str, profile: dict[str, Any], actor: str
    ) -> None:
        check_profile(kind, profile)
        violations = Violations()
        require_email(violations, "loginName", login_name, login_name=True)
        violations.raise_if_any()
        self.kind = kind
        self.login_name = login_name
        self.password_hash = password_hash
        self.profile = {field: profile.get(field) for field in PROFILE_FIELDS}
        self.facility_ids: list[str] = []
        self.modified_by = actor

    @classmethod
    def register(
        cls, command: RegisterAccount, actor: str, hash_password: Callable[[str], str]
    ) -> UserAccount:
        """The account `command` asks for; its password hashed (slowly) once it is checked."""
        command.check()
        return cls(
            kind=command.kind,
            login_name=command.login_name.strip(),
            password_hash=hash_password(command.password),
            profile=dict(command.profile),
            actor=actor,
        )

    def change(
        self, command: ChangeAccount, actor: str, hash_password: Callable[[str], str]
    ) -> None:
        """Records what changed: the profile, then the password when one is given."""
        self.check_not_deleted()
        profile = dict(command.profile)
        changed = profile != self.profile
        command.check(self.kind, profile=changed)
        if changed:
            self.update_profile(profile=profile, actor=actor)
        if command.password:
            self.change_password(password_hash=hash_password(command.password), actor=actor)

    @property
    def role(self) -> str:
        return str(self.profile["role"])

    @event(ProfileUpdated)
    def update_profile(self, profile: dict[str, Any], actor: str) -> None:
        self.check_not_deleted()
        check_profile(self.kind, profile)
        self.profile = {field: profile.get(field) for field in PROFILE_FIELDS}
        self.modified_by = actor

    @event(PasswordChanged)
    def change_password(self, password_hash: str, actor: str) -> None:
        self.check_not_deleted()
        self.password_hash = password_hash
        self.modified_by = actor

    @event(FacilitiesAssigned)
    def assign_facilities(self, facility_ids: list[str], actor: str) -> None:
        self.check_not_deleted()
        if AccountKind(self.kind) not in STAFF_KINDS:
            raise Conflict("Only supervisors, cleaners and workers are assigned facilities")
        self.facility_ids = list(dict.fromkeys(facility_ids))
        self.modified_by = actor


def credentials_changed_at(events: Iterable[Aggregate.Event]) -> datetime | None:
    """When the account's password or role last changed: sessions started before then
    are over, access tokens included."""
    changed: datetime | None = None
    role: Any = None
    for past in events:
        if isinstance(past, UserAccount.Registered):
            role = past.profile.get("role")
        elif isinstance(past, UserAccount.PasswordChanged):
            changed = past.timestamp
        elif isinstance(past, UserAccount.ProfileUpdated) and past.profile.get("role") != role:
            changed, role = past.timestamp, past.profile.get("role")
    return changed


class LoginName(UniqueIndex):
    """Makes a login name unique in its normal form (NFKC, case-folded, trimmed)."""

    namespace = "login-names"
    what = "login-name"
    message = "The login name is already in use"
    field = "loginName"
    field_message = "This login name is already in use"

    @staticmethod
    def normalise(key: str) -> str:
        return normal_form(key)


class LoginSkeleton(LoginName):
    """Makes what a login name looks like unique: each of its `confusable_forms` (UTS #39
    skeletons) is a key of its own, so a name that differs from another only by look-alike
    characters is refused with the same 409 as a duplicate."""

    namespace = "login-name-skeletons"


class LoginNamesIndexed(Aggregate):
    """Records that every account registered before it holds its login-name indexes in the
    `forms` of one `index_version`, so a start need not go through the accounts again."""

    class Recorded(Aggregate.Created):
        forms: str
        indexed: int

    @event(Recorded)
    def __init__(self, forms: str, indexed: int) -> None:
        self.forms = forms
        self.indexed = indexed

    @staticmethod
    def create_id(forms: str, indexed: int = 0) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/login-names-indexed/{forms}")
