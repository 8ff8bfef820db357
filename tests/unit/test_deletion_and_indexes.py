"""Every record is deleted the same way, and every unique value held the same way, while
each aggregate keeps recording events under its own topic."""

from __future__ import annotations

import uuid

import pytest
from eventsourcing.utils import get_topic, resolve_topic

from domain.account import LoginName
from domain.company import Company, CompanyCode
from domain.device import DeviceIdentifier
from domain.errors import Conflict
from domain.facility import Facility
from domain.floor import Floor
from domain.issue import OpenIssueIndex
from tests import commands as make


def test_a_deleted_record_records_its_own_topic_and_refuses_more() -> None:
    company = Company.register(make.company("Acme", "LANDLORD", "ACME"), "a")
    company.delete(actor="b")
    events = company.collect_events()
    assert get_topic(type(events[-1])) == "domain.company:Company.Deleted"
    assert company.deleted and company.modified_by == "b"
    with pytest.raises(Conflict) as refused:
        company.update(make.company_change(str(company.id), "Acme 2", "LANDLORD", "ACME"), "c")
    assert refused.value.code == "deleted"
    assert refused.value.params == {"what": "company"}


def test_removals_stored_under_their_old_name_read_as_deletions() -> None:
    assert resolve_topic("domain.facility:Facility.Removed") is Facility.Deleted
    assert resolve_topic("domain.floor:Floor.Removed") is Floor.Deleted


@pytest.mark.parametrize(
    ("index", "key", "same"),
    [
        (CompanyCode, "Acme-1", "ACME-1"),
        (LoginName, "Ann@Example.com", "ann@example.com"),
        (
            DeviceIdentifier,
            "uuid:0F8FAD5B-D9CB-469F-A165-70867728950E",
            "uuid:0f8fad5b-d9cb-469f-a165-70867728950e",
        ),
        (OpenIssueIndex, "device-1/odour", "device-1/odour"),
    ],
)
def test_each_index_holds_one_owner_under_its_own_topics(
    index: type[CompanyCode], key: str, same: str
) -> None:
    first, second = uuid.uuid4(), uuid.uuid4()
    held = index(key=key, owner_id=first)
    assert held.id == index.create_id(same)
    with pytest.raises(Conflict) as refused:
        held.claim(second)
    assert refused.value.code in ("in-use", "issue-already-open")
    held.release()
    held.claim(second)
    topics = [get_topic(type(e)) for e in held.collect_events()]
    name = f"{index.__module__}:{index.__name__}"
    assert topics == [f"{name}.Claimed", f"{name}.Released", f"{name}.Reclaimed"]
    assert held.owner_id == second
