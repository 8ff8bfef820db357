"""Where a device is and how it is set up: what the rules need to judge its readings."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Placement:
    kind: str
    kpi: dict[str, Any]
    facility_id: str | None
    building_id: str | None
    meter_adjustment: float
