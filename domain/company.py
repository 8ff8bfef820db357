"""Company: a landlord or a cleaning company, with a code unique across the estate."""

from __future__ import annotations

import re
import uuid
from enum import StrEnum

from eventsourcing.domain import Aggregate, event

from domain.errors import Conflict, Violation, Violations
from domain.validation import require_text


class CompanyType(StrEnum):
    LANDLORD = "LANDLORD"
    CLEANING_COMPANY = "CLEANING_COMPANY"


_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")


def check_company(name: str, type_: str, code: str) -> None:
    violations = Violations()
    require_text(violations, "name", name)
    if type_ not in CompanyType.__members__:
        violations.add("type", "Must be LANDLORD or CLEANING_COMPANY")
    if not code or not code.strip():
        violations.add("code", "This field is required")
    elif not _CODE.match(code):
        violations.add("code", "Letters, digits, '.', '_' or '-', at most 40 characters")
    violations.raise_if_any()


class Company(Aggregate):
    class Registered(Aggregate.Created):
        name: str
        type: str
        code: str
        actor: str

    class Updated(Aggregate.Event):
        name: str
        type: str
        code: str
        actor: str

    class Deleted(Aggregate.Event):
        actor: str

    @event(Registered)
    def __init__(self, name: str, type: str, code: str, actor: str) -> None:
        check_company(name, type, code)
        self.name = name.strip()
        self.type = type
        self.code = code
        self.deleted = False
        self.modified_by = actor

    @event(Updated)
    def update(self, name: str, type: str, code: str, actor: str) -> None:
        self.check_not_deleted()
        check_company(name, type, code)
        self.name = name.strip()
        self.type = type
        self.code = code
        self.modified_by = actor

    @event(Deleted)
    def delete(self, actor: str) -> None:
        self.check_not_deleted()
        self.deleted = True
        self.modified_by = actor

    def check_not_deleted(self) -> None:
        if self.deleted:
            raise Conflict("The company has been deleted")


class CompanyCode(Aggregate):
    """Index aggregate that makes a company code unique (case-insensitive)."""

    class Claimed(Aggregate.Created):
        code: str
        company_id: uuid.UUID

    class Reclaimed(Aggregate.Event):
        company_id: uuid.UUID

    class Released(Aggregate.Event):
        pass

    @staticmethod
    def create_id(code: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/company-codes/{code.casefold()}")

    @event(Claimed)
    def __init__(self, code: str, company_id: uuid.UUID) -> None:
        self.code = code
        self.company_id: uuid.UUID | None = company_id

    @event(Reclaimed)
    def claim(self, company_id: uuid.UUID) -> None:
        self.check_free_for(company_id)
        self.company_id = company_id

    @event(Released)
    def release(self) -> None:
        self.company_id = None

    def check_free_for(self, company_id: uuid.UUID) -> None:
        if self.company_id is not None and self.company_id != company_id:
            raise Conflict(
                "The company code is already in use",
                [Violation("code", "This code is already in use")],
            )
