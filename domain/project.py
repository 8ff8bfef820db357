"""Project: a cleaning company's contract to look after a building. The field rules are
the commands' (`domain/commands/organisation.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate

from domain.deletion import Deletable

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import ChangeProject, StartProject


class Project(Deletable):
    what = "project"

    class Started(Aggregate.Created):
        name: str
        building_id: str
        cleaning_company_id: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Project)
            aggregate.take(self)

    class Updated(Aggregate.Event):
        name: str
        building_id: str
        cleaning_company_id: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Project)
            aggregate.take(self)

    def __init__(self) -> None:
        """The fields are the event's to set (`take`), as on every change."""

    @classmethod
    def start(cls, command: StartProject, actor: str) -> Project:
        command.check()
        return cls._create(cls.Started, actor=actor, **command.terms())

    def update(self, command: ChangeProject, actor: str) -> None:
        self.check_not_deleted()
        command.check()
        self.trigger_event(self.Updated, actor=actor, **command.terms())

    def take(self, event: Started | Updated) -> None:
        """The fields an event stores (the name trimmed), and who set them."""
        self.name = event.name.strip()
        self.building_id = event.building_id
        self.cleaning_company_id = event.cleaning_company_id
        self.modified_by = event.actor
