"""Schedules through the API: night shifts (the calendar, the clash rule, leave days) and
cleaners and workers scheduling themselves and no one else (docs/roles.md)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import as_each
from tests.e2e.workforce_estate import account_id, as_, client

__all__ = ["client"]

# Far past the demo's shifts and leaves (this month and next).
MONDAY = date(2030, 3, 4)
TUESDAY = MONDAY + timedelta(days=1)
SUNDAY = MONDAY + timedelta(days=6)


def _shift(
    staff_id: str | None, first: date, last: date, begins: str, ends: str, *days: str
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "startDate": first.isoformat(),
        "endDate": last.isoformat(),
        "shiftStart": begins,
        "shiftEnd": ends,
        "weekdays": list(days),
        "facilityIds": [],
        "type": "REGULAR",
    }
    return body if staff_id is None else {**body, "staffId": staff_id}


def _total(client: TestClient[Any]) -> int:
    admin = as_(client, "admin@example.com")
    return int(client.get("/api/schedules", headers=admin).json()["total"])


def _calendar(
    client: TestClient[Any], headers: dict[str, str], first: date, last: date, staff_id: str
) -> list[dict[str, Any]]:
    reply = client.get(
        "/api/schedules/calendar",
        headers=headers,
        params={"from": first.isoformat(), "to": last.isoformat(), "staffId": staff_id},
    )
    assert reply.status_code == 200, reply.text
    return list(reply.json())


def test_a_night_shift_ends_the_next_morning_and_clashes_only_there(
    client: TestClient[Any],
) -> None:
    supervisor, cleaner = as_each(client, "supervisor", "cleaner")
    cleaner_id = account_id(client, cleaner)
    nights = _shift(cleaner_id, MONDAY, SUNDAY, "22:00", "06:00", "MON")
    made = client.post("/api/schedules", headers=supervisor, json=nights)
    assert made.status_code == 201, made.text
    night_id = made.json()["id"]
    assert (made.json()["shiftStart"], made.json()["shiftEnd"]) == ("22:00", "06:00")

    # Tuesday's early shift meets Monday night's last hour; Tuesday's day shift does not.
    early = _shift(cleaner_id, TUESDAY, TUESDAY, "05:00", "09:00", "TUE")
    clash = client.post("/api/schedules", headers=supervisor, json=early)
    assert clash.status_code == 409, clash.text
    assert (clash.json()["code"], clash.json()["params"]) == (
        "schedule-clash",
        {"scheduleId": night_id},
    )
    later = _shift(cleaner_id, TUESDAY, TUESDAY, "07:00", "15:00", "TUE")
    assert client.post("/api/schedules", headers=supervisor, json=later).status_code == 201

    # The calendar says where each shift starts and ends, to the cleaner as to the supervisor.
    for headers in (supervisor, cleaner):
        week = _calendar(client, headers, MONDAY, SUNDAY, cleaner_id)
        assert [(d["date"], d["endDate"], d["shiftStart"], d["shiftEnd"]) for d in week] == [
            (MONDAY.isoformat(), TUESDAY.isoformat(), "22:00", "06:00"),
            (TUESDAY.isoformat(), TUESDAY.isoformat(), "07:00", "15:00"),
        ]
    # Asked from Tuesday, Monday's night is there: it runs into Tuesday.
    from_tuesday = _calendar(client, supervisor, TUESDAY, SUNDAY, cleaner_id)
    assert [d["date"] for d in from_tuesday] == [MONDAY.isoformat(), TUESDAY.isoformat()]

    # No length at all is no shift; nothing is made.
    before = _total(client)
    empty = client.post(
        "/api/schedules",
        headers=supervisor,
        json=_shift(cleaner_id, MONDAY, SUNDAY, "22:00", "22:00", "WED"),
    )
    assert empty.status_code == 400
    assert [(v["field"], v["code"]) for v in empty.json()["violations"]] == [
        ("shiftEnd", "shift-empty")
    ]
    assert _total(client) == before


def test_a_leave_day_covers_the_shifts_that_start_on_it(client: TestClient[Any]) -> None:
    """The night shift that starts the evening before a leave day is worked: only the
    shifts that start on the leave day are on leave."""
    supervisor, cleaner = as_each(client, "supervisor", "cleaner")
    cleaner_id = account_id(client, cleaner)
    nights = _shift(cleaner_id, MONDAY, SUNDAY, "22:00", "06:00", "MON", "TUE")
    assert client.post("/api/schedules", headers=supervisor, json=nights).status_code == 201
    asked = client.post(
        "/api/leaves",
        headers=cleaner,
        json={"type": "ANNUAL", "startDate": TUESDAY.isoformat(), "endDate": TUESDAY.isoformat()},
    )
    assert asked.status_code == 201, asked.text
    decided = client.put(
        f"/api/leaves/{asked.json()['id']}/status",
        headers=supervisor,
        json={"status": "APPROVED"},
    )
    assert decided.status_code == 204
    week = _calendar(client, cleaner, MONDAY, SUNDAY, cleaner_id)
    assert [(d["date"], d["onLeave"]) for d in week] == [
        (MONDAY.isoformat(), False),
        (TUESDAY.isoformat(), True),
    ]


def test_cleaners_and_workers_schedule_themselves_and_no_one_else(
    client: TestClient[Any],
) -> None:
    admin = as_(client, "admin@example.com")
    supervisor_id = account_id(client, as_(client, "supervisor@example.com"))
    someone_else = {
        "cleaner@example.com": account_id(client, as_(client, "cleaner2@example.com")),
        "worker@example.com": account_id(client, as_(client, "cleaner@example.com")),
    }
    rosa = account_id(client, as_(client, "cleaner4@example.com"))  # another company's
    for week, (login, other_id) in enumerate(someone_else.items()):
        staff = as_(client, login)
        own_id = account_id(client, staff)
        monday = MONDAY + timedelta(weeks=week)
        mine = client.post(
            "/api/schedules",
            headers=staff,
            json=_shift(own_id, monday, monday + timedelta(days=6), "22:00", "06:00", "SAT"),
        )
        assert mine.status_code == 201, mine.text
        assert (mine.json()["staffId"], mine.json()["assignedBy"]) == (own_id, own_id)
        # Left out, the member is the caller.
        left_out = client.post(
            "/api/schedules",
            headers=staff,
            json=_shift(None, monday, monday + timedelta(days=6), "10:00", "12:00", "SUN"),
        )
        assert left_out.status_code == 201, left_out.text
        assert left_out.json()["staffId"] == own_id
        path = f"/api/schedules/{mine.json()['id']}"
        assert client.get(path, headers=staff).json()["shiftEnd"] == "06:00"

        # Anyone else, in their company or not, a planner or not: 403, and nothing made.
        before = client.get("/api/schedules", headers=admin).json()["total"]
        for staff_id in (other_id, supervisor_id, rosa, "no-such-member"):
            refused = client.post(
                "/api/schedules",
                headers=staff,
                json=_shift(staff_id, monday, monday, "12:00", "14:00", "MON"),
            )
            assert refused.status_code == 403, (login, staff_id, refused.text)
            assert refused.json()["code"] == "access-denied"
        assert client.get("/api/schedules", headers=admin).json()["total"] == before

        # Their schedules' info is theirs to read; changes are the planners'.
        change = {**_shift(own_id, monday, monday, "21:00", "05:00", "SAT"), "version": 1}
        assert client.put(path, headers=staff, json=change).status_code == 403
        assert client.delete(path, headers=staff).status_code == 403
        assert client.get(path, headers=admin).json()["shiftStart"] == "22:00"
