"""Main water meters stand on their building: its rules know where, and removing the
building takes them off it."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from hygiene.bootstrap import Console
from tests.e2e.conftest import new_building


def test_removing_a_building_takes_its_main_meter_off_it(
    client: TestClient[Any], as_landlord: dict[str, str], console: Console
) -> None:
    building_id = new_building(client, as_landlord, "Meter House", "2 Pipe Lane", "049999")["id"]
    meter = client.post(
        "/api/devices",
        headers=as_landlord,
        json={
            "name": "Main meter MH",
            "type": "main-water-meter",
            "deviceId": "id:6:00000000MH01",
            "buildingId": building_id,
        },
    )
    assert meter.status_code == 201, meter.text
    device_id = meter.json()["id"]
    from projections.queries.ports import ReadTableEstate

    # The rules see the meter on its building.
    assert ReadTableEstate(console.store).placements([device_id])[device_id].building_id == (
        building_id
    )

    assert client.delete(f"/api/buildings/{building_id}", headers=as_landlord).status_code == 204
    assert console.settle(timeout=30)
    device = console.devices.get_device(device_id)
    assert (device.facility_id, device.building_id) == (None, None)
    listed = client.get(f"/api/devices/{device_id}", headers=as_landlord).json()
    assert listed.get("buildingId") is None


def test_the_cleaning_company_of_a_building_sees_its_main_meter(
    client: TestClient[Any],
    as_landlord: dict[str, str],
    as_cc_manager: dict[str, str],
) -> None:
    cleaned = client.get("/api/buildings", headers=as_cc_manager).json()["items"]
    assert cleaned, "the demo cleaning company cleans some of the landlord's buildings"
    meter = client.post(
        "/api/devices",
        headers=as_landlord,
        json={
            "name": "Main meter seen",
            "type": "main-water-meter",
            "deviceId": "id:6:00000000MH02",
            "buildingId": cleaned[0]["id"],
        },
    )
    assert meter.status_code == 201, meter.text
    listed = client.get(
        "/api/devices", headers=as_cc_manager, params={"search": "Main meter seen"}
    ).json()
    assert [d["id"] for d in listed["items"]] == [meter.json()["id"]]
