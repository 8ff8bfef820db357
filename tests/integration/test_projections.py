"""The read tables equal a replay of the event store, and each event is applied exactly once."""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from domain.commands.organisation import FloorSpec
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from projections.projectors.organisation import OrganisationProjection
from tests import commands as make
from tests.consoles import console_of_its_own
from tests.rebuilds import (
    assert_rebuilt_as_followed,
    note_outcomes,
    outcomes_of,
    slow_examples,
)

TABLES = [
    "companies",
    "buildings",
    "floors",
    "facilities",
    "projects",
    "accounts",
    "account_facilities",
]


def snapshot(console: Console) -> dict[str, list[dict[str, Any]]]:
    return {table: console.store.query(f"SELECT * FROM {table} ORDER BY 1, 2") for table in TABLES}


step = st.one_of(
    st.tuples(
        st.just("company"),
        st.sampled_from(["LANDLORD", "CLEANING_COMPANY"]),
        st.text(min_size=1, max_size=8),
    ),
    st.tuples(st.just("building"), st.integers(0, 5), st.text(min_size=1, max_size=8)),
    st.tuples(
        st.just("floors"),
        st.integers(0, 5),
        st.lists(st.integers(-2, 6), max_size=4, unique=True),
    ),
    st.tuples(
        st.just("facility"),
        st.integers(0, 5),
        st.sampled_from(["male", "female", "accessible"]),
    ),
    st.tuples(st.just("project"), st.integers(0, 5), st.integers(0, 5)),
    st.tuples(
        st.just("delete"),
        st.sampled_from(["company", "building", "project"]),
        st.integers(0, 5),
    ),
)
# Every script starts from a landlord with a building, never deleted, so the rest has
# something to act on and the tables compared are never empty.
FOUNDING: list[tuple[Any, ...]] = [("company", "LANDLORD", "Founder"), ("building", 0, "Head")]
commands = st.lists(step, max_size=23).map(lambda steps: [*FOUNDING, *steps])


def run(console: Console, script: list[tuple[Any, ...]]) -> Counter[str]:
    """Applies commands (`outcomes_of`); a step naming what does not exist yet is idle."""
    org = console.organisation
    made: dict[str, list[str]] = {"company": [], "building": [], "floor": [], "project": []}

    def pick(kind: str, index: int, spare: int = 0) -> str | None:
        """The index-th made of a kind (round), sparing the first `spare` of them."""
        candidates = made[kind][spare:]
        return candidates[index % len(candidates)] if candidates else None

    def apply(step: tuple[Any, ...]) -> bool:
        if step[0] == "company":
            made["company"].append(
                str(
                    org.register_company(
                        make.company(step[2], step[1], f"C{len(made['company'])}"), "t"
                    )
                )
            )
        elif step[0] == "building" and (landlord := pick("company", step[1])):
            made["building"].append(
                str(org.register_building(make.building(step[2], "addr", "123", landlord), "t"))
            )
        elif step[0] == "floors" and (building := pick("building", step[1])):
            ids = org.arrange_floors(
                make.floors(building, [FloorSpec(f"F{n}", n) for n in step[2]]), "t"
            )
            made["floor"].extend(str(i) for i in ids)
        elif step[0] == "facility" and (floor := pick("floor", step[1])):
            org.add_facility(make.facility(floor, "Toilet", "T1", step[2]), "t")
        elif step[0] == "project" and (building := pick("building", step[1])):
            company = pick("company", step[2])
            if not company:
                return False
            made["project"].append(
                str(org.start_project(make.project("P", building, company), "t"))
            )
        elif step[0] == "delete" and (target := pick(step[1], step[2], spare=1)):
            {
                "company": org.delete_company,
                "building": org.delete_building,
                "project": org.delete_project,
            }[step[1]](target, "t")
        else:
            return False
        return True

    return outcomes_of(script, apply)


# A dozen scripts are plenty beside the batch-split property of
# tests/integration/test_projection_batches.py.
@slow_examples(12)
@given(script=commands)
def test_rebuilding_gives_the_same_tables_as_following(
    settings: Settings, script: list[tuple[Any, ...]]
) -> None:
    with console_of_its_own(settings) as console:
        # The founders were made and kept: the tables compared hold rows.
        note_outcomes(run(console, script), len(FOUNDING), "command")
        followed = assert_rebuilt_as_followed(console, snapshot)
        assert followed["companies"] and followed["buildings"]


class Crash(Exception):
    pass


def test_a_crash_mid_batch_neither_loses_nor_repeats_events(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    landlord = str(console.organisation.register_company(make.company("L", "LANDLORD", "L1"), "t"))
    for n in range(30):
        console.organisation.register_building(make.building(f"B{n}", "addr", "1", landlord), "t")

    projection = next(p for p in console.projections if isinstance(p, OrganisationProjection))
    original = projection.handle
    seen = {"count": 0}

    def flaky(event: Any, tx: Any) -> None:
        seen["count"] += 1
        if seen["count"] == 17:
            raise Crash
        original(event, tx)

    projection.handle = flaky  # type: ignore[method-assign]
    console.followers.run_once()
    assert "Crash" in console.followers.errors()["organisation/organisation"]
    # The failed batch rolled back as a whole: no half-applied rows, no moved position.
    assert console.store.position("organisation", "organisation") == 0
    assert console.store.scalar("SELECT COUNT(*) FROM buildings") == 0
    console.close()

    restarted = build_console(settings, follow=False)
    restarted.followers.run_once()
    assert restarted.store.scalar("SELECT COUNT(*) FROM buildings") == 30
    assert restarted.store.scalar("SELECT COUNT(*) FROM companies") == 1
    # Running again finds nothing new and writes nothing twice.
    assert restarted.followers.run_once() == 0
    assert restarted.store.scalar("SELECT COUNT(*) FROM buildings") == 30
    restarted.close()


def test_the_projector_resumes_where_it_stopped(settings: Settings) -> None:
    console = build_console(settings, follow=False)
    landlord = str(console.organisation.register_company(make.company("L", "LANDLORD", "L1"), "t"))
    console.organisation.register_building(make.building("First", "addr", "1", landlord), "t")
    console.followers.run_once()
    position = console.store.position("organisation", "organisation")
    console.close()

    again = build_console(settings, follow=False)
    again.organisation.register_building(make.building("Second", "addr", "1", landlord), "t")
    # Only the new event is read, once by each follower of the organisation's log.
    followers = [f for f in again.followers.followers if "organisation" in f.upstream]
    assert again.followers.run_once() == len(followers)
    assert again.store.position("organisation", "organisation") == position + 1
    names = [r["name"] for r in again.store.query("SELECT name FROM buildings ORDER BY name")]
    assert names == ["First", "Second"]
    again.close()


def test_two_projector_processes_take_turns(settings: Settings) -> None:
    """Scaled-out projectors on one store apply every event once between them."""
    writer = build_console(settings, follow=False)
    landlord = str(writer.organisation.register_company(make.company("L", "LANDLORD", "L1"), "t"))
    for n in range(120):
        writer.organisation.register_building(make.building(f"B{n}", "addr", "1", landlord), "t")
    first = build_console(settings, follow=False)
    second = build_console(settings, follow=False)
    errors: list[BaseException] = []

    def follow(console: Console) -> None:
        try:
            console.followers.run_once()
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=follow, args=(c,)) for c in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert first.followers.errors() == second.followers.errors() == {}
    assert writer.store.scalar("SELECT COUNT(*) FROM buildings") == 120
    assert (
        writer.store.position("organisation", "organisation")
        == writer.organisation.recorder.max_notification_id()
    )
    for console in (writer, first, second):
        console.close()
