"""The forecast projection's fold: each device's track kept a batch at a time.

A device's readings in order extend its stored track (`domain.forecast.extend`), and those the
window leaves behind are taken off it and deleted: a few rows a batch, however long the
window. A reading older than the latest the track holds (a late one), a device's new kind or
calibration, or a device with no track yet makes the track again from the readings kept
(`track_of`); both ways give the same integers.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from domain.device_state import level_percent
from domain.forecast import (
    Track,
    expire,
    extend,
    fills,
    forecast_of,
    track_of,
    units,
    window_start,
)
from domain.kinds import DeviceKind, IssueType
from domain.rules import LEVEL_ISSUE
from domain.thresholds import consumable, threshold
from projections.lists import in_clause
from projections.projectors.measured import upsert
from projections.store import Row, Writer

#: A reading kept: its device, time (µs since the epoch) and distance (mm).
Reading = tuple[int, float]

_UPSERT_TRACK = upsert(
    "forecast_tracks",
    ["device_id", "latest_at", "latest_level", "first_at", "run_at", "kept_from", "sums"],
    keys=1,
)
_UPSERT_FORECAST = upsert(
    "device_forecasts",
    ["device_id", "issue_type", "level", "rate_per_hour", "due_at", "readings"],
    keys=1,
)


def issue_type_of(kind: str, kpi: Mapping[str, Any]) -> str | None:
    """The issue the device raises when it runs out (or fills): what the forecast is of;
    None for a kind without a level."""
    if kind == DeviceKind.BIN_FULL:
        return IssueType.BIN_FULL.value
    held = consumable(kind, kpi)
    return None if held is None else LEVEL_ISSUE[held].value


class Levels:
    """A device's calibration: a distance as a level, in the track's units."""

    def __init__(self, kind: str, kpi: Mapping[str, Any]) -> None:
        self.rising = fills(kind)
        self.empty = threshold(kind, kpi, "emptyDistanceMm")
        self.full = threshold(kind, kpi, "fullDistanceMm")

    def of(self, distance: float) -> int:
        return units(level_percent(distance, self.empty, self.full))


def fold(tx: Writer, new: Mapping[str, list[Reading]], again: set[str]) -> None:
    """Brings each device's track and forecast up to the readings `new` brought; those in
    `again` (a new kind or calibration) are made again from their readings."""
    devices = sorted({*new, *again})
    where, params = in_clause("device_id", devices)
    known = {
        r["device_id"]: r for r in tx.query(f"SELECT * FROM forecast_devices WHERE {where}", params)
    }
    tracks = {
        r["device_id"]: r for r in tx.query(f"SELECT * FROM forecast_tracks WHERE {where}", params)
    }
    kept: dict[str, tuple[Track, Levels]] = {}
    anew: list[str] = []
    for device in devices:
        levels = _levels(known.get(device))
        track = _track(tracks.get(device))
        if levels is None or track is None or device in again:
            anew.append(device)
            continue
        extended = _extended(track, levels, new.get(device, []))
        if extended is None:
            anew.append(device)
        else:
            kept[device] = (extended, levels)
    made = _made_again(tx, anew, known)
    stored = {**_expired(tx, kept, tracks), **made}
    _store(tx, devices, stored, known)


def _levels(row: Row | None) -> Levels | None:
    if row is None or issue_type_of(row["kind"], json.loads(row["kpi_parameters"])) is None:
        return None
    return Levels(row["kind"], json.loads(row["kpi_parameters"]))


def _track(row: Row | None) -> Track | None:
    if row is None:
        return None
    n, st, sy, stt, sty = (int(value) for value in row["sums"].split())
    return Track(
        row["latest_at"], row["latest_level"], row["first_at"], row["run_at"], n, st, sy, stt, sty
    )


def _extended(track: Track, levels: Levels, readings: list[Reading]) -> Track | None:
    """The track with the readings after its latest; None when one is not after it."""
    points = sorted((at, levels.of(distance)) for at, distance in readings)
    if points and points[0] <= (track.latest_at, track.latest_level):
        return None
    for at, level in points:
        track = extend(track, at, level, levels.rising)
    return track


def _expired(
    tx: Writer, kept: Mapping[str, tuple[Track, Levels]], rows: Mapping[str, Row]
) -> dict[str, tuple[Track, int] | None]:
    """Each extended track without the readings its window left behind (deleted), with
    the time of the oldest reading kept."""
    done: dict[str, tuple[Track, int] | None] = {}
    due = {d: t for d, (t, _) in kept.items() if rows[d]["kept_from"] < window_start(t.latest_at)}
    for device, (track, _) in kept.items():
        if device not in due:
            done[device] = (track, rows[device]["kept_from"])
    if not due:
        return done
    clause = " OR ".join("(device_id = ? AND at_us < ?)" for _ in due)
    args = [a for d, t in due.items() for a in (d, window_start(t.latest_at))]
    gone: dict[str, list[Reading]] = {}
    for row in tx.query(
        f"SELECT device_id, at_us, range_mm FROM forecast_levels WHERE {clause}", args
    ):
        gone.setdefault(row["device_id"], []).append((row["at_us"], row["range_mm"]))
    tx.execute(f"DELETE FROM forecast_levels WHERE {clause}", args)
    where, params = in_clause("device_id", sorted(due))
    oldest = {
        r["device_id"]: r["kept_from"]
        for r in tx.query(
            f"SELECT device_id, MIN(at_us) AS kept_from FROM forecast_levels WHERE {where}"
            " GROUP BY device_id",
            params,
        )
    }
    for device, track in due.items():
        levels = kept[device][1]
        left = [(at, levels.of(distance)) for at, distance in gone.get(device, [])]
        first = max(track.first_at, oldest[device])
        done[device] = (expire(track, left, first), oldest[device])
    return done


def _made_again(
    tx: Writer, devices: list[str], known: Mapping[str, Row]
) -> dict[str, tuple[Track, int] | None]:
    """The tracks made again from the devices' readings kept, those past the window deleted;
    None for a device with no level (or not known yet)."""
    if not devices:
        return {}
    where, params = in_clause("device_id", devices)
    readings: dict[str, list[Reading]] = {}
    for row in tx.query(
        f"SELECT device_id, at_us, range_mm FROM forecast_levels WHERE {where}", params
    ):
        readings.setdefault(row["device_id"], []).append((row["at_us"], row["range_mm"]))
    made: dict[str, tuple[Track, int] | None] = {}
    for device in devices:
        held = readings.get(device, [])
        cutoff = window_start(max((at for at, _ in held), default=0))
        if any(at < cutoff for at, _ in held):
            tx.execute(
                "DELETE FROM forecast_levels WHERE device_id = ? AND at_us < ?", (device, cutoff)
            )
        levels = _levels(known.get(device))
        track = (
            None
            if levels is None
            else track_of(((at, levels.of(d)) for at, d in held), levels.rising)
        )
        made[device] = None if track is None else (track, min(at for at, _ in held if at >= cutoff))
    return made


def _store(
    tx: Writer,
    devices: Iterable[str],
    stored: Mapping[str, tuple[Track, int] | None],
    known: Mapping[str, Row],
) -> None:
    """The devices' tracks and forecasts as they now stand (none where there is no track)."""
    where, params = in_clause("device_id", sorted(devices))
    tx.execute(f"DELETE FROM device_forecasts WHERE {where}", params)
    tx.execute(f"DELETE FROM forecast_tracks WHERE {where}", params)
    tracks: list[tuple[Any, ...]] = []
    forecasts: list[tuple[Any, ...]] = []
    for device, found in stored.items():
        if found is None:
            continue
        track, kept_from = found
        sums = f"{track.n} {track.st} {track.sy} {track.stt} {track.sty}"
        tracks.append(
            (
                device,
                track.latest_at,
                track.latest_level,
                track.first_at,
                track.run_at,
                kept_from,
                sums,
            )
        )
        row = known[device]
        kpi = json.loads(row["kpi_parameters"])
        forecast = forecast_of(track, fills(row["kind"]))
        if forecast is not None:
            due = None if forecast.due_at is None else _text(forecast.due_at)
            issue = issue_type_of(row["kind"], kpi)
            forecasts.append(
                (device, issue, forecast.level, forecast.rate_per_hour, due, forecast.readings)
            )
    if tracks:
        tx.upsert_many(_UPSERT_TRACK, tracks)
    if forecasts:
        tx.upsert_many(_UPSERT_FORECAST, forecasts)


def _text(moment: Any) -> str:
    """A time as the readings keep it (UTC, always with microseconds): it sorts as text."""
    text: str = moment.isoformat(timespec="microseconds").replace("+00:00", "Z")
    return text
