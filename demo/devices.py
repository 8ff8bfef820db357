"""The demo estate's devices: a realistic washroom fit-out the simulator can address.

Every facility has a toilet paper sensor, a soap dispenser and a bin sensor; some also
have a wet floor, odour, people counter or feedback panel; each floor has a water meter
and each building a main water meter. Identifiers are MACs from a counter, in the order
of the estate (building name, floor, facility code), so they are the same on every seed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from application.devices import Devices
from application.organisation import Organisation
from demo.history import FITTED_BEFORE, RECORDS_APART, fortnight_start
from domain.building import Building
from domain.clock import events_at
from domain.commands.device import RegisterDevice
from domain.errors import NotFound
from domain.kinds import DeviceKind

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
    building_id: str | None = None


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


def _buildings(organisation: Organisation) -> list[Building]:
    """Every building of the estate, from the event store, by name."""
    found: list[Building] = []
    start = 1
    while True:
        events, last = organisation.read_log(start, 1000)
        if not events:
            break
        for event in events:
            if isinstance(event, Building.Registered):
                try:
                    found.append(organisation.get_building(event.originator_id))
                except NotFound:
                    continue  # deleted since
        start = last + 1
    return sorted(found, key=lambda b: (b.name, str(b.id)))


def plan_demo_devices(organisation: Organisation) -> list[DemoDevice]:
    """What the demo estate should have, in identifier order."""
    plan: list[DemoDevice] = []
    for building in _buildings(organisation):
        landlord_id = building.landlord_id
        for position, floor_id in enumerate(building.floor_ids):
            floor = organisation.get_floor(floor_id)
            facilities = sorted(
                map(organisation.get_facility, floor.facility_ids),
                key=lambda f: (f.code, str(f.id)),
            )
            for facility in facilities:
                kinds = [
                    DeviceKind.TOILET_PAPER,
                    DeviceKind.SOAP_DISPENSER,
                    DeviceKind.BIN_FULL,
                    *_extras(facility.type, position),
                ]
                plan.extend(
                    DemoDevice(
                        name=f"{_SHORT[kind]} {facility.code}",
                        kind=kind,
                        landlord_id=landlord_id,
                        facility_id=str(facility.id),
                        description=_DESCRIPTION[kind],
                        accessories=_ACCESSORIES.get(kind, []),
                    )
                    for kind in kinds
                )
            if facilities:
                plan.append(
                    DemoDevice(
                        name=f"Water {building.name} {floor.label}",
                        kind=DeviceKind.WATER_METER,
                        landlord_id=landlord_id,
                        # The floor's meter sits in its first washroom's riser.
                        facility_id=str(facilities[0].id),
                        description=f"Sub-meter of the washrooms on {floor.label}",
                    )
                )
        plan.append(
            DemoDevice(
                name=f"Main water {building.name}",
                kind=DeviceKind.MAIN_WATER_METER,
                landlord_id=landlord_id,
                facility_id=None,
                building_id=str(building.id),
                description="Utility meter at the building's water intake",
                # The utility's register read 1,250 L when the pulse sensor was fitted.
                meter_adjustment=1250.0,
            )
        )
    return plan


def seed_demo_devices(organisation: Organisation, devices: Devices, actor: str = ACTOR) -> int:
    """Registers the demo estate's devices once; answers how many were registered.

    Does nothing when any device was ever registered, so a restart or a second call
    changes nothing. They were fitted before the demo's fortnight (`domain.clock`).
    """
    if devices.recorder.max_notification_id():
        return 0
    planned = plan_demo_devices(organisation)
    # Fitted half a day before the demo's fortnight begins, a second apart.
    fitted = fortnight_start(datetime.now(UTC)) - FITTED_BEFORE
    with events_at(fitted, apart=RECORDS_APART):
        for n, device in enumerate(planned, start=1):
            command = RegisterDevice(
                name=device.name,
                description=device.description,
                kind=device.kind.value,
                identifier=demo_identifier(n),
                landlord_id=device.landlord_id,
                facility_id=device.facility_id,
                building_id=device.building_id,
                kpi_parameters=device.kpi_parameters,
                accessories=device.accessories,
                meter_adjustment=device.meter_adjustment,
            )
            devices.register_device(command, actor)
    return len(planned)
