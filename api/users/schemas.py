"""Account bodies, the export's columns, and the tree of facilities a staff member may be
assigned to. An account is shown as `api/account_out.py` shows it."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from litestar.params import PathParameter

from api.body_bounds import (
    BLANK,
    Email,
    LoginName,
    RecordId,
    Text,
    any_of,
    named,
    remarks,
    text,
    within,
)
from api.schema import Body, Out
from domain.account import MAX_PASSWORD_LENGTH, MAX_RATING, MIN_PASSWORD_LENGTH
from domain.roles import KIND_OF_SEGMENT, Role
from projections.store import Row

Gender = Literal["female", "male"]
#: The segment of `/users/{segment}` an account kind is listed under (`domain.roles`).
SegmentPath = Annotated[str, PathParameter(schema_extra={"enum": list(KIND_OF_SEGMENT)})]
#: Any role an account holds; which of them a kind may hold is its segment's to say.
AccountRole = Annotated[str, named(Role)]
#: Text a profile may leave blank (`domain.validation.optional_text`).
OptionalText = Annotated[str, remarks(200, r"^[^\x00-\x1f]*$")]
#: A birth or join date: YYYY-MM-DD of a year from 1900 to 2200 (`parse_date`), or blank.
_YEARS = r"^(19[0-9]{2}|2[01][0-9]{2}|2200)-"
PastDay = Annotated[str, any_of({"type": "string", "format": "date", "pattern": _YEARS}, BLANK)]


class ProfileName(Body):
    name: Text


class AccountFields(Body):
    email: Email
    profile: ProfileName
    company_id: RecordId | None = None
    role: AccountRole | None = None
    phone: OptionalText | None = None
    gender: Gender | None = None
    birth_date: PastDay | None = None
    supervisor_id: RecordId | None = None
    address: OptionalText | None = None
    mobile_no: OptionalText | None = None
    country: OptionalText | None = None
    performance_rating: Annotated[float, within(0, MAX_RATING)] | None = None
    join_date: PastDay | None = None


class CreateAccount(AccountFields, kw_only=True):
    login_name: LoginName
    password: Annotated[str, text(MAX_PASSWORD_LENGTH, None, MIN_PASSWORD_LENGTH)]


#: A new password, or none (null or blank) to keep the current one.
NewPassword = Annotated[
    str,
    any_of(
        {"type": "string", "minLength": MIN_PASSWORD_LENGTH, "maxLength": MAX_PASSWORD_LENGTH},
        BLANK,
    ),
]


class UpdateAccount(AccountFields, kw_only=True):
    password: NewPassword | None = None
    version: int | None = None


class FacilityIds(Body):
    facility_ids: list[str]


class TreeNode(Out):
    id: str
    label: str
    criteria: str
    parent_id: str | None
    children: list[TreeNode]
    assigned: bool = False


EXPORT_HEADER = [
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


def export_row(r: Row) -> list[Any]:
    return [
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


def facility_tree(rows: list[Row], assigned: set[str]) -> list[TreeNode]:
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


class ResetLinkOut(Out):
    """A one-time link to set a new password: valid until `expires_at`, and once."""

    url: str
    expires_at: datetime
