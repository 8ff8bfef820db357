"""Commands: each refuses exactly the fields the field rules refuse, the aggregate refuses
what its command refuses with the same violations, and a valid command's fields are what the
aggregate's event stores (properties).

Each field is drawn good or broken on its own, with the field a broken value is refused on,
so what a command must refuse is known without asking the command."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api.inventory.schemas import InventoryBody
from api.leaves.schemas import LeaveBody
from api.schedules.schemas import ScheduleBody
from domain.commands.inventory import MoveStock, RegisterItem
from domain.commands.leave import DecideLeave, RequestLeave
from domain.commands.schedule import AssignSchedule
from domain.inventory import MAX_QUANTITY, InventoryItem
from domain.leave import HALF_DAYS, Leave, LeaveType
from domain.schedule import WEEKDAYS, Schedule, ScheduleType
from tests.aggregates import created_event, made_unless_refused, refused_on, stored

ACTOR = "manager-1"
#: (fields, the fields they are refused on)
Drawn = tuple[dict[str, Any], set[str]]

days = st.dates(min_value=date(2026, 1, 1), max_value=date(2027, 12, 31))
names = st.text(st.characters(min_codepoint=65, max_codepoint=122), min_size=1, max_size=20)
#: Text a `require_text` field refuses: blank, too long, or with a control character.
BAD_TEXT = [" ", "", "x" * 201, "a\x01b"]
#: Good text, with the spaces the aggregate trims and the event keeps.
texts = st.builds(lambda pad, word: f"{pad}{word}{pad}", st.sampled_from(["", " "]), names)
remarks = st.one_of(
    st.just(({"remarks": "x" * 1001}, {"remarks"})),
    st.builds(lambda text: ({"remarks": text}, set()), st.none() | st.text(max_size=40)),
)


def merged(*parts: Drawn) -> Drawn:
    fields: dict[str, Any] = {}
    refused: set[str] = set()
    for part, broken in parts:
        fields.update(part)
        refused |= broken
    return fields, refused


@st.composite
def dates(draw: st.DrawFn, *, one_day: bool = False) -> Drawn:
    start = draw(days)
    end = start if one_day else start + timedelta(days=draw(st.integers(0, 60)))
    good = {"start_date": start.isoformat(), "end_date": end.isoformat()}
    before = (start - timedelta(days=1)).isoformat()
    return draw(
        st.sampled_from(
            [
                (good, set()),
                ({**good, "start_date": ""}, {"startDate"}),
                ({**good, "end_date": before}, {"endDate"}),
                ({**good, "start_date": "2026-02-30"}, {"startDate"}),
            ]
        )
    )


@st.composite
def shifts(draw: st.DrawFn) -> Drawn:
    begins, ends = draw(st.lists(st.integers(0, 23 * 60 + 59), min_size=2, max_size=2, unique=True))
    good = {"shift_start": f"{begins // 60:02d}:{begins % 60:02d}"}
    good["shift_end"] = f"{ends // 60:02d}:{ends % 60:02d}"
    return draw(
        st.sampled_from(
            [
                (good, set()),
                ({**good, "shift_start": "8am"}, {"shiftStart"}),
                ({**good, "shift_end": "24:00"}, {"shiftEnd"}),
                ({**good, "shift_end": good["shift_start"]}, {"shiftEnd"}),
            ]
        )
    )


def field(name: str, good: st.SearchStrategy[Any], bad: list[Any], on: str) -> Any:
    return st.one_of(
        st.builds(lambda value: ({name: value}, set()), good),
        st.sampled_from([({name: value}, {on}) for value in bad]),
    )


schedule_commands = st.builds(
    merged,
    field("staff_id", st.just("staff-1"), [""], "staffId"),
    dates(),
    shifts(),
    field(
        "weekdays", st.lists(st.sampled_from(WEEKDAYS), min_size=1), [[], ["Funday"]], "weekdays"
    ),
    field("facility_ids", st.lists(names, max_size=4), [[""], ["f"] * 201], "facilityIds"),
    field("type", st.sampled_from(list(ScheduleType)), ["NIGHTLY"], "type"),
    remarks,
)


@given(schedule_commands)
def test_a_schedule_command_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = AssignSchedule(**fields)
    schedule = made_unless_refused(command.check, broken, lambda: Schedule.assign(command, ACTOR))
    body = ScheduleBody(**{k: v for k, v in fields.items() if k != "staff_id"})
    assert body.command(AssignSchedule, staff_id=fields["staff_id"]) == command
    if schedule is None:
        return
    event = created_event(
        schedule,
        "domain.schedule:Schedule",
        {"staff_id": "staff-1", **command.terms(), "actor": ACTOR},
    )
    assert event["weekdays"] == [day for day in WEEKDAYS if day in fields["weekdays"]]
    assert event["facility_ids"] == list(dict.fromkeys(fields["facility_ids"]))
    assert event["remarks"] == (fields["remarks"] or "").strip()
    slot = command.check()
    assert (schedule.slot.start_date, schedule.slot.weekdays) == (slot.start_date, slot.weekdays)
    again = AssignSchedule(**{k: event[k] for k in fields})
    assert again.terms() == command.terms()


@st.composite
def leave_commands(draw: st.DrawFn) -> Drawn:
    kind = draw(st.sampled_from([*LeaveType, "SABBATICAL"]))
    typed = ({"type": kind}, set() if kind in LeaveType.__members__ else {"type"})
    when, broken = draw(dates(one_day=kind in HALF_DAYS))
    if kind in HALF_DAYS and not broken and draw(st.booleans()):
        later = date.fromisoformat(when["start_date"]) + timedelta(days=1)
        when, broken = {**when, "end_date": later.isoformat()}, {"endDate"}
    staff = draw(field("staff_id", st.just("staff-1"), [""], "staffId"))
    return merged(staff, typed, (when, broken), draw(remarks))


@given(leave_commands())
def test_a_leave_command_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = RequestLeave(**fields)
    leave = made_unless_refused(command.check, broken, lambda: Leave.request(command, ACTOR))
    assert LeaveBody(**fields).command(RequestLeave, staff_id=fields["staff_id"]) == command
    if leave is None:
        return
    created_event(
        leave, "domain.leave:Leave", {"staff_id": "staff-1", **command.terms(), "actor": ACTOR}
    )


@given(st.sampled_from(["APPROVED", "REJECTED", "WITHDRAWN", "PENDING", ""]), remarks)
def test_a_decision_is_approved_or_rejected(status: str, said: Drawn) -> None:
    command = DecideLeave(status=status, **said[0])
    broken = said[1] | (set() if status in ("APPROVED", "REJECTED") else {"status"})
    refused = refused_on(command.check)
    assert {v.field for v in refused or []} == broken
    leave = Leave.request(
        RequestLeave(staff_id="staff-1", type="MC", start_date="2027-01-04", end_date="2027-01-04"),
        "staff-1",
    )
    assert refused_on(lambda: leave.decide(command, ACTOR)) == refused
    if not refused:
        assert stored(leave)["remarks"] == (command.remarks or "").strip()


quantities = st.integers(0, MAX_QUANTITY)
item_commands = st.builds(
    merged,
    field("item_name", names, [" ", "x" * 201], "itemName"),
    field("quantity", quantities, [-1, MAX_QUANTITY + 1], "quantity"),
    field("building_id", st.just("building-1"), [""], "buildingId"),
    field("low_stock_level", st.none() | quantities, [-2], "lowStockLevel"),
    st.builds(
        lambda *refs: merged(*[({k: v}, set()) for k, v in refs]),
        st.tuples(st.just("supervisor_id"), st.sampled_from([None, "", "supervisor-1"])),
        st.tuples(st.just("project_id"), st.sampled_from([None, "", "project-1"])),
        st.tuples(st.just("company_id"), st.sampled_from([None, "company-1"])),
    ),
)


@given(item_commands)
def test_an_item_command_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = RegisterItem(**fields)
    item = made_unless_refused(
        command.check, broken, lambda: InventoryItem.register(command, ACTOR)
    )
    if "quantity" not in broken and "lowStockLevel" not in broken:
        body = InventoryBody(**{k: v for k, v in fields.items() if k != "company_id"})
        assert body.command(RegisterItem, company_id=fields["company_id"]) == command
    if item is None:
        return
    event = created_event(
        item,
        "domain.inventory:InventoryItem",
        {"quantity": fields["quantity"], **command.terms(), "actor": ACTOR},
    )
    assert event["item_name"] == fields["item_name"].strip()
    assert [event[k] for k in ("supervisor_id", "project_id")] == [
        fields[k] or None for k in ("supervisor_id", "project_id")
    ]


@given(
    st.one_of(st.integers(-20, 20), st.sampled_from([MAX_QUANTITY + 1, -MAX_QUANTITY - 1])),
    st.sampled_from(["used", " ", ""]),
)
def test_a_stock_movement_refuses_no_change_and_no_reason(change: int, reason: str) -> None:
    command = MoveStock(item_id="item-1", change=change, reason=reason)
    broken = set() if reason.strip() else {"reason"}
    if change == 0 or abs(change) > MAX_QUANTITY:
        broken.add("change")
    refused = refused_on(command.check)
    assert {v.field for v in refused or []} == broken
    item = InventoryItem.register(
        RegisterItem(item_name="Soap", quantity=50, building_id="building-1"), ACTOR
    )
    assert refused_on(lambda: item.move(command, ACTOR)) == refused
    if not refused:
        assert stored(item) == {
            "originator_version": 2,
            "change": change,
            "reason": reason.strip(),
            "quantity": 50 + change,
            "actor": ACTOR,
        }


def test_a_command_does_not_change_once_made() -> None:
    command = AssignSchedule(
        staff_id="staff-1",
        start_date="2027-01-04",
        end_date="2027-01-31",
        shift_start="08:00",
        shift_end="16:00",
        weekdays=["MON"],
        type="REGULAR",
    )
    with pytest.raises(AttributeError):
        command.type = "RELIEF"  # type: ignore[misc]
    assert command.weekdays == ("MON",)
