"""Company: a landlord or a cleaning company, with a code unique across the estate."""

from __future__ import annotations

import re
from enum import StrEnum

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import Violations
from domain.index import UniqueIndex
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


class Company(Deletable):
    what = "company"

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

    @event(Registered)
    def __init__(self, name: str, type: str, code: str, actor: str) -> None:
        check_company(name, type, code)
        self.name = name.strip()
        self.type = type
        self.code = code
        self.modified_by = actor

    @event(Updated)
    def update(self, name: str, type: str, code: str, actor: str) -> None:
        self.check_not_deleted()
        check_company(name, type, code)
        self.name = name.strip()
        self.type = type
        self.code = code
        self.modified_by = actor


class CompanyCode(UniqueIndex):
    """Makes a company code unique (case-insensitive)."""

    namespace = "company-codes"
    what = "company-code"
    message = "The company code is already in use"
    field = "code"
    field_message = "This code is already in use"
