"""Devices gone silent, for the watch that opens their `device-offline` issues
(`application.offline`), and which of a batch's devices have one open, for the rules that
resolve it (`application.monitoring`).

Silent past its bound is the device list's OFFLINE (`projections.queries.devices
.status_clause`); a device's gateway is the one that delivered its last reading
(`device_status.gateway`), with its last heartbeat if it ever sent one.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from domain.device_state import Silence
from domain.kinds import IssueType
from projections.lists import in_clause
from projections.queries.devices import interval_sql, status_clause
from projections.queries.issues import place_of_facility
from projections.store import ReadStore, Row
from projections.viewer_days import parse_utc

OFFLINE = IssueType.DEVICE_OFFLINE.value


def silent_devices(store: ReadStore, now: datetime, factor: float, limit: int) -> list[Silence]:
    """Placed devices OFFLINE at `now` (silent longer than their interval times `factor`),
    longest silent first, but those with a `device-offline` issue open, or opened for their
    present silence (since resolved by a person): their silence is told already."""
    offline, args = status_clause(store, ["OFFLINE"], now, factor)
    rows = store.query(
        f"SELECT d.id, d.facility_id, COALESCE(f.building_id, d.building_id) AS building_id,"
        f" ds.last_reading_at, {interval_sql()} AS interval_seconds, ds.gateway,"
        " g.last_heartbeat_at AS gateway_heartbeat_at"
        " FROM devices d JOIN device_status ds ON ds.device_id = d.id"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        " LEFT JOIN gateways g ON g.gateway = ds.gateway"
        " WHERE (d.facility_id IS NOT NULL OR d.building_id IS NOT NULL)"
        f" AND {offline}"
        " AND NOT EXISTS (SELECT 1 FROM issues i WHERE i.device_id = d.id AND i.issue_type = ?"
        f" AND (i.status = 'OPENED' OR {_told_of(store)} >= ds.last_reading_at))"
        " ORDER BY ds.last_reading_at, d.id LIMIT ?",
        [*args, OFFLINE, limit],
    )
    return [_silence(row) for row in rows]


def _told_of(store: ReadStore) -> str:
    """The last reading of the silence an issue (`i`) was opened for, as the read tables
    keep times (`application.offline.offline_trigger`)."""
    if store.dialect == "postgresql":
        return "(i.reading::json ->> 'lastReadingAt')"
    return "json_extract(i.reading, '$.lastReadingAt')"


def _silence(row: Row) -> Silence:
    heartbeat = row["gateway_heartbeat_at"]
    return Silence(
        device_id=row["id"],
        facility_id=row["facility_id"],
        building_id=row["building_id"],
        last_reading_at=parse_utc(row["last_reading_at"]),
        interval_seconds=int(row["interval_seconds"]),
        gateway=row["gateway"],
        gateway_heartbeat_at=parse_utc(heartbeat) if heartbeat else None,
    )


def offline_issue_devices(store: ReadStore, device_ids: Collection[str]) -> set[str]:
    """Those of the devices with an open `device-offline` issue."""
    if not device_ids:
        return set()
    where, params = in_clause("device_id", device_ids)
    rows = store.query(
        f"SELECT DISTINCT device_id FROM issues WHERE issue_type = ? AND status = 'OPENED'"
        f" AND {where}",
        [OFFLINE, *params],
    )
    return {row["device_id"] for row in rows}


class ReadTableSilences:
    """Implements `application.offline.SilentDevices` and `OfflineIssues`."""

    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def silent_devices(self, now: datetime, factor: float, limit: int) -> list[Silence]:
        return silent_devices(self.store, now, factor, limit)

    def place_name(self, facility_id: str) -> str | None:
        return place_of_facility(self.store, facility_id)

    def offline_issue_devices(self, device_ids: Collection[str]) -> set[str]:
        return offline_issue_devices(self.store, device_ids)
