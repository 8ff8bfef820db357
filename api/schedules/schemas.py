"""Schedule bodies, and a schedule and a calendar day as shown."""

from __future__ import annotations

from typing import Annotated

import msgspec

from api.body_bounds import AN_ID, CalendarDate, each_of, how_many, named, remarks
from api.listing import Column
from api.schema import Body, Out, to_out
from domain.commands.schedule import MAX_FACILITIES, MAX_REMARKS_CHARS
from domain.schedule import WEEKDAYS, ScheduleType
from projections.store import Row


def _described(text: str, **extra: str) -> msgspec.Meta:
    return msgspec.Meta(extra_json_schema={"description": text, "extra": extra})


StaffId = Annotated[
    str,
    _described(
        "The staff member. Cleaners and workers may give only their own id, or leave it out"
        " to schedule themselves; on a change, left out keeps the schedule's member."
    ),
]
ShiftTime = Annotated[
    str,
    _described(
        "HH:MM, a time of day of the estate. A shift whose end comes before its start (22:00"
        " to 06:00, 16:00 to 00:00) is a night shift and ends on the next day; an end equal"
        " to the start is refused.",
        pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$",
    ),
]


class ScheduleBody(Body):
    start_date: CalendarDate
    end_date: CalendarDate
    shift_start: ShiftTime
    shift_end: ShiftTime
    weekdays: Annotated[list[str], each_of(WEEKDAYS, least=1)]
    type: Annotated[str, named(ScheduleType)]
    staff_id: StaffId = ""
    facility_ids: Annotated[list[str], how_many(0, MAX_FACILITIES, AN_ID)] = []
    remarks: Annotated[str, remarks(MAX_REMARKS_CHARS)] | None = None
    version: int | None = None


class ScheduleFacility(Out):
    id: str
    name: str | None
    building_name: str | None
    floor_label: str | None


class ScheduleOut(Out):
    id: str
    version: int
    staff_id: str
    staff_name: str | None
    staff_role: str | None
    company_id: str | None
    company_name: str | None
    start_date: str
    end_date: str
    shift_start: str
    shift_end: str
    weekdays: list[str]
    facility_ids: list[str]
    facilities: list[ScheduleFacility]
    number_of_toilets: int
    type: str
    remarks: str
    assigned_by: str
    assigned_by_name: str | None
    assigned_at: str
    updated_at: str


class CalendarDay(Out):
    """One occurrence of a schedule: a shift worked from `date` `shiftStart` to `endDate`
    `shiftEnd`."""

    schedule_id: str
    date: Annotated[
        str,
        _described(
            "The day the shift starts on (YYYY-MM-DD): the calendar lists the shifts worked"
            " on its days, so a night shift that starts the evening before `from` is listed"
            " with that evening's date. Whether the member is on leave is that day's.",
            format="date",
        ),
    ]
    end_date: Annotated[
        str,
        _described(
            "The day the shift ends on: `date` for a day shift, the next day for a night"
            " shift (one whose `shiftEnd` comes before its `shiftStart`).",
            format="date",
        ),
    ]
    shift_start: str
    shift_end: str
    staff_id: str
    staff_name: str | None
    staff_role: str | None
    type: str
    facility_names: list[str]
    on_leave: bool


def schedule_out(row: Row) -> ScheduleOut:
    facilities = [to_out(ScheduleFacility, f) for f in row["facilities"]]
    return to_out(ScheduleOut, row, facility_ids=[f.id for f in facilities], facilities=facilities)


EXPORT_COLUMNS: list[Column] = [
    *("id", "staff_name", "staff_role", "start_date", "end_date", "shift_start", "shift_end"),
    ("weekdays", lambda row: " ".join(row["weekdays"])),
    *("type", "number_of_toilets"),
    ("facilities", lambda row: "; ".join(f["name"] or f["id"] for f in row["facilities"])),
    "remarks",
    ("assignedBy", "assigned_by_name"),
    "assigned_at",
]
