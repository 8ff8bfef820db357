"""The demo estate's floors come with a plan and a marker on each of their toilets."""

from __future__ import annotations

import json

from demo.estate import seed_demo
from domain.floor import PLAN_KINDS
from domain.images import image_problem
from hygiene.bootstrap import Console


def test_every_demo_floor_has_a_plan_with_its_toilets_marked(console: Console) -> None:
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    floors = console.store.query("SELECT id, floor_plan, markers FROM floors")
    assert floors
    for floor in floors:
        assert floor["floor_plan"] and image_problem(floor["floor_plan"], PLAN_KINDS) is None
        facilities = {
            r["id"]: r["type"]
            for r in console.store.query(
                "SELECT id, type FROM facilities WHERE floor_id = ?", (floor["id"],)
            )
        }
        markers = json.loads(floor["markers"])
        assert {m["facilityId"]: m["type"] for m in markers} == facilities
        assert all(0 <= m["x"] <= 1 and 0 <= m["y"] <= 1 for m in markers)


def test_every_demo_floor_is_numbered_as_its_label_says(console: Console) -> None:
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    floors = {
        (f["label"], f["floor_number"])
        for f in console.store.query("SELECT label, floor_number FROM floors")
    }
    # A basement lies below the ground floor; the levels count up from it.
    assert ("B1", -1) in floors and ("Ground", 0) in floors
    for label, number in floors:
        if label.startswith("Level "):
            assert number == int(label.removeprefix("Level ")), label
