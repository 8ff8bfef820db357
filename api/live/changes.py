"""What changed: the applications' logs read as far as the read tables have taken them in.

A change is one stored event of a record a client shows (`KIND_OF`), told as its kind, its
record's id and its event's class name. The rest of a log (index claims, the rules'
watches, sessions, rosters) is passed over by its topic, undecoded. A sensor reading is a
change of its device (`READING`); the hub coalesces those (`throttle.py`).

The hub reads a log only up to where every healthy read-table projection of it has got
(`LogSource.settled`), so a client that refetches on a message finds the new state, and
the visibility rules, which read those tables, find a new record.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

import msgspec
from eventsourcing.utils import resolve_topic

from api.console import Console
from application.batch_recorder import BatchRecorder
from domain.account import UserAccount
from domain.building import Building
from domain.company import Company
from domain.device import Device
from domain.facility import Facility
from domain.floor import Floor
from domain.inventory import InventoryItem
from domain.issue import Issue
from domain.leave import Leave
from domain.notification import Notification
from domain.project import Project
from domain.reading import Reading
from domain.schedule import Schedule
from domain.task import AdHocTask

#: The kind of record each aggregate is, as the visibility rules (`api.visibility.KINDS`)
#: and the history name them.
KIND_OF: dict[type[Any], str] = {
    Company: "company",
    Building: "building",
    Floor: "floor",
    Facility: "facility",
    Project: "project",
    UserAccount: "account",
    Device: "device",
    Issue: "issue",
    AdHocTask: "task",
    Notification: "notification",
    Schedule: "schedule",
    Leave: "leave",
    InventoryItem: "inventory",
}
#: The type of the change a reading makes to its device.
READING = "Recorded"
DELETED = "Deleted"
#: Rows read from a log at a time (a backlog is read a batch a step).
BATCH = 500


@dataclass(frozen=True)
class Change:
    log: str
    position: int
    kind: str
    id: str
    type: str
    #: A notification's recipient, the one account that hears of it.
    recipient: str | None = None


class LogSource(Protocol):
    """The logs as the hub reads them."""

    @property
    def logs(self) -> tuple[str, ...]: ...

    def settled(self) -> dict[str, int]:
        """How far the read tables have taken in each log."""
        ...

    def latest(self, log: str) -> int:
        """The last position recorded in the log."""
        ...

    def read(self, log: str, after: int, upto: int, limit: int = BATCH) -> tuple[list[Change], int]:
        """The changes recorded after `after`, up to `upto`, reading at most `limit` rows;
        and the position read to."""
        ...


@cache
def classify(topic: str) -> tuple[str, str] | None:
    """The kind and type of change an event of this topic is; None for none a client shows."""
    try:
        cls = resolve_topic(topic)
    except Exception:  # a topic of a newer version of the console: not ours to tell
        return None
    if not isinstance(cls, type):
        return None
    if issubclass(cls, Reading.Recorded):
        return "device", READING
    for aggregate, kind in KIND_OF.items():
        if issubclass(cls, aggregate.Event):
            return kind, cls.__name__
    return None


class _DeviceOfReading(msgspec.Struct):
    device_id: str


class _SentTo(msgspec.Struct):
    recipient_id: str | None = None


# Only the fields wanted are decoded from a stored event's state; the rest is skipped.
_device_of_reading = msgspec.json.Decoder(_DeviceOfReading).decode
_sent_to = msgspec.json.Decoder(_SentTo).decode


class ConsoleLogs:
    """The console's logs, positions read from the followers' tracking in the store, so a
    projector in another process counts as much as one in this."""

    def __init__(self, console: Console) -> None:
        self._console = console
        self._apps: Mapping[str, Any] = dict(console.followers.logs)
        self.logs = tuple(self._apps)

    def settled(self) -> dict[str, int]:
        """Where the healthy projections of each log have all got (as `Console.settle`,
        one in trouble is not waited for; while all of a log's are, where they stopped)."""
        runner = self._console.followers
        failing = runner.errors()
        healthy: dict[str, list[int]] = defaultdict(list)
        stopped: dict[str, list[int]] = defaultdict(list)
        for follower in runner.followers:
            if follower.writes:
                continue  # a process: it writes events, whose own log is followed
            for log in follower.upstream:
                ok = f"{follower.name}/{log}" not in failing
                (healthy if ok else stopped)[log].append(follower.position(log))
        settled = {}
        for log in self.logs:
            reached = healthy[log] or stopped[log]
            settled[log] = min(reached) if reached else self.latest(log)
        return settled

    def latest(self, log: str) -> int:
        return int(self._apps[log].recorder.max_notification_id() or 0)

    def read(self, log: str, after: int, upto: int, limit: int = BATCH) -> tuple[list[Change], int]:
        if upto <= after:
            return [], after
        rows = BatchRecorder(self._apps[log]).select_from(after + 1, limit)
        changes: list[Change] = []
        for row in rows:
            if row[0] > upto:
                return changes, upto
            change = self._change(log, row)
            if change is not None:
                changes.append(change)
        # Fewer rows than asked: every one up to `upto` has been read.
        return changes, rows[-1][0] if len(rows) == limit else upto

    def _change(self, log: str, row: Sequence[Any]) -> Change | None:
        position, originator_id, _, topic, state = row
        found = classify(topic)
        if found is None:
            return None
        kind, type_ = found
        if type_ == READING:
            device = _device_of_reading(bytes(state)).device_id
            return Change(log, position, kind, device, type_)
        record = str(originator_id)
        recipient = self._recipient(record, bytes(state)) if kind == "notification" else None
        return Change(log, position, kind, record, type_, recipient)

    def _recipient(self, notification_id: str, state: bytes) -> str | None:
        """Who a notification is for: its `Sent` says; a later event is looked up."""
        recipient = _sent_to(state).recipient_id
        if recipient is None:
            sent = self._console.issues.events_of(notification_id, "notification")[0]
            recipient = getattr(sent, "recipient_id", None)
        return str(recipient) if recipient else None


def coalesced(changes: Sequence[Change]) -> list[Change]:
    """The readings among `changes` as one change per device, at its last reading; the
    rest as they are."""
    last: dict[str, Change] = {}
    others: list[Change] = []
    for change in changes:
        if change.type == READING:
            last[change.id] = change
        else:
            others.append(change)
    return [*others, *sorted(last.values(), key=lambda c: c.position)]


_encode = msgspec.json.Encoder().encode


def payload(change: Change) -> bytes:
    return _encode({"kind": change.kind, "id": change.id, "type": change.type})
