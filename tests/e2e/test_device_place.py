"""How a device is reached and where it is: the URI it is registered with, and the location
its latest reading with one gave."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from api.app import create_app
from demo.estate import seed_demo
from domain.device import MAX_URI_CHARS, NOT_A_URI
from hygiene.bootstrap import Console
from tests.e2e.conftest import created, refusal

KEY = {"X-Ingest-Key": "place-test-key"}
FEW = settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture
def client(console: Console) -> Iterator[TestClient[Any]]:
    """The demo estate without its sensors, and a gateway's key."""
    seed_demo(console.organisation, console.accounts)
    console.readings.issue_key("place-gateway", "test", key=KEY["X-Ingest-Key"])
    console.settle(timeout=30)
    with TestClient(create_app(console)) as test_client:
        yield test_client


def _register(
    client: TestClient[Any], headers: dict[str, str], identifier: str, **extra: Any
) -> dict[str, Any]:
    body = {"name": f"Paper {identifier}", "type": "toilet-paper", "deviceId": identifier}
    return created(client.post("/api/devices", headers=headers, json={**body, **extra}))


def _at(seconds_ago: int) -> str:
    return (datetime.now(UTC) - timedelta(seconds=seconds_ago)).isoformat()


def _send(client: TestClient[Any], console: Console, *messages: dict[str, Any]) -> None:
    """Sends readings and waits, with a deadline, until the read tables show them."""
    reply = client.post("/api/ingest/readings", headers=KEY, json={"messages": list(messages)})
    assert reply.status_code == 200 and reply.json()["accepted"] == len(messages), reply.text
    assert console.followers.wait(10, applications=list(console.followers.logs))
    console.store.refresh_version()


def _device(client: TestClient[Any], headers: dict[str, str], device_id: str) -> dict[str, Any]:
    reply = client.get(f"/api/devices/{device_id}", headers=headers)
    assert reply.status_code == 200, reply.text
    device: dict[str, Any] = reply.json()
    return device


def test_a_device_answers_the_uri_it_was_registered_with_and_changed_to(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    device = _register(client, as_landlord, "id:6:AA0000000001", uri=" coap://10.1.2.3/paper ")
    assert device["uri"] == "coap://10.1.2.3/paper"
    path = f"/api/devices/{device['id']}"
    assert _device(client, as_landlord, device["id"])["uri"] == "coap://10.1.2.3/paper"
    listed = client.get("/api/devices", headers=as_landlord, params={"search": "AA0000000001"})
    assert [d["uri"] for d in listed.json()["items"]] == ["coap://10.1.2.3/paper"]

    # Another change leaves it; a new one replaces it; null or blank clears it.
    assert client.put(path, headers=as_landlord, json={"name": "Renamed"}).status_code == 204
    assert _device(client, as_landlord, device["id"])["uri"] == "coap://10.1.2.3/paper"
    for uri in ("https://[2001:db8::7]:8443/d?x=1", None, "urn:dev:mac:0024befffe804ff1", ""):
        assert client.put(path, headers=as_landlord, json={"uri": uri}).status_code == 204
        assert _device(client, as_landlord, device["id"])["uri"] == (uri or None)
    unsaid = _register(client, as_landlord, "id:6:AA0000000002")
    assert unsaid["uri"] is None and unsaid["location"] is None


bad_uris = st.one_of(
    st.sampled_from(
        ["10.1.2.3/paper", "coap://10.1.2.3/a paper", "://x", "1http://x", "http:", "ftp:\x01"]
    ),
    st.text(st.characters(exclude_categories=["Cs"]), min_size=1, max_size=20).filter(
        lambda t: ":" not in t and t.strip()
    ),
    st.just("coap://x/" + "a" * MAX_URI_CHARS),
)


@FEW
@given(uri=bad_uris)
def test_a_bad_uri_is_a_400_naming_it_and_nothing_changes(
    client: TestClient[Any], as_landlord: dict[str, str], uri: str
) -> None:
    body = {"name": "Bad", "type": "toilet-paper", "deviceId": "id:6:AA0000000003", "uri": uri}
    violations = refusal(client.post("/api/devices", headers=as_landlord, json=body))
    assert [v["field"] for v in violations] == ["uri"]
    assert violations[0]["message"] in (NOT_A_URI, f"At most {MAX_URI_CHARS} characters")
    listed = client.get("/api/devices", headers=as_landlord, params={"search": "AA0000000003"})
    assert listed.json()["total"] == 0


def test_a_change_to_a_bad_uri_is_refused(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    device = _register(client, as_landlord, "id:6:AA0000000004", uri="coap://gw/4")
    path = f"/api/devices/{device['id']}"
    reply = client.put(path, headers=as_landlord, json={"uri": "not a uri"})
    assert refusal(reply) == [{"field": "uri", "message": NOT_A_URI}]
    assert _device(client, as_landlord, device["id"])["uri"] == "coap://gw/4"


def test_the_latest_location_shows_and_readings_without_one_keep_it(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    identifier = "id:6:AA0000000005"
    device = _register(client, as_landlord, identifier)
    _send(client, console, {"device": identifier, "time": _at(300), "seq": 1, "readings": {}})
    assert _device(client, as_landlord, device["id"])["location"] is None

    first = {"latitude": 1.29, "longitude": 103.85, "altitude": 15.0, "heading": 90, "speed": 1}
    second = {"latitude": 1.3, "longitude": 103.86}
    _send(
        client,
        console,
        {"device": identifier, "time": _at(200), "seq": 2, "readings": {"location": first}},
    )
    assert _device(client, as_landlord, device["id"])["location"] == {
        "latitude": 1.29,
        "longitude": 103.85,
        "altitude": 15.0,
        "heading": 90.0,
        "speed": 1.0,
    }
    # A later location is taken whole: what it leaves out is not an older one's.
    _send(
        client,
        console,
        {"device": identifier, "time": _at(100), "seq": 3, "readings": {"location": second}},
        {"device": identifier, "time": _at(50), "seq": 4, "readings": {"rssi": -70}},
    )
    # And one measured earlier, arriving late, hides nothing newer.
    _send(
        client,
        console,
        {"device": identifier, "time": _at(250), "seq": 5, "readings": {"location": first}},
    )
    shown = _device(client, as_landlord, device["id"])
    expected = {**second, "altitude": None, "heading": None, "speed": None}
    assert shown["location"] == expected
    assert shown["readings"] is not None and shown["lastUpdate"] is not None
    listed = client.get("/api/devices", headers=as_landlord, params={"search": identifier})
    assert [d["location"] for d in listed.json()["items"]] == [expected]
