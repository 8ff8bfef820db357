"""DeviceWatch: what the rules remember about one device between readings.

It changes at most once per batch of readings and is saved with the issues the batch
raised, so after a restart the rules go on exactly where they stopped.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, overload

from eventsourcing.domain import Aggregate, event

from domain.water import MeterSample

WINDOW_HOURS = 26  # a quiet window wrapping midnight, with room to spare


class DeviceWatch(Aggregate):
    class Started(Aggregate.Created):
        device_id: str
        state: dict[str, Any]

    class Observed(Aggregate.Event):
        state: dict[str, Any]

    @staticmethod
    def create_id(device_id: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/device-watches/{device_id}")

    @event(Started)
    def __init__(self, device_id: str, state: dict[str, Any]) -> None:
        self.device_id = device_id
        self.state = dict(state)

    @event(Observed)
    def observe(self, state: dict[str, Any]) -> None:
        self.state = dict(state)


def remember_meter(
    hours: dict[str, list[Any]], time: datetime, litres: float
) -> dict[str, list[Any]]:
    """Keeps the first and last meter sample of each recent hour: enough to tell whether
    water ran in every hour of a quiet window, in bounded space."""
    key = time.replace(minute=0, second=0, microsecond=0).isoformat()
    kept = dict(hours)
    stamp = time.isoformat()
    first = kept.get(key)
    if first is None:
        kept[key] = [stamp, litres, stamp, litres]
    elif stamp < first[0]:
        kept[key] = [stamp, litres, first[2], first[3]]
    elif stamp > first[2]:
        kept[key] = [first[0], first[1], stamp, litres]
    horizon = (time - timedelta(hours=WINDOW_HOURS)).isoformat()
    return {k: v for k, v in kept.items() if k >= horizon}


class MeterWindow(Sequence[MeterSample]):
    """The kept meter samples in time order, parsed on first use.

    The rules read the window once a day per meter (when a quiet window ends), while a
    window is handed to them with every reading.
    """

    def __init__(self, hours: dict[str, list[Any]]) -> None:
        self._hours = hours
        self._samples: list[MeterSample] | None = None

    def _parsed(self) -> list[MeterSample]:
        if self._samples is None:
            samples = []
            for first_time, first_litres, last_time, last_litres in self._hours.values():
                samples.append(MeterSample(datetime.fromisoformat(first_time), float(first_litres)))
                if last_time != first_time:
                    samples.append(
                        MeterSample(datetime.fromisoformat(last_time), float(last_litres))
                    )
            self._samples = sorted(samples, key=lambda s: s.time)
        return self._samples

    @overload
    def __getitem__(self, index: int) -> MeterSample: ...

    @overload
    def __getitem__(self, index: slice) -> list[MeterSample]: ...

    def __getitem__(self, index: int | slice) -> MeterSample | list[MeterSample]:
        return self._parsed()[index]

    def __len__(self) -> int:
        return len(self._parsed())


def meter_window(hours: dict[str, list[Any]]) -> MeterWindow:
    return MeterWindow(hours)
