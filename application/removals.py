"""What removing a facility means elsewhere: its devices are taken out of it and its staff
unassigned, so nothing points at a facility that is gone (the rules would raise issues
there, the lists would show it).

Removing a facility, by itself or with its floor or building, is one command of the
organisation. These followers read its `Facility.Deleted` events and reply in the devices
and the accounts applications, each saving its changes with how far it has read, so the
reply is made exactly once even across a crash. The person who removed the facility is
the actor of the reply.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import IntegrityError, Tracking

from application.accounts import Accounts
from application.devices import Devices
from application.ports import EstateLookup
from domain.building import Building
from domain.facility import Facility


def _removed(events: Sequence[Any]) -> dict[str, str]:
    """The facilities removed in a batch, each with who removed it."""
    return {str(e.originator_id): e.actor for e in events if isinstance(e, Facility.Deleted)}


def _removed_buildings(events: Sequence[Any]) -> dict[str, str]:
    """The buildings removed in a batch (their main water meters stand on them)."""
    return {str(e.originator_id): e.actor for e in events if isinstance(e, Building.Deleted)}


class DevicesOfRemovedFacilities:
    name = "devices-of-removed-facilities"
    upstream = ("organisation",)
    writes = ("devices",)

    def __init__(self, devices: Devices, estate: EstateLookup) -> None:
        self.devices = devices
        self.estate = estate

    def position(self, upstream: str) -> int:
        return self.devices.tracked_position(upstream)

    def follow(self, upstream: str, events: Sequence[Any], last: int, position: int) -> int:
        removed, buildings = _removed(events), _removed_buildings(events)
        placed = [
            *(self.estate.devices_in(removed) if removed else []),
            *(self.estate.devices_on(buildings) if buildings else []),
        ]
        changed = self.devices.taken_out_of({**removed, **buildings}, placed) if placed else []
        try:
            self.devices.save_with_tracking(changed, Tracking(upstream, last))
        except IntegrityError:  # another follower got there first, or a device changed
            return self.devices.tracked_position(upstream)
        return last


class StaffOfRemovedFacilities:
    name = "staff-of-removed-facilities"
    upstream = ("organisation",)
    writes = ("accounts",)

    def __init__(self, accounts: Accounts, estate: EstateLookup) -> None:
        self.accounts = accounts
        self.estate = estate

    def position(self, upstream: str) -> int:
        return self.accounts.tracked_position(upstream)

    def follow(self, upstream: str, events: Sequence[Any], last: int, position: int) -> int:
        removed = _removed(events)
        changed = (
            self.accounts.unassigned_from(removed, self.estate.staff_of(removed)) if removed else []
        )
        try:
            self.accounts.save_with_tracking(changed, Tracking(upstream, last))
        except IntegrityError:  # another follower got there first, or an account changed
            return self.accounts.tracked_position(upstream)
        return last
