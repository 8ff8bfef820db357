"""Device events stored before devices had a URI stay readable: a registration of version
3 and a change of details of version 1 load with no URI, the read table shows none, and a
URI given afterwards is kept."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator

import pytest
from eventsourcing.persistence import StoredEvent

from domain.commands.device import ChangeDevice
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from projections.queries.devices import device_row

LANDLORD = "0cd4e446-1f86-46ae-be6e-8cf4b3ffd3e3"
FACILITY = "2fee847f-3f15-4233-8af6-e1c098dd05ba"
DEVICE = str(uuid.UUID("be3cd861-9918-4f86-b325-0a274a710703"))
IDENTIFIER = "id:6:A1B2C3D4E503"


def _state(at: str, **fields: object) -> bytes:
    timestamp = {"_type_": "datetime_iso", "_data_": at}
    return json.dumps({"timestamp": timestamp, **fields}).encode()


def _details() -> dict[str, object]:
    return {
        "name": "Paper 3",
        "description": "by the door",
        "kind": "toilet-paper",
        "identifier": IDENTIFIER,
        "landlord_id": LANDLORD,
        "accessories": [],
        "meter_adjustment": 0.0,
        "actor": "fixture-actor",
    }


def _registered() -> StoredEvent:
    """A registration exactly as the console stored it before URIs (`class_version` 3)."""
    fields = {
        "originator_topic": "domain.device:Device",
        **_details(),
        "facility_id": FACILITY,
        "kpi_parameters": {"refillAtPercent": 10},
        "building_id": None,
        "reporting_interval_seconds": None,
        "class_version": 3,
    }
    return StoredEvent(
        originator_id=uuid.UUID(DEVICE),
        originator_version=1,
        topic="domain.device:Device.Registered",
        state=_state("2026-11-25T06:12:13.769005+00:00", **fields),
    )


def _details_updated() -> StoredEvent:
    """A change of details as stored before URIs (no `class_version`: version 1)."""
    return StoredEvent(
        originator_id=uuid.UUID(DEVICE),
        originator_version=2,
        topic="domain.device:Device.DetailsUpdated",
        state=_state("2026-11-25T06:12:14.000000+00:00", **{**_details(), "name": "Paper 3b"}),
    )


@pytest.fixture
def loaded(settings: Settings) -> Iterator[Console]:
    console = build_console(settings, follow=False)
    console.devices.recorder.insert_events([_registered(), _details_updated()])
    console.followers.run_once()
    yield console
    console.close()


def test_old_device_events_load_with_no_uri(loaded: Console) -> None:
    device = loaded.devices.get_device(DEVICE)
    assert device.name == "Paper 3b"
    assert device.uri is None
    assert device.version == 2
    row = device_row(loaded.store, DEVICE)
    assert row is not None
    assert row["name"] == "Paper 3b"
    assert row["uri"] is None


def test_a_uri_given_afterwards_is_kept(loaded: Console) -> None:
    change = ChangeDevice(
        device_id=DEVICE,
        name="Paper 3b",
        description="by the door",
        kind="toilet-paper",
        identifier=IDENTIFIER,
        landlord_id=LANDLORD,
        uri=" coap://10.1.2.3/paper ",
    )
    loaded.devices.update_device(change, "someone")
    loaded.followers.run_once()
    assert loaded.devices.get_device(DEVICE).uri == "coap://10.1.2.3/paper"
    row = device_row(loaded.store, DEVICE)
    assert row is not None and row["uri"] == "coap://10.1.2.3/paper"
