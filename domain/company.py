"""Company: a landlord or a cleaning company, with a code unique across the estate.

The field rules are the commands' (`domain/commands/organisation.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate

from domain.deletion import Deletable
from domain.index import UniqueIndex
from domain.terms import TermsEvent

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import ChangeCompany, RegisterCompany


class CompanyType(StrEnum):
    LANDLORD = "LANDLORD"
    CLEANING_COMPANY = "CLEANING_COMPANY"


@dataclass(frozen=True)
class _Terms(TermsEvent):
    name: str
    type: str
    code: str
    actor: str


class Company(Deletable):
    what = "company"

    class Registered(_Terms, Aggregate.Created):
        """A new company."""

    class Updated(_Terms, Aggregate.Event):
        """New terms for the company."""

    def __init__(self) -> None:
        """The fields are the event's to set (`take`), as on every change."""

    @classmethod
    def register(cls, command: RegisterCompany, actor: str) -> Company:
        return cls._create_from(cls.Registered, command, actor)

    def update(self, command: ChangeCompany, actor: str) -> None:
        self._change(self.Updated, command, actor)

    def take(self, event: _Terms) -> None:
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
