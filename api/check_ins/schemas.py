"""Check-in bodies and answers."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

import msgspec

from api.schema import Body, Out, to_out
from domain.commands.check_in import MAX_CODE_LENGTH
from projections.store import Row


class CheckInBody(Body):
    #: The code read from the facility's door.
    code: Annotated[str, msgspec.Meta(max_length=MAX_CODE_LENGTH)]
    #: When the phone read it (at most 7 days ago, at most 5 minutes ahead); now if left out.
    time: datetime | None = None


class CheckInCreated(Out):
    id: str
    facility_id: str
    staff_id: str
    time: str


class CheckInOut(Out):
    id: str
    facility_id: str
    facility_name: str | None
    building_id: str
    building_name: str | None
    floor_id: str | None
    floor_label: str | None
    staff_id: str
    staff_name: str | None
    #: When the code was scanned, UTC.
    time: str
    #: When the console recorded it (later, for a scan queued on a phone offline).
    recorded_at: str


class FacilityDayVisits(Out):
    facility_id: str
    facility_name: str | None
    building_id: str
    building_name: str | None
    #: A day of the viewer (YYYY-MM-DD).
    date: str
    #: The check-ins at the facility that day.
    visits: int
    #: How many people made them.
    staff: int


class VisitsOut(Out):
    #: The first and last day counted (the viewer's).
    date_from: str = msgspec.field(name="from")
    date_to: str = msgspec.field(name="to")
    #: Each facility and day with a check-in, by day.
    items: list[FacilityDayVisits]


def check_in_out(row: Row) -> CheckInOut:
    return to_out(CheckInOut, row)


def visit_out(row: Row) -> FacilityDayVisits:
    return to_out(
        FacilityDayVisits, row, date=row["day"], visits=int(row["visits"]), staff=int(row["staff"])
    )
