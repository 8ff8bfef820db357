"""Read calls answered from memory while the read tables stand still, and never after.

A repeated call costs no query; each account gets its own answers; a write by this process
shows at once, and one by another process (a projector worker, a rebuild) as soon as the
watcher sees its tracking move.
"""

from __future__ import annotations

import time
from typing import Any
from uuid import uuid4

from litestar.testing import TestClient

from api import caching
from hygiene.bootstrap import Console
from projections.store import PostgresReadStore, ReadStore, SqliteReadStore


class _Counting:
    """Counts the queries the store answers."""

    def __init__(self, store: ReadStore) -> None:
        self.calls = 0
        self._query = store.query

    def __call__(self, sql: str, params: Any = ()) -> Any:
        self.calls += 1
        return self._query(sql, params)


def test_a_repeated_call_costs_no_query_and_a_write_shows_at_once(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], monkeypatch: Any
) -> None:
    first = client.get("/api/devices", headers=as_landlord)
    assert first.status_code == 200
    counting = _Counting(console.store)
    monkeypatch.setattr(console.store, "query", counting)
    again = client.get("/api/devices", headers=as_landlord)
    assert again.json() == first.json()
    assert counting.calls == 0, "the second call read the tables again"
    monkeypatch.undo()

    body = {"name": "Kept answers sensor", "type": "toilet-paper", "deviceId": f"uuid:{uuid4()}"}
    assert client.post("/api/devices", headers=as_landlord, json=body).status_code == 201
    listed = client.get("/api/devices", headers=as_landlord).json()
    assert listed["total"] == first.json()["total"] + 1


def test_every_account_gets_its_own_answer(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    mine = client.get("/api/dashboard/overview", headers=as_landlord).json()
    admins = client.get("/api/dashboard/overview", headers=as_admin).json()
    assert mine != admins  # the landlord sees its own buildings; the admin every company
    assert client.get("/api/dashboard/overview", headers=as_landlord).json() == mine


def _other_process_store(console: Console) -> ReadStore:
    store = console.store
    if isinstance(store, PostgresReadStore):
        return PostgresReadStore(store.url, store.schema, pool_size=1)
    assert isinstance(store, SqliteReadStore)
    return SqliteReadStore(store.path)


def test_another_process_write_shows_once_the_watcher_sees_it(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], monkeypatch: Any
) -> None:
    # The clock alone would renew the answer: an hour's tick leaves it to the watcher.
    monkeypatch.setattr(caching, "CLOCK_SECONDS", 3600)
    listed = client.get("/api/devices", headers=as_landlord, params={"pageSize": 500}).json()
    device_id = listed["items"][0]["id"]
    other = _other_process_store(console)
    try:
        # What a projector in another process does: its rows and its tracking, in one
        # commit (here a follower of its own, so this process's followers go on as they were).
        with other.transaction() as tx:
            tx.execute("UPDATE devices SET name = ? WHERE id = ?", ("Written elsewhere", device_id))
            other.track(tx, "elsewhere", "devices", 1)
    finally:
        other.close()
    deadline = time.monotonic() + 30
    while True:
        reply = client.get("/api/devices", headers=as_landlord, params={"pageSize": 500})
        items = reply.json()["items"]
        if any(d["name"] == "Written elsewhere" for d in items):
            break
        assert time.monotonic() < deadline, "another process's write never showed"
        time.sleep(0.05)


def test_a_refused_question_leaves_nobody_waiting(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    answers = client.app.stores.get(caching.STORE_NAME)
    assert isinstance(answers, caching.Answers)
    for _ in range(2):
        reply = client.get("/api/devices", headers=as_landlord, params={"sort": "nonsense"})
        assert reply.status_code == 400
        assert not answers._reading, "a refused call left its readers' waiters behind"
    assert client.get("/api/devices", headers=as_landlord).status_code == 200
    assert not answers._reading


def test_answers_that_read_no_sensor_table_hold_while_readings_arrive(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], monkeypatch: Any
) -> None:
    monkeypatch.setattr(caching, "CLOCK_SECONDS", 3600)
    issues = client.get("/api/dashboard/issues", headers=as_landlord).json()
    devices = client.get("/api/devices", headers=as_landlord, params={"pageSize": 500}).json()
    device_id = devices["items"][0]["id"]
    # What a batch of readings writes: a device's latest values, in a batch of the sensors' log.
    with console.store.transaction(sensors=True) as tx:
        tx.execute(
            "INSERT INTO device_status (device_id, rssi) VALUES (?, ?)"
            " ON CONFLICT (device_id) DO UPDATE SET rssi = excluded.rssi",
            (device_id, -42.0),
        )

    counting = _Counting(console.store)
    monkeypatch.setattr(console.store, "query", counting)
    assert client.get("/api/dashboard/issues", headers=as_landlord).json() == issues
    assert counting.calls == 0, "the issues dashboard was read again for a reading"
    again = client.get("/api/devices", headers=as_landlord, params={"pageSize": 500}).json()
    assert counting.calls > 0, "the device list kept an answer the reading changed"
    assert next(d for d in again["items"] if d["id"] == device_id)["rssi"] == -42.0

    # Anything else moves the settled version too: the dashboard is read again.
    with console.store.transaction() as tx:
        tx.execute("UPDATE issues SET updated_at = updated_at")
    before = counting.calls
    client.get("/api/dashboard/issues", headers=as_landlord)
    assert counting.calls > before


def test_a_batch_of_readings_or_of_nothing_to_show_leaves_the_settled_version(
    console: Console,
) -> None:
    store = console.store
    projection = next(p for p in console.projections if p.name == "issues")
    settled, version = store.settled_version, store.version
    position = projection.position("issues")
    assert projection.follow("issues", [], position + 1, position) == position + 1
    readings = next(p for p in console.projections if p.name == "readings")
    at = readings.position("readings")
    assert readings.follow("readings", [], at + 1, at) == at + 1
    assert store.version > version  # the tracking moved
    assert store.settled_version == settled


def test_a_dashboard_answer_holds_until_the_viewers_day_changes(
    client: TestClient[Any], console: Console, as_landlord: dict[str, str], monkeypatch: Any
) -> None:
    noon = 1_795_000_000 // 86_400 * 86_400 + 12 * 3600  # some day, 12:00 UTC
    now = {"seconds": float(noon)}
    monkeypatch.setattr(caching, "clock", lambda: now["seconds"])
    east = {"days": 7, "utcOffsetMinutes": 11 * 60 + 30}  # 23:30 there
    first = client.get("/api/dashboard/issues", headers=as_landlord, params=east).json()
    devices = client.get("/api/devices", headers=as_landlord).json()
    counting = _Counting(console.store)
    monkeypatch.setattr(console.store, "query", counting)

    now["seconds"] += 20 * 60  # many 30-second ticks later, 23:50 there
    assert client.get("/api/dashboard/issues", headers=as_landlord, params=east).json() == first
    assert counting.calls == 0, "a dated answer was read again within the viewer's day"
    assert client.get("/api/devices", headers=as_landlord).json() == devices
    assert counting.calls > 0, "the device list (minutes since heard) kept its answer"

    now["seconds"] += 20 * 60  # 00:10 there: a new day
    before = counting.calls
    client.get("/api/dashboard/issues", headers=as_landlord, params=east)
    assert counting.calls > before, "yesterday's dashboard was kept into the new day"


def test_another_process_batch_moves_the_settled_version_only_when_it_changed_something(
    console: Console,
) -> None:
    store = console.store
    other = _other_process_store(console)
    try:
        store.refresh_version()
        settled, version = store.settled_version, store.version
        position = other.position("elsewhere", "issues")
        # Another process's batch with nothing to show (the rules' watches): its tracking
        # moves, what settled answers read does not.
        with other.transaction() as tx:
            other.track(tx, "elsewhere", "issues", position + 1, changed=False)
        assert store.refresh_version() > version
        assert store.settled_version == settled, "a batch that wrote nothing moved it"
        # And one that wrote rows moves it.
        with other.transaction() as tx:
            other.track(tx, "elsewhere", "issues", position + 2)
        store.refresh_version()
        assert store.settled_version > settled
    finally:
        other.close()
