"""Facility bodies; a facility is shown as every call shows it (`api/estate_out.py`)."""

from __future__ import annotations

from typing import Annotated, Literal

from api.body_bounds import within
from api.listing import Column
from api.schema import Body, Out
from domain.feedback import MAX_THRESHOLD, MAX_WINDOW_MINUTES


class FacilityUpdate(Body):
    name: str
    code: str
    type: Literal["male", "female", "accessible"]
    version: int | None = None


class FeedbackSettingsBody(Body):
    threshold: Annotated[int, within(1, MAX_THRESHOLD)]
    window_minutes: Annotated[int, within(1, MAX_WINDOW_MINUTES)]


class FeedbackLinkOut(Out):
    token: str
    path: str


EXPORT_COLUMNS: list[Column] = [
    *("id", "name", "code", "type"),
    ("building", "building_name"),
    ("floor", "floor_label"),
    "created_at",
]
