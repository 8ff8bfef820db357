"""The refill forecast through the API: a device's page shows when it runs out, and the list
due soon names those of the caller's estate, soonest first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from litestar.testing import TestClient

from demo.estate import DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from tests.e2e.conftest import answered, refusal, sign_in

KEY = {"X-Ingest-Key": DEMO_INGEST_KEY}
FORECASTS = "/api/forecasts"


def _device(client: TestClient[Any], headers: dict[str, str], kind: str) -> dict[str, Any]:
    """A device of the kind in the landlord's estate."""
    devices = client.get("/api/devices", headers=headers, params={"filter": f'type:"{kind}"'})
    return dict(answered(devices)["items"][0])


def _send(
    client: TestClient[Any], console: Console, device: dict[str, Any], ranges: list[tuple[int, int]]
) -> None:
    """Readings of `range` (mm) at hours before now, in the order given, then settled."""
    now = datetime.now(UTC).replace(microsecond=0)
    messages = [
        {
            "device": device["deviceId"],
            "time": (now - timedelta(hours=hours)).isoformat(),
            "seq": seq,
            "readings": {"range": distance},
        }
        for seq, (hours, distance) in enumerate(ranges, start=1)
    ]
    reply = client.post("/api/ingest/readings", headers=KEY, json={"messages": messages})
    assert reply.status_code == 200, reply.text
    assert reply.json()["accepted"] == len(messages)
    # Readings leave the settled version alone: wait for every follower of every log.
    assert console.followers.wait(30, applications=list(console.followers.logs))


def _forecast(client: TestClient[Any], headers: dict[str, str], device: dict[str, Any]) -> Any:
    """The device's forecast, as its page has it."""
    return answered(client.get(f"/api/devices/{device['id']}", headers=headers))["forecast"]


def _hours_from_now(moment: str) -> float:
    return (datetime.fromisoformat(moment) - datetime.now(UTC)).total_seconds() / 3600


def test_a_paper_roll_in_use_is_forecast_to_run_out_and_listed_when_due_soon(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str]
) -> None:
    paper = _device(client, as_landlord, "toilet-paper")
    assert _forecast(client, as_landlord, paper) is None  # no readings yet
    # Paper reads empty at 120 mm and full at 20 mm: low, refilled 5 h ago, then 5 % an hour
    # used. The late reading (sent last, measured 4 h ago) takes its place in time.
    _send(
        client,
        console,
        paper,
        [(8, 110), (7, 112), (6, 115), (5, 20), (3, 30), (2, 35), (1, 40), (0, 45), (4, 25)],
    )
    forecast = _forecast(client, as_landlord, paper)
    assert forecast["level"] == 75.0 and forecast["readings"] == 6
    assert forecast["ratePerHour"] == pytest.approx(-5.0)
    assert _hours_from_now(forecast["dueAt"]) == pytest.approx(15.0, abs=0.05)

    due = answered(client.get(FORECASTS, headers=as_landlord, params={"withinHours": 24}))
    listed = [item for item in due["items"] if item["deviceId"] == paper["id"]]
    assert listed == [
        {
            "deviceId": paper["id"],
            "deviceName": paper["name"],
            "facilityId": paper["facilityId"],
            "facilityName": paper["facilityName"],
            "buildingName": paper["buildingName"],
            "issueType": "paper-level-low",
            "level": 75.0,
            "dueAt": forecast["dueAt"],
        }
    ]
    # Not within the next 10 hours; and never in another landlord's list.
    soon = answered(client.get(FORECASTS, headers=as_landlord, params={"withinHours": 10}))
    assert paper["id"] not in {item["deviceId"] for item in soon["items"]}
    other = sign_in(client, "greenway@example.com")
    theirs = answered(client.get(FORECASTS, headers=other, params={"withinHours": 720}))
    assert paper["id"] not in {item["deviceId"] for item in theirs["items"]}


def test_a_filling_bin_is_listed_before_a_later_roll(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    landlord = sign_in(client, "landlord@example.com")
    paper = _device(client, landlord, "toilet-paper")
    bin_ = _device(client, landlord, "bin-full")
    # A bin reads empty at 700 mm and full at 100 mm: 10 % an hour, emptied 3 h ago.
    _send(client, console, bin_, [(4, 160), (3, 700), (2, 640), (1, 580), (0, 520)])
    _send(client, console, paper, [(2, 20), (1, 22), (0, 24)])  # 2 % an hour from 96 %
    items = answered(client.get(FORECASTS, headers=as_admin, params={"withinHours": 72}))["items"]
    order = [item["deviceId"] for item in items if item["deviceId"] in (paper["id"], bin_["id"])]
    assert order == [bin_["id"], paper["id"]]
    first = next(item for item in items if item["deviceId"] == bin_["id"])
    assert first["issueType"] == "bin-full" and first["level"] == 30.0
    assert _hours_from_now(first["dueAt"]) == pytest.approx(7.0, abs=0.05)
    assert [item["dueAt"] for item in items] == sorted(item["dueAt"] for item in items)


def test_a_device_of_another_kind_has_no_forecast(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    odour = _device(client, as_landlord, "odour")
    assert _forecast(client, as_landlord, odour) is None


@pytest.mark.parametrize("hours", ["0", "721", "-3", "soon"])
def test_how_far_ahead_is_bounded(
    client: TestClient[Any], as_admin: dict[str, str], hours: str
) -> None:
    reply = client.get(FORECASTS, headers=as_admin, params={"withinHours": hours})
    violations = refusal(reply)
    assert reply.json()["message"]
    assert [v["field"] for v in violations] == ["withinHours"]


def test_cleaners_read_no_list_due_soon(
    client: TestClient[Any], as_cleaner: dict[str, str]
) -> None:
    assert client.get(FORECASTS, headers=as_cleaner).status_code == 403
