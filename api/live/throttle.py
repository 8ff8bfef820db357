"""Readings arrive by the thousand; a client needs to hear that a device changed, not each
reading. A device is told at most once per `DEVICE_SECONDS`: at once when it has been quiet
that long, otherwise when that second is up, with its last reading, so the last state is
always told and never more than a second late."""

from __future__ import annotations

from collections.abc import Sequence

from api.live.changes import Change

DEVICE_SECONDS = 1.0


class DeviceThrottle:
    def __init__(self, interval: float = DEVICE_SECONDS) -> None:
        self.interval = interval
        self._told: dict[str, float] = {}  # device → when it was last told
        self._held: dict[str, Change] = {}  # device → its last reading not yet told
        self._first: dict[str, Change] = {}  # device → its first reading held

    def admit(self, readings: Sequence[Change], now: float) -> list[Change]:
        """Takes the readings read (in log order); answers the device changes to tell now:
        theirs and those held whose second is up, one per device, in log order."""
        for change in readings:
            self._first.setdefault(change.id, change)
            self._held[change.id] = change
        self._told = {d: t for d, t in self._told.items() if now - t < self.interval}
        due = [c for device, c in self._held.items() if device not in self._told]
        for change in due:
            self._told[change.id] = now
            del self._held[change.id], self._first[change.id]
        return sorted(due, key=lambda c: c.position)

    def safe(self, log: str, read: int) -> int:
        """How far a log has been told, given it was read to `read`: short of the first
        reading still held, so a client resuming from there hears of it."""
        held = [c.position for c in self._first.values() if c.log == log]
        return min(held, default=read + 1) - 1

    def copy(self) -> DeviceThrottle:
        copied = DeviceThrottle(self.interval)
        copied._told, copied._held, copied._first = (
            dict(self._told),
            dict(self._held),
            dict(self._first),
        )
        return copied

    @property
    def holding(self) -> bool:
        return bool(self._held)

    def clear(self) -> None:
        self._told.clear()
        self._held.clear()
        self._first.clear()
