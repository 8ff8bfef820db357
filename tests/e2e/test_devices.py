"""Devices through the API: the register, its list with live state, roles and tenancy."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import uuid4

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from api.app import create_app
from demo.devices import seed_demo_devices
from demo.estate import seed_demo
from domain.identifiers import MAC_MESSAGE
from hygiene.bootstrap import Console
from tests.e2e.conftest import new_building, refusal, said
from tests.strategies import json_values as any_json


@pytest.fixture
def client(console: Console) -> Any:
    """The demo estate without its sensors: these tests count the devices they register."""
    seed_demo(console.organisation, console.accounts)
    console.settle(timeout=30)
    with TestClient(create_app(console)) as test_client:
        yield test_client


DUPLICATE = "This device ID is already registered"
FEW = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
MAC_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
mac_prefixes = st.sampled_from(["id:6:", "ID:6:", "Id:6:"])
valid_macs = st.builds(
    lambda p, b: p + b, mac_prefixes, st.text(MAC_CHARS, min_size=12, max_size=12)
)
valid_uuids = st.builds(
    lambda p, u, upper: p + (str(u).upper() if upper else str(u)),
    st.sampled_from(["uuid:", "UUID:"]),
    st.uuids(version=4),
    st.booleans(),
)
# (identifier, the message the form shows for it)
short_or_long_macs = st.builds(
    lambda b: ("id:6:" + b, MAC_MESSAGE),
    st.text(MAC_CHARS, max_size=30).filter(lambda b: len(b) != 12),
)
lowercase_macs = st.builds(
    lambda b: ("id:6:" + b, "Invalid format"),
    st.text("0123456789abcdefxyz", min_size=12, max_size=12).filter(
        lambda b: any(c.isalpha() for c in b)
    ),
)
not_v4_uuids = st.builds(
    lambda u: ("uuid:" + str(u), "Invalid format"), st.uuids().filter(lambda u: u.version != 4)
)
no_prefix = st.builds(lambda u: (str(u), "Invalid format"), st.uuids(version=4))
invalid_identifiers = st.one_of(short_or_long_macs, lowercase_macs, not_v4_uuids, no_prefix)


def _me(client: TestClient[Any], headers: dict[str, str]) -> dict[str, Any]:
    me: dict[str, Any] = client.get("/api/authn/me", headers=headers).json()
    return me


def _facility(client: TestClient[Any], headers: dict[str, str], search: str) -> dict[str, Any]:
    reply = client.get("/api/facilities", headers=headers, params={"search": search})
    facility: dict[str, Any] = reply.json()["items"][0]
    return facility


def _body(name: str, identifier: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "type": "toilet-paper", "deviceId": identifier, **extra}


def _register(
    client: TestClient[Any], headers: dict[str, str], body: dict[str, Any]
) -> dict[str, Any]:
    reply = client.post("/api/devices", headers=headers, json=body)
    assert reply.status_code == 201, reply.text
    device: dict[str, Any] = reply.json()
    return device


def _names(client: TestClient[Any], headers: dict[str, str], **params: Any) -> set[str]:
    reply = client.get("/api/devices", headers=headers, params={"pageSize": 500, **params})
    assert reply.status_code == 200, reply.text
    return {d["name"] for d in reply.json()["items"]}


def test_a_landlord_registers_edits_and_deletes_a_device(
    client: TestClient[Any], as_landlord: dict[str, str], console: Console
) -> None:
    facility = _facility(client, as_landlord, "Ladies Ground")
    device = _register(
        client,
        as_landlord,
        _body(
            "Paper L-G 1",
            "id:6:A1B2C3D4E5F6",
            facilityId=facility["id"],
            description="  By the basins ",
            accessories=[{"name": " Spare roll ", "quantity": 2}],
            kpiParameters={"emptyDistanceMm": 150},
        ),
    )
    assert device["landlordId"] == _me(client, as_landlord)["companyId"]
    assert device["landlordName"] == "Harbourfront Properties"
    assert (device["facilityName"], device["buildingId"]) == (
        "Ladies Ground",
        facility["buildingId"],
    )
    assert device["floorId"] == facility["floorId"] and device["floorLabel"] == "Ground"
    assert device["typeTitle"] == "Toilet paper level sensor"
    assert device["description"] == "By the basins"
    assert device["accessories"] == [{"name": "Spare roll", "quantity": 2}]
    assert device["kpiParameters"] == {"emptyDistanceMm": 150.0}
    assert (device["status"], device["health"], device["battery"]) == ("UNKNOWN", "warning", None)
    assert device["readings"]["waterMeter"] is None and device["lastUpdate"] is None

    path = f"/api/devices/{device['id']}"
    assert client.get(path, headers=as_landlord, params={"model": "full"}).json() == device
    assert _names(client, as_landlord, search="L-G 1") == {"Paper L-G 1"}
    assert _names(client, as_landlord, search="a1b2c3") == {"Paper L-G 1"}
    by_tree = [
        f'building:"{facility["buildingId"]}"',
        f'floor:"{facility["floorId"]}"',
        f'facility:"{facility["id"]}"',
        'type:"toilet-paper"',
        'status:"UNKNOWN"',
    ]
    assert _names(client, as_landlord, filter=by_tree) == {"Paper L-G 1"}
    assert _names(client, as_landlord, filter=['status:"ONLINE"']) == set()
    assert _names(client, as_landlord, filter=['type:"bin-full"'], search="L-G 1") == set()

    edit = {"name": "Paper L-G one", "deviceId": "id:6:0000000000AA", "version": 1}
    assert client.put(path, headers=as_landlord, json=edit).status_code == 204
    edited = client.get(path, headers=as_landlord).json()
    assert (edited["name"], edited["deviceId"], edited["version"]) == (
        "Paper L-G one",
        "id:6:0000000000AA",
        2,
    )
    assert edited["facilityId"] == facility["id"] and edited["kpiParameters"] == {
        "emptyDistanceMm": 150.0
    }
    stale = client.put(path, headers=as_landlord, json={"name": "Late", "version": 1})
    assert stale.status_code == 409
    assert client.get(path, headers=as_landlord).json()["name"] == "Paper L-G one"

    # The old identifier is free again; the new one is taken.
    assert console.devices.device_id_for("id:6:A1B2C3D4E5F6") is None
    assert str(console.devices.device_id_for("ID:6:0000000000AA")) == device["id"]
    again = _register(client, as_landlord, _body("Paper again", "id:6:A1B2C3D4E5F6"))
    assert again["facilityId"] is None

    unplace = client.put(path, headers=as_landlord, json={"facilityId": None, "type": "bin-full"})
    assert unplace.status_code == 204
    moved = client.get(path, headers=as_landlord).json()
    assert (moved["facilityId"], moved["type"], moved["buildingName"]) == (None, "bin-full", None)

    assert client.delete(path, headers=as_landlord).status_code == 204
    assert client.get(path, headers=as_landlord).status_code == 404
    assert client.delete(path, headers=as_landlord).status_code == 404
    assert console.devices.device_id_for("id:6:0000000000AA") is None


def test_a_duplicate_identifier_is_a_conflict_in_any_spelling(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    uuid_id = "uuid:6f1c2b3a-9d4e-4f5a-8b6c-7d8e9f0a1b2c"
    first = _register(client, as_landlord, _body("First", uuid_id.upper().replace("UUID", "uuid")))
    assert first["deviceId"] == uuid_id
    for headers, spelling in ((as_landlord, uuid_id.upper()), (as_admin, " " + uuid_id)):
        body = _body("Second", spelling, landlordId=first["landlordId"])
        reply = client.post("/api/devices", headers=headers, json=body)
        assert reply.status_code == 409, reply.text
        assert reply.json() == {
            "message": DUPLICATE,
            "code": "in-use",
            "params": {"what": "device-id"},
            "violations": [
                {"field": "deviceId", "message": DUPLICATE, "code": "not-unique", "params": {}}
            ],
        }
    other = _register(client, as_landlord, _body("Other", "id:6:ABCDEF123456"))
    taken = client.put(
        f"/api/devices/{other['id']}", headers=as_landlord, json={"deviceId": uuid_id}
    )
    assert refusal(taken, 409) == [{"field": "deviceId", "message": DUPLICATE}]
    assert _names(client, as_landlord, search="uuid:6f1c") == {"First"}


@pytest.fixture
def registered() -> set[str]:
    return set()


@FEW
@given(identifier=st.one_of(valid_macs, valid_uuids))
def test_valid_identifiers_are_registered_in_their_normal_spelling(
    client: TestClient[Any], as_landlord: dict[str, str], registered: set[str], identifier: str
) -> None:
    prefix, _, body = identifier.partition(":")
    normal = (
        "uuid:" + body.lower() if prefix.lower() == "uuid" else "id:6:" + identifier[len("id:6:") :]
    )
    reply = client.post("/api/devices", headers=as_landlord, json=_body("Prop", identifier))
    if normal in registered:
        assert reply.status_code == 409, reply.text
        return
    assert reply.status_code == 201, reply.text
    assert reply.json()["deviceId"] == normal
    registered.add(normal)


@FEW
@given(case=invalid_identifiers)
def test_invalid_identifiers_are_refused_with_the_forms_message(
    client: TestClient[Any], as_landlord: dict[str, str], case: tuple[str, str]
) -> None:
    identifier, message = case
    before = client.get("/api/devices", headers=as_landlord).json()["total"]
    reply = client.post("/api/devices", headers=as_landlord, json=_body("Bad", identifier))
    assert {"field": "deviceId", "message": message} in refusal(reply)
    assert client.get("/api/devices", headers=as_landlord).json()["total"] == before


def test_bad_input_is_a_400_naming_every_field(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    empty = client.post("/api/devices", headers=as_landlord, json={})
    assert {(v["field"], v["message"]) for v in refusal(empty)} == {
        ("name", "This field is required"),
        ("type", "Unknown device type"),
        ("deviceId", "This field is required"),
    }
    bad = client.post(
        "/api/devices",
        headers=as_landlord,
        json=_body(
            "X",
            "id:6:ABC",
            description="bell\x07",
            kpiParameters={"refillAtPercent": 150, "colour": 1},
            accessories=[{"name": "", "quantity": -1}],
            meterAdjustment=1e12,
        ),
    )
    assert {v["field"] for v in refusal(bad)} == {
        "deviceId",
        "description",
        "kpiParameters.refillAtPercent",
        "kpiParameters.colour",
        "accessories[0].name",
        "accessories[0].quantity",
        "meterAdjustment",
    }
    assert {"field": "deviceId", "message": MAC_MESSAGE} in said(bad.json()["violations"])
    unknown = client.post(
        "/api/devices", headers=as_landlord, json={**_body("X", "id:6:ABCDEF000001"), "uri": "x"}
    )
    assert unknown.status_code == 400 and unknown.json()["violations"][0]["field"] == "uri"
    no_landlord = client.post(
        "/api/devices", headers=as_admin, json=_body("X", "id:6:ABCDEF000002")
    )
    assert said(no_landlord.json()["violations"]) == [
        {"field": "landlordId", "message": "This field is required"}
    ]
    nul = client.post("/api/devices", headers=as_landlord, json=_body("X\x00", "id:6:ABCDEF000003"))
    assert nul.status_code == 400
    for params in ({"search": "a\x00"}, {"filter": 'device:"\x00"'}, {"filter": 'status:"LOST"'}):
        assert client.get("/api/devices", headers=as_landlord, params=params).status_code == 400
    for odd in ("not-an-id", "%00", "00000000-0000-4000-8000-000000000000"):
        assert client.get(f"/api/devices/{odd}", headers=as_landlord).status_code in (400, 404)
    assert client.get("/api/devices", headers=as_landlord).json()["total"] == 0


def test_references_must_be_a_landlord_and_its_facility(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    greenway = _facility(client, as_admin, "GR-Ground-M")
    mine = _facility(client, as_landlord, "HA-Ground-M")
    landlords = client.get("/api/companies/landlords", headers=as_admin).json()["items"]
    gwe = next(c["id"] for c in landlords if c["code"] == "GWE")
    hfp = next(c["id"] for c in landlords if c["code"] == "HFP")
    cleaning = client.get("/api/companies/cleaning-companies", headers=as_admin).json()["items"]

    def refused(headers: dict[str, str], **refs: Any) -> list[dict[str, str]]:
        reply = client.post(
            "/api/devices", headers=headers, json=_body("R", "id:6:0000000000R1", **refs)
        )
        assert reply.status_code == 400, reply.text
        return said(reply.json()["violations"])

    no_such = [{"field": "facilityId", "message": "No such facility"}]
    assert refused(as_landlord, facilityId=greenway["id"]) == no_such
    assert refused(as_landlord, facilityId="nonsense") == no_such
    assert refused(as_landlord, landlordId=gwe) == [
        {"field": "landlordId", "message": "Must be your own company"}
    ]
    assert refused(as_admin, landlordId=hfp, facilityId=greenway["id"]) == [
        {"field": "facilityId", "message": "Must be in a building of the landlord"}
    ]
    assert refused(as_admin, landlordId=cleaning[0]["id"]) == [
        {"field": "landlordId", "message": "Must be a landlord"}
    ]
    device = _register(
        client,
        as_admin,
        _body("Admin's", "id:6:0000000000R2", landlordId=hfp, facilityId=mine["id"]),
    )
    # Moving it to another landlord needs a facility of that landlord.
    path = f"/api/devices/{device['id']}"
    move = client.put(path, headers=as_admin, json={"landlordId": gwe})
    assert move.status_code == 400
    move = client.put(
        path, headers=as_admin, json={"landlordId": gwe, "facilityId": greenway["id"]}
    )
    assert move.status_code == 204
    assert client.get(path, headers=as_landlord).status_code == 404


def test_a_placed_device_belongs_to_the_landlord_of_its_facility(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    mine = _facility(client, as_landlord, "HA-Ground-M")
    greenway = _facility(client, as_admin, "GR-Ground-M")
    placed = _register(
        client, as_admin, _body("Placed by admin", "id:6:0000000000L1", facilityId=mine["id"])
    )
    assert placed["landlordId"] == _me(client, as_landlord)["companyId"]
    assert placed["facilityId"] == mine["id"] and placed["buildingId"] == mine["buildingId"]
    assert "Placed by admin" in _names(client, as_landlord)

    def refused(headers: dict[str, str], **refs: Any) -> list[dict[str, str]]:
        reply = client.post(
            "/api/devices", headers=headers, json=_body("L", "id:6:0000000000L2", **refs)
        )
        assert reply.status_code == 400, reply.text
        return said(reply.json()["violations"])

    # Unplaced, the admin names the landlord; an unknown facility names none.
    assert refused(as_admin) == [{"field": "landlordId", "message": "This field is required"}]
    nowhere = "00000000-0000-4000-8000-000000000000"
    no_such = [{"field": "facilityId", "message": "No such facility"}]
    assert refused(as_admin, facilityId=nowhere) == no_such
    assert refused(as_admin, facilityId="nonsense") == no_such
    # A landlord's manager places devices only in its own buildings.
    assert refused(as_landlord, facilityId=greenway["id"]) == no_such
    assert "L" not in _names(client, as_admin)


def test_roles_and_tenancy(
    client: TestClient[Any],
    as_admin: dict[str, str],
    as_landlord: dict[str, str],
    as_cc_manager: dict[str, str],
    as_cleaner: dict[str, str],
) -> None:
    landlords = client.get("/api/companies/landlords", headers=as_admin).json()["items"]
    gwe = next(c["id"] for c in landlords if c["code"] == "GWE")
    tower = _facility(client, as_landlord, "HA-Ground-F")
    plaza = _facility(client, as_admin, "GR-Ground-F")
    placed = _register(
        client, as_landlord, _body("Tower paper", "id:6:00000000T001", facilityId=tower["id"])
    )
    loose = _register(client, as_landlord, _body("Spare sensor", "id:6:00000000T002"))
    foreign = _register(
        client,
        as_admin,
        _body("Plaza paper", "id:6:00000000P001", landlordId=gwe, facilityId=plaza["id"]),
    )

    assert _names(client, as_admin) >= {"Tower paper", "Spare sensor", "Plaza paper"}
    assert _names(client, as_landlord) == {"Tower paper", "Spare sensor"}
    assert _names(client, as_cc_manager) == {"Tower paper"}  # SparkleClean covers the Tower
    assert client.get(f"/api/devices/{loose['id']}", headers=as_cc_manager).status_code == 404
    assert client.get(f"/api/devices/{placed['id']}", headers=as_cc_manager).status_code == 200

    foreign_path = f"/api/devices/{foreign['id']}"
    assert client.get(foreign_path, headers=as_landlord).status_code == 404
    assert client.put(foreign_path, headers=as_landlord, json={"name": "Mine"}).status_code == 404
    assert client.delete(foreign_path, headers=as_landlord).status_code == 404

    placed_path = f"/api/devices/{placed['id']}"
    assert client.put(placed_path, headers=as_cc_manager, json={"name": "x"}).status_code == 403
    assert client.delete(placed_path, headers=as_cc_manager).status_code == 403
    create = client.post(
        "/api/devices", headers=as_cc_manager, json=_body("x", "id:6:00000000C001")
    )
    assert create.status_code == 403
    assert client.get("/api/devices/types", headers=as_cc_manager).status_code == 200
    for path in ("/api/devices", "/api/devices/export", "/api/devices/types", placed_path):
        assert client.get(path, headers=as_cleaner).status_code == 403
    assert client.get("/api/devices").status_code == 401
    assert client.get(placed_path, headers=as_landlord).json()["name"] == "Tower paper"


def test_deleting_many_is_all_or_nothing(
    client: TestClient[Any], as_admin: dict[str, str], as_landlord: dict[str, str]
) -> None:
    landlords = client.get("/api/companies/landlords", headers=as_admin).json()["items"]
    gwe = next(c["id"] for c in landlords if c["code"] == "GWE")
    a = _register(client, as_landlord, _body("Many A", "id:6:0000000000M1"))
    b = _register(client, as_landlord, _body("Many B", "id:6:0000000000M2"))
    foreign = _register(client, as_admin, _body("Many C", "id:6:0000000000M3", landlordId=gwe))
    unknown = "5b0c3f9e-1d2a-4c4b-9e8f-7a6b5c4d3e2f"
    for ids in ([a["id"], unknown], [a["id"], foreign["id"]], [b["id"], "x"]):
        reply = client.delete("/api/devices", headers=as_landlord, params={"ids": ids})
        assert reply.status_code == 404, reply.text
        assert _names(client, as_landlord, search="Many") == {"Many A", "Many B"}
    assert client.delete("/api/devices", headers=as_landlord).status_code == 400
    both = client.delete("/api/devices", headers=as_landlord, params={"ids": [a["id"], b["id"]]})
    assert both.status_code == 204
    assert _names(client, as_landlord, search="Many") == set()
    assert _names(client, as_admin, search="Many") == {"Many C"}
    # Their identifiers can be registered again.
    _register(client, as_landlord, _body("Many A again", "id:6:0000000000M1"))


def test_export_and_types(client: TestClient[Any], as_landlord: dict[str, str]) -> None:
    _register(client, as_landlord, _body('=HYPERLINK("x")', "id:6:0000000000E1"))
    _register(client, as_landlord, _body("Plain", "id:6:0000000000E2", type="odour"))
    reply = client.get("/api/devices/export", headers=as_landlord, params={"sort": "name"})
    assert reply.status_code == 200
    assert reply.headers["content-type"].startswith("text/csv")
    assert reply.headers["content-disposition"] == 'attachment; filename="devices.csv"'
    rows = list(csv.DictReader(io.StringIO(reply.text)))
    assert [(r["name"], r["type"], r["deviceId"]) for r in rows] == [
        ('\'=HYPERLINK("x")', "Toilet paper level sensor", "id:6:0000000000E1"),
        ("Plain", "Odour sensor", "id:6:0000000000E2"),
    ]
    assert rows[0]["status"] == "UNKNOWN" and rows[0]["landlord"] == "Harbourfront Properties"
    only = client.get("/api/devices/export", headers=as_landlord, params={"filter": 'type:"odour"'})
    assert len(list(csv.DictReader(io.StringIO(only.text)))) == 1

    types = client.get("/api/devices/types", headers=as_landlord).json()
    assert len(types) == 11 and types[0] == {
        "id": "toilet-paper",
        "title": "Toilet paper level sensor",
    }
    assert {"id": "main-water-meter", "title": "Main water meter"} in types


def _reading(console: Console, device_id: str, at: datetime, **values: float) -> None:
    columns = ["device_id", "last_reading_at", "readings_count", *values]
    with console.store.transaction() as tx:
        tx.execute("DELETE FROM device_status WHERE device_id = ?", (device_id,))
        tx.execute(
            f"INSERT INTO device_status ({', '.join(columns)})"
            f" VALUES ({', '.join('?' for _ in columns)})",
            (device_id, at.isoformat().replace("+00:00", "Z"), 1, *values.values()),
        )


def test_live_state_comes_from_the_last_reading(
    client: TestClient[Any], as_landlord: dict[str, str], console: Console
) -> None:
    paper = _register(client, as_landlord, _body("Live paper", "id:6:0000000000L1"))
    meter = _register(
        client,
        as_landlord,
        _body("Live meter", "id:6:0000000000L2", type="water-meter", meterAdjustment=100),
    )
    quiet = _register(
        client,
        as_landlord,
        _body("Live quiet", "id:6:0000000000L3", reportingIntervalSeconds=200),
    )
    now = datetime.now(UTC)
    # Paper: empty at 120 mm, full at 20 mm by default; 70 mm is half full.
    _reading(console, paper["id"], now, battery_voltage=3.1, rssi=-70, range_mm=70)
    _reading(console, meter["id"], now - timedelta(hours=3), water_meter=1834.5, pulse_counter=2)
    _reading(console, quiet["id"], now - timedelta(minutes=30), battery_voltage=3.6, rssi=-120)

    live = client.get(f"/api/devices/{paper['id']}", headers=as_landlord).json()
    assert (live["status"], live["health"], live["battery"], live["signal"]) == (
        "ONLINE",
        "warning",
        "low",
        "good",
    )
    assert (live["level"], live["batteryVoltage"], live["rssi"]) == (50.0, 3.1, -70)
    assert live["lastUpdate"].startswith(now.strftime("%Y-%m-%dT%H:%M"))
    assert live["readings"]["range"] == 70

    offline = client.get(f"/api/devices/{meter['id']}", headers=as_landlord).json()
    assert (offline["status"], offline["health"], offline["level"]) == ("OFFLINE", "alert", None)
    assert offline["readings"]["waterMeter"] == 1934.5
    assert offline["readings"]["pulseCounter"] == 2

    # Its own interval, 200 s three times over, makes a 30-minute-old reading OFFLINE.
    own = client.get(f"/api/devices/{quiet['id']}", headers=as_landlord).json()
    assert (own["status"], own["signal"], own["health"]) == ("OFFLINE", "weak", "alert")

    assert _names(client, as_landlord, filter=['status:"ONLINE"'], search="Live") == {"Live paper"}
    assert _names(client, as_landlord, filter=['status:"offline"'], search="Live") == {
        "Live meter",
        "Live quiet",
    }
    both = ['status:"ONLINE"', 'status:"UNKNOWN"']
    assert _names(client, as_landlord, filter=both, search="Live") == {"Live paper"}
    listed = client.get(
        "/api/devices", headers=as_landlord, params={"sort": "-lastUpdate", "search": "Live"}
    ).json()["items"]
    assert [d["name"] for d in listed] == ["Live paper", "Live quiet", "Live meter"]


def test_the_demo_devices(
    client: TestClient[Any], as_landlord: dict[str, str], console: Console
) -> None:
    seeded = seed_demo_devices(console.organisation, console.devices)
    assert seed_demo_devices(console.organisation, console.devices) == 0
    console.settle()
    if seeded == 0:  # the demo seeding already fitted them out
        seeded = int(console.store.scalar("SELECT COUNT(*) FROM devices"))
    facilities = console.store.query("SELECT id FROM facilities")
    floors = console.store.query("SELECT id FROM floors")
    buildings = console.store.query("SELECT id FROM buildings")
    assert seeded >= 3 * len(facilities) + len(floors) + len(buildings)
    for facility in facilities:
        kinds = {
            r["kind"]
            for r in console.store.query(
                "SELECT kind FROM devices WHERE facility_id = ?", (facility["id"],)
            )
        }
        assert {"toilet-paper", "soap-dispenser", "bin-full"} <= kinds
    assert console.devices.device_id_for("id:6:DE3000000001") is not None
    mine = client.get("/api/devices", headers=as_landlord, params={"pageSize": 500}).json()
    assert {d["landlordName"] for d in mine["items"]} == {"Harbourfront Properties"}
    mains = client.get(
        "/api/devices", headers=as_landlord, params={"filter": 'type:"main-water-meter"'}
    ).json()["items"]
    assert len(mains) == 2 and all(d["meterAdjustment"] == 1250.0 for d in mains)


json_values = any_json()
device_like = st.fixed_dictionaries(
    {},
    optional={
        "name": st.text(max_size=30) | json_values,
        "type": st.sampled_from(["toilet-paper", "water-meter", "nope"]) | json_values,
        "deviceId": valid_macs | st.text(max_size=20) | json_values,
        "facilityId": st.text(max_size=40) | json_values,
        "landlordId": st.text(max_size=40) | json_values,
        "description": st.text(max_size=30) | json_values,
        "kpiParameters": st.dictionaries(
            st.sampled_from(["offlineAfterMinutes", "emptyDistanceMm", "consumable", "x"]),
            json_values,
            max_size=3,
        )
        | json_values,
        "accessories": st.lists(
            st.fixed_dictionaries({"name": json_values, "quantity": json_values}), max_size=2
        )
        | json_values,
        "meterAdjustment": json_values,
        "version": json_values,
    },
)


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=device_like, update=st.booleans())
def test_no_body_makes_a_500_and_a_refused_one_changes_nothing(
    client: TestClient[Any], as_landlord: dict[str, str], body: dict[str, Any], update: bool
) -> None:
    listed = client.get("/api/devices", headers=as_landlord, params={"search": "Fuzz target"})
    if listed.json()["total"] == 0:
        # An accepted edit may have renamed the last target: register a fresh one.
        _register(client, as_landlord, _body("Fuzz target", f"uuid:{uuid4()}"))
        listed = client.get("/api/devices", headers=as_landlord, params={"search": "Fuzz target"})
    target = listed.json()["items"][0]
    before = client.get("/api/devices", headers=as_landlord).json()["total"]
    if update:
        reply = client.put(f"/api/devices/{target['id']}", headers=as_landlord, json=body)
    else:
        reply = client.post("/api/devices", headers=as_landlord, json=body)
    assert reply.status_code < 500, reply.text
    if reply.status_code >= 400:
        payload = reply.json()
        assert isinstance(payload["message"], str) and payload["message"]
        assert isinstance(payload["code"], str) and payload["code"]
        assert all(set(v) == {"field", "message", "code", "params"} for v in payload["violations"])
        assert client.get("/api/devices", headers=as_landlord).json()["total"] == before
        after = client.get(f"/api/devices/{target['id']}", headers=as_landlord).json()
        assert after["version"] == target["version"]


def test_devices_and_staff_of_a_removed_facility_are_placed_nowhere(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    building = new_building(client, as_landlord, "Quay House", "1 Quay", "049321")
    floors_path = f"/api/buildings/{building['id']}/floors"
    floors = [{"label": "Ground", "floorNumber": 0}, {"label": "Level 1", "floorNumber": 1}]
    assert client.put(floors_path, headers=as_landlord, json=floors).status_code == 204
    ground, level1 = (f["id"] for f in client.get(floors_path, headers=as_landlord).json())

    def facility_on(floor_id: str, code: str) -> str:
        reply = client.post(
            f"/api/floors/{floor_id}/facilities",
            headers=as_landlord,
            json={"name": code, "code": code, "type": "female"},
        )
        assert reply.status_code == 201, reply.text
        return str(reply.json()["id"])

    gone, upstairs, stays = (
        facility_on(ground, "QH-1"),
        facility_on(level1, "QH-2"),
        facility_on(ground, "QH-3"),
    )
    devices = {
        facility: _register(
            client, as_landlord, _body(code, f"id:6:00000000Q00{n}", facilityId=facility)
        )["id"]
        for n, (facility, code) in enumerate([(gone, "A"), (upstairs, "B"), (stays, "C")])
    }

    cleaner = console.accounts.find_by_login_name("cleaner@example.com")
    assert cleaner is not None
    before = list(cleaner.facility_ids)
    console.accounts.assign_facilities(str(cleaner.id), [*before, gone, stays], "t")

    def assigned() -> list[str]:
        return [f for f in console.accounts.get_account(cleaner.id).facility_ids if f not in before]

    def placement(facility: str) -> str | None:
        device = client.get(f"/api/devices/{devices[facility]}", headers=as_landlord).json()
        return device["facilityId"]  # type: ignore[no-any-return]

    assert client.delete(f"/api/facilities/{gone}", headers=as_landlord).status_code == 204
    assert (placement(gone), placement(upstairs), placement(stays)) == (None, upstairs, stays)
    assert assigned() == [stays]

    # Dropping a floor removes its facilities, and takes their devices out.
    only_ground = [{"id": ground, "label": "Ground", "floorNumber": 0}]
    assert client.put(floors_path, headers=as_landlord, json=only_ground).status_code == 204
    assert (placement(upstairs), placement(stays)) == (None, stays)

    assert client.delete(f"/api/buildings/{building['id']}", headers=as_landlord).status_code == 204
    assert placement(stays) is None
    assert assigned() == []
    assert console.accounts.get_account(cleaner.id).facility_ids == before
    # Still registered, placed nowhere.
    assert _names(client, as_landlord, search="id:6:00000000Q") == {"A", "B", "C"}
