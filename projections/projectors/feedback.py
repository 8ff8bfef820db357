"""Read tables of visitors' feedback: a row per press (panel or QR page), its areas, and each
facility's feedback settings.

A press is a reading that carries a `rating` or `areas`. A panel with buttons only sends
the button pressed as `digitalInput`, which other kinds (odour, wet floor) use for their own
sense: such rows are kept with `explicit = 0` and shown only for feedback panels, since the
kind of a device is the devices projection's business, joined when asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.facility import Facility
from domain.feedback import (
    AREA_IDS,
    SOURCE_PANEL,
    SOURCE_QR,
    facility_of_visit_device,
    rating_value,
)
from domain.reading import Reading
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import iso

_INSERT = (
    "INSERT INTO feedback (id, device_id, facility_id, source, rating, explicit, areas, at,"
    " received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING"
)
_INSERT_AREA = (
    "INSERT INTO feedback_areas (feedback_id, area) VALUES (?, ?)"
    " ON CONFLICT (feedback_id, area) DO NOTHING"
)
_UPSERT_SETTINGS = (
    "INSERT INTO facility_feedback (facility_id, threshold, window_minutes, updated_at)"
    " VALUES (?, ?, ?, ?) ON CONFLICT (facility_id) DO UPDATE SET"
    " threshold = excluded.threshold, window_minutes = excluded.window_minutes,"
    " updated_at = excluded.updated_at"
)


def _press(event: Reading.Recorded) -> tuple[Any, ...] | None:
    """The feedback row of a reading, or None when it is no press."""
    values = event.values
    rating = rating_value(values.get("rating"))
    areas = [a for a in values.get("areas") or () if a in AREA_IDS]
    explicit = rating is not None or bool(areas)
    if not explicit:
        rating = rating_value(values.get("digitalInput"))
        if rating is None:
            return None
    facility = facility_of_visit_device(event.device_id)
    return (
        str(event.originator_id),
        None if facility else event.device_id,
        facility,
        SOURCE_QR if facility else SOURCE_PANEL,
        rating,
        1 if explicit else 0,
        ",".join(areas),
        event.time,
        iso(event.timestamp),
    )


class FeedbackProjection(Projection):
    name = "feedback"
    # Presses come with the readings; the facilities' settings with the organisation.
    upstream = ("organisation", "readings")
    tables: ClassVar[dict[str, str]] = {
        "feedback": (
            "CREATE TABLE IF NOT EXISTS feedback (id TEXT PRIMARY KEY, device_id TEXT,"
            " facility_id TEXT, source TEXT NOT NULL, rating INTEGER, explicit INTEGER NOT NULL,"
            " areas TEXT NOT NULL, at TEXT NOT NULL, received_at TEXT NOT NULL)"
        ),
        "feedback_areas": (
            "CREATE TABLE IF NOT EXISTS feedback_areas (feedback_id TEXT NOT NULL,"
            " area TEXT NOT NULL, PRIMARY KEY (feedback_id, area))"
        ),
        "facility_feedback": (
            "CREATE TABLE IF NOT EXISTS facility_feedback (facility_id TEXT PRIMARY KEY,"
            " threshold INTEGER NOT NULL, window_minutes INTEGER NOT NULL,"
            " updated_at TEXT NOT NULL)"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS feedback_at ON feedback (at)",
        "CREATE INDEX IF NOT EXISTS feedback_device ON feedback (device_id, at)",
        "CREATE INDEX IF NOT EXISTS feedback_facility ON feedback (facility_id, at)",
        "CREATE INDEX IF NOT EXISTS feedback_areas_area ON feedback_areas (area)",
    )

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        rows: list[tuple[Any, ...]] = []
        for event in events:
            if isinstance(event, Reading.Recorded):
                row = _press(event)
                if row is not None:
                    rows.append(row)
            else:
                self.process_event(event, tx)
        if rows:
            tx.executemany(_INSERT, rows)
            areas = [(row[0], a) for row in rows if row[6] for a in row[6].split(",")]
            if areas:
                tx.executemany(_INSERT_AREA, areas)

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @process_event.register
    def _(self, event: Facility.FeedbackSettingsChanged, tx: Writer) -> None:
        tx.execute(
            _UPSERT_SETTINGS,
            (str(event.originator_id), event.threshold, event.window_minutes, iso(event.timestamp)),
        )
