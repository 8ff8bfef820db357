"""Every date, time and number a call takes is bounded: read from the OpenAPI schema, every
read that takes one is driven with extreme values (years 1 and 9999, the day before the
calendar and the day after it, numbers beyond their stated bounds and beyond any column,
NaN, 1e309, empty text, an end before its start, offsets of ±10,000 minutes) as the admin
and as a supervisor, on SQLite and on PostgreSQL. No answer is a 500: each is 2xx, or 4xx
with the API's error body, and a 400 names the parameter. The values at the edges of the
calendar and of each stated bound, with the widest offsets, are taken.

The operations come from the schema, so a new call is driven without editing this test;
its path ids are the demo estate's. A few writes that take dates (schedules, leaves) and
numbers (stock, movements, issue type targets) are driven too, and change nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from hygiene.bootstrap import Console
from tests.e2e.conftest import sign_in
from tests.e2e.workforce_estate import seed_estate

FIRST, LAST = "2000-01-01", "2100-12-31"
BAD_DATES = ("0001-01-01", "9999-12-31", "1999-12-31", "2101-01-01", "2024-02-30", "31-12-2024")
BAD_MOMENTS = (
    "0001-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59-14:00",
    "1999-12-31T23:59:59Z",
    "2101-01-01T00:00:00Z",
)
IN_MOMENTS = ("2000-01-01T00:00:00+14:00", "2100-12-31T23:59:59-14:00")
# Bad for any parameter: not a number, not a date, beyond every column.
GARBAGE = ("NaN", "1e309", "-1e309", "", "1.5", "9223372036854775808", "-99999999999999999999")
EXTRA_NUMBERS = ("-10000", "10000", "-1", "0")
DATE_LIKE_NAME = re.compile(r"^(from|to|since|until|asOf|at|day)$|(Date|At|Day|Time)$")
REFUSING = {"out-of-range", "incorrect-date", "invalid", "invalid-format"}
ERROR_KEYS = {"message", "code", "params", "violations"}
VIOLATION_KEYS = {"field", "message", "code", "params"}


@pytest.fixture
def client(console: Console) -> Iterator[TestClient[Any]]:
    seed_estate(console, sensors=True)
    with TestClient(create_app(console)) as test_client:
        yield test_client


def _items(reply: Any) -> list[dict[str, Any]]:
    assert reply.status_code == 200, reply.text
    body = reply.json()
    return list(body["items"] if isinstance(body, dict) else body)


def _demo_ids(client: TestClient[Any], admin: dict[str, str], supervisor: dict[str, str]) -> Any:
    """A record of the demo estate for each path parameter, the supervisor's where it has
    one, so both callers get past the visibility checks to the parameters."""
    facility = _items(client.get("/api/facilities", headers=supervisor))[0]
    issue = client.post(
        "/api/issues", headers=supervisor, json={"facilityId": facility["id"], "issueType": "leak"}
    )
    assert issue.status_code == 201, issue.text
    return {
        "segment": "cleaners",
        "account_id": _items(client.get("/api/users/cleaners", headers=supervisor))[0]["id"],
        "company_id": _items(client.get("/api/companies", headers=admin))[0]["id"],
        "building_id": facility["buildingId"],
        "floor_id": facility["floorId"],
        "facility_id": facility["id"],
        "project_id": _items(client.get("/api/projects", headers=admin))[0]["id"],
        "device_id": _items(client.get("/api/devices", headers=admin))[0]["id"],
        "issue_id": issue.json()["id"],
        "kind": "issue",
        "object_id": issue.json()["id"],
        "schedule_id": _items(client.get("/api/schedules", headers=supervisor))[0]["id"],
        "leave_id": _items(client.get("/api/leaves", headers=supervisor))[0]["id"],
        "item_id": _items(client.get("/api/inventory", headers=admin))[0]["id"],
        "webhook_id": client.post(
            "/api/webhooks",
            headers=admin,
            json={"url": "http://127.0.0.1:9/", "kinds": ["device.offline"], "secret": "s" * 16},
        ).json()["id"],
    }


def _formats(schema: Mapping[str, Any]) -> set[str]:
    """The formats a parameter's schema states, its own or its alternatives' (a day, a
    moment on one, or empty)."""
    found = [schema.get("format"), *(m.get("format") for m in schema.get("oneOf", []))]
    return {str(f) for f in found if f}


def _kind(parameter: Mapping[str, Any]) -> str | None:
    """ "number", "date", "moment", or None for a parameter that is none of them; one named
    like a date is driven as one whether or not its schema says so."""
    schema = parameter.get("schema", {})
    types = {schema.get("type")} | {member.get("type") for member in schema.get("oneOf", [])}
    if types & {"integer", "number"}:
        return "number"
    formats = _formats(schema)
    if formats & {"date", "date-time"}:
        return "date" if "date" in formats else "moment"
    if DATE_LIKE_NAME.search(parameter["name"]):
        return "moment" if re.search(r"(As|At|Of|Time)$", parameter["name"]) else "date"
    return None


def _undeclared(parameter: Mapping[str, Any]) -> str | None:
    """What the schema leaves out of a driven parameter: its format, or its bounds."""
    schema = parameter.get("schema", {})
    if _kind(parameter) == "number":
        if schema.get("minimum") is None or schema.get("maximum") is None:
            return "state its bounds (minimum, maximum)"
    elif not _formats(schema) & {"date", "date-time"}:
        return "declare its format (date or date-time: api/periods.py, api/input.py)"
    return None


def _values(parameter: Mapping[str, Any], kind: str) -> list[tuple[str, bool | None]]:
    """(value, whether the server must refuse it: None when it may take it) for one
    parameter."""
    if kind == "date":
        return [*((v, True) for v in (*BAD_DATES, *GARBAGE)), (FIRST, False), (LAST, False)]
    if kind == "moment":
        bad = (*BAD_MOMENTS, *BAD_DATES, *GARBAGE)
        return [*((v, True) for v in bad), *((v, False) for v in IN_MOMENTS)]
    schema = parameter["schema"]
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is None or high is None:  # reported; still driven
        return [*((v, True) for v in GARBAGE), *((v, None) for v in EXTRA_NUMBERS)]
    low, high = int(low), int(high)
    numbers = [*EXTRA_NUMBERS, str(low - 1), str(high + 1), str(low), str(high)]
    return [(v, True) for v in GARBAGE] + [(v, not low <= int(v) <= high) for v in numbers]


def _combinations(names: set[str]) -> list[tuple[dict[str, str], bool]]:
    """Values that are wrong (or right) only together: an end before its start, the
    calendar's last day at the widest offsets."""
    cases: list[tuple[dict[str, str], bool]] = []
    if {"from", "to"} <= names:
        cases += [
            ({"from": "2024-02-01", "to": "2024-01-01"}, True),
            ({"from": "0001-01-01", "to": "9999-12-31"}, True),
            ({"from": "9999-12-31", "to": "0001-01-01"}, True),
        ]
        for offset in ("840", "-720") if "utcOffsetMinutes" in names else ("",):
            for day in (FIRST, LAST):
                pair = {"from": day, "to": day}
                cases.append(({**pair, "utcOffsetMinutes": offset} if offset else pair, False))
    return cases


def _problem(reply: Any, values: Mapping[str, str], refuse: bool | None) -> str | None:
    """What is wrong with an answer to `values`, if anything."""
    status, fields = reply.status_code, set(values)
    if status >= 500:
        return "a server error"
    if status < 400:
        # Empty text may stand for a parameter left out; nothing else bad may be taken.
        return "accepted" if refuse and any(values.values()) else None
    body = reply.json()
    if set(body) != ERROR_KEYS or any(set(v) != VIOLATION_KEYS for v in body["violations"]):
        return "not the API's error body"
    named = {v["field"] for v in body["violations"]}
    if status == 400 and refuse is not False and not named & fields:
        return f"a 400 that names {sorted(named)}"
    if status == 400 and refuse is False:
        refused = {v["field"] for v in body["violations"] if v["code"] in REFUSING} & fields
        return f"refused {sorted(refused)}" if refused else None
    return None


def _operations(schema: Mapping[str, Any]) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Each GET and its parameters that take a date, a time or a number."""
    for path, item in schema["paths"].items():
        operation = item.get("get")
        if operation is None:
            continue
        driven = [p for p in operation.get("parameters", []) if _kind(p) is not None]
        if driven:
            yield path, driven


def _url(path: str, ids: Mapping[str, str], overrides: Mapping[str, str]) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in overrides:
            return overrides[name]
        assert name in ids, f"{path}: name a demo record for {{{name}}} in _demo_ids"
        return ids[name]

    return re.sub(r"\{([^}:]+)(?::[^}]*)?\}", value, path)


def test_no_date_time_or_number_a_read_takes_makes_a_500(client: TestClient[Any]) -> None:
    admin = sign_in(client, "admin@example.com")
    supervisor = sign_in(client, "supervisor@example.com")
    ids = _demo_ids(client, admin, supervisor)
    schema = client.get("/api/schema/openapi.json").json()
    operations = list(_operations(schema))
    assert len(operations) >= 30, [path for path, _ in operations]

    wrong = [
        f"{path} {p['name']}: {undeclared}"
        for path, parameters in operations
        for p in parameters
        if (undeclared := _undeclared(p))
    ]
    named_by_admin: dict[str, int] = {path: 0 for path, _ in operations}
    calls = 0
    for path, parameters in operations:
        cases = [
            ({p["name"]: value}, refuse, p["in"])
            for p in parameters
            for value, refuse in _values(p, str(_kind(p)))
        ]
        names = {p["name"] for p in parameters if p["in"] == "query"}
        cases += [(values, refuse, "query") for values, refuse in _combinations(names)]
        for values, refuse, where in cases:
            url = _url(path, ids, values if where == "path" else {})
            query = values if where == "query" else {}
            for caller, headers in (("admin", admin), ("supervisor", supervisor)):
                reply = client.get(url, headers=headers, params=query)
                calls += 1
                problem = _problem(reply, values, refuse)
                if problem:
                    wrong.append(f"GET {url} {query} as {caller}: {problem}: {reply.text[:200]}")
                if caller == "admin" and reply.status_code == 400:
                    named_by_admin[path] += 1
    assert not wrong, f"{len(wrong)} of {calls} calls:\n" + "\n".join(wrong)
    # Each operation was reached, not only refused at its door.
    assert [path for path, count in named_by_admin.items() if not count] == []


def _refused(reply: Any, *fields: str) -> None:
    """A 400 with the API's error body naming each of `fields`."""
    assert reply.status_code == 400, reply.text
    body = reply.json()
    assert set(body) == ERROR_KEYS, body
    assert set(fields) <= {v["field"] for v in body["violations"]}, body


def _total(client: TestClient[Any], path: str, headers: dict[str, str]) -> int:
    return int(client.get(path, headers=headers).json()["total"])


BEYOND_THE_CALENDAR = [
    ("0001-01-01", "0001-01-31", ("startDate", "endDate")),
    ("9999-12-01", "9999-12-31", ("startDate", "endDate")),
    ("1999-12-31", "2000-01-31", ("startDate",)),
    ("2100-12-01", "2101-01-01", ("endDate",)),
]


def test_schedules_and_leaves_keep_to_the_calendar_to_its_last_day(
    client: TestClient[Any],
) -> None:
    admin = sign_in(client, "admin@example.com")
    supervisor = sign_in(client, "supervisor@example.com")
    cleaner = sign_in(client, "cleaner@example.com")
    me = client.get("/api/authn/me", headers=cleaner).json()["id"]
    facilities = _items(client.get(f"/api/users/cleaners/{me}/facilities", headers=admin))
    shift = {
        "staffId": me,
        "shiftStart": "06:00",
        "shiftEnd": "07:30",
        "weekdays": ["SAT"],
        "facilityIds": [facilities[0]["id"]],
        "type": "OVERTIME",
    }
    schedules = _total(client, "/api/schedules", supervisor)
    leaves = _total(client, "/api/leaves", cleaner)
    for start, end, fields in BEYOND_THE_CALENDAR:
        dates = {"startDate": start, "endDate": end}
        _refused(
            client.post("/api/schedules", headers=supervisor, json={**shift, **dates}), *fields
        )
        leave = {"type": "ANNUAL", **dates}
        _refused(client.post("/api/leaves", headers=cleaner, json=leave), *fields)
    assert _total(client, "/api/schedules", supervisor) == schedules
    assert _total(client, "/api/leaves", cleaner) == leaves

    # The calendar's last days are worked and taken off like any others.
    december = {"startDate": "2100-12-01", "endDate": "2100-12-31"}
    made = client.post("/api/schedules", headers=supervisor, json={**shift, **december})
    assert made.status_code == 201, made.text
    took = client.post(
        "/api/leaves",
        headers=cleaner,
        json={"type": "MC", "startDate": "2100-12-31", "endDate": "2100-12-31"},
    )
    assert took.status_code == 201, took.text
    days = {"from": "2100-12-01", "to": "2100-12-31"}
    worked = client.get("/api/schedules/calendar", headers=supervisor, params=days)
    assert [d["date"] for d in worked.json() if d["scheduleId"] == made.json()["id"]] == [
        "2100-12-04",
        "2100-12-11",
        "2100-12-18",
        "2100-12-25",
    ]
    off = client.get("/api/leaves/calendar", headers=cleaner, params=days).json()
    assert took.json()["id"] in {leave["leaveId"] for leave in off}

    # Moved beyond it, each is refused by name and stays as it was.
    schedule, leave = made.json(), took.json()
    beyond = {**shift, **december, "endDate": "2101-01-01", "version": schedule["version"]}
    _refused(
        client.put(f"/api/schedules/{schedule['id']}", headers=supervisor, json=beyond), "endDate"
    )
    later = {"type": "MC", "startDate": "9999-12-31", "endDate": "9999-12-31"}
    _refused(client.put(f"/api/leaves/{leave['id']}", headers=cleaner, json=later), "startDate")
    assert client.get(f"/api/schedules/{schedule['id']}", headers=supervisor).json() == schedule
    assert client.get(f"/api/leaves/{leave['id']}", headers=cleaner).json() == leave


BEYOND_ANY_COLUMN = 2**63


def test_stock_movements_and_targets_refuse_numbers_beyond_their_bounds(
    client: TestClient[Any],
) -> None:
    admin = sign_in(client, "admin@example.com")
    item = _items(client.get("/api/inventory", headers=admin))[0]
    count = _total(client, "/api/inventory", admin)
    new = {"itemName": "Mop heads", "quantity": 5, "buildingId": item["buildingId"]}
    for field, value in (
        ("quantity", -1),
        ("quantity", 1_000_000_001),
        ("quantity", BEYOND_ANY_COLUMN),
        ("quantity", 1.5),
        ("lowStockLevel", -5),
        ("lowStockLevel", -BEYOND_ANY_COLUMN - 1),
    ):
        _refused(client.post("/api/inventory", headers=admin, json={**new, field: value}), field)
    huge = b'{"itemName": "Mop heads", "quantity": 1e309, "buildingId": "%s"}' % (
        item["buildingId"].encode()
    )
    headers = {**admin, "Content-Type": "application/json"}
    _refused(client.post("/api/inventory", headers=headers, content=huge), "quantity")
    assert _total(client, "/api/inventory", admin) == count

    moves = f"/api/inventory/{item['id']}/movements"
    for change in (0, 1_000_000_000, 1_000_000_001, -1_000_000_001, BEYOND_ANY_COLUMN, 0.5):
        reply = client.post(moves, headers=admin, json={"change": change, "reason": "Count"})
        _refused(reply, "change")
    assert client.get(f"/api/inventory/{item['id']}", headers=admin).json() == item

    types = {t["id"]: t for t in client.get("/api/issues/types", headers=admin).json()}
    for minutes in (0, -1, 7 * 24 * 60 + 1, BEYOND_ANY_COLUMN, 1.5):
        body = {"targetMinutes": minutes, "autoResolve": True}
        _refused(client.put("/api/issues/types/leak", headers=admin, json=body), "targetMinutes")
    after = {t["id"]: t for t in client.get("/api/issues/types", headers=admin).json()}
    assert after == types
