"""The rules at work: follows the readings and raises issues when a condition begins.

A batch of readings is evaluated in order; the issues it raised, their notifications, the
devices' new rule state and how far the readings were read are saved in one transaction of
the issues application, so a crash repeats nothing and skips nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any

import structlog
from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError, Tracking

from application.issues import Issues
from application.readings import Readings
from application.ttl_cache import TtlCache
from domain.device_state import SensorReading, adjusted_water_meter
from domain.kinds import METER_KINDS
from domain.reading import Reading
from domain.rules import RuleState, evaluate
from domain.watch import DeviceWatch, meter_window, remember_meter
from projections.issues import place_of_facility
from projections.store import ReadStore

log = structlog.get_logger(__name__)
BATCH = 1000


@dataclass(frozen=True)
class Placement:
    kind: str
    kpi: dict[str, Any]
    facility_id: str | None
    building_id: str | None
    meter_adjustment: float


class Monitor:
    def __init__(
        self,
        readings: Readings,
        issues: Issues,
        store: ReadStore,
        recipients: Callable[[ReadStore, str], list[str]],
        tz: tzinfo = UTC,
    ) -> None:
        self.readings = readings
        self.issues = issues
        self.store = store
        self.recipients = recipients
        self.tz = tz
        # The monitor is the only writer of device watches: it keeps them in memory between
        # batches rather than reading them back, and forgets them if a save fails.
        self._watches: dict[str, DeviceWatch] = {}
        # The latest state of each device; saved in its watch only when it matters.
        self._states: dict[str, tuple[RuleState, dict[str, list[Any]]]] = {}
        self._placements: TtlCache[str, Placement] = TtlCache(self._placement)
        self.places: TtlCache[str, str] = TtlCache(lambda f: place_of_facility(store, f))

    def run_once(self, limit: int = BATCH) -> int:
        """Evaluates the next batch of readings; answers how many notifications were read."""
        position = self.issues.tracked_position(self.readings.name)
        notifications = self.readings.recorder.select_notifications(start=position + 1, limit=limit)
        if not notifications:
            return 0
        placements: dict[str, Placement | None] = {}
        # Per device: what the rules remember, and the meter's recent hours.
        states: dict[str, tuple[RuleState, dict[str, list[Any]]]] = {}
        raised: list[Any] = []
        raised_keys: set[tuple[str, str]] = set()
        for notification in notifications:
            event = self.readings.to_event(notification)
            if not isinstance(event, Reading.Recorded):
                continue
            device_id = event.device_id
            if device_id not in placements:
                placements[device_id] = self._placements.get(device_id)
            placement = placements[device_id]
            if placement is None:
                continue  # removed since the reading came in
            if device_id not in states:
                if device_id in self._states:
                    states[device_id] = self._states[device_id]
                else:
                    watch = self._watch(device_id)
                    remembered = watch.state if watch is not None else {}
                    states[device_id] = (
                        RuleState.from_dict(remembered.get("rules", {})),
                        remembered.get("meterHours", {}),
                    )
            rule_state, meter_hours = states[device_id]
            reading = _sensor_reading(event, placement.meter_adjustment)
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
                recipients = (
                    self.recipients(self.store, placement.facility_id)
                    if placement.facility_id
                    else []
                )
                raised.extend(
                    self.issues.raise_from_rule(
                        device_id=device_id,
                        facility_id=placement.facility_id,
                        building_id=placement.building_id,
                        issue_type=str(issue_type),
                        reading={
                            **evaluation.summary,
                            "readingId": str(event.originator_id),
                            "seq": event.seq,
                        },
                        recipients=recipients,
                        place=self.places.get(placement.facility_id)
                        if placement.facility_id
                        else None,
                    )
                )
        changed: list[Any] = []
        for device_id, (rule_state, meter_hours) in states.items():
            state = {"rules": rule_state.to_dict(), "meterHours": meter_hours}
            watch = self._watch(device_id)
            if watch is None:
                changed.append(DeviceWatch(device_id=device_id, state=state))
            elif _material_change(watch.state, state):
                watch.observe(state=state)
                changed.append(watch)
        tracking = Tracking(self.readings.name, notifications[-1].id)
        try:
            self.issues.save_with_tracking([*raised, *changed], tracking)
        except IntegrityError:
            # Another monitor took this batch first; the next call starts after it.
            log.info("monitor.batch_taken_elsewhere", position=notifications[-1].id)
            self._forget()
            return len(notifications)
        except Exception:
            self._forget()
            raise
        for watch in changed:
            self._watches[watch.device_id] = watch
        self._states.update(states)
        return len(notifications)

    def _forget(self) -> None:
        self._watches.clear()
        self._states.clear()

    def _watch(self, device_id: str) -> DeviceWatch | None:
        if device_id in self._watches:
            return self._watches[device_id]
        try:
            watch: DeviceWatch = self.issues.repository.get(DeviceWatch.create_id(device_id))
        except AggregateNotFoundError:
            return None
        self._watches[device_id] = watch
        return watch

    def _placement(self, device_id: str) -> Placement | None:
        row = self.store.query_one(
            "SELECT d.kind, d.kpi_parameters, d.facility_id, d.meter_adjustment,"
            " f.building_id FROM devices d LEFT JOIN facilities f ON f.id = d.facility_id"
            " WHERE d.id = ?",
            (device_id,),
        )
        if row is None:
            return None
        return Placement(
            kind=row["kind"],
            kpi=json.loads(row["kpi_parameters"] or "{}"),
            facility_id=row["facility_id"],
            building_id=row["building_id"],
            meter_adjustment=float(row["meter_adjustment"] or 0.0),
        )


SAVE_AT_LEAST_EVERY = timedelta(minutes=15)


def _material_change(saved: dict[str, Any], state: dict[str, Any]) -> bool:
    """Whether a device's new rule state must be saved with this batch.

    Saving every device's state with every batch would double the writes of the rules.
    What decides an issue is saved whenever it changes: the open conditions, the run of
    poor ratings, a new hour of meter samples. The time of the last reading and the latest
    meter sample are saved at least every fifteen minutes of readings; after a restart, a
    flow rate is then measured over a longer stretch, which still gives the right average.
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
    values = event.values
    water = values.get("waterMeter")
    return SensorReading(
        time=datetime.fromisoformat(event.time.replace("Z", "+00:00")),
        battery_voltage=values.get("batteryVoltage"),
        rssi=values.get("rssi"),
        people_counter=values.get("peopleCounter"),
        pulse_counter=values.get("pulseCounter"),
        water_meter=None if water is None else adjusted_water_meter(water, meter_adjustment),
        humidity=values.get("humidity"),
        temperature=values.get("temperature"),
        range_mm=values.get("range"),
        digital_input=values.get("digitalInput"),
        proximity=values.get("proximity"),
    )
