"""Rules of the estate's aggregates: companies, codes, floors and their markers."""

from __future__ import annotations

import uuid

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.building import Building
from domain.commands.organisation import FloorSpec
from domain.company import Company, CompanyCode
from domain.errors import Conflict, ValidationFailed
from domain.floor import Floor
from tests import commands as make
from tests.aggregates import replay


@given(
    name=st.text(max_size=220),
    type_=st.text(max_size=20) | st.sampled_from(["LANDLORD", "CLEANING_COMPANY"]),
    code=st.text(max_size=50),
)
def test_a_company_is_registered_only_with_valid_fields(name: str, type_: str, code: str) -> None:
    valid = (
        bool(name.strip())
        and len(name) <= 200
        and all(ord(c) >= 32 for c in name)
        and type_ in ("LANDLORD", "CLEANING_COMPANY")
        and 1 <= len(code) <= 40
        and code[0].isascii()
        and code[0].isalnum()
        and all(c.isascii() and (c.isalnum() or c in "_.-") for c in code)
    )
    try:
        company = Company.register(make.company(name, type_, code), "a")
    except ValidationFailed as failed:
        assert not valid
        assert failed.violations
    else:
        assert valid
        assert company.name == name.strip()


def test_a_deleted_company_cannot_change() -> None:
    company = Company.register(make.company("A", "LANDLORD", "A"), "a")
    company.delete(actor="a")
    with pytest.raises(Conflict):
        company.update(make.company_change(str(company.id), "B", "LANDLORD", "A"), "a")
    with pytest.raises(Conflict):
        company.delete(actor="a")


@given(code=st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,10}", fullmatch=True))
def test_company_codes_are_unique_whatever_their_case(code: str) -> None:
    first, second = uuid.uuid4(), uuid.uuid4()
    index = CompanyCode(key=code, owner_id=first)
    assert CompanyCode.create_id(code.upper()) == CompanyCode.create_id(code.lower()) == index.id
    with pytest.raises(Conflict):
        index.claim(second)
    index.release()
    index.claim(second)
    assert index.owner_id == second


@given(
    markers=st.lists(
        st.fixed_dictionaries(
            {
                "type": st.sampled_from(["male", "female", "accessible", "other"]),
                "x": st.floats(-1, 2, allow_nan=False),
                "y": st.floats(-1, 2, allow_nan=False),
                "facilityId": st.sampled_from(["f1", "f2", "elsewhere", ""]),
            }
        ),
        max_size=5,
    )
)
def test_markers_are_placed_only_when_complete_and_on_the_plan(markers: list[dict]) -> None:
    floor = Floor.add("b", FloorSpec("G", 0), "a")
    floor.attach_facility(facility_id="f1", actor="a")
    floor.attach_facility(facility_id="f2", actor="a")
    valid = all(
        m["type"] != "other"
        and 0 <= m["x"] <= 1
        and 0 <= m["y"] <= 1
        and m["facilityId"] in ("f1", "f2")
        for m in markers
    )
    before = floor.version
    try:
        floor.place_markers(markers=markers, actor="a")
    except ValidationFailed:
        assert not valid
        assert floor.version == before and floor.markers == []
    else:
        assert valid
        assert floor.markers == markers


def test_replaying_the_events_gives_the_same_building() -> None:
    building = Building.register(make.building("HQ", "1 Road", "1", "l"), "a")
    building.arrange_floors(floor_ids=["f1", "f2", "f1"], actor="b")
    building.update(make.building_change(str(building.id), "HQ2", "2 Road", "2", "l"), "c")
    copy = replay(building)
    assert isinstance(copy, Building) and vars(copy) == vars(building)
    assert building.floor_ids == ["f1", "f2"]
