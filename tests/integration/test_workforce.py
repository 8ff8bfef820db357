"""The workforce application over the read tables: its checks, the notices it leads to, and
read tables that equal a replay (property test)."""

from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from demo.estate import seed_demo
from demo.workforce import seed_demo_workforce
from domain.errors import Conflict, Forbidden, ValidationFailed
from hygiene.bootstrap import Console
from hygiene.settings import Settings
from tests.commands import assign, change, move, register, request
from tests.consoles import console_of_its_own
from tests.people import person
from tests.rebuilds import (
    assert_rebuilt_as_followed,
    note_outcomes,
    outcomes_of,
    slow_examples,
)

WORKFORCE_TABLES = [
    "schedules",
    "schedule_facilities",
    "leaves",
    "inventory",
    "inventory_movements",
]
TODAY = date(2026, 12, 15)


def notices(console: Console, recipient: str, type_: str) -> list[dict[str, Any]]:
    return console.store.query(
        "SELECT information, fields FROM notifications WHERE recipient_id = ? AND type = ?",
        (recipient, type_),
    )


def test_a_shift_needs_the_members_facilities_and_must_not_clash(estate: Console) -> None:
    cleaner = person(estate, "cleaner@example.com")
    mall = person(estate, "worker@example.com").facility_ids
    args = ["2026-12-01", "2026-12-31", "08:00", "16:00", ["MON", "TUE"]]
    with pytest.raises(ValidationFailed) as failed:
        estate.workforce.assign_schedule(
            assign(str(cleaner.id), *args, mall[:1], "REGULAR", None), "t"
        )
    assert [v.field for v in failed.value.violations] == ["facilityIds"]
    with pytest.raises(ValidationFailed) as failed:
        estate.workforce.assign_schedule(assign("nobody", *args, [], "REGULAR", None), "t")
    assert [v.field for v in failed.value.violations] == ["staffId"]

    first = estate.workforce.assign_schedule(
        assign(str(cleaner.id), *args, cleaner.facility_ids[:2], "REGULAR", None), "t"
    )
    assert estate.settle()
    with pytest.raises(Conflict):
        estate.workforce.assign_schedule(
            assign(
                str(cleaner.id),
                "2026-12-14",
                "2026-12-20",
                "15:00",
                "18:00",
                ["TUE"],
                [],
                "OVERTIME",
                None,
            ),
            "t",
        )
    # After the shift, or on another day: no clash. Editing a schedule never clashes with itself.
    estate.workforce.assign_schedule(
        assign(
            str(cleaner.id),
            "2026-12-14",
            "2026-12-20",
            "16:00",
            "18:00",
            ["TUE"],
            [],
            "OVERTIME",
            None,
        ),
        "t",
    )
    estate.workforce.change_schedule(
        change(str(first), *args[:3], "15:00", ["MON", "TUE"], [], "REGULAR", "shorter", version=1),
        "t",
    )
    with pytest.raises(Conflict):
        estate.workforce.change_schedule(
            change(str(first), *args, [], "REGULAR", None, version=1), "t"
        )


def test_a_decided_leave_is_told_to_its_applicant_once(estate: Console) -> None:
    cleaner = str(person(estate, "cleaner@example.com").id)
    supervisor = str(person(estate, "supervisor@example.com").id)
    leave = str(
        estate.workforce.request_leave(
            request(cleaner, "ANNUAL", "2026-12-21", "2026-12-23", None), cleaner
        )
    )
    assert estate.settle()
    with pytest.raises(Conflict):  # overlaps the pending one
        estate.workforce.request_leave(
            request(cleaner, "MC", "2026-12-23", "2026-12-23", None), cleaner
        )
    with pytest.raises(Forbidden):
        estate.workforce.set_leave_status(leave, "APPROVED", None, cleaner)
    estate.workforce.set_leave_status(leave, "APPROVED", "ok", supervisor)
    with pytest.raises(Conflict):
        estate.workforce.set_leave_status(leave, "REJECTED", None, supervisor)
    assert estate.settle()
    told = notices(estate, cleaner, "leave-decided")
    assert len(told) == 1 and '"status": "APPROVED"' in told[0]["fields"]
    row = estate.store.query_one("SELECT status, number_of_days FROM leaves WHERE id = ?", (leave,))
    assert row == {"status": "APPROVED", "number_of_days": 3.0}


def test_stock_reaching_its_level_is_told_to_the_supervisor(estate: Console) -> None:
    supervisor = person(estate, "supervisor@example.com")
    building = estate.organisation.get_facility(supervisor.facility_ids[0]).building_id
    company = supervisor.profile["company_id"]
    item = str(
        estate.workforce.register_item(
            register("Soap", 10, building, str(supervisor.id), None, company, 4), "t"
        )
    )
    with pytest.raises(Conflict):
        estate.workforce.move_stock(move(item, -11, "used"), "t")
    estate.workforce.move_stock(move(item, -5, "used"), "t")
    estate.workforce.move_stock(move(item, -1, "used"), "t")  # 10 → 5 → 4: reaches the level
    estate.workforce.move_stock(move(item, -1, "used"), "t")  # already below: no second notice
    assert estate.settle()
    told = notices(estate, str(supervisor.id), "low-stock")
    assert [n["information"] for n in told] == ["Soap is running low at Harbourfront Tower: 4 left"]
    with pytest.raises(ValidationFailed) as failed:
        estate.workforce.register_item(
            register("Soap", 1, "nowhere", "someone", None, company, None), "t"
        )
    assert {v.field for v in failed.value.violations} == {"buildingId", "supervisorId"}


def test_the_demo_workforce_is_seeded_once(estate: Console) -> None:
    assert seed_demo_workforce(estate.workforce, estate.accounts, estate.organisation, TODAY)
    assert not seed_demo_workforce(estate.workforce, estate.accounts, estate.organisation, TODAY)
    assert estate.settle()
    statuses = {r["status"] for r in estate.store.query("SELECT status FROM leaves")}
    assert statuses == {"PENDING", "APPROVED", "REJECTED", "WITHDRAWN"}
    buildings = estate.store.scalar("SELECT COUNT(DISTINCT building_id) FROM inventory")
    assert buildings == estate.store.scalar("SELECT COUNT(*) FROM buildings")


step = st.one_of(
    st.tuples(st.just("schedule"), st.integers(0, 6), st.integers(0, 20), st.integers(6, 20)),
    st.tuples(st.just("leave"), st.integers(0, 6), st.integers(0, 30), st.integers(1, 3)),
    st.tuples(st.just("decide"), st.integers(0, 9), st.sampled_from(["APPROVED", "REJECTED"])),
    st.tuples(st.just("stock"), st.integers(0, 9), st.integers(-8, 8)),
    st.tuples(st.just("delete"), st.sampled_from(["schedule", "leave", "item"]), st.integers(0, 9)),
)
# Every script starts with a stock count (the item is registered first, and never deleted),
# so the tables compared are never empty.
FOUNDING: list[tuple[Any, ...]] = [("stock", 0, 1)]
commands = st.lists(step, max_size=19).map(lambda script: [*FOUNDING, *script])


def snapshot(console: Console) -> dict[str, list[dict[str, Any]]]:
    return {t: console.store.query(f"SELECT * FROM {t} ORDER BY 1, 2") for t in WORKFORCE_TABLES}


class Script:
    """Runs the steps on the demo estate's people; counts what was done and what refused
    (conflicts, bad input: they change nothing)."""

    def __init__(self, estate: Console) -> None:
        self.estate = estate
        self.work = estate.workforce
        self.staff = [
            str(person(estate, login).id)
            for login in ("cleaner@example.com", "worker@example.com", "cleaner2@example.com")
        ]
        self.supervisor = person(estate, "supervisor@example.com")
        self.building = estate.organisation.get_facility(
            self.supervisor.facility_ids[0]
        ).building_id
        self.made: dict[str, list[str]] = {"schedule": [], "leave": [], "item": []}
        self.outcomes: Counter[str] = Counter()

    def run(self, script: list[tuple[Any, ...]]) -> None:
        self.outcomes = outcomes_of(script, self.settled_step)

    def settled_step(self, step: tuple[Any, ...]) -> bool:
        try:
            return self.step(step)
        finally:
            self.estate.settle()

    def step(self, step: tuple[Any, ...]) -> bool:
        """Applies one step; answers False when it named nothing there is yet."""
        work, made = self.work, self.made
        if step[0] == "schedule":
            schedule = work.assign_schedule(
                assign(
                    self.staff[step[1] % 3],
                    "2026-12-01",
                    "2026-12-31",
                    f"{step[2]:02d}:00",
                    f"{max(step[2] + 1, step[3]):02d}:00",
                    ["MON"],
                    [],
                    "REGULAR",
                    None,
                ),
                "t",
            )
            made["schedule"].append(str(schedule))
        elif step[0] == "leave":
            start = date(2026, 12, 1 + step[2] % 28).isoformat()
            leave = work.request_leave(
                request(self.staff[step[1] % 3], "MC", start, start, None), "t"
            )
            made["leave"].append(str(leave))
        elif step[0] == "decide" and made["leave"]:
            leave = made["leave"][step[1] % len(made["leave"])]
            work.set_leave_status(leave, step[2], None, str(self.supervisor.id))
        elif step[0] == "stock":
            if not made["item"]:
                item = work.register_item(
                    register(
                        "Roll",
                        5,
                        self.building,
                        str(self.supervisor.id),
                        None,
                        self.supervisor.profile["company_id"],
                        2,
                    ),
                    "t",
                )
                made["item"].append(str(item))
            work.move_stock(move(made["item"][step[1] % len(made["item"])], step[2] or 1, "x"), "t")
        elif step[0] == "delete" and (spared := made[step[1]][1 if step[1] == "item" else 0 :]):
            target = spared[step[2] % len(spared)]
            {
                "schedule": work.delete_schedule,
                "leave": work.delete_leave,
                "item": work.delete_item,
            }[step[1]](target, "t")
        else:
            return False
        return True


# Each example seeds the demo estate besides (2-4 s on PostgreSQL): ten scripts.
@slow_examples(10)
@given(script=commands)
def test_rebuilding_gives_the_same_workforce_tables_as_following(
    settings: Settings, script: list[tuple[Any, ...]]
) -> None:
    with console_of_its_own(settings) as estate:
        seed_demo(estate.organisation, estate.accounts)
        assert estate.settle(timeout=30)
        run = Script(estate)
        run.run(script)
        note_outcomes(run.outcomes, len(FOUNDING), "step")
        followed = assert_rebuilt_as_followed(estate, snapshot, ["workforce"])
        assert followed["inventory"] and followed["inventory_movements"]
