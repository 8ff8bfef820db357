"""What the live simulator stages so the demo shows, within minutes, what the console does
beyond thresholds: visitors coming in waves (cleaning by visitors), a soap dispenser that
runs low fast (the refill forecast), a device that goes quiet, and a gateway in the
basement that dies with the devices heard through it (offline, and why).

Each scene marks simulated devices (`SimulatedDevice.extra`); the device model and the
simulator's rounds read the marks. The demo's fortnight of history stages none of them.

A live run (`hygiene simulate --live`) stamps its rounds with the present, so a silence is
a real one; the staged devices then report at short intervals (`Scenes.reporting_intervals`)
so their silence passes its bound in minutes rather than the kinds' hours.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from domain.device_state import DEFAULT_GATEWAY_SILENCE
from domain.kinds import DeviceKind

#: One device in this many is heard through the basement gateway.
BASEMENT_SHARE = 5
#: How much faster the heavy-use soap dispenser runs down than the others.
HEAVY_USE = 5.0
#: The quiet device's reporting interval in a live run: OFFLINE a few minutes after it stops.
QUIET_INTERVAL_SECONDS = 60


class Staged(Protocol):
    identifier: str
    kind: str
    extra: dict[str, Any]


@dataclass(frozen=True)
class Scenes:
    """When the staged events happen, in rounds of the run."""

    quiet_from: int  # the quiet device's last message is the round before
    basement_dies_at: int  # the basement gateway's last heartbeat is the round before
    basement: frozenset[str] = field(default_factory=frozenset)  # devices heard through it
    quiet: frozenset[str] = field(default_factory=frozenset)  # the device that goes quiet

    def sends(self, device: Staged, round_: int) -> bool:
        """Whether `device` sends in round `round_` (counted from 1)."""
        if device.extra.get("quiet") and round_ >= self.quiet_from:
            return False
        return not (device.identifier in self.basement and round_ >= self.basement_dies_at)

    def basement_beats(self, round_: int) -> bool:
        return round_ < self.basement_dies_at

    def reporting_intervals(self, factor: float) -> dict[str, int]:
        """The staged devices' reporting intervals for a live run, by identifier. A
        basement device's bound (interval times `factor`) lies past the gateway's own
        silence bound, so by the time the device counts OFFLINE its gateway counts silent
        and the issue names the gateway as the reason."""
        beyond_gateway = math.ceil(DEFAULT_GATEWAY_SILENCE.total_seconds() * 1.05 / factor)
        intervals = dict.fromkeys(self.basement, beyond_gateway)
        intervals.update(dict.fromkeys(self.quiet - self.basement, QUIET_INTERVAL_SECONDS))
        return intervals


def stage(devices: Sequence[Staged], rounds: int) -> Scenes:
    """Marks the devices of each scene; the quiet device falls silent a third of the way
    through the run, the basement gateway half way."""
    ordered = sorted(devices, key=lambda d: d.identifier)
    for device in ordered:
        device.extra["waves"] = True
    soap = [d for d in ordered if d.kind == DeviceKind.SOAP_DISPENSER]
    if soap:
        soap[0].extra["heavy"] = HEAVY_USE
    quiet = [d for d in ordered if d.kind in (DeviceKind.ODOUR, DeviceKind.TEMP_HUMIDITY)]
    if quiet:
        quiet[0].extra["quiet"] = True
    basement = frozenset(
        d.identifier for n, d in enumerate(ordered) if n % BASEMENT_SHARE == BASEMENT_SHARE - 1
    )
    return Scenes(
        quiet_from=max(2, rounds // 3),
        basement_dies_at=max(2, rounds // 2),
        basement=basement,
        quiet=frozenset(d.identifier for d in quiet[:1]),
    )


def wave(now: datetime) -> float:
    """How busy a washroom is at `now` against the day's average: a morning, a lunchtime
    and an evening rush over a quiet night (between 0.15 and about 2.6)."""
    hour = now.hour + now.minute / 60
    rushes = ((8.5, 1.2), (12.5, 1.0), (17.5, 0.9))
    busy = sum(height * math.exp(-(((hour - at) / 1.1) ** 2)) for at, height in rushes)
    return 0.15 + 1.7 * busy
