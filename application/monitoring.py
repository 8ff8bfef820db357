"""The rules at work: a follower of the readings that raises issues when a condition begins.

A batch of readings is evaluated in order; the issues it raised, their notifications, the
devices' new rule state and how far the readings were read are saved in one transaction of
the issues application, so a crash repeats nothing and skips nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any

import structlog
from eventsourcing.persistence import IntegrityError, Tracking

from application.issues import Issues, RuleRaise
from application.ports import EstateLookup
from application.readings import Readings
from application.ttl_cache import TtlCache
from domain.device_state import SensorReading, adjusted_water_meter
from domain.kinds import METER_KINDS
from domain.placement import Placement
from domain.reading import Reading
from domain.rules import RuleState, evaluate
from domain.watch import DeviceWatch, meter_window, remember_meter

log = structlog.get_logger(__name__)


class Monitor:
    """Follows the readings log (`application.following.Follower`) and writes issues."""

    name = "rules"
    upstream = ("readings",)
    writes = ("issues",)

    def __init__(
        self, readings: Readings, issues: Issues, estate: EstateLookup, tz: tzinfo = UTC
    ) -> None:
        self.readings = readings
        self.issues = issues
        self.estate = estate
        self.tz = tz
        # The monitor is the only writer of device watches: it keeps them in memory between
        # batches rather than reading them back, and forgets them if a save fails.
        self._watches: dict[str, DeviceWatch] = {}
        # The latest state of each device; saved in its watch only when it matters.
        self._states: dict[str, tuple[RuleState, dict[str, list[Any]]]] = {}
        self._placements: TtlCache[str, Placement] = TtlCache(
            lambda d: estate.placements([d]).get(d), load_many=estate.placements
        )
        self.places: TtlCache[str, str] = TtlCache(estate.place_name)

    def position(self, upstream: str) -> int:
        return self.issues.tracked_position(upstream)

    def follow(self, upstream: str, events: Sequence[Any], last: int, position: int) -> int:
        """Evaluates a batch of readings and saves what it raised with the position."""
        readings = [e for e in events if isinstance(e, Reading.Recorded)]
        device_ids = {r.device_id for r in readings}
        placements = self._placements.get_many(device_ids)
        # Per device: what the rules remember, and the meter's recent hours.
        watches, states = self._recall(
            {d: self._states.get(d) for d in device_ids if d in placements}
        )
        # Devices removed since their readings came in are left out; each device's readings
        # are evaluated in the order they were measured, whatever order a batch holds them.
        measured = sorted(
            (
                (_sensor_reading(event, placement.meter_adjustment), event, placement)
                for event in readings
                if (placement := placements.get(event.device_id)) is not None
            ),
            key=lambda item: item[0].time,
        )
        raises: list[RuleRaise] = []
        raised_keys: set[tuple[str, str]] = set()
        recipients: dict[str, list[str]] = {}
        for reading, event, placement in measured:
            device_id = event.device_id
            rule_state, meter_hours = states[device_id]
            is_meter = placement.kind in METER_KINDS
            evaluation = evaluate(
                placement.kind,
                placement.kpi,
                rule_state,
                reading,
                meter_window(meter_hours) if is_meter else (),
                self.tz,
            )
            if is_meter and reading.water_meter is not None:
                meter_hours = remember_meter(meter_hours, reading.time, reading.water_meter)
            states[device_id] = (evaluation.state, meter_hours)
            for issue_type in sorted(evaluation.raised):
                key = (device_id, str(issue_type))
                if key in raised_keys:
                    continue
                raised_keys.add(key)
                facility = placement.facility_id
                if facility and facility not in recipients:
                    recipients[facility] = self.estate.recipients(facility)
                raises.append(
                    RuleRaise(
                        device_id=device_id,
                        facility_id=facility,
                        building_id=placement.building_id,
                        issue_type=str(issue_type),
                        reading={
                            **evaluation.summary,
                            "readingId": str(event.originator_id),
                            "seq": event.seq,
                        },
                        recipients=recipients.get(facility, []) if facility else [],
                        place=self.places.get(facility) if facility else None,
                    )
                )
        raised = self.issues.raise_from_rules(raises)
        changed: list[Any] = []
        for device_id, (rule_state, meter_hours) in states.items():
            state = {"rules": rule_state.to_dict(), "meterHours": meter_hours}
            watch = watches.get(device_id)
            if watch is None:
                changed.append(DeviceWatch(device_id=device_id, state=state))
            elif _material_change(watch.state, state):
                watch.observe(state=state)
                changed.append(watch)
        try:
            self.issues.save_with_tracking([*raised, *changed], Tracking(upstream, last))
        except IntegrityError:
            # Another monitor took this batch first (reading goes on after it), or a
            # command changed an aggregate read for it, such as an index freed by a
            # resolution (the batch is evaluated again on fresh state).
            log.info("monitor.batch_not_saved", position=last)
            self._forget()
            return self.issues.tracked_position(upstream)
        except Exception:
            self._forget()
            raise
        for watch in changed:
            self._watches[watch.device_id] = watch
        self._states.update(states)
        return last

    def _recall(
        self, known: dict[str, tuple[RuleState, dict[str, list[Any]]] | None]
    ) -> tuple[dict[str, DeviceWatch], dict[str, tuple[RuleState, dict[str, list[Any]]]]]:
        """The devices' saved watches, and each device's rule state: as last left in memory,
        else as its watch remembers it (the batch's unknown watches read in one go)."""
        unknown = [d for d in known if d not in self._watches]
        if unknown:
            loaded = self.issues.get_many([DeviceWatch.create_id(d) for d in unknown])
            for watch in loaded.values():
                if isinstance(watch, DeviceWatch):
                    self._watches[watch.device_id] = watch
        watches = {d: self._watches[d] for d in known if d in self._watches}
        states: dict[str, tuple[RuleState, dict[str, list[Any]]]] = {}
        for device_id, state in known.items():
            if state is None:
                remembered = watches[device_id].state if device_id in watches else {}
                state = (
                    RuleState.from_dict(remembered.get("rules", {})),
                    remembered.get("meterHours", {}),
                )
            states[device_id] = state
        return watches, states

    def remembered(self, device_id: str) -> RuleState | None:
        """What the rules remember of a device after the batches evaluated so far."""
        state = self._states.get(device_id)
        return None if state is None else state[0]

    def _forget(self) -> None:
        self._watches.clear()
        self._states.clear()


SAVE_AT_LEAST_EVERY = timedelta(hours=6)


def _material_change(saved: dict[str, Any], state: dict[str, Any]) -> bool:
    """Whether a device's new rule state must be saved with this batch.

    What decides an issue is saved whenever it changes: the open conditions, the run of
    poor ratings, a new hour of meter samples. The time of the last reading and the latest
    meter sample only refine the first reading after a restart (an older reading is
    ignored; a flow rate is measured from the sample before), so they are saved with the
    rest or at least every six hours of readings: a flow rate after a restart is then an
    average over a longer stretch, which never reads higher than the true one. Saving them
    with every reading would write one event per reading.
    """
    old, new = saved.get("rules", {}), state["rules"]
    if old.get("active") != new.get("active") or old.get("poorFeedbackRun") != new.get(
        "poorFeedbackRun"
    ):
        return True
    if set(saved.get("meterHours", {})) != set(state["meterHours"]):
        return True
    before: str | None = old.get("lastReadingAt")
    now: str | None = new.get("lastReadingAt")
    if before is None or now is None:
        return before != now
    return datetime.fromisoformat(now) - datetime.fromisoformat(before) >= SAVE_AT_LEAST_EVERY


def _sensor_reading(event: Reading.Recorded, meter_adjustment: float) -> SensorReading:
    reading = SensorReading.of(
        datetime.fromisoformat(event.time.replace("Z", "+00:00")), event.values
    )
    if reading.water_meter is None or not meter_adjustment:
        return reading
    return replace(reading, water_meter=adjusted_water_meter(reading.water_meter, meter_adjustment))
