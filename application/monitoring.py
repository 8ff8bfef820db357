"""The rules at work: a follower of the readings that raises issues when a condition begins.

A process (`application.process`) of the readings log. A batch of readings is evaluated in
order; the issues it raised, their notifications and the devices' new rule state are its
reply, saved with how far the readings were read in one transaction of the issues
application, so a crash repeats nothing and skips nothing. Who hears of an issue is the
recipients policy's to say (`application.recipients`); the batch's dead letters are counted
for the administrators (`application.dead_letter_notices`). A device's reading resolves its
open `device-offline` issue (which `application.offline` opens).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, datetime, tzinfo
from typing import Any

from eventsourcing.persistence import IntegrityError

from application.dead_letter_notices import dead_letter_notices
from application.issues import RULES_ACTOR, Issues, RuleClear, RuleRaise
from application.offline import OfflineIssues
from application.ports import EstateLookup
from application.process import Process, Reply
from application.readings import Readings
from application.recipients import Circle, who_hears
from application.rule_watches import Memory, changed_watches, visit_watch
from application.ttl_cache import TtlCache
from domain.clock import HISTORY_SOURCE
from domain.device_state import SensorReading, adjusted_water_meter
from domain.feedback import (
    Complaint,
    FeedbackPlace,
    complaints_of,
    count_presses,
    facility_of_visit_device,
)
from domain.kinds import METER_KINDS, DeviceKind, IssueType
from domain.notification import ISSUE_OPENED, ISSUE_RESOLVED
from domain.placement import Placement
from domain.reading import DeadLetter, Reading
from domain.rules import RuleState, evaluate, feedback_target, rating_of
from domain.watch import DeviceWatch, meter_window, remember_meter

OFFLINE = IssueType.DEVICE_OFFLINE.value
# A reading as the rules read it, its event, and where it was taken.
Measured = tuple[SensorReading, Reading.Recorded, Placement]


class Monitor(Process):
    """Follows the readings log and writes issues: a batch is evaluated whole, each
    device's readings in the order they were measured."""

    name = "rules"
    upstream = ("readings",)
    folds = (Reading.Recorded, DeadLetter.Received)

    def __init__(
        self,
        readings: Readings,
        issues: Issues,
        estate: EstateLookup,
        tz: tzinfo = UTC,
        offline: OfflineIssues | None = None,
    ) -> None:
        super().__init__(issues)
        self.readings = readings
        self.issues = issues
        self.estate = estate
        self.tz = tz
        # Which devices have a `device-offline` issue open: their next reading resolves it.
        self.offline = offline
        # The monitor is the only writer of device watches: it keeps them in memory between
        # batches rather than reading them back, and forgets them if a save fails.
        self._watches: dict[str, DeviceWatch] = {}
        # The latest state of each device; saved in its watch only when it matters.
        self._states: dict[str, Memory] = {}
        self._placements: TtlCache[str, Placement] = TtlCache(
            lambda d: estate.placements([d]).get(d), load_many=estate.placements
        )
        self.places: TtlCache[str, str] = TtlCache(estate.place_name)
        # The people of each place, by audience: assignments change rarely, but whoever was
        # just assigned a toilet expects to hear of its next issue.
        self._circles: TtlCache[tuple[str | None, str | None], Circle] = TtlCache(
            lambda place: issues.recipients.around_place(*place), ttl=5.0
        )
        # Settings change rarely, but a manager who changed them expects them to hold soon.
        self._feedback_places: TtlCache[str, FeedbackPlace] = TtlCache(
            lambda f: estate.feedback_places([f]).get(f),
            ttl=5.0,
            load_many=estate.feedback_places,
        )

    def react(self, events: Iterable[Any], reply: Reply) -> None:
        """Evaluates a batch of readings: what it raised and cleared, its notices and the
        watches it changed are the reply; once saved, the watches and states are kept."""
        batch = list(events)
        readings = [e for e in batch if isinstance(e, Reading.Recorded)]
        device_ids = {r.device_id for r in readings if not facility_of_visit_device(r.device_id)}
        placements = self._placements.get_many(device_ids)
        # Per device: what the rules remember, and the meter's recent hours.
        watches, states = self._recall(
            {d: self._states.get(d) for d in device_ids if d in placements}
        )
        measured = self._in_measured_order(readings, placements)
        pressed = {p.facility_id for r, _, p in measured if p.facility_id and r.areas}
        places = self._feedback_places.get_many(pressed) if pressed else {}
        windows = self._recall_windows(set(places))
        changes: list[RuleRaise | RuleClear] = []
        raised_keys: set[str] = set()
        back = self.offline.offline_issue_devices(set(states)) if self.offline else set()
        for reading, event, placement in measured:
            if event.device_id in back:  # heard from again: no longer offline
                back.discard(event.device_id)
                changes.append(self._rule_clear(reading, event, placement, OFFLINE))
            if event.device_id in states:
                self._apply_rules(reading, event, placement, states, changes, raised_keys)
            place = places.get(placement.facility_id or "")
            if place is not None and reading.areas:
                for complaint in self._count_presses(place, reading, windows):
                    self._raise(
                        changes,
                        raised_keys,
                        self._feedback_raise(place, complaint, reading, event),
                    )
        changed = changed_watches(watches, states, windows, self._watches)
        counted, notices = dead_letter_notices(self.issues, self._watches, batch)
        if counted is not None:
            changed.append(counted)
        reply.collect_events(*self.issues.from_rules(changes), *notices, *changed)
        reply.on_saved(lambda: self._remember(changed, states))

    def _in_measured_order(
        self, readings: list[Reading.Recorded], placements: dict[str, Placement]
    ) -> list[Measured]:
        """The batch's readings with where each was taken, in the order they were measured.

        Devices removed since their readings came in are left out; each device's readings
        are evaluated in the order they were measured, whatever order a batch holds them.
        Feedback given through a facility's QR page comes as a reading of a stand-in device.
        """
        return sorted(
            (
                (_sensor_reading(event, placement.meter_adjustment), event, placement)
                for event in readings
                if (placement := self._placement_of(event.device_id, placements)) is not None
            ),
            key=lambda item: item[0].time,
        )

    def _apply_rules(
        self,
        reading: SensorReading,
        event: Reading.Recorded,
        placement: Placement,
        states: dict[str, Memory],
        changes: list[RuleRaise | RuleClear],
        raised_keys: set[str],
    ) -> None:
        """Evaluates a device's rules on its reading: its new state, and the issues the
        reading cleared and raised."""
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
        for issue_type in sorted(evaluation.cleared):
            clear = self._rule_clear(reading, event, placement, str(issue_type))
            raised_keys.discard(clear.index_key)
            changes.append(clear)
        for issue_type in sorted(evaluation.raised):
            self._raise(
                changes,
                raised_keys,
                self._rule_raise(reading, event, placement, str(issue_type), evaluation.summary),
            )

    def _rule_clear(
        self,
        reading: SensorReading,
        event: Reading.Recorded,
        placement: Placement,
        issue_type: str,
    ) -> RuleClear:
        """The end of a condition on a device: its open issue of the type resolves."""
        recipients, place = self._told(ISSUE_RESOLVED, placement, issue_type)
        return RuleClear(
            device_id=event.device_id,
            issue_type=issue_type,
            cleared_at=reading.time,
            happened_at=_happened_at(event, reading),
            recipients=recipients,
            place=place,
        )

    def _rule_raise(
        self,
        reading: SensorReading,
        event: Reading.Recorded,
        placement: Placement,
        issue_type: str,
        summary: dict[str, Any],
    ) -> RuleRaise:
        """The beginning of a condition on a device: an issue of the type opens."""
        recipients, place = self._told(ISSUE_OPENED, placement, issue_type)
        return RuleRaise(
            device_id=event.device_id,
            facility_id=placement.facility_id,
            building_id=placement.building_id,
            issue_type=issue_type,
            reading={
                **summary,
                "readingId": str(event.originator_id),
                "seq": event.seq,
            },
            recipients=recipients,
            place=place,
            measured_at=reading.time,
            happened_at=_happened_at(event, reading),
        )

    @staticmethod
    def _count_presses(
        place: FeedbackPlace, reading: SensorReading, windows: dict[str, dict[str, list[str]]]
    ) -> list[Complaint]:
        """Counts a reading's presses into its facility's window: the complaints that
        reached the threshold with them."""
        window, fired = count_presses(
            windows.get(place.facility_id, {}),
            reading.time,
            complaints_of(reading.areas or ()),
            place.settings,
        )
        windows[place.facility_id] = window
        return fired

    def _remember(self, changed: list[DeviceWatch], states: dict[str, Memory]) -> None:
        """The watches and states a saved batch left, for the next batch."""
        for watch in changed:
            self._watches[watch.device_id] = watch
        self._states.update(states)

    def _placement_of(self, device_id: str, placements: dict[str, Placement]) -> Placement | None:
        """Where a reading was taken: its device's placement, or for feedback given through a
        QR page, the facility (with no rules of a device to evaluate)."""
        facility = facility_of_visit_device(device_id)
        if facility is None:
            return placements.get(device_id)
        return Placement(DeviceKind.FEEDBACK_PANEL.value, {}, facility, None, 0.0)

    def _told(
        self, kind: str, placement: Placement, issue_type: str
    ) -> tuple[list[str], str | None]:
        """Who hears of an issue of the type on the device (`kind`: opened or resolved), and
        how the messages name its facility."""
        facility = placement.facility_id
        recipients = self._recipients(kind, facility, placement.building_id, issue_type)
        return recipients, self.places.get(facility) if facility else None

    def _recipients(
        self, kind: str, facility: str | None, building: str | None, issue_type: str
    ) -> list[str]:
        """Who hears of an issue of the place (a main meter's stands on its building)."""
        if not (facility or building):
            return []
        circle = self._circles.get((facility, building)) or {}
        return who_hears(kind, circle, RULES_ACTOR, issue_type)

    @staticmethod
    def _raise(
        changes: list[RuleRaise | RuleClear], raised_keys: set[str], change: RuleRaise
    ) -> None:
        if change.index_key not in raised_keys:
            raised_keys.add(change.index_key)
            changes.append(change)

    def _feedback_raise(
        self,
        place: FeedbackPlace,
        complaint: Complaint,
        reading: SensorReading,
        event: Reading.Recorded,
    ) -> RuleRaise:
        """The issue enough visitors named within the window: on the device whose rules
        raise it, else the facility's own."""
        summary: dict[str, Any] = {
            "time": reading.time.isoformat(),
            "feedback": True,
            "presses": place.settings.threshold,
            "windowMinutes": place.settings.window_minutes,
            "areas": list(reading.areas or ()),
            "readingId": str(event.originator_id),
            "pressedOn": event.device_id,
        }
        if complaint.area is not None:
            summary["area"] = complaint.area
        rating = rating_of(reading)
        if rating is not None:
            summary["rating"] = rating
        return RuleRaise(
            device_id=feedback_target(place, complaint),
            facility_id=place.facility_id,
            building_id=place.building_id,
            issue_type=str(complaint.issue_type),
            reading=summary,
            recipients=self._recipients(
                ISSUE_OPENED, place.facility_id, place.building_id, str(complaint.issue_type)
            ),
            place=self.places.get(place.facility_id),
            measured_at=reading.time,
            happened_at=_happened_at(event, reading),
        )

    def _recall_windows(self, facility_ids: set[str]) -> dict[str, dict[str, list[str]]]:
        """Each facility's window of presses, as its watch remembers it."""
        unknown = [visit_watch(f) for f in facility_ids if visit_watch(f) not in self._watches]
        if unknown:
            loaded = self.issues.get_many([DeviceWatch.create_id(k) for k in unknown])
            for watch in loaded.values():
                if isinstance(watch, DeviceWatch):
                    self._watches[watch.device_id] = watch
        windows: dict[str, dict[str, list[str]]] = {}
        for facility_id in facility_ids:
            held = self._watches.get(visit_watch(facility_id))
            saved = held.state.get("feedback", {}) if held is not None else {}
            windows[facility_id] = {k: list(v) for k, v in saved.items()}
        return windows

    def _recall(
        self, known: dict[str, Memory | None]
    ) -> tuple[dict[str, DeviceWatch], dict[str, Memory]]:
        """The devices' saved watches, and each device's rule state: as last left in memory,
        else as its watch remembers it (the batch's unknown watches read in one go)."""
        unknown = [d for d in known if d not in self._watches]
        if unknown:
            loaded = self.issues.get_many([DeviceWatch.create_id(d) for d in unknown])
            for watch in loaded.values():
                if isinstance(watch, DeviceWatch):
                    self._watches[watch.device_id] = watch
        watches = {d: self._watches[d] for d in known if d in self._watches}
        states: dict[str, Memory] = {}
        for device_id, state in known.items():
            if state is None:
                remembered = watches[device_id].state if device_id in watches else {}
                state = (
                    RuleState.from_dict(remembered.get("rules", {})),
                    remembered.get("meterHours", {}),
                )
            states[device_id] = state
        return watches, states

    def flush(self) -> int:
        """Saves what the rules remember of each device that its watch does not say yet.

        The time of the last reading and the latest meter sample go into a watch with the
        batches only every six hours of readings (`rule_watches.material_change`); saving
        them when the followers stop lets the rules after a restart go on from exactly here,
        not from a watch hours old. Call it once the runner has stopped; answers how many it
        saved.
        """
        changed: list[DeviceWatch] = []
        for device_id, (rule_state, meter_hours) in self._states.items():
            state = {"rules": rule_state.to_dict(), "meterHours": meter_hours}
            watch = self._watches.get(device_id)
            if watch is not None and watch.state != state:
                watch.observe(state=state)
                changed.append(watch)
        if not changed:
            return 0
        try:
            self.issues.save(*changed)
        except IntegrityError:  # another monitor moved them on meanwhile: its are newer
            self.forget()
            return 0
        return len(changed)

    def remembered(self, device_id: str) -> RuleState | None:
        """What the rules remember of a device after the batches evaluated so far."""
        state = self._states.get(device_id)
        return None if state is None else state[0]

    def forget(self) -> None:
        """A batch not saved, or a save of watches refused: what is kept in memory may be
        ahead of the store (watches changed in place), so it is read back afresh."""
        self._watches.clear()
        self._states.clear()


def _happened_at(event: Reading.Recorded, reading: SensorReading) -> datetime | None:
    """When what the rules make of a reading happened: when it was measured, for a reading
    entered as the estate's past (the demo's history); None (now) for a live one."""
    return reading.time if event.source == HISTORY_SOURCE else None


def _sensor_reading(event: Reading.Recorded, meter_adjustment: float) -> SensorReading:
    reading = SensorReading.of(
        datetime.fromisoformat(event.time.replace("Z", "+00:00")), event.values
    )
    if reading.water_meter is None or not meter_adjustment:
        return reading
    return replace(reading, water_meter=adjusted_water_meter(reading.water_meter, meter_adjustment))
