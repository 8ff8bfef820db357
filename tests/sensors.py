"""Registering sensors for tests that feed them readings."""

from __future__ import annotations

from hygiene.bootstrap import Console
from tests import commands as make


def register_landlord(console: Console, code: str = "LL") -> str:
    return str(
        console.organisation.register_company(make.company("Landlord", "LANDLORD", code), "t")
    )


def register_sensor(
    console: Console,
    landlord: str,
    identifier: str,
    kind: str = "toilet-paper",
    facility_id: str | None = None,
) -> str:
    """Registers a sensor of the landlord, in the facility if one is named (else unplaced);
    answers its device id."""
    device_id = console.devices.register_device(
        make.device(
            name=f"Sensor {identifier}",
            description=None,
            kind=kind,
            identifier=identifier,
            landlord_id=landlord,
            facility_id=facility_id,
            kpi_parameters={},
            accessories=[],
            meter_adjustment=0.0,
        ),
        "t",
    )
    return str(device_id)
