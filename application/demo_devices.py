"""The demo estate's devices: a realistic washroom fit-out the simulator can address.

Every facility has a toilet paper sensor, a soap dispenser and a bin sensor; some also
have a wet floor, odour, people counter or feedback panel; each floor has a water meter
and each building a main water meter. Identifiers are MACs from a counter, in the order
of the estate (building name, floor, facility code), so they are the same on every seed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from application.devices import Devices
from application.organisation import Organisation
from domain.kinds import DeviceKind

if TYPE_CHECKING:  # the application layer reads the store it is given, never imports one
    from projections.store import ReadStore

ACTOR = "demo-seed"
#: Demo MACs are `id:6:` + this prefix + an 8-digit hexadecimal counter.
MAC_PREFIX = "DE30"


def demo_identifier(n: int) -> str:
    """The n-th demo device's identifier (from 1): `id:6:DE3000000001`, …"""
    return f"id:6:{MAC_PREFIX}{n:08X}"


@dataclass(frozen=True)
class DemoDevice:
    name: str
    kind: DeviceKind
    landlord_id: str
    facility_id: str | None
    description: str = ""
    accessories: list[dict[str, Any]] = field(default_factory=list)
    kpi_parameters: dict[str, Any] = field(default_factory=dict)
    meter_adjustment: float = 0.0


_SHORT = {
    DeviceKind.TOILET_PAPER: "Paper",
    DeviceKind.SOAP_DISPENSER: "Soap",
    DeviceKind.BIN_FULL: "Bin",
    DeviceKind.WET_FLOOR: "Wet floor",
    DeviceKind.ODOUR: "Odour",
    DeviceKind.PEOPLE_COUNTER: "Door counter",
    DeviceKind.FEEDBACK_PANEL: "Feedback",
    DeviceKind.TEMP_HUMIDITY: "Climate",
}
_DESCRIPTION = {
    DeviceKind.TOILET_PAPER: "Jumbo roll dispenser, ultrasonic level sensor",
    DeviceKind.SOAP_DISPENSER: "Wall-mounted foam soap dispenser",
    DeviceKind.BIN_FULL: "Sanitary bin, lid-mounted fill sensor",
    DeviceKind.WET_FLOOR: "Floor moisture probe by the basins",
    DeviceKind.ODOUR: "Ammonia and H2S sensor above the urinals",
    DeviceKind.PEOPLE_COUNTER: "Infrared beam over the entrance",
    DeviceKind.FEEDBACK_PANEL: "Five-button rating panel at the exit",
    DeviceKind.TEMP_HUMIDITY: "Temperature and humidity sensor",
}
_ACCESSORIES: dict[DeviceKind, list[dict[str, Any]]] = {
    DeviceKind.TOILET_PAPER: [{"name": "Spare jumbo roll", "quantity": 2}],
    DeviceKind.SOAP_DISPENSER: [{"name": "Foam soap refill 1 L", "quantity": 3}],
    DeviceKind.BIN_FULL: [{"name": "Bin liner", "quantity": 20}],
}


def _extras(facility_type: str, floor_position: int) -> list[DeviceKind]:
    """The sensors beyond the basic three: busier washrooms near the entrance get more."""
    extras: list[DeviceKind] = []
    if facility_type == "male":
        extras.append(DeviceKind.ODOUR)
    if facility_type in ("male", "female") and floor_position == 0:
        extras += [DeviceKind.PEOPLE_COUNTER, DeviceKind.FEEDBACK_PANEL]
    if facility_type == "accessible":
        extras.append(DeviceKind.WET_FLOOR)
    if facility_type == "female" and floor_position > 0:
        extras.append(DeviceKind.TEMP_HUMIDITY)
    return extras


def plan_demo_devices(organisation: Organisation, store: ReadStore) -> list[DemoDevice]:
    """What the demo estate in the read tables should have, in identifier order."""
    plan: list[DemoDevice] = []
    buildings = store.query("SELECT id, name, landlord_id FROM buildings ORDER BY name, id")
    for building in buildings:
        # The event store is the truth on who owns the building.
        landlord_id = organisation.get_building(building["id"]).landlord_id
        floors = store.query(
            "SELECT id, label FROM floors WHERE building_id = ? ORDER BY position, floor_number",
            (building["id"],),
        )
        for position, floor in enumerate(floors):
            facilities = store.query(
                "SELECT id, name, code, type FROM facilities WHERE floor_id = ? ORDER BY code, id",
                (floor["id"],),
            )
            for facility in facilities:
                kinds = [
                    DeviceKind.TOILET_PAPER,
                    DeviceKind.SOAP_DISPENSER,
                    DeviceKind.BIN_FULL,
                    *_extras(facility["type"], position),
                ]
                plan.extend(
                    DemoDevice(
                        name=f"{_SHORT[kind]} {facility['code']}",
                        kind=kind,
                        landlord_id=landlord_id,
                        facility_id=facility["id"],
                        description=_DESCRIPTION[kind],
                        accessories=_ACCESSORIES.get(kind, []),
                    )
                    for kind in kinds
                )
            if facilities:
                plan.append(
                    DemoDevice(
                        name=f"Water {building['name']} {floor['label']}",
                        kind=DeviceKind.WATER_METER,
                        landlord_id=landlord_id,
                        # The floor's meter sits in its first washroom's riser.
                        facility_id=facilities[0]["id"],
                        description=f"Sub-meter of the washrooms on {floor['label']}",
                    )
                )
        plan.append(
            DemoDevice(
                name=f"Main water {building['name']}",
                kind=DeviceKind.MAIN_WATER_METER,
                landlord_id=landlord_id,
                facility_id=None,
                description="Utility meter at the building's water intake",
                # The utility's register read 1,250 L when the pulse sensor was fitted.
                meter_adjustment=1250.0,
            )
        )
    return plan


def seed_demo_devices(
    organisation: Organisation, devices: Devices, store: ReadStore, actor: str = ACTOR
) -> int:
    """Registers the demo estate's devices once; answers how many were registered.

    Reads the estate from `store` (wait for the projections first). Does nothing when any
    device was ever registered, so a restart or a second call changes nothing.
    """
    if devices.recorder.max_notification_id():
        return 0
    count = 0
    for n, device in enumerate(plan_demo_devices(organisation, store), start=1):
        devices.register_device(
            name=device.name,
            description=device.description,
            kind=device.kind.value,
            identifier=demo_identifier(n),
            landlord_id=device.landlord_id,
            facility_id=device.facility_id,
            kpi_parameters=device.kpi_parameters,
            accessories=device.accessories,
            meter_adjustment=device.meter_adjustment,
            actor=actor,
        )
        count += 1
    return count
