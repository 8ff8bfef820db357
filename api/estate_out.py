"""How floors and facilities are shown wherever they appear (their own calls, a building's,
a floor's, a staff member's assignments)."""

from __future__ import annotations

from collections.abc import Mapping

from api.schema import Out, to_out
from domain.feedback import DEFAULT_THRESHOLD, DEFAULT_WINDOW_MINUTES
from projections.store import Row


class FacilityOut(Out):
    id: str
    name: str
    code: str
    type: str
    floor_id: str
    floor_label: str
    floor_number: int
    building_id: str
    building_name: str
    version: int
    # How many visitors naming a condition within how many minutes raise its issue.
    feedback_threshold: int = DEFAULT_THRESHOLD
    feedback_window_minutes: int = DEFAULT_WINDOW_MINUTES


def facility_out(row: Row, feedback: Mapping[str, int] | None = None) -> FacilityOut:
    """`feedback`: the facility's feedback settings, when the call shows them."""
    feedback = feedback or {}
    return to_out(
        FacilityOut,
        row,
        feedback_threshold=feedback.get("threshold", DEFAULT_THRESHOLD),
        feedback_window_minutes=feedback.get("windowMinutes", DEFAULT_WINDOW_MINUTES),
    )


class MarkerOut(Out, omit_defaults=True):
    type: str
    x: float
    y: float
    facility_id: str
    label: str | None = None


class FloorOut(Out):
    id: str
    building_id: str
    label: str
    floor_number: int
    has_plan: bool
    markers: list[MarkerOut]
    version: int
    floor_plan: str | None = None


def floor_out(row: Row, with_plan: bool = True) -> FloorOut:
    return to_out(
        FloorOut,
        row,
        has_plan=bool(row["floor_plan"]),
        markers=[to_out(MarkerOut, m, facility_id=m["facilityId"]) for m in row["markers"]],
        floor_plan=row["floor_plan"] if with_plan else None,
    )
