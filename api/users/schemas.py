"""Account bodies, the export's columns, and the tree of facilities a staff member may be
assigned to. An account is shown as `api/account_out.py` shows it."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from api.schema import Body, Out
from projections.store import Row

Gender = Literal["female", "male"]


class ProfileName(Body):
    name: str


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
