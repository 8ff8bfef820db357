"""CSV exports as a spreadsheet should open them: numbers stay numbers, text that would run
as a formula is escaped, times are the caller's, and the content type is said once."""

from __future__ import annotations

import csv
import io
from datetime import UTC, date, datetime, timedelta
from typing import Any

from litestar.testing import TestClient

from api.listing import csv_response
from demo.estate import DEMO_INGEST_KEY
from demo.workforce import seed_demo_workforce
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


# OWASP's characters that make a spreadsheet read a cell as a formula.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# The text people type into the estate that the exports show, by read table. Planted
# straight into the tables: the API refuses control characters in names now, but text
# stored under older rules stays readable, and an export shows whatever the table holds.
TYPED = {
    "companies": ("name",),
    "buildings": ("name", "address"),
    "floors": ("label",),
    "facilities": ("name",),
    "projects": ("name",),
    "accounts": ("name", "address", "country"),
    "devices": ("name",),
    "inventory": ("item_name",),
    "schedules": ("remarks",),
    "leaves": ("remarks",),
}
SEGMENTS = ("admins", "ll-managers", "cc-managers", "supervisors", "cleaners", "workers")


def _exports(client: TestClient[Any]) -> list[str]:
    """Every export the OpenAPI schema lists (its answer is text/csv), users per segment."""
    schema = client.get("/api/schema/openapi.json").json()
    paths = [
        path
        for path, item in schema["paths"].items()
        if "text/csv" in item.get("get", {}).get("responses", {}).get("200", {}).get("content", {})
    ]
    return [
        p.replace("{segment}", s) for p in paths for s in (SEGMENTS if "{segment}" in p else [p])
    ]


def _something_in_every_export(
    client: TestClient[Any], admin: dict[str, str], console: Console
) -> None:
    """An issue (resolved), a visitor's feedback and counted people, beside the seeded estate
    and workforce, so that no export is empty."""
    seed_demo_workforce(console.workforce, console.accounts, console.organisation, date.today())
    counter = console.store.query_one(
        "SELECT identifier, facility_id FROM devices WHERE kind = 'people-counter'"
        " AND facility_id IS NOT NULL ORDER BY identifier"
    )
    assert counter is not None
    facility = counter["facility_id"]
    issue = {"facilityId": facility, "issueType": "leak"}
    opened = client.post("/api/issues", headers=admin, json=issue)
    assert opened.status_code == 201
    # Resolved, so the KPI's exports have a row of each breakdown.
    resolved = {"issuesStatus": "RESOLVED"}
    path = f"/api/issues/{opened.json()['id']}/status"
    assert client.put(path, headers=admin, json=resolved).status_code == 204
    link = client.get(f"/api/facilities/{facility}/feedback-link", headers=admin).json()
    given = client.post(f"/api/public/visit/{link['token']}/feedback", json={"rating": 2})
    assert given.status_code == 201, given.text
    now = datetime.now(UTC)
    messages = [
        {
            "device": counter["identifier"],
            "time": (now - timedelta(minutes=10 - n)).isoformat(),
            "seq": n,
            "readings": {"peopleCounter": 5 + 4 * n},
        }
        for n in range(3)
    ]
    headers = {"X-Ingest-Key": DEMO_INGEST_KEY}
    taken = client.post("/api/ingest/readings", headers=headers, json={"messages": messages})
    assert taken.json()["accepted"] == 3, taken.text
    assert console.settle(timeout=30)


def test_every_export_escapes_text_that_starts_like_a_formula(
    client: TestClient[Any], as_admin: dict[str, str], console: Console
) -> None:
    _something_in_every_export(client, as_admin, console)
    exports = _exports(client)
    assert len(exports) >= 13 + len(SEGMENTS) - 1
    unescaped, unshown = [], []
    # Each round puts another character before every typed text: the first is the new one.
    for start in FORMULA_STARTS:
        with console.store.transaction() as tx:
            for table, columns in TYPED.items():
                for column in columns:
                    tx.execute(
                        f"UPDATE {table} SET {column} = ? || COALESCE({column}, '')", (start,)
                    )
        for path in exports:
            reply = client.get(path, headers=as_admin)
            assert reply.status_code == 200, (path, reply.text)
            cells = [
                cell for row in csv.reader(io.StringIO(reply.text, newline="")) for cell in row
            ]
            unescaped += [
                (path, c) for c in cells if c.startswith(FORMULA_STARTS) and not _number(c)
            ]
            if not any(cell.startswith("'" + start) for cell in cells):
                unshown.append((path, start))
    assert unescaped == []
    assert unshown == []  # every export showed the planted text, escaped


def _number(cell: str) -> bool:
    try:
        float(cell)
    except ValueError:
        return False
    return True


def test_the_csv_writer_keeps_numbers_and_escapes_text() -> None:
    reply = csv_response("x.csv", ["a", "b", "c", "d"], [[-5, "-5", -0.5, "@SUM(A1)"]])
    rows = list(csv.reader(io.StringIO(reply.content, newline="")))
    assert rows[1] == ["-5", "'-5", "-0.5", "'@SUM(A1)"]  # a stock change stays a number
