"""The dashboard's overview: how much of the estate a caller sees, counted in SQL.

Devices are counted over all of them, not a page: by connection (as the device list
judges it, `projections.queries.devices.status_clause`), and those whose last battery voltage or
signal is below the device's own threshold or the default of `domain/device_state.py`.
A count the caller may not see is None.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from domain.device_state import (
    DEFAULT_GATEWAY_SILENCE,
    DEFAULT_LOW_BATTERY_V,
    DEFAULT_OFFLINE_FACTOR,
    DEFAULT_WEAK_SIGNAL_RSSI,
)
from projections.clause import Clause
from projections.queries.devices import status_clause
from projections.store import ReadStore
from projections.tables import exact, exact_sql


def _where(clauses: Sequence[Clause]) -> tuple[str, list[Any]]:
    if not clauses:
        return "", []
    return " WHERE " + " AND ".join(c for c, _ in clauses), [a for _, args in clauses for a in args]


def count(store: ReadStore, table: str, clauses: Sequence[Clause] | None) -> int | None:
    """Rows of `table` meeting the clauses; None (not seen) when `clauses` is None."""
    if clauses is None:
        return None
    where, args = _where(clauses)
    return int(store.scalar(f"SELECT COUNT(*) AS n FROM {table}{where}", args) or 0)


def _setting(store: ReadStore, key: str) -> str:
    """A device's own threshold from its KPI parameters, or NULL."""
    if store.dialect == "postgresql":
        return f"(d.kpi_parameters::json ->> '{key}')::float"
    return f"json_extract(d.kpi_parameters, '$.{key}')"


def device_counts(
    store: ReadStore,
    clauses: Sequence[Clause],
    now: datetime,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> dict[str, int]:
    """total, online, offline, unknown, lowBattery, weakSignal over the devices meeting the
    clauses (on `d`, `f` the facility, `ds` the device's status); a device is offline by
    its own interval times `factor`, as the device list judges it."""
    states = {
        name: status_clause(store, [name.upper()], now, factor)
        for name in ("online", "offline", "unknown")
    }
    battery = f"COALESCE({_setting(store, 'lowBatteryVoltage')}, ?)"
    signal = f"COALESCE({_setting(store, 'weakSignalRssi')}, ?)"
    sums = [
        *(
            f"SUM(CASE WHEN {clause} THEN 1 ELSE 0 END) AS {name}"
            for name, (clause, _) in states.items()
        ),
        f"SUM(CASE WHEN ds.battery_voltage < {battery} THEN 1 ELSE 0 END) AS low_battery",
        f"SUM(CASE WHEN ds.rssi < {signal} THEN 1 ELSE 0 END) AS weak_signal",
    ]
    args: list[Any] = [a for _, clause_args in states.values() for a in clause_args]
    args += [DEFAULT_LOW_BATTERY_V, DEFAULT_WEAK_SIGNAL_RSSI]
    where, where_args = _where(clauses)
    row = store.query_one(
        f"SELECT COUNT(*) AS total, {', '.join(sums)} FROM devices d"
        " LEFT JOIN facilities f ON f.id = d.facility_id"
        f" LEFT JOIN device_status ds ON ds.device_id = d.id{where}",
        [*args, *where_args],
    )
    assert row is not None
    return {
        "total": int(row["total"] or 0),
        "online": int(row["online"] or 0),
        "offline": int(row["offline"] or 0),
        "unknown": int(row["unknown"] or 0),
        "lowBattery": int(row["low_battery"] or 0),
        "weakSignal": int(row["weak_signal"] or 0),
    }


def gateway_counts(store: ReadStore, now: datetime) -> dict[str, int]:
    cutoff = exact(now - DEFAULT_GATEWAY_SILENCE)
    row = store.query_one(
        "SELECT COUNT(*) AS total, SUM(CASE WHEN"
        f" {exact_sql('last_heartbeat_at')} >= ? THEN 1 ELSE 0 END) AS connected FROM gateways",
        (cutoff,),
    )
    total = int(row["total"] or 0) if row else 0
    connected = int(row["connected"] or 0) if row else 0
    return {"connected": connected, "disconnected": total - connected}


def overview(
    store: ReadStore,
    now: datetime,
    *,
    buildings: Sequence[Clause],
    facilities: Sequence[Clause],
    devices: Sequence[Clause],
    issues: Sequence[Clause],
    projects: Sequence[Clause] | None,
    companies: bool,
    gateways: bool,
    factor: float = DEFAULT_OFFLINE_FACTOR,
) -> dict[str, Any]:
    """The overview's counts; `projects` None, `companies` or `gateways` False: not seen."""
    return {
        "companies": count(store, "companies", [] if companies else None),
        "buildings": count(store, "buildings", buildings),
        "projects": count(store, "projects", projects),
        "facilities": count(store, "facilities", facilities),
        "devices": device_counts(store, devices, now, factor),
        "gateways": gateway_counts(store, now) if gateways else None,
        "openIssues": count(store, "issues", [("status = 'OPENED'", []), *issues]),
    }
