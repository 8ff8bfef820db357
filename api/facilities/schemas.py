"""Facility bodies; a facility is shown as every call shows it (`api/estate_out.py`)."""

from __future__ import annotations

from typing import Literal

from api.schema import Body


class FacilityUpdate(Body):
    name: str
    code: str
    type: Literal["male", "female", "accessible"]
    version: int | None = None
