"""Deletable: a record that is deleted by an event, and keeps its history.

Every deletable aggregate is deleted the same way: `delete(actor)` records its own
`Deleted` event (the library defines `Company.Deleted` from `Deletable.Deleted`, so each
keeps its stored topic), and any later command on it is a conflict. A record made and
changed by commands of its terms (`domain/terms.py`) checks each command before its event
records the terms, a change never on a deleted record (`_create_from`, `_change`).
"""

from __future__ import annotations

from typing import Any, TypeVar

from eventsourcing.domain import Aggregate

from domain.errors import Conflict
from domain.terms import TermsCommand

D = TypeVar("D", bound="Deletable")


class Deletable(Aggregate):
    # Plain class attributes: an annotation would make every subclass a dataclass.
    #: The record's name in messages and error params.
    what = "record"
    deleted = False
    modified_by = ""

    class Deleted(Aggregate.Event):
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, Deletable)
            aggregate.deleted = True
            aggregate.modified_by = self.actor

    @classmethod
    def _create_from(
        cls: type[D], created: type[Any], command: TermsCommand, actor: str, **more: Any
    ) -> D:
        """A new record with the terms of `command`, checked first, and any fields besides."""
        command.check()
        return cls._create(created, actor=actor, **more, **command.terms())

    def _change(self, changed: type[Any], command: TermsCommand, actor: str) -> None:
        """Records new terms: never on a deleted record, and the command's rules first."""
        self.check_not_deleted()
        command.check()
        self.trigger_event(changed, actor=actor, **command.terms())

    def delete(self, actor: str) -> None:
        self.check_not_deleted()
        # Triggered by name, not through `@event`, so each aggregate records its own topic.
        self.trigger_event(type(self).Deleted, actor=actor)

    def check_not_deleted(self) -> None:
        if self.deleted:
            noun = self.what.replace("-", " ")
            raise Conflict(
                f"The {noun} has been deleted", code="deleted", params={"what": self.what}
            )
