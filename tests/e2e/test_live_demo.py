"""The live demo on SQLite and PostgreSQL: `hygiene simulate --live` gives the staged
devices their short reporting intervals (leaving one someone set), stamps its rounds with
the present, and within minutes of its staged silences the quiet device counts OFFLINE as
silent and the basement gateway's devices as gateway-silent, each with its `device-offline`
issue, while every device still sending stays online."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from demo.estate import BASEMENT_GATEWAY, BASEMENT_KEY, DEMO_INGEST_KEY
from hygiene.bootstrap import Console
from hygiene.simulate import stage_live
from ingest.scenes import QUIET_INTERVAL_SECONDS, stage
from ingest.simulator import devices_of, simulate
from projections.queries.devices import device_identities
from tests.e2e.conftest import answered, sign_in
from tests.e2e.test_device_offline import _look, _offline_issues

ROUNDS = 6  # the quiet device stops after round 1, the basement gateway after round 2


def _sender(client: TestClient[Any], key: str) -> Any:
    def send(messages: list[dict[str, Any]]) -> dict[str, Any]:
        reply = client.post(
            "/api/ingest/readings", headers={"X-Ingest-Key": key}, json={"messages": messages}
        )
        assert reply.status_code == 200, reply.text
        answer: dict[str, Any] = reply.json()
        assert answer["rejected"] == 0, answer
        return answer

    return send


def _devices(client: TestClient[Any], admin: dict[str, str]) -> dict[str, dict[str, Any]]:
    items = answered(client.get("/api/devices", headers=admin, params={"pageSize": 500}))
    return {d["deviceId"]: d for d in items["items"]}


def test_a_live_run_shows_the_quiet_device_and_the_dead_gateway_offline_within_minutes(
    client: TestClient[Any], console: Console
) -> None:
    admin = sign_in(client, "admin@example.com")
    rows = device_identities(console.store)
    scenes = stage(devices_of(rows, seed=0, first_seq=0), ROUNDS)
    (quiet,) = scenes.quiet - scenes.basement
    basement = sorted(scenes.basement)
    # Someone set one basement device's interval: the live run leaves it.
    kept = basement[0]
    kept_id = _devices(client, admin)[kept]["id"]
    changed = client.put(
        f"/api/devices/{kept_id}", headers=admin, json={"reportingIntervalSeconds": 3600}
    )
    assert changed.status_code in (200, 204), changed.text
    assert console.settle(timeout=120)

    assert stage_live(console, rows, ROUNDS) == len(scenes.quiet | scenes.basement) - 1
    assert stage_live(console, rows, ROUNDS) == 0  # set once
    assert console.settle(timeout=120)
    shown = _devices(client, admin)
    assert shown[quiet]["reportingIntervalSeconds"] == QUIET_INTERVAL_SECONDS
    assert shown[kept]["reportingIntervalSeconds"] == 3600
    beyond = shown[basement[1]]["reportingIntervalSeconds"]
    # The basement devices' bound passes the gateway's ten minutes of silence, not by much.
    assert 600 < beyond * console.settings.offline_factor <= 660

    began = datetime.now(UTC)
    simulate(
        [{"identifier": r["identifier"], "kind": r["kind"]} for r in rows],
        _sender(client, DEMO_INGEST_KEY),
        rounds=ROUNDS,
        minutes=5,
        interval=0,
        basement=_sender(client, BASEMENT_KEY),
        basement_gateway=BASEMENT_GATEWAY,
        live=True,
    )
    assert console.settle(timeout=120)
    shown = _devices(client, admin)
    # Stamped with the present: every device is online, and its last reading is of this run.
    assert {d["connectionStatus"] for d in shown.values()} == {"ONLINE"}
    assert all(
        datetime.fromisoformat(d["lastUpdate"]) >= began - timedelta(seconds=1)
        for d in shown.values()
    ), [d["lastUpdate"] for d in shown.values()]

    # Four minutes on: only the quiet device is past its bound, and silent on its own.
    quiet_after = math.ceil(QUIET_INTERVAL_SECONDS * console.settings.offline_factor) + 60
    assert _look(console, timedelta(seconds=quiet_after)) == 1
    (issue,) = _offline_issues(console, shown[quiet]["id"])
    assert '"offlineReason": "silent"' in issue["reading"]

    # Eleven minutes on: the basement's devices follow, their gateway named as the reason.
    later = timedelta(seconds=math.ceil(beyond * console.settings.offline_factor) + 30)
    assert _look(console, later) == len(basement) - 1
    for identifier in basement[1:]:
        (issue,) = _offline_issues(console, shown[identifier]["id"])
        assert '"offlineReason": "gateway-silent"' in issue["reading"], issue["reading"]
    assert _offline_issues(console, kept_id) == []
