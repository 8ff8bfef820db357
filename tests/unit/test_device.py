"""Registering, editing, placing and retiring a device; its identifier index."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.device import Device, DeviceIdentifier
from domain.errors import Conflict, ValidationFailed
from domain.identifiers import MAC_MESSAGE
from domain.kinds import DEVICE_KIND_TITLES, DeviceKind, device_types
from domain.thresholds import PARAMETERS, threshold
from domain.validation import REQUIRED
from tests import commands as make
from tests.aggregates import messages_of, replay


def register(**changes: Any) -> Device:
    fields: dict[str, Any] = {
        "name": " Paper L2 ",
        "description": "Left cubicle",
        "kind": "toilet-paper",
        "identifier": "ID:6:A1B2C3D4E5F6",
        "landlord_id": "landlord-1",
        "facility_id": "facility-1",
        "kpi_parameters": {"refillAtPercent": 25},
        "accessories": [{"name": "Bracket ", "quantity": 2}],
        "meter_adjustment": 0.0,
        "actor": "admin",
    }
    fields.update(changes)
    actor = fields.pop("actor")
    return Device.register(make.device(**fields), actor)


def test_a_registered_device_holds_its_details_normalised() -> None:
    device = register()
    assert device.name == "Paper L2"
    assert device.kind == "toilet-paper"
    assert device.identifier == "id:6:A1B2C3D4E5F6"
    assert device.facility_id == "facility-1"
    assert device.kpi_parameters == {"refillAtPercent": 25.0}
    assert device.accessories == [{"name": "Bracket", "quantity": 2}]
    assert device.deleted is False
    assert device.modified_by == "admin"


def test_every_broken_rule_is_reported_at_once() -> None:
    with pytest.raises(ValidationFailed) as failed:
        register(
            name=" ",
            kind="kettle",
            identifier="id:6:ABC",
            landlord_id="",
            accessories=[{"name": "", "quantity": -1}],
            meter_adjustment=float("nan"),
        )
    assert messages_of(failed) == {
        "name": REQUIRED,
        "type": "Unknown device type",
        "deviceId": MAC_MESSAGE,
        "accessories[0].name": REQUIRED,
        "accessories[0].quantity": "Must be between 0 and 100000",
        "meterAdjustment": "Must be a number within ±10,000,000",
    }


@pytest.mark.parametrize(
    ("kpi", "field"),
    [
        ({"colour": 1}, "kpiParameters.colour"),
        ({"lowBatteryVoltage": 9}, "kpiParameters.lowBatteryVoltage"),
        ({"lowBatteryVoltage": True}, "kpiParameters.lowBatteryVoltage"),
        ({"lowBatteryVoltage": "3.3"}, "kpiParameters.lowBatteryVoltage"),
        ({"poorFeedbackRun": 3.5}, "kpiParameters.poorFeedbackRun"),
        ({"offlineAfterMinutes": 30}, "kpiParameters.offlineAfterMinutes"),  # retired
        ({"consumable": "soap"}, "kpiParameters.consumable"),
        ({"emptyDistanceMm": 25, "fullDistanceMm": 20}, "kpiParameters.fullDistanceMm"),
        ({"minTemperature": 30, "maxTemperature": 20}, "kpiParameters.maxTemperature"),
        ({"quietFromHour": 3, "quietToHour": 3}, "kpiParameters.quietToHour"),
    ],
)
def test_kpi_parameters_must_be_known_and_sane(kpi: dict[str, Any], field: str) -> None:
    with pytest.raises(ValidationFailed) as failed:
        register(kpi_parameters=kpi)
    assert field in messages_of(failed)


def test_kpi_overrides_fall_back_to_kind_and_table_defaults() -> None:
    device = register(kind="bin-full", kpi_parameters={"binFullPercent": 90})
    assert threshold(device.kind, device.kpi_parameters, "binFullPercent") == 90
    assert threshold(device.kind, device.kpi_parameters, "emptyDistanceMm") == 700
    assert threshold(device.kind, device.kpi_parameters, "lowBatteryVoltage") == 3.3
    assert device.kpi_parameters == {"binFullPercent": 90.0}


def test_whole_number_parameters_are_stored_as_integers() -> None:
    device = register(kpi_parameters={"poorFeedbackRun": 4.0})
    assert device.kpi_parameters == {"poorFeedbackRun": 4}
    assert isinstance(device.kpi_parameters["poorFeedbackRun"], int)


def test_editing_changes_the_details_and_keeps_the_placement() -> None:
    device = register()
    device.update_details(
        make.details(
            name="Towels",
            description=None,
            kind="manual-paper",
            identifier="uuid:3F2504E0-4F89-41D3-9A0C-0305E82C3301",
            landlord_id="landlord-2",
            accessories=[],
            meter_adjustment=0,
        ),
        "manager",
    )
    assert (device.name, device.kind) == ("Towels", "manual-paper")
    assert device.landlord_id == "landlord-2"
    assert device.identifier == "uuid:3f2504e0-4f89-41d3-9a0c-0305e82c3301"
    assert device.description == ""
    assert device.facility_id == "facility-1"
    assert device.modified_by == "manager"


def test_a_new_kind_must_still_fit_the_kpi_parameters() -> None:
    device = register(kpi_parameters={"consumable": "paper-towel"})
    with pytest.raises(ValidationFailed) as failed:
        device.update_details(
            make.details(
                name="Soap",
                description="",
                kind="soap-dispenser",
                identifier=device.identifier,
                landlord_id="landlord-1",
                accessories=[],
                meter_adjustment=0,
            ),
            "manager",
        )
    assert "kpiParameters.consumable" in messages_of(failed)
    assert device.kind == "toilet-paper"


def test_placing_and_unplacing() -> None:
    device = register(facility_id=None)
    device.place(facility_id="facility-9", actor="manager")
    assert device.facility_id == "facility-9"
    device.place(facility_id=None, actor="manager")
    assert device.facility_id is None


def test_setting_kpi_parameters_replaces_the_overrides() -> None:
    device = register()
    device.set_kpi_parameters(kpi_parameters={"lowBatteryVoltage": 3.0}, actor="manager")
    assert device.kpi_parameters == {"lowBatteryVoltage": 3.0}


def test_a_deleted_device_takes_no_more_commands() -> None:
    device = register()
    device.delete(actor="admin")
    assert device.deleted
    with pytest.raises(Conflict):
        device.place(facility_id="facility-2", actor="admin")
    with pytest.raises(Conflict):
        device.set_kpi_parameters(kpi_parameters={}, actor="admin")
    with pytest.raises(Conflict):
        device.delete(actor="admin")


def test_replaying_the_events_rebuilds_the_same_device() -> None:
    device = register()
    device.update_details(
        make.details(
            name="Paper",
            description="x",
            kind="toilet-paper",
            identifier="id:6:FFFFFFFFFFFF",
            landlord_id="landlord-1",
            accessories=[{"name": "Lock", "quantity": 0}],
            meter_adjustment=-12.5,
        ),
        "a",
    )
    device.place(facility_id="facility-3", actor="b")
    device.set_kpi_parameters(kpi_parameters={"refillAtPercent": 10}, actor="c")
    device.delete(actor="d")
    expected = dict(device.__dict__, _pending_events=[])
    assert replay(device).__dict__ == expected


@given(
    kpi=st.dictionaries(
        st.sampled_from(sorted(PARAMETERS)),
        st.one_of(st.integers(-200, 20000), st.floats(allow_nan=True), st.booleans(), st.text()),
        max_size=5,
    )
)
def test_any_kpi_input_is_either_stored_clean_or_refused(kpi: dict[str, Any]) -> None:
    try:
        device = register(kpi_parameters=kpi)
    except ValidationFailed as failed:
        refused = failed.violations
        assert refused
        return
    for key, value in device.kpi_parameters.items():
        spec = PARAMETERS[key]
        assert spec.low <= value <= spec.high
        assert type(value) is (int if spec.integer else float)


def test_the_identifier_index_refuses_a_second_device() -> None:
    first, second = uuid.uuid4(), uuid.uuid4()
    index = DeviceIdentifier(key="id:6:A1B2C3D4E5F6", owner_id=first)
    assert index.id == DeviceIdentifier.create_id("ID:6:A1B2C3D4E5F6")
    with pytest.raises(Conflict):
        index.claim(second)
    index.claim(first)  # the same device again is fine
    index.release()
    index.claim(second)
    assert index.owner_id == second


def test_the_eleven_device_types_have_stable_ids_and_titles() -> None:
    types = device_types()
    assert len(types) == 11 == len(DeviceKind)
    assert types[0] == {"id": "toilet-paper", "title": "Toilet paper level sensor"}
    assert {t["title"] for t in types} == set(DEVICE_KIND_TITLES.values())
    assert "feedback-panel" in {t["id"] for t in types}
