"""The demo estate: enough companies, buildings and people that every screen shows something."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from application.accounts import Accounts
from application.devices import Devices
from application.organisation import Organisation
from application.readings import Readings
from demo.devices import seed_demo_devices
from demo.history import (
    FITTED_BEFORE,
    RECORDS_APART,
    SET_UP_BEFORE,
    fortnight_start,
)
from demo.plans import markers_of, plan_of
from domain.clock import events_at
from domain.commands.account import RegisterAccount
from domain.commands.organisation import (
    AddFacility,
    ArrangeFloors,
    FloorSpec,
    RegisterBuilding,
    RegisterCompany,
    StartProject,
)

DEMO_PASSWORD = "demo-password"  # noqa: S105 - the documented password of the demo accounts
ACTOR = "demo-seed"

LANDLORDS = [
    (
        "Harbourfront Properties",
        "HFP",
        [
            ("Harbourfront Tower", "1 Harbour Road", "098632", ["Ground", "Level 1", "Level 2"]),
            ("Marina Mall", "8 Marina Walk", "018956", ["B1", "Level 1"]),
        ],
    ),
    (
        "Greenway Estates",
        "GWE",
        [
            ("Greenway Plaza", "22 Greenway Avenue", "569933", ["Ground", "Level 1"]),
        ],
    ),
]
CLEANING_COMPANIES = [("SparkleClean Services", "SPK"), ("FreshCare Facilities", "FCF")]
# Which cleaning company looks after which building.
PROJECTS = [
    ("Harbourfront Tower cleaning", "Harbourfront Tower", "SPK"),
    ("Marina Mall cleaning", "Marina Mall", "SPK"),
    ("Greenway Plaza cleaning", "Greenway Plaza", "FCF"),
]


def seed_demo(
    organisation: Organisation,
    accounts: Accounts,
    progress: Callable[[str], None] = lambda _: None,
) -> bool:
    """Seeds the demo estate once; answers False when it was already there.

    The estate was set up the day before the demo's fortnight begins, a second between its
    records (`domain.clock`), so that everything its history holds happens after its place
    existed.
    """
    if accounts.find_by_login_name("admin@example.com") is not None:
        return False
    set_up = fortnight_start(datetime.now(UTC)) - SET_UP_BEFORE
    with events_at(set_up, apart=RECORDS_APART):
        companies, facilities = _estate(organisation, progress)
        people = _accounts(accounts, companies)
        progress("accounts")
        _assign(accounts, people, facilities)
        progress("facility assignments")
    return True


def _estate(
    organisation: Organisation, progress: Callable[[str], None]
) -> tuple[dict[str, str], dict[str, list[str]]]:
    """The landlords' buildings, floors and washrooms, the cleaning companies and their
    projects; answers the companies by code and each building's facilities by its name."""
    companies: dict[str, str] = {}
    buildings: dict[str, str] = {}
    facilities: dict[str, list[str]] = {}
    for name, code, estate in LANDLORDS:
        landlord = RegisterCompany(name=name, type="LANDLORD", code=code)
        landlord_id = str(organisation.register_company(landlord, ACTOR))
        companies[code] = landlord_id
        for b_name, address, postal, floor_labels in estate:
            building = RegisterBuilding(
                name=b_name, address=address, postal_code=postal, landlord_id=landlord_id
            )
            building_id = str(organisation.register_building(building, ACTOR))
            buildings[b_name] = building_id
            facilities[b_name] = _floors(organisation, b_name, building_id, floor_labels)
        progress(f"landlord {name}")
    for name, code in CLEANING_COMPANIES:
        cleaners = RegisterCompany(name=name, type="CLEANING_COMPANY", code=code)
        companies[code] = str(organisation.register_company(cleaners, ACTOR))
    for p_name, b_name, cc_code in PROJECTS:
        project = StartProject(
            name=p_name, building_id=buildings[b_name], cleaning_company_id=companies[cc_code]
        )
        organisation.start_project(project, ACTOR)
    progress("projects")
    return companies, facilities


def floor_number(label: str) -> int:
    """The number a floor's label says: a basement (B1) below the ground (0), a level above."""
    if label.startswith("B") and label[1:].isdigit():
        return -int(label[1:])
    if label.startswith("Level "):
        return int(label.removeprefix("Level "))
    return 0


def _floors(
    organisation: Organisation, building: str, building_id: str, labels: list[str]
) -> list[str]:
    """A building's floors, each with gents, ladies and accessible washrooms on its plan;
    answers the facilities."""
    floors = [FloorSpec(label, floor_number(label)) for label in labels]
    floor_ids = organisation.arrange_floors(
        ArrangeFloors(building_id=building_id, floors=floors), ACTOR
    )
    facilities: list[str] = []
    for floor_id, label in zip(floor_ids, labels, strict=True):
        on_floor: dict[str, str] = {}
        for type_, word in (("male", "Gents"), ("female", "Ladies"), ("accessible", "Accessible")):
            code_ = f"{building[:2].upper()}-{label.replace(' ', '')}-{type_[0].upper()}"
            facility = AddFacility(
                floor_id=str(floor_id), name=f"{word} {label}", code=code_, type=type_
            )
            on_floor[type_] = str(organisation.add_facility(facility, ACTOR))
        facilities.extend(on_floor.values())
        organisation.upload_plan(str(floor_id), plan_of(building, label), ACTOR)
        organisation.place_markers(str(floor_id), markers_of(on_floor), ACTOR)
    return facilities


def _accounts(accounts: Accounts, companies: dict[str, str]) -> dict[str, str]:
    """The demo accounts (README.md); answers the ids of those assigned facilities."""
    _managers(accounts, companies)
    sparkle = _sparkle_team(accounts, companies["SPK"])
    return {**sparkle, **_freshcare_team(accounts, companies["FCF"])}


def _account(
    accounts: Accounts,
    kind: str,
    login: str,
    name: str,
    company: str | None,
    role: str | None = None,
    **extra: object,
) -> str:
    """Registers a demo account with the demo password; answers its id."""
    profile = {
        "email": login,
        "name": name,
        "company_id": company,
        "role": role or kind,
        **extra,
    }
    command = RegisterAccount(kind=kind, login_name=login, password=DEMO_PASSWORD, profile=profile)
    return str(accounts.register_account(command, ACTOR))


def _managers(accounts: Accounts, companies: dict[str, str]) -> None:
    """The administrator, and the landlords' and cleaning companies' managers."""
    _account(accounts, "admin", "admin@example.com", "Avery Admin", None)
    _account(
        accounts,
        "ll-manager",
        "landlord@example.com",
        "Lee Landlord",
        companies["HFP"],
        phone="+65 6123 4567",
    )
    _account(
        accounts,
        "ll-manager",
        "ll-admin@example.com",
        "Lin Harbour",
        companies["HFP"],
        role="ll-admin",
    )
    _account(accounts, "ll-manager", "greenway@example.com", "Gina Green", companies["GWE"])
    _account(accounts, "cc-manager", "cc-manager@example.com", "Casey Manager", companies["SPK"])
    _account(
        accounts,
        "cc-manager",
        "cc-admin@example.com",
        "Chris Sparkle",
        companies["SPK"],
        role="cc-admin",
    )
    _account(accounts, "cc-manager", "freshcare@example.com", "Frances Fresh", companies["FCF"])


def _sparkle_team(accounts: Accounts, company: str) -> dict[str, str]:
    """SparkleClean's supervisor, and the cleaners and the worker they supervise."""
    supervisor = _account(
        accounts,
        "supervisor",
        "supervisor@example.com",
        "Sam Supervisor",
        company,
        gender="female",
        join_date="2024-03-01",
        performance_rating=4.5,
    )
    people = {"supervisor": supervisor}
    people["cleaner"] = _account(
        accounts,
        "cleaner",
        "cleaner@example.com",
        "Charlie Cleaner",
        company,
        supervisor_id=supervisor,
        gender="male",
        join_date="2025-01-15",
        performance_rating=4.0,
        mobile_no="+65 9123 4567",
    )
    people["worker"] = _account(
        accounts,
        "worker",
        "worker@example.com",
        "Wren Worker",
        company,
        supervisor_id=supervisor,
        join_date="2025-06-01",
    )
    for n, name in ((2, "Devi Kumar"), (3, "Ming Tan")):
        people[f"cleaner{n}"] = _account(
            accounts, "cleaner", f"cleaner{n}@example.com", name, company, supervisor_id=supervisor
        )
    return people


def _freshcare_team(accounts: Accounts, company: str) -> dict[str, str]:
    """FreshCare's supervisor, and the cleaner they supervise."""
    supervisor = _account(accounts, "supervisor", "supervisor2@example.com", "Omar Haddad", company)
    _account(
        accounts, "cleaner", "cleaner4@example.com", "Rosa Lim", company, supervisor_id=supervisor
    )
    return {"supervisor2": supervisor}


def _assign(accounts: Accounts, people: dict[str, str], facilities: dict[str, list[str]]) -> None:
    """Who looks after which washrooms."""
    tower, mall = facilities["Harbourfront Tower"], facilities["Marina Mall"]
    accounts.assign_facilities(people["supervisor"], tower + mall, ACTOR)
    accounts.assign_facilities(people["cleaner"], tower[:6], ACTOR)
    accounts.assign_facilities(people["worker"], mall, ACTOR)
    accounts.assign_facilities(people["cleaner2"], tower[6:], ACTOR)
    accounts.assign_facilities(people["cleaner3"], mall, ACTOR)
    accounts.assign_facilities(people["supervisor2"], facilities["Greenway Plaza"], ACTOR)


DEMO_INGEST_KEY = "demo-ingest-key"
#: The live simulator's second gateway (`hygiene simulate`), which dies half way through.
BASEMENT_GATEWAY = "demo-basement-gateway"
BASEMENT_KEY = "demo-basement-key"


def seed_demo_sensors(organisation: Organisation, devices: Devices, readings: Readings) -> int:
    """The demo estate's devices and its gateway key, fitted before its fortnight."""
    created = seed_demo_devices(organisation, devices)
    # The basement gateway has a key of its own: the devices heard through it are
    # "gateway-silent" once it dies.
    for gateway, key in (("demo-gateway", DEMO_INGEST_KEY), (BASEMENT_GATEWAY, BASEMENT_KEY)):
        if readings.gateway_of_key(key) is None:
            with events_at(fortnight_start(datetime.now(UTC)) - FITTED_BEFORE):
                readings.issue_key(gateway, ACTOR, key=key)
    return created
