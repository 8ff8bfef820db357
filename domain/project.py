"""Project: a cleaning company's contract to look after a building. The field rules are
the commands' (`domain/commands/organisation.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate

from domain.deletion import Deletable
from domain.terms import TermsEvent

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import ChangeProject, StartProject


@dataclass(frozen=True)
class _Terms(TermsEvent):
    name: str
    building_id: str
    cleaning_company_id: str
    actor: str


class Project(Deletable):
    what = "project"

    class Started(_Terms, Aggregate.Created):
        """A new project."""

    class Updated(_Terms, Aggregate.Event):
        """New terms for the project."""

    def __init__(self) -> None:
        """The fields are the event's to set (`take`), as on every change."""

    @classmethod
    def start(cls, command: StartProject, actor: str) -> Project:
        return cls._create_from(cls.Started, command, actor)

    def update(self, command: ChangeProject, actor: str) -> None:
        self._change(self.Updated, command, actor)

    def take(self, event: _Terms) -> None:
        """The fields an event stores (the name trimmed), and who set them."""
        self.name = event.name.strip()
        self.building_id = event.building_id
        self.cleaning_company_id = event.cleaning_company_id
        self.modified_by = event.actor
