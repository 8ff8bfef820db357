"""How an account is shown: by the users' calls, and to the signed-in account itself."""

from __future__ import annotations

from api.schema import Out
from domain.roles import SEGMENT, AccountKind
from projections.store import Row


class ProfileOut(Out):
    name: str | None


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


def account_out(row: Row) -> AccountOut:
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
