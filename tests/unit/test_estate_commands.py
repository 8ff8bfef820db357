"""The estate's and the devices' commands: each refuses exactly the fields the field rules
refuse, the aggregate refuses what its command refuses with the same violations, and a
valid command's fields are what the aggregate's event stores, as given (properties).

Each field is drawn good or broken on its own, with the field a broken value is refused on
(`tests/unit/test_commands.py`)."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from api.buildings.schemas import BuildingBody
from api.companies.schemas import CompanyBody
from api.facilities.schemas import FacilityUpdate
from api.floors.schemas import FacilityBody
from api.projects.schemas import ProjectBody
from domain.building import Building
from domain.commands.device import ChangeDevice, RegisterDevice
from domain.commands.organisation import (
    AddFacility,
    ChangeFacility,
    FloorSpec,
    RegisterBuilding,
    RegisterCompany,
    StartProject,
)
from domain.company import Company, CompanyType
from domain.device import MAX_ACCESSORY_QUANTITY, Device
from domain.facility import FACILITY_TYPES, Facility
from domain.floor import Floor
from domain.project import Project
from tests.aggregates import created_event, made_unless_refused, stored
from tests.unit.test_commands import ACTOR, BAD_TEXT, Drawn, field, merged, texts


def text(name: str, on: str) -> Any:
    return field(name, texts, BAD_TEXT, on)


def created(aggregate: Any, topic: str, fields: dict[str, Any]) -> None:
    """The aggregate's first event stores the fields as given, and who gave them."""
    created_event(aggregate, topic, {**fields, "actor": ACTOR})


@given(
    st.builds(
        merged,
        text("name", "name"),
        field("type", st.sampled_from(list(CompanyType)), ["OWNER", ""], "type"),
        field(
            "code",
            st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}", fullmatch=True),
            ["", " ", "-lead", "x" * 41, "a b"],
            "code",
        ),
    )
)
def test_a_company_command_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = RegisterCompany(**fields)
    company = made_unless_refused(command.check, broken, lambda: Company.register(command, ACTOR))
    assert CompanyBody(**fields).command(RegisterCompany) == command
    if company is None:
        return
    created(company, "domain.company:Company", fields)
    assert (company.name, company.code) == (fields["name"].strip(), fields["code"])


@given(
    st.builds(
        merged,
        text("name", "name"),
        text("address", "address"),
        text("postal_code", "postalCode"),
        st.just(({"landlord_id": "landlord-1"}, set())),
    )
)
def test_a_building_command_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = RegisterBuilding(**fields)
    building = made_unless_refused(command.check, broken, lambda: Building.register(command, ACTOR))
    assert BuildingBody(**fields).command(RegisterBuilding) == command
    if building is None:
        return
    created(building, "domain.building:Building", fields)
    assert building.postal_code == fields["postal_code"].strip()


@given(
    st.builds(
        merged,
        text("label", "label"),
        field("floor_number", st.integers(-20, 300), [-21, 301], "floorNumber"),
    )
)
def test_a_floor_of_the_list_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    spec = FloorSpec(**fields)
    floor = made_unless_refused(spec.check, broken, lambda: Floor.add("building-1", spec, ACTOR))
    if floor is None:
        return
    created(floor, "domain.floor:Floor", {"building_id": "building-1", **fields})
    floor.relabel(spec, "other")
    assert stored(floor) == {"originator_version": 2, **fields, "actor": "other"}


facilities = st.builds(
    merged,
    text("name", "name"),
    text("code", "code"),
    field("type", st.sampled_from(FACILITY_TYPES), ["other", "MALE"], "type"),
)


@given(facilities)
def test_a_facility_command_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = AddFacility(floor_id="floor-1", **fields)
    facility = made_unless_refused(
        command.check, broken, lambda: Facility.add(command, "building-1", ACTOR)
    )
    assert FacilityBody(**fields).command(AddFacility, floor_id="floor-1") == command
    if facility is None:
        return
    created(
        facility,
        "domain.facility:Facility",
        {"building_id": "building-1", "floor_id": "floor-1", **fields},
    )
    change = FacilityUpdate(**fields).command(ChangeFacility, facility_id=str(facility.id))
    facility.update(change, "other")
    assert stored(facility) == {"originator_version": 2, **fields, "actor": "other"}
    assert (facility.name, facility.code) == (fields["name"].strip(), fields["code"].strip())


@given(
    st.builds(
        merged,
        text("name", "name"),
        st.just(({"building_id": "building-1", "cleaning_company_id": "company-1"}, set())),
    )
)
def test_a_project_command_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = StartProject(**fields)
    project = made_unless_refused(command.check, broken, lambda: Project.start(command, ACTOR))
    assert ProjectBody(**fields).command(StartProject) == command
    if project is None:
        return
    created(project, "domain.project:Project", fields)


accessories = st.lists(
    st.fixed_dictionaries({"name": texts, "quantity": st.integers(0, MAX_ACCESSORY_QUANTITY)}),
    max_size=3,
)
#: The device's own fields; a landlord and a place are drawn apart, as they are refused
#: only once these pass.
device_fields = st.builds(
    merged,
    text("name", "name"),
    field("description", st.none() | st.text(max_size=40), ["x" * 1001], "description"),
    field("kind", st.just("toilet-paper"), ["kettle", ""], "type"),
    field(
        "identifier",
        st.sampled_from(["id:6:A1B2C3D4E5F6", "uuid:3F2504E0-4F89-41D3-9A0C-0305E82C3301"]),
        ["id:6:ABC", ""],
        "deviceId",
    ),
    field(
        "accessories",
        accessories,
        [[{"name": "", "quantity": 1}], [{"name": "x", "quantity": -1}]],
        "accessories[0].name",
    ),
    field("meter_adjustment", st.floats(-1e6, 1e6), [float("nan"), 1e9], "meterAdjustment"),
)


def _fixed(drawn: Drawn) -> Drawn:
    """A broken accessory is refused on its own name or quantity."""
    fields, broken = drawn
    if "accessories[0].name" in broken and fields["accessories"][0]["name"]:
        broken = broken - {"accessories[0].name"} | {"accessories[0].quantity"}
    return fields, broken


@given(
    device_fields.map(_fixed),
    st.sampled_from(["landlord-1", ""]),
    st.sampled_from([(None, None), ("facility-1", None), (None, "building-1")]),
)
def test_a_device_command_refuses_what_the_rules_refuse(
    drawn: Drawn, landlord: str, place: tuple[str | None, str | None]
) -> None:
    fields, broken = drawn
    facility_id, building_id = place
    command = RegisterDevice(
        **fields, landlord_id=landlord, facility_id=facility_id, building_id=building_id
    )
    # The landlord is refused once the fields pass, the place once the landlord does.
    if not broken and not landlord:
        broken = {"landlordId"}
    elif not broken and building_id:
        broken = {"buildingId"}  # only a main water meter is placed on a building
    device = made_unless_refused(command.check, broken, lambda: Device.register(command, ACTOR))
    if device is None:
        return
    created(
        device,
        "domain.device:Device",
        {**command.terms(), **command.place()},
    )
    assert device.name == fields["name"].strip()
    change = ChangeDevice(device_id=str(device.id), **{**fields, "landlord_id": landlord})
    device.update_details(change, "other")
    assert stored(device) == {"originator_version": 2, **change.terms(), "actor": "other"}
