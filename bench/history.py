"""A year of an estate's history, entered through the applications as the demo's fortnight is.

The demo estate grows by as many buildings as it takes to reach the devices asked for (each
with five floors of gents, ladies and accessible washrooms, cleaned by the demo's cleaning
company and supervised by its supervisor); every device then sends a year of the
simulator's messages through the intake, the rules raise and clear issues from them, and the
staff resolve what the system does not (`demo.history`).
"""

from __future__ import annotations

from demo.devices import seed_demo_devices
from demo.estate import seed_demo
from domain.commands.organisation import (
    AddFacility,
    ArrangeFloors,
    FloorSpec,
    RegisterBuilding,
    StartProject,
)
from hygiene.bootstrap import Console
from hygiene.cli import demo_history
from hygiene.progress import progress_bar

ACTOR = "bench"
FLOORS = ["Ground", "Level 1", "Level 2", "Level 3", "Level 4"]
#: Devices the demo's plan gives one of these buildings (five floors, three washrooms each).
DEVICES_PER_BUILDING = 71


def grow_estate(console: Console, devices: int) -> int:
    """Adds buildings to the demo estate until its plan has at least `devices` devices;
    answers how many buildings were added."""
    store = console.store
    landlord = store.scalar("SELECT id FROM companies WHERE code = 'HFP'")
    cleaners = store.scalar("SELECT id FROM companies WHERE code = 'SPK'")
    supervisor = store.scalar("SELECT id FROM accounts WHERE login_name = 'supervisor@example.com'")
    have = store.scalar("SELECT COUNT(*) FROM facilities") or 0
    wanted = max(0, -(-(devices - have * 4) // DEVICES_PER_BUILDING))
    facility_ids: list[str] = []
    for n in range(wanted):
        name = f"Bench Tower {n + 1:03d}"
        registered = RegisterBuilding(
            name=name, address=f"{n + 1} Bench Road", postal_code="018000", landlord_id=landlord
        )
        building = str(console.organisation.register_building(registered, ACTOR))
        specs = [FloorSpec(label, i) for i, label in enumerate(FLOORS)]
        floors = console.organisation.arrange_floors(
            ArrangeFloors(building_id=building, floors=specs), ACTOR
        )
        for floor_id, label in zip(floors, FLOORS, strict=True):
            for type_, word in (("male", "Gents"), ("female", "Ladies"), ("accessible", "Acc")):
                code = f"BT{n + 1:03d}-{label.replace(' ', '')}-{type_[0].upper()}"
                added = AddFacility(
                    floor_id=str(floor_id), name=f"{word} {label}", code=code, type=type_
                )
                facility_ids.append(str(console.organisation.add_facility(added, ACTOR)))
        project = StartProject(
            name=f"{name} cleaning", building_id=building, cleaning_company_id=cleaners
        )
        console.organisation.start_project(project, ACTOR)
    if facility_ids:
        console.settle(timeout=60)
        assigned = store.query(
            "SELECT facility_id FROM account_facilities WHERE account_id = ?", (supervisor,)
        )
        console.accounts.assign_facilities(
            supervisor, [r["facility_id"] for r in assigned] + facility_ids, ACTOR
        )
    return wanted


def seed_estate(console: Console, devices: int) -> int:
    """The demo estate grown to `devices` devices, registered; answers how many there are."""
    if seed_demo(console.organisation, console.accounts):
        console.settle(timeout=60)
        grow_estate(console, devices)
        seed_demo_devices(console.organisation, console.devices)
        console.settle(timeout=120)
    return int(console.store.scalar("SELECT COUNT(*) FROM devices") or 0)


def enter_history(console: Console, days: int, round_minutes: int) -> dict[str, int]:
    """Enters `days` days of every device's messages, a round every `round_minutes`, with
    a progress bar; answers the messages accepted and the staff's resolutions."""
    totals: dict[str, int] = {}
    with progress_bar("rounds") as advance:

        def progress(event: str, fields: dict[str, object]) -> None:
            if event == "demo.history.progress":
                advance("history", int(str(fields["round"])), int(str(fields["of"])))
            if event == "demo.history.done":
                totals.update({k: int(str(v)) for k, v in fields.items()})

        demo_history(console, days, round_minutes, progress).run()
    return totals
