"""What removing a facility means elsewhere: its devices are taken out of it and its staff
unassigned, so nothing points at a facility that is gone (the rules would raise issues
there, the lists would show it).

Removing a facility, by itself or with its floor or building, is one command of the
organisation. These processes (`application.process`) read its `Facility.Deleted` events
and reply in the devices and the accounts applications, each exactly once even across a
crash. The person who removed the facility is the actor of the reply.
"""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, Generic, TypeVar

from application.accounts import Accounts
from application.base import ProcessApplication
from application.devices import Devices
from application.ports import EstateLookup
from application.process import Process, Reply
from domain.building import Building
from domain.facility import Facility

A = TypeVar("A", bound=ProcessApplication)


def _removed(event: Facility.Deleted | Building.Deleted) -> dict[str, str]:
    """The place removed, with who removed it."""
    return {str(event.originator_id): event.actor}


class _RemovalReplies(Process, Generic[A]):
    """Replies in `target` to removals in the organisation, as the estate says what stood in
    the place removed."""

    upstream = ("organisation",)
    target: A

    def __init__(self, target: A, estate: EstateLookup) -> None:
        super().__init__(target)
        self.estate = estate


class DevicesOfRemovedFacilities(_RemovalReplies[Devices]):
    name = "devices-of-removed-facilities"

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """The rest of the organisation's log asks nothing of the devices."""

    @policy.register
    def _(self, event: Facility.Deleted, reply: Reply) -> None:
        removed = _removed(event)
        reply.collect_events(*self.target.taken_out_of(removed, self.estate.devices_in(removed)))

    @policy.register
    def _(self, event: Building.Deleted, reply: Reply) -> None:
        """Its main water meters stand on it."""
        removed = _removed(event)
        reply.collect_events(*self.target.taken_out_of(removed, self.estate.devices_on(removed)))


class StaffOfRemovedFacilities(_RemovalReplies[Accounts]):
    name = "staff-of-removed-facilities"

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """The rest of the organisation's log asks nothing of the staff."""

    @policy.register
    def _(self, event: Facility.Deleted, reply: Reply) -> None:
        """One account may have several of the facilities a floor's removal removes."""
        removed = _removed(event)
        staff = self.estate.staff_of(removed)
        load = reply.loader(self.target.get_account)
        reply.collect_events(*self.target.unassigned_from(removed, staff, load))
