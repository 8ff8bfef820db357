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
from typing import Any

from application.accounts import Accounts
from application.devices import Devices
from application.ports import EstateLookup
from application.process import Process, Reply
from domain.building import Building
from domain.facility import Facility


def _removed(event: Facility.Deleted | Building.Deleted) -> dict[str, str]:
    """The place removed, with who removed it."""
    return {str(event.originator_id): event.actor}


class DevicesOfRemovedFacilities(Process):
    name = "devices-of-removed-facilities"
    upstream = ("organisation",)

    def __init__(self, devices: Devices, estate: EstateLookup) -> None:
        super().__init__(devices)
        self.devices = devices
        self.estate = estate

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """The rest of the organisation's log asks nothing of the devices."""

    @policy.register
    def _(self, event: Facility.Deleted, reply: Reply) -> None:
        removed = _removed(event)
        reply.collect_events(*self.devices.taken_out_of(removed, self.estate.devices_in(removed)))

    @policy.register
    def _(self, event: Building.Deleted, reply: Reply) -> None:
        """Its main water meters stand on it."""
        removed = _removed(event)
        reply.collect_events(*self.devices.taken_out_of(removed, self.estate.devices_on(removed)))


class StaffOfRemovedFacilities(Process):
    name = "staff-of-removed-facilities"
    upstream = ("organisation",)

    def __init__(self, accounts: Accounts, estate: EstateLookup) -> None:
        super().__init__(accounts)
        self.accounts = accounts
        self.estate = estate

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """The rest of the organisation's log asks nothing of the staff."""

    @policy.register
    def _(self, event: Facility.Deleted, reply: Reply) -> None:
        """One account may have several of the facilities a floor's removal removes."""
        removed = _removed(event)
        staff = self.estate.staff_of(removed)
        load = reply.loader(self.accounts.get_account)
        reply.collect_events(*self.accounts.unassigned_from(removed, staff, load))
