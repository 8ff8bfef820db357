"""Check-in at the door: a member of staff scans the code on a facility's door with their
phone, which records that they were there.

A facility's `CheckInCode` (id derived from the facility's) holds the code on its door;
a new code retires the one before. `CheckInCodeOwner` finds the facility of a code, the
current one or a retired one, so a retired code is told apart from one never issued.
A `CheckIn` is one scan: who, where, and when the phone read the code (it may reach the
console hours later, from a phone that was offline).

An issue counts as resolved on site when the person who resolved it checked in at its
facility within `VERIFY_WINDOW` before the resolution (`verified_on_site`).
"""

from __future__ import annotations

import secrets
import uuid
from datetime import datetime, timedelta

from eventsourcing.domain import Aggregate, event

from domain.index import UniqueIndex

#: How long before a resolution a check-in at the facility vouches for it.
VERIFY_WINDOW = timedelta(minutes=30)
#: How old a scan may be when it reaches the console (a phone's queue kept offline).
MAX_AGE = timedelta(days=7)
#: How far ahead of the console's clock a phone's may run.
MAX_AHEAD = timedelta(minutes=5)
#: A code's length as `new_code` makes it: 16 random bytes, 22 characters.
CODE_LENGTH = 22


def new_code() -> str:
    """A code no one can guess: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def verified_on_site(checked_in_at: datetime, resolved_at: datetime) -> bool:
    """Whether a check-in at `checked_in_at` vouches for a resolution at `resolved_at`:
    it came first (or at the same moment), and at most `VERIFY_WINDOW` before."""
    return timedelta(0) <= resolved_at - checked_in_at <= VERIFY_WINDOW


class CheckInCodeOwner(UniqueIndex):
    """The facility a code was issued for; kept when the code is retired."""

    namespace = "check-in-codes"
    what = "check-in code"

    @staticmethod
    def normalise(key: str) -> str:
        # A code is random text whose case matters.
        return key


class CheckInCode(Aggregate):
    """The code on a facility's door."""

    class Issued(Aggregate.Created):
        facility_id: str
        code: str
        actor: str

    class Renewed(Aggregate.Event):
        """A new code; the one before is retired."""

        code: str
        actor: str

    @staticmethod
    def create_id(facility_id: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/check-in-code-of/{facility_id}")

    @classmethod
    def issue(cls, facility_id: str, actor: str) -> CheckInCode:
        """The facility's first code."""
        return cls(facility_id=facility_id, code=new_code(), actor=actor)

    @event(Issued)
    def __init__(self, facility_id: str, code: str, actor: str) -> None:
        self.facility_id = facility_id
        self.code = code
        self.modified_by = actor

    def renew(self, actor: str) -> None:
        self._renew(code=new_code(), actor=actor)

    @event(Renewed)
    def _renew(self, code: str, actor: str) -> None:
        self.code = code
        self.modified_by = actor


class CheckIn(Aggregate):
    """One scan of a facility's code by a member of staff."""

    class Recorded(Aggregate.Created):
        facility_id: str
        building_id: str
        staff_id: str
        #: When the phone read the code (ISO-8601 UTC), which may be well before this event.
        time: str
        actor: str

    @event(Recorded)
    def __init__(
        self, facility_id: str, building_id: str, staff_id: str, time: str, actor: str
    ) -> None:
        self.facility_id = facility_id
        self.building_id = building_id
        self.staff_id = staff_id
        self.time = time
        self.modified_by = actor
