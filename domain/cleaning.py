"""Usage-based cleaning: a facility's `cleaning-due` issue opens once enough visitors have
been counted in it since it was last cleaned.

A facility's `CleaningCounter` (id derived from the facility's) holds its setting (how many
visitors call for a cleaning; None: off) and what the follower of the readings has counted
(`application.cleaning`): each people counter's last running total, the visitors counted
since the count started (the setting turned on, or the last `cleaning-due` issue
resolved), and whether an issue it raised is open.

Visitors are counted as the usage table counts them (`projections/projectors/usage.py`):
the difference a counter's running total makes, a total lower than the last one counting
from zero, a reading older than the counter's last one adding nothing. A reading counts
towards the count when it was measured at or after the count started; while an issue is
open the visitors counted are also kept by the time they were measured (`tail`), so that
when a person resolves the issue the count starts again from exactly those measured after
the resolution, however late the follower hears of it.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.clock import event_time
from domain.errors import Violations

#: The reading field whose running total counts the visitors.
PEOPLE_FIELD = "peopleCounter"
#: The most visitors a setting may name.
MAX_CLEAN_AFTER = 100_000
FIELD = "cleanAfterVisitors"
# A tail entry: when the visitors were measured (ISO text) and how many.
Entry = list[Any]


def check_clean_after(value: object) -> None:
    """None (off) or a whole number of visitors from 1 to `MAX_CLEAN_AFTER`, else 400."""
    if value is None:
        return
    violations = Violations()
    if type(value) is not int or not 1 <= value <= MAX_CLEAN_AFTER:
        violations.add(
            FIELD,
            f"Must be empty or a whole number from 1 to {MAX_CLEAN_AFTER}",
            code="out-of-range",
            min=1,
            max=MAX_CLEAN_AFTER,
        )
    violations.raise_if_any()


def moment(text: str) -> datetime:
    """A stored time (ISO, `Z` or an offset) as a datetime."""
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


@dataclass(frozen=True)
class PeopleReading:
    """One people counter's running total, as measured."""

    device_id: str
    time: str
    total: float


@dataclass
class Tally:
    """What a batch of readings does to one counter: the devices' new totals, the visitors
    it adds to the count, and the visitors measured while an issue is open."""

    totals: dict[str, list[Any]] = field(default_factory=dict)
    added: float = 0.0
    tail: list[Entry] = field(default_factory=list)
    # Where the count reached the setting: the reading's time and the count with it.
    reached_at: str | None = None
    reached_count: float = 0.0


class CleaningCounter(Aggregate):
    """A facility's usage-based cleaning: its setting and its count of visitors."""

    class Configured(Aggregate.Created):
        facility_id: str
        clean_after_visitors: int | None
        since: str | None
        actor: str

    class ThresholdSet(Aggregate.Event):
        """The setting changed; `since` is when the count started (turned on: now)."""

        clean_after_visitors: int | None
        since: str | None
        actor: str

    class Counted(Aggregate.Event):
        """A batch of readings counted: the devices' new totals, the count after, and the
        visitors measured while an issue was open."""

        totals: dict[str, list[Any]]
        count: float
        tail: list[Entry]

    class Raised(Aggregate.Event):
        """The count reached the setting: the issue opened."""

        issue_id: str
        count: float

    class Restarted(Aggregate.Event):
        """The issue was resolved at `since`: the count starts again from the visitors
        measured after it."""

        issue_id: str
        since: str
        count: float

    @staticmethod
    def create_id(facility_id: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/cleaning-counters/{facility_id}")

    @classmethod
    def configure(
        cls, facility_id: str, clean_after_visitors: int | None, actor: str
    ) -> CleaningCounter:
        """A facility's first setting; checked first."""
        check_clean_after(clean_after_visitors)
        since = _now() if clean_after_visitors is not None else None
        return cls(
            facility_id=facility_id,
            clean_after_visitors=clean_after_visitors,
            since=since,
            actor=actor,
        )

    @event(Configured)
    def __init__(
        self, facility_id: str, clean_after_visitors: int | None, since: str | None, actor: str
    ) -> None:
        self.facility_id = facility_id
        self.clean_after_visitors = clean_after_visitors
        self.since = since
        self.count = 0.0
        self.totals: dict[str, list[Any]] = {}
        self.tail: list[Entry] = []
        self.open_issue: str | None = None
        self.modified_by = actor

    def set_threshold(self, clean_after_visitors: int | None, actor: str) -> None:
        """A new setting, checked first; the same again records nothing. Turning it on
        starts the count now; a new number keeps the count; off forgets it."""
        check_clean_after(clean_after_visitors)
        if clean_after_visitors == self.clean_after_visitors:
            return
        if clean_after_visitors is None:
            since = None
        elif self.clean_after_visitors is None:
            since = _now()
        else:
            since = self.since
        self._set_threshold(clean_after_visitors=clean_after_visitors, since=since, actor=actor)

    @event(ThresholdSet)
    def _set_threshold(
        self, clean_after_visitors: int | None, since: str | None, actor: str
    ) -> None:
        if since != self.since:
            self.count, self.totals, self.tail = 0.0, {}, []
        self.clean_after_visitors = clean_after_visitors
        self.since = since
        self.modified_by = actor

    @property
    def is_on(self) -> bool:
        return self.clean_after_visitors is not None and self.since is not None

    @property
    def is_due(self) -> bool:
        """The count has reached the setting and no issue of it is open."""
        threshold = self.clean_after_visitors
        return threshold is not None and self.open_issue is None and self.count >= threshold

    def tally(self, readings: Iterable[PeopleReading]) -> Tally:
        """What the readings (in log order) add, without changing the counter."""
        found = Tally()
        if not self.is_on or self.since is None:
            return found
        since = moment(self.since)
        count = self.count
        threshold = self.clean_after_visitors or 0
        for reading in readings:
            last = found.totals.get(reading.device_id) or self.totals.get(reading.device_id)
            measured = moment(reading.time)
            if last is not None and measured <= moment(last[1]):
                continue  # late: the newer reading counted its stretch
            found.totals[reading.device_id] = [reading.total, reading.time]
            used = _used(last, reading.total)
            if measured < since or used <= 0:
                continue  # the counter's first total, or before the count started
            count += used
            found.added += used
            if self.open_issue is not None or found.reached_at is not None:
                found.tail.append([reading.time, used])
            elif count >= threshold:
                found.reached_at, found.reached_count = reading.time, round(count, 3)
        return found

    def count_in(self, found: Tally) -> None:
        """Records a batch's tally (nothing when it changed nothing)."""
        if found.totals:
            self._counted(
                totals=found.totals, count=round(self.count + found.added, 3), tail=found.tail
            )

    @event(Counted)
    def _counted(self, totals: dict[str, list[Any]], count: float, tail: list[Entry]) -> None:
        self.totals = {**self.totals, **totals}
        self.count = count
        self.tail = [*self.tail, *tail]

    @event(Raised)
    def raised(self, issue_id: str, count: float) -> None:
        self.open_issue = issue_id

    def restart(self, issue_id: str, resolved_at: datetime) -> None:
        """The open issue resolved at `resolved_at`: the count starts again with the
        visitors measured from then on."""
        if issue_id != self.open_issue:
            return
        since = resolved_at.isoformat()
        after = sum(n for time, n in self.tail if moment(time) >= resolved_at)
        self._restarted(issue_id=issue_id, since=since, count=round(after, 3))

    @event(Restarted)
    def _restarted(self, issue_id: str, since: str, count: float) -> None:
        self.open_issue = None
        self.tail = []
        self.count = count
        if self.since is not None:
            self.since = since


def reached_in_tail(
    tail: Sequence[Entry], since: datetime, threshold: int
) -> tuple[str, float] | None:
    """When the visitors measured from `since` on reach the threshold, in the order they
    were counted, and the count with them; None if they do not."""
    count = 0.0
    for time, n in tail:
        if moment(time) >= since:
            count += n
            if count >= threshold:
                return str(time), round(count, 3)
    return None


def _used(last: list[Any] | None, total: float) -> float:
    """The visitors a running total adds to the last one (none to the first; a lower total
    is a counter that started again from zero)."""
    if last is None:
        return 0.0
    return float(total - last[0] if total >= last[0] else total)


def _now() -> str:
    return event_time().isoformat()
