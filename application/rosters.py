"""Rosters: how the workforce commands keep the no-overlap rules whatever arrives at once.

A leave or schedule command loads the member's `Roster` (domain/roster.py), checks the clash
or overlap against it, records the booking or release on it and saves it with the leave or
schedule in one transaction. Two commands at once both write the roster's next version; the
event store refuses the second (`IntegrityError`), and `retried_on_fresh_state` runs that
command again from the start: on the state the first left, it answers what it would have
answered had it come second (a 409 for a clash, a booking when there is none).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import IntegrityError

from application.ports import WorkforceLookup
from domain.roster import Roster

P = ParamSpec("P")
R = TypeVar("R")

#: How many times a command runs before a lost race is answered as one (409
#: `record-changed`). Every round of a race has a winner, so this many writers of one
#: member at once all get their sequential answer.
ATTEMPTS = 8


def retried_on_fresh_state(command: Callable[P, R]) -> Callable[P, R]:
    """Runs the command again when its save lost a race. The command must load everything
    it decides on afresh and save it all in one `save`, so a run that lost left nothing."""

    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        for _ in range(ATTEMPTS - 1):
            try:
                return command(*args, **kwargs)
            except IntegrityError:
                continue
        return command(*args, **kwargs)

    return run


class Rosters:
    """Finds a member's roster in the workforce application's event store."""

    def __init__(self, app: Application[UUID], lookup: WorkforceLookup) -> None:
        self.app = app
        self.lookup = lookup

    def of(self, staff_id: str) -> Roster:
        """The member's roster, to save with what the command changes.

        A member whose leaves and schedules were stored before rosters gets a new one
        holding them, read from the read tables (which hold every earlier command, as the
        API waits for them after each). Two such first commands at once both create it at
        version 1: one save wins, the other runs again and finds it."""
        try:
            roster: Roster = self.app.repository.get(Roster.create_id(staff_id))
        except AggregateNotFoundError:
            return Roster.start(
                staff_id, self.lookup.schedules_of(staff_id), self.lookup.leaves_of(staff_id)
            )
        return roster
