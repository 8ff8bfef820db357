"""Device events stored before reporting intervals stay readable: a registration of either
earlier version and a change of KPI parameters that held the retired
`offlineAfterMinutes` load without it, and the device takes its kind's interval."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator

import pytest
from eventsourcing.persistence import StoredEvent

from domain.thresholds import DEFAULT_REPORTING_INTERVAL_SECONDS
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from projections.queries.devices import device_row

LANDLORD = "0cd4e446-1f86-46ae-be6e-8cf4b3ffd3e3"
FACILITY = "2fee847f-3f15-4233-8af6-e1c098dd05ba"
BEFORE = str(uuid.UUID("be3cd861-9918-4f86-b325-0a274a710701"))  # version 1, Nov 2026
LATER = str(uuid.UUID("be3cd861-9918-4f86-b325-0a274a710702"))  # version 2, Jan 2027


def _state(at: str, **fields: object) -> bytes:
    timestamp = {"_type_": "datetime_iso", "_data_": at}
    return json.dumps({"timestamp": timestamp, **fields}).encode()


def _registered(device_id: str, identifier: str, version: int) -> StoredEvent:
    """A registration exactly as the console stored it then (`class_version` stored from 2)."""
    fields: dict[str, object] = {
        "originator_topic": "domain.device:Device",
        "name": "Paper 1",
        "description": "by the door",
        "kind": "toilet-paper",
        "identifier": identifier,
        "landlord_id": LANDLORD,
        "facility_id": FACILITY,
        "kpi_parameters": {"offlineAfterMinutes": 30, "refillAtPercent": 10},
        "accessories": [],
        "meter_adjustment": 0.0,
        "actor": "fixture-actor",
    }
    if version == 2:
        fields.update(building_id=None, class_version=2)
    return StoredEvent(
        originator_id=uuid.UUID(device_id),
        originator_version=1,
        topic="domain.device:Device.Registered",
        state=_state("2026-11-23T06:12:13.769005+00:00", **fields),
    )


def _kpi_set(device_id: str) -> StoredEvent:
    return StoredEvent(
        originator_id=uuid.UUID(device_id),
        originator_version=2,
        topic="domain.device:Device.KpiParametersSet",
        state=_state(
            "2026-11-23T06:12:14.000000+00:00",
            kpi_parameters={"offlineAfterMinutes": 60, "binFullPercent": 90},
            actor="fixture-actor",
        ),
    )


@pytest.fixture
def loaded(settings: Settings) -> Iterator[Console]:
    console = build_console(settings, follow=False)
    console.devices.recorder.insert_events(
        [
            _registered(BEFORE, "id:6:A1B2C3D4E501", 1),
            _kpi_set(BEFORE),
            _registered(LATER, "id:6:A1B2C3D4E502", 2),
        ]
    )
    console.followers.run_once()
    yield console
    console.close()


def test_old_device_events_load_without_the_retired_parameter(loaded: Console) -> None:
    before = loaded.devices.get_device(BEFORE)
    assert before.kpi_parameters == {"binFullPercent": 90}
    assert before.reporting_interval_seconds is None
    assert before.reporting_interval == DEFAULT_REPORTING_INTERVAL_SECONDS
    later = loaded.devices.get_device(LATER)
    assert later.kpi_parameters == {"refillAtPercent": 10}
    assert later.reporting_interval == DEFAULT_REPORTING_INTERVAL_SECONDS


def test_the_read_table_shows_them_so_and_a_new_interval_is_kept(loaded: Console) -> None:
    row = device_row(loaded.store, BEFORE)
    assert row is not None
    assert json.loads(row["kpi_parameters"]) == {"binFullPercent": 90}
    assert row["reporting_interval_seconds"] is None  # its kind's
    device = loaded.devices.get_device(LATER)
    device.set_reporting_interval(120, "someone")
    loaded.devices.save(device)
    loaded.followers.run_once()
    row = device_row(loaded.store, LATER)
    assert row is not None and row["reporting_interval_seconds"] == 120
    assert loaded.devices.get_device(LATER).reporting_interval == 120
