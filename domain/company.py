"""Company: a landlord or a cleaning company, with a code unique across the estate.

The field rules are the commands' (`domain/commands/organisation.py`)."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate

from domain.deletion import Deletable
from domain.index import UniqueIndex

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import ChangeCompany, RegisterCompany


class CompanyType(StrEnum):
    LANDLORD = "LANDLORD"
    CLEANING_COMPANY = "CLEANING_COMPANY"


class Company(Deletable):
    what = "company"

    class Registered(Aggregate.Created):
        name: str
        type: str
        code: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Company)
            aggregate.take(self)

    class Updated(Aggregate.Event):
        name: str
        type: str
        code: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Company)
            aggregate.take(self)

    def __init__(self) -> None:
        """The fields are the event's to set (`take`), as on every change."""

    @classmethod
    def register(cls, command: RegisterCompany, actor: str) -> Company:
        command.check()
        return cls._create(cls.Registered, actor=actor, **command.terms())

    def update(self, command: ChangeCompany, actor: str) -> None:
        self.check_not_deleted()
        command.check()
        self.trigger_event(self.Updated, actor=actor, **command.terms())

    def take(self, event: Registered | Updated) -> None:
        """The fields an event stores (the name trimmed), and who set them."""
        self.name = event.name.strip()
        self.type = event.type
        self.code = event.code
        self.modified_by = event.actor


class CompanyCode(UniqueIndex):
    """Makes a company code unique (case-insensitive)."""

    namespace = "company-codes"
    what = "company-code"
    message = "The company code is already in use"
    field = "code"
    field_message = "This code is already in use"
