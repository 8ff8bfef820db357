"""Which sensors a place has: so a figure no device measures is said to be missing (a
toilet without a people counter has no people figure), not shown as 0.

Counted as the estate is now, per place (`key`: an expression over `d`, the device, and
`f`, its facility): people counters, the toilets' water meters, the buildings' main water
meters, feedback panels, and every device.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.kinds import DeviceKind
from projections.clause import Clause
from projections.store import ReadStore

#: The answer's names, and the kinds each counts.
KINDS: dict[str, tuple[DeviceKind, ...]] = {
    "peopleCounters": (DeviceKind.PEOPLE_COUNTER,),
    "waterMeters": (DeviceKind.WATER_METER,),
    "mainWaterMeters": (DeviceKind.MAIN_WATER_METER,),
    "feedbackPanels": (DeviceKind.FEEDBACK_PANEL,),
}
NONE: dict[str, int] = {**{name: 0 for name in KINDS}, "devices": 0}


def _column(name: str, kinds: tuple[DeviceKind, ...]) -> str:
    listed = ", ".join(f"'{kind.value}'" for kind in kinds)
    return f"SUM(CASE WHEN d.kind IN ({listed}) THEN 1 ELSE 0 END) AS {name}"


def _query(store: ReadStore, key: str | None, clauses: Sequence[Clause]) -> list[dict[str, Any]]:
    columns = ", ".join(_column(name.lower(), kinds) for name, kinds in KINDS.items())
    place = f"{key} AS place, " if key else ""
    return store.query(
        f"SELECT {place}{columns}, COUNT(*) AS devices FROM devices d"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        f" WHERE 1 = 1{''.join(f' AND {c}' for c, _ in clauses)}"
        f"{' GROUP BY 1' if key else ''}",
        [a for _, args in clauses for a in args],
    )


def sensors_by(
    store: ReadStore, key: str, clauses: Sequence[Clause] = ()
) -> dict[str, dict[str, int]]:
    """Per place, how many devices of each kind that measures a figure, and in all."""
    return {row["place"]: _counts(row) for row in _query(store, key, clauses) if row["place"]}


def sensors_within(store: ReadStore, clauses: Sequence[Clause]) -> dict[str, int]:
    """The same counts over every device the clauses select (a caller's reach)."""
    rows = _query(store, None, clauses)
    return _counts(rows[0]) if rows else dict(NONE)


def _counts(row: dict[str, Any]) -> dict[str, int]:
    return {
        **{name: int(row[name.lower()] or 0) for name in KINDS},
        "devices": int(row["devices"] or 0),
    }
