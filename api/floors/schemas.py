"""Floor bodies: the plan, the toilet markers, a new facility. A floor is shown as every
call shows it (`api/estate_out.py`)."""

from __future__ import annotations

from typing import Literal

from api.body_bounds import Text
from api.schema import Body


class Marker(Body):
    type: Literal["male", "female", "accessible"]
    x: float
    y: float
    facility_id: str
    label: str | None = None


class PlanBody(Body):
    floor_plan: str | None


class MarkersBody(Body):
    markers: list[Marker]


class FacilityBody(Body):
    name: Text
    code: Text
    type: Literal["male", "female", "accessible"]
