"""Water-meter arithmetic for the flow rules: flow rate, and flow through the quiet hours.

Meter values here are raw registers (litres, before the device's meter adjustment);
only differences matter, so the adjustment would cancel out anyway.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta, tzinfo

from domain.device_state import SensorReading


@dataclass(frozen=True)
class MeterSample:
    time: datetime
    litres: float


def flow_rate(before: MeterSample | None, now: MeterSample) -> float | None:
    """Litres a minute between two meter readings; None when it cannot be told."""
    if before is None or now.litres < before.litres:
        return None  # no history, or the meter was replaced or wrapped
    minutes = (now.time - before.time).total_seconds() / 60
    return None if minutes <= 0 else (now.litres - before.litres) / minutes


def last_window_end(moment: datetime, end_hour: int, tz: tzinfo) -> datetime:
    """The latest local `end_hour`:00 at or before `moment`."""
    local = moment.astimezone(tz)
    end = local.replace(hour=end_hour, minute=0, second=0, microsecond=0)
    return end - timedelta(days=1) if end > local else end


def quiet_window_flow(
    start_hour: int,
    end_hour: int,
    last_reading_at: datetime | None,
    reading: SensorReading,
    window: Sequence[MeterSample],
    tz: tzinfo,
) -> bool | None:
    """Judges the last quiet window once, on the first reading after it ends.

    True when the meter rose in every hour of the window (water ran all night: a leak),
    False when it stood still in some hour, None when the window has not just ended or
    an hour holds fewer than two readings. The window may wrap midnight (22 to 5).
    """
    end = last_window_end(reading.time, end_hour, tz)
    if last_reading_at is not None and last_reading_at >= end:
        return None  # already judged on an earlier reading
    hours = (end_hour - start_hour) % 24
    start = end - timedelta(hours=hours)
    samples = list(window)
    if reading.water_meter is not None:
        samples.append(MeterSample(reading.time, reading.water_meter))
    samples.sort(key=lambda s: s.time)
    verdict: bool | None = True
    for i in range(hours):
        low, high = start + timedelta(hours=i), start + timedelta(hours=i + 1)
        inside = [s.litres for s in samples if low <= s.time <= high]
        if len(inside) < 2:
            verdict = None
        elif inside[-1] <= inside[0]:
            return False
    return verdict
