"""Devices gone silent: a `device-offline` issue opens when a placed device has been silent
for longer than its reporting interval times the offline factor (`HYGIENE_OFFLINE_FACTOR`),
once per silence; the device's next message resolves it (`application.monitoring`, which
asks `OfflineIssues.offline_issue_devices` of each batch's devices).

Time drives it, not an event, so it runs as the escalator does (`application.escalations`):
a thread beside the followers that asks the read tables every `INTERVAL` which devices are
silent past their bound with no `device-offline` issue opened since their last reading
(`projections.queries.offline`), and opens one for each, as the rules open theirs
(`Issues.from_rules`: the issue, its claimed `OpenIssueIndex` and the notifications, in one
save). What it has done is in the issues themselves: an issue opened for the device's
last reading (its `lastReadingAt`), open or resolved by a person meanwhile, stands for the
whole silence, so a restart neither loses nor repeats an opening, and of two runners the
second's claim of the same index is refused and it looks again.

The issue names why the device is offline (`offlineReason`: "silent", or "gateway-silent"
when the gateway that delivered its last reading has stopped its heartbeats too), its last
reading and its interval; it counts from when the silence passed the bound.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from datetime import UTC, datetime
from typing import Any, Protocol

import structlog
from eventsourcing.persistence import IntegrityError

from application.issues import RULES_ACTOR, Issues, RuleRaise
from application.periodic import Periodic
from domain.device_state import (
    DEFAULT_OFFLINE_FACTOR,
    Connection,
    Silence,
    offline_reason,
)
from domain.errors import Conflict
from domain.kinds import IssueType
from domain.notification import ISSUE_OPENED

log = structlog.get_logger(__name__)

#: Seconds between looks at the read tables for devices gone silent.
INTERVAL = 20.0
#: Devices taken up a look.
BATCH = 100
OFFLINE = IssueType.DEVICE_OFFLINE.value


class SilentDevices(Protocol):
    """What the watch asks the read side (answered by `projections.queries.offline`)."""

    def silent_devices(self, now: datetime, factor: float, limit: int) -> list[Silence]:
        """Placed devices silent for longer than their interval times `factor` at `now`,
        longest silent first, with no `device-offline` issue open or opened since their
        last reading."""
        ...

    def place_name(self, facility_id: str) -> str | None:
        """How messages name a facility: "Ladies Level 1, Harbourfront Tower"."""
        ...


class OfflineIssues(Protocol):
    """What the rules ask the read side of a batch's devices."""

    def offline_issue_devices(self, device_ids: Collection[str]) -> set[str]:
        """Those of the devices with an open `device-offline` issue."""
        ...


def _now() -> datetime:
    return datetime.now(UTC)


def offline_trigger(silence: Silence, factor: float, now: datetime) -> dict[str, Any]:
    """What the issue keeps of the silence that opened it."""
    reason = offline_reason(Connection.OFFLINE, silence.gateway_heartbeat_at, now)
    trigger: dict[str, Any] = {
        "time": silence.went_offline_at(factor).isoformat(),
        # As the read tables keep it: the watch knows the silence told by it.
        "lastReadingAt": silence.last_reading_at.isoformat().replace("+00:00", "Z"),
        "reportingIntervalSeconds": silence.interval_seconds,
        "offlineFactor": factor,
        "offlineReason": str(reason),
    }
    if silence.gateway is not None:
        trigger["gateway"] = silence.gateway
    return trigger


class SilenceWatch(Periodic):
    """Opens a `device-offline` issue for each device found silent past its bound."""

    name = "offline"
    waits_first = True  # the read tables catch up with the logs first

    def __init__(
        self,
        issues: Issues,
        silent: SilentDevices,
        *,
        factor: float = DEFAULT_OFFLINE_FACTOR,
        moved: Callable[[], object] = lambda: None,
        interval: float = INTERVAL,
        clock: Callable[[], datetime] = _now,
    ) -> None:
        super().__init__(interval)
        self.issues = issues
        self.silent = silent
        self.factor = factor
        self.moved = moved  # told after each save, so the read tables follow at once
        self.clock = clock

    def round(self) -> bool:
        return self.open_due() >= BATCH

    # Opening -------------------------------------------------------------------------

    def open_due(self) -> int:
        """Opens an issue for each device silent past its bound now and not yet told of;
        answers how many devices it looked at (a full batch: there may be more)."""
        now = self.clock()
        found = self.silent.silent_devices(now, self.factor, BATCH)
        for silence in found:
            self.open(silence, now)
        return len(found)

    def open(self, silence: Silence, now: datetime) -> bool:
        """Opens the device's `device-offline` issue; False when one is open already or
        another runner opened it first."""
        facility, building = silence.facility_id, silence.building_id
        raised = RuleRaise(
            device_id=silence.device_id,
            facility_id=facility,
            building_id=building,
            issue_type=OFFLINE,
            reading=offline_trigger(silence, self.factor, now),
            recipients=self.issues.recipients.of_issue(
                ISSUE_OPENED, facility, building, OFFLINE, RULES_ACTOR
            ),
            place=self.silent.place_name(facility) if facility else None,
            measured_at=min(silence.went_offline_at(self.factor), now),
        )
        changed = self.issues.from_rules([raised])
        if not changed:
            return False
        try:
            self.issues.save(*changed)
        except (IntegrityError, Conflict):
            return False  # another runner was first: the next look sees how it stands
        log.info("offline.opened", device_id=silence.device_id)
        self.moved()
        return True
