"""The demo estate's last fortnight, entered the way a live estate's would have been.

On the demo's first start, its devices' messages of the last `days` days go through the one
intake (`take`, the console's `Intake.take`), each with the time it was measured; the rules
raise and clear issues from them as they would have live. The estate's staff answer at
realistic speeds: they refill paper and soap, empty bins and mop floors a few minutes to a
few hours after the rules raised the issue, and the sensor's next reading shows it (the
system resolves the issue: the condition cleared); issues whose types do not resolve
themselves (odour, comfort, leaks, visitors' complaints) a member of the facility's staff
resolves, with the time they did (`Issues.resolve(resolved_at=…)`).

What it records happened when it says (`domain.clock`): the issues, index claims and
messages the rules make of a reading entered as history (`HISTORY_SOURCE`) at the time it
was measured, the staff's resolutions and their messages at the times they made them. The
readings keep their measured times (their `timestamp` says when they were entered). The
estate was set up before the fortnight (`SET_UP_BEFORE`, `FITTED_BEFORE`), so nothing
happens before its place existed.

The messages come from the simulator's device models (`ingest.simulator`, handed in by the
wiring, which the applications do not import). Each device's sequence numbers say the round
(round n sends n*10+1, n*10+2, …), far below the live simulator's, so the first device's
first reading says the history began (and when), and its reading of the closing round that
it was done: a second start adds nothing, and one stopped half way carries on where it was
(the rounds it had sent are played through the models, not sent again).
"""

from __future__ import annotations

import json
import math
import random
import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from application.devices import Devices
from application.issues import Issues
from application.ports import EstateLookup
from application.readings import Outcome, Readings
from domain.clock import HISTORY_SOURCE, events_at
from domain.device_state import device_level
from domain.errors import DomainError
from domain.issue import Issue, IssueSource
from domain.kinds import LEVEL_KINDS, DeviceKind
from domain.reading import Reading
from domain.thresholds import threshold

HISTORY_DAYS = 14
#: The demo estate was set up the day before its fortnight begins, a second between its
#: records; its devices were fitted and its gateway keyed half a day before.
SET_UP_BEFORE = timedelta(days=1)
FITTED_BEFORE = timedelta(hours=12)
RECORDS_APART = timedelta(seconds=1)
#: Every device sends a message a round (feedback panels a few presses).
ROUND_MINUTES = 90
#: How far the simulated washroom moves in a round (visitors, paper and soap used, bins
#: filled): the simulator's model is made for rounds of a few minutes.
MODEL_MINUTES = 8.0
#: Rounds sent and answered together before the staff resolve what is due.
CHUNK_ROUNDS = 8
SOURCE = HISTORY_SOURCE
GATEWAY = "demo-gateway"
SEED = 14
#: The demo's device identifiers, in the order `demo.devices` registers them.
Identify = Callable[[int], str]


class SimulatedDevice(Protocol):
    """A device model of `ingest.simulator`: each step answers its next message."""

    identifier: str
    kind: str
    level: float
    battery: float
    seq: int

    def step(self, now: datetime, minutes: float) -> dict[str, Any]: ...


DevicesOf = Callable[[list[dict[str, Any]], int, int], Sequence[SimulatedDevice]]
Take = Callable[[Sequence[bytes], str], Sequence[Outcome]]
Progress = Callable[[str, dict[str, Any]], None]


def fortnight_start(now: datetime, days: int = HISTORY_DAYS) -> datetime:
    """When a history of `days` days entered `now` begins (to the second)."""
    return (now - timedelta(days=days)).replace(microsecond=0)


def _delay(key: str, median_minutes: float, spread: float, longest: float) -> timedelta:
    """A response time drawn for `key` (the same on every run): log-normal about the median,
    from a few minutes to `longest`."""
    rng = random.Random(key)
    minutes = median_minutes * math.exp(rng.gauss(0, spread))
    return timedelta(minutes=min(longest, max(3.0, minutes)))


def _needs_visit(kind: str, readings: dict[str, Any]) -> bool:
    """Whether a cleaner has something to do at this device: paper or soap at its refill
    level, a full bin, a wet floor (the conditions the rules raise, at their defaults)."""
    if kind == DeviceKind.WET_FLOOR:
        return bool(readings.get("digitalInput"))
    level = device_level(kind, {}, readings.get("range"))
    if level is None or kind not in LEVEL_KINDS:
        return False
    if kind == DeviceKind.BIN_FULL:
        return level >= threshold(kind, {}, "binFullPercent")
    return level <= threshold(kind, {}, "refillAtPercent")


def _visit(device: SimulatedDevice, at: datetime) -> dict[str, Any]:
    """The reading a device sends once a cleaner has been: refilled, emptied or dry."""
    if device.kind == DeviceKind.BIN_FULL:
        device.level = 0.0
    elif device.kind in LEVEL_KINDS:
        device.level = 100.0
    message = device.step(at, 0)
    if device.kind == DeviceKind.WET_FLOOR:
        message["readings"]["digitalInput"] = 0
    return message


@dataclass
class _Rounds:
    """The history's messages, round by round, with the cleaners' visits between."""

    devices: Sequence[SimulatedDevice]
    start: datetime
    rounds: int
    round_minutes: float = ROUND_MINUTES
    batteries: dict[str, float] = field(default_factory=dict)
    visits: dict[str, datetime] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Batteries last months: over a fortnight they barely move.
        rng = random.Random(SEED)
        self.batteries = {d.identifier: rng.uniform(3.45, 3.65) for d in self.devices}

    def at(self, n: int) -> datetime:
        return self.start + timedelta(minutes=self.round_minutes * n)

    def messages(self, n: int) -> list[dict[str, Any]]:
        """Round n: each device's due visits, then its reading(s); the closing round (n ==
        `rounds`) one reading each, at the history's end."""
        now = self.at(n)
        out: list[dict[str, Any]] = []
        for device in self.devices:
            device.seq = n * 10
            device.battery = self.batteries[device.identifier]
            visit = self.visits.get(device.identifier)
            if visit is not None and visit < now:
                del self.visits[device.identifier]
                out.append(self._sent(device, _visit(device, visit)))
            presses = 3 if device.kind == DeviceKind.FEEDBACK_PANEL and n < self.rounds else 1
            for press in range(presses):
                at = now + timedelta(minutes=press * self.round_minutes / presses)
                moved = MODEL_MINUTES * self.round_minutes / ROUND_MINUTES
                out.append(self._sent(device, device.step(at, moved / presses)))
        out.sort(key=lambda m: m["time"])
        return out

    def _sent(self, device: SimulatedDevice, message: dict[str, Any]) -> dict[str, Any]:
        """Notes the visit a message calls for (or that it no longer needs one)."""
        if not _needs_visit(device.kind, message["readings"]):
            self.visits.pop(device.identifier, None)
        elif device.identifier not in self.visits:
            key = f"{device.identifier}/{message['seq']}"
            measured = datetime.fromisoformat(message["time"].replace("Z", "+00:00"))
            self.visits[device.identifier] = measured + _delay(key, 30, 0.8, 300)
        return message


@dataclass
class _Due:
    issue_id: uuid.UUID
    facility_id: str
    actor: str
    at: datetime


@dataclass
class DemoHistory:
    """Fills in the demo's history once (`run`), from whichever start finds it missing."""

    devices: Devices
    readings: Readings
    issues: Issues
    estate: EstateLookup
    devices_of: DevicesOf
    take: Take
    #: Waits until the followers (the rules, the read tables) have caught up; False if not.
    settle: Callable[[], bool]
    identify: Identify
    days: int = HISTORY_DAYS
    #: Minutes between a device's messages (a longer history may send them further apart).
    round_minutes: int = ROUND_MINUTES
    progress: Progress = lambda _event, _fields: None
    stop: threading.Event = field(default_factory=threading.Event)
    _issues_read: int = 0
    _due: list[_Due] = field(default_factory=list)

    # What is recorded ------------------------------------------------------------------

    def _rows(self) -> list[dict[str, Any]]:
        """The demo devices registered, in identifier order, with their ids."""
        rows: list[dict[str, Any]] = []
        n = 1
        while (device_id := self.devices.device_id_for(self.identify(n))) is not None:
            device = self.devices.get_device(device_id)
            rows.append({"identifier": self.identify(n), "kind": device.kind, "id": str(device_id)})
            n += 1
        return rows

    @property
    def rounds(self) -> int:
        return self.days * 24 * 60 // self.round_minutes

    def _reading(self, device_id: str, seq: int) -> Reading | None:
        found = self.readings.get_many([Reading.create_id(device_id, seq)])
        reading = next(iter(found.values()), None)
        return reading if isinstance(reading, Reading) else None

    def begun(self, rows: list[dict[str, Any]]) -> datetime | None:
        """When the history begins, if a start has begun it: its first reading's time."""
        first = self._reading(rows[0]["id"], 1) if rows else None
        return None if first is None else datetime.fromisoformat(first.time)

    def done(self, rows: list[dict[str, Any]] | None = None) -> bool:
        """Whether the closing round was recorded: the history is complete."""
        rows = self._rows() if rows is None else rows
        return not rows or self._reading(rows[0]["id"], self.rounds * 10 + 1) is not None

    # Filling it in ---------------------------------------------------------------------

    def run(self) -> bool:
        """Enters the history unless it is there; answers whether it is complete now."""
        rows = self._rows()
        if self.done(rows):
            return True
        begun = self.begun(rows)
        start = begun or fortnight_start(datetime.now(UTC), self.days)
        # The issues raised before the history began are not its staff's business.
        self._issues_read = 0 if begun else self.issues.recorder.max_notification_id() or 0
        self.progress(
            "demo.history.start",
            {
                "days": self.days,
                "devices": len(rows),
                "since": start.isoformat(),
                "resumed": bool(begun),
            },
        )
        model = [{"identifier": r["identifier"], "kind": r["kind"]} for r in rows]
        plan = _Rounds(self.devices_of(model, SEED, 0), start, self.rounds, self.round_minutes)
        totals = {"accepted": 0, "duplicates": 0, "staff": 0}
        for first in range(0, self.rounds, CHUNK_ROUNDS):
            if self.stop.is_set():
                self.progress("demo.history.stopped", {"round": first, "of": self.rounds})
                return False
            last = min(first + CHUNK_ROUNDS, self.rounds)
            if begun and self._reading(rows[0]["id"], (last - 1) * 10 + 1) is not None:
                # Sent whole by an earlier start (rounds go in order): the washrooms move on
                # as they did then, and nothing is sent again.
                for n in range(first, last):
                    plan.messages(n)
                continue
            self._send(plan, range(first, last), totals)
            self.settle()
            totals["staff"] += self._answer(until=plan.at(last - 1))
            self.progress(
                "demo.history.progress",
                {"round": last, "of": self.rounds, "day": plan.at(last - 1).date().isoformat()}
                | totals,
            )
        # The closing round, at the history's end: once it is recorded, the history is.
        self.settle()
        totals["staff"] += self._answer(until=plan.at(self.rounds))
        self._send(plan, [self.rounds], totals)
        self.progress("demo.history.done", totals)
        return True

    def _send(self, plan: _Rounds, rounds: Sequence[int] | range, totals: dict[str, int]) -> None:
        for n in rounds:
            messages = plan.messages(n)
            beat = {"gateway": GATEWAY, "time": messages[0]["time"]}
            bodies = [json.dumps(m).encode() for m in [*messages, beat]]
            for outcome in self.take(bodies, SOURCE):
                if outcome.status == "accepted":
                    totals["accepted"] += 1
                elif outcome.status == "duplicate":
                    totals["duplicates"] += 1

    def _answer(self, until: datetime) -> int:
        """The staff's resolutions of the issues raised so far whose time has come by
        `until`; answers how many were made."""
        self._schedule()
        due = [d for d in self._due if d.at <= until]
        self._due = [d for d in self._due if d.at > until]
        made = 0
        for item in due:
            try:
                if not self.issues.get_issue(item.issue_id).is_open:
                    continue
                with events_at(item.at):  # the resolution and its messages, then
                    self.issues.resolve(
                        item.issue_id,
                        item.actor,
                        place=self.estate.place_name(item.facility_id),
                        resolved_at=item.at,
                    )
                made += 1
            except DomainError:
                continue  # resolved meanwhile, by the system or a person
        return made

    def _schedule(self) -> None:
        """Reads the issues raised since last time; those whose type the system does not
        resolve get a member of the facility's staff and a time."""
        opened: list[Issue.Opened] = []
        while True:
            events, last = self.issues.read_log(self._issues_read + 1, 500)
            if not events:
                break
            self._issues_read = last
            opened.extend(
                e
                for e in events
                if isinstance(e, Issue.Opened) and e.source == IssueSource.RULE and e.facility_id
            )
        if not opened:
            return
        settings = self.issues.type_settings({e.issue_type for e in opened})
        for event in opened:
            if settings[event.issue_type].auto_resolve or event.facility_id is None:
                continue
            staff = sorted(self.estate.staff_of([event.facility_id]))
            if not staff:
                continue  # nobody looks after it: it stays open
            key = str(event.originator_id)
            measured = event.measured_at or event.timestamp
            self._due.append(
                _Due(
                    event.originator_id,
                    event.facility_id,
                    staff[random.Random(key).randrange(len(staff))],
                    measured + _delay(key, 45, 0.9, 600),
                )
            )


@dataclass
class Filling:
    """The history being entered behind the server."""

    history: DemoHistory
    thread: threading.Thread

    def stop(self, timeout: float = 10.0) -> None:
        """Asks it to stop between rounds and waits for that, before the stores close."""
        self.history.stop.set()
        self.thread.join(timeout)


def in_background(history: DemoHistory, then: Callable[[], object] = lambda: None) -> Filling:
    """Runs the history in a thread of its own, until done or stopped; `then` once done."""

    def run() -> None:
        try:
            history.run()
            if history.done():
                then()
        except Exception as error:  # the server goes on; the next start tries again
            history.progress("demo.history.failed", {"error": repr(error)})

    thread = threading.Thread(target=run, name="demo-history", daemon=True)
    thread.start()
    return Filling(history, thread)
