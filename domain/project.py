"""Project: a cleaning company's contract to look after a building."""

from __future__ import annotations

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import Violations
from domain.validation import require_text


def check_project(name: str) -> None:
    violations = Violations()
    require_text(violations, "name", name)
    violations.raise_if_any()


class Project(Deletable):
    what = "project"

    class Started(Aggregate.Created):
        name: str
        building_id: str
        cleaning_company_id: str
        actor: str

    class Updated(Aggregate.Event):
        name: str
        building_id: str
        cleaning_company_id: str
        actor: str

    @event(Started)
    def __init__(self, name: str, building_id: str, cleaning_company_id: str, actor: str) -> None:
        check_project(name)
        self.name = name.strip()
        self.building_id = building_id
        self.cleaning_company_id = cleaning_company_id
        self.modified_by = actor

    @event(Updated)
    def update(self, name: str, building_id: str, cleaning_company_id: str, actor: str) -> None:
        self.check_not_deleted()
        check_project(name)
        self.name = name.strip()
        self.building_id = building_id
        self.cleaning_company_id = cleaning_company_id
        self.modified_by = actor
