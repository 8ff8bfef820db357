"""CSV exports as a spreadsheet should open them: numbers stay numbers, text that would run
as a formula is escaped, times are the caller's, and the content type is said once."""

from __future__ import annotations

import csv
import io
from typing import Any

from litestar.testing import TestClient

from hygiene.bootstrap import Console


def _export(client: TestClient[Any], headers: dict[str, str], **params: Any) -> Any:
    reply = client.get("/api/devices/export", headers=headers, params={"sort": "name", **params})
    assert reply.status_code == 200, reply.text
    return reply


def test_numbers_formulas_and_times_in_a_device_export(
    client: TestClient[Any], as_landlord: dict[str, str], console: Console
) -> None:
    body = {"name": "=1+1", "type": "toilet-paper", "deviceId": "id:6:0000000000X1"}
    created = client.post("/api/devices", headers=as_landlord, json=body)
    assert created.status_code == 201, created.text
    device_id = created.json()["id"]
    with console.store.transaction() as tx:
        tx.execute(
            "INSERT INTO device_status (device_id, last_reading_at, rssi, battery_voltage,"
            " readings_count) VALUES (?, ?, ?, ?, ?)",
            (device_id, "2026-11-23T16:30:00.000000Z", -74.0, 3.61, 1),
        )

    reply = _export(client, as_landlord, search="=1+1", utcOffsetMinutes=480)
    assert reply.headers["content-type"].count("charset") == 1
    row = next(csv.DictReader(io.StringIO(reply.text)))
    assert row["name"] == "'=1+1"  # a formula, escaped
    assert row["rssi"] == "-74.0" and row["batteryVoltage"] == "3.61"  # numbers, not text
    assert row["lastUpdate"] == "2026-11-24T00:30:00+08:00"  # the caller's time
    assert row["createdAt"].endswith("+08:00")

    in_utc = next(csv.DictReader(io.StringIO(_export(client, as_landlord, search="=1+1").text)))
    assert in_utc["lastUpdate"] == "2026-11-23T16:30:00Z"


def test_an_offset_beyond_any_time_zone_is_refused(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    reply = client.get(
        "/api/devices/export", headers=as_landlord, params={"utcOffsetMinutes": 100000}
    )
    assert reply.status_code == 400
    assert reply.json()["message"]
