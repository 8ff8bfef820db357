"""The staff's check-ins at facilities' doors (`domain.check_in`), one row each: who,
where, when the code was scanned, and until when it vouches for a resolution there."""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.check_in import VERIFY_WINDOW, CheckIn
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import iso
from projections.viewer_days import parse_utc

_INSERT = (
    "INSERT INTO check_ins (id, facility_id, building_id, staff_id, time, verifies_until,"
    " recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING"
)


def _micro(text: str) -> str:
    # Every stored time of the table with six digits of fraction, so they sort as time.
    return parse_utc(text).isoformat(timespec="microseconds").replace("+00:00", "Z")


class CheckInsProjection(Projection):
    name = "check_ins"
    upstream = ("workforce",)
    tables: ClassVar[dict[str, str]] = {
        "check_ins": (
            "CREATE TABLE IF NOT EXISTS check_ins (id TEXT PRIMARY KEY,"
            " facility_id TEXT NOT NULL, building_id TEXT NOT NULL, staff_id TEXT NOT NULL,"
            " time TEXT NOT NULL, verifies_until TEXT NOT NULL, recorded_at TEXT NOT NULL)"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS check_ins_facility_staff"
        " ON check_ins (facility_id, staff_id, time)",
        "CREATE INDEX IF NOT EXISTS check_ins_time ON check_ins (time)",
    )

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @process_event.register
    def _(self, event: CheckIn.Recorded, tx: Writer) -> None:
        until = parse_utc(event.time) + VERIFY_WINDOW
        tx.execute(
            _INSERT,
            (
                str(event.originator_id),
                event.facility_id,
                event.building_id,
                event.staff_id,
                _micro(event.time),
                _micro(iso(until)),
                iso(event.timestamp),
            ),
        )
