"""A facility's usage-based cleaning as the read table holds it
(`projections/projectors/cleaning.py`)."""

from __future__ import annotations

from domain.kinds import DeviceKind
from projections.store import ReadStore, Row

_SETTING = (
    "SELECT clean_after_visitors, visitors, since, open_issue_id FROM cleaning_counters"
    " WHERE facility_id = ?"
)


def cleaning_setting(store: ReadStore, facility_id: str) -> Row:
    """After how many visitors the facility is due a cleaning (None: off), how many have
    been counted since its last cleaning (None while off) and its open issue of it."""
    row = store.query_one(_SETTING, [facility_id])
    threshold = row["clean_after_visitors"] if row is not None else None
    return {
        "clean_after_visitors": threshold,
        "visitors_since_cleaning": (
            round(row["visitors"] or 0) if row is not None and threshold is not None else None
        ),
        "counting_since": row["since"] if row is not None and threshold is not None else None,
        "open_issue_id": row["open_issue_id"] if row is not None else None,
    }


def counted_facilities(store: ReadStore) -> list[str]:
    """The facilities with a people counter: those that can be cleaned by visitors."""
    rows = store.query(
        "SELECT DISTINCT facility_id FROM devices WHERE kind = ? AND facility_id IS NOT NULL"
        " ORDER BY facility_id",
        (DeviceKind.PEOPLE_COUNTER.value,),
    )
    return [row["facility_id"] for row in rows]
