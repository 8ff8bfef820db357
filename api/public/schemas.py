"""A visitor's page and feedback (numbers contract, "Public QR page")."""

from __future__ import annotations

from api.schema import Body, Out


class VisitOut(Out):
    facility_name: str
    building_name: str | None
    floor_label: str | None


class VisitFeedback(Body):
    rating: int
    areas: list[str] = []


class Accepted(Out):
    accepted: bool
