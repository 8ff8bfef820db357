"""What removing facilities means for their staff, each removal a reaction of its own."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any, cast

import pytest

from application.accounts import Accounts
from application.ports import EstateLookup
from application.removals import StaffOfRemovedFacilities
from domain.facility import Facility
from tests import commands as make
from tests.commands import account

PASSWORD = "Correct-Horse-Battery-9"
PROFILE = {"email": "c@example.com", "name": "C", "role": "cleaner", "company_id": "c"}


class Assignments:
    """The read side's answer: who is assigned which facility."""

    def __init__(self, accounts: Accounts) -> None:
        self.accounts = accounts
        self.assigned: dict[str, list[str]] = {}

    def staff_of(self, facility_ids: Collection[str]) -> list[str]:
        return [a for a, held in self.assigned.items() if set(held) & set(facility_ids)]


@pytest.fixture
def accounts() -> Iterator[Accounts]:
    app = Accounts()
    yield app
    app.close()


def _removed(count: int) -> list[Any]:
    """The events of `count` facilities of one floor, removed together."""
    events: list[Any] = []
    for n in range(count):
        facility = Facility.add(make.facility("f", f"F{n}", f"F{n}", "female"), "b", "l")
        facility.delete(actor="landlord")
        events.extend(facility.collect_events())
    return events


def test_staff_of_several_facilities_removed_in_one_batch_lose_them_all(
    accounts: Accounts,
) -> None:
    events = _removed(3)
    gone = [str(e.originator_id) for e in events if isinstance(e, Facility.Deleted)]
    cleaner = accounts.register_account(account("cleaner", "c@example.com", PASSWORD, PROFILE), "t")
    accounts.assign_facilities(str(cleaner), [*gone, "stays"], "t")
    estate = Assignments(accounts)
    estate.assigned[str(cleaner)] = [*gone, "stays"]
    process = StaffOfRemovedFacilities(accounts, cast(EstateLookup, estate))

    assert process.follow("organisation", events, 9, 0) == 9
    assert accounts.get_account(cleaner).facility_ids == ["stays"]
    assert accounts.tracked_position("organisation") == 9
    # Offered again (a runner that did not know of its commit): nothing changes twice.
    version = accounts.get_account(cleaner).version
    assert process.follow("organisation", events, 9, 0) == 9
    assert accounts.get_account(cleaner).version == version
