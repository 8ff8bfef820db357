"""Facility bodies; a facility is shown as every call shows it (`api/estate_out.py`)."""

from __future__ import annotations

from typing import Literal

from api.schema import Body, Out


class FacilityUpdate(Body):
    name: str
    code: str
    type: Literal["male", "female", "accessible"]
    version: int | None = None


class FeedbackSettingsBody(Body):
    threshold: int
    window_minutes: int


class FeedbackLinkOut(Out):
    token: str
    path: str
