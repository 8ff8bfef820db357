"""A visitor's page and feedback (numbers contract, "Public QR page")."""

from __future__ import annotations

from typing import Annotated

from api.body_bounds import within
from api.schema import Body, Out
from domain.feedback import RATINGS


class VisitOut(Out):
    facility_name: str
    building_name: str | None
    floor_label: str | None


class VisitFeedback(Body):
    rating: Annotated[int, within(1, len(RATINGS))]
    areas: list[str] = []


class Accepted(Out):
    accepted: bool
