"""Usage-based cleaning at work: a follower that counts the visitors of each facility with a
setting and opens its `cleaning-due` issue when the count reaches it (`domain.cleaning`).

A process (`application.process`) of two logs, recorded in the issues application with its
own tracking of each: the readings (the people counters' running totals) and the issues
(a `cleaning-due` issue resolved starts its facility's count again). What a batch makes of
the counters and the issues it opens are saved with the batch's position in one
transaction, so a restart counts each reading once. The count goes by when the visitors
were measured, not by when the follower hears of them, so however the two logs' batches
fall, the same issues open.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from eventsourcing.domain import Aggregate

from application.issues import RULES_ACTOR, Issues, RuleRaise
from application.ports import EstateLookup
from application.process import Process, Reply
from application.recipients import who_hears
from domain.cleaning import (
    PEOPLE_FIELD,
    CleaningCounter,
    PeopleReading,
    moment,
    reached_in_tail,
)
from domain.clock import HISTORY_SOURCE
from domain.issue import Issue
from domain.kinds import IssueType
from domain.notification import ISSUE_OPENED
from domain.reading import Reading

CLEANING_DUE = IssueType.CLEANING_DUE.value


class CleaningDue(Process):
    """Counts the visitors of the facilities with a setting; opens their `cleaning-due`."""

    name = "cleaning-due"
    upstream = ("readings", "issues")
    named_tracking = True
    folds = (Reading.Recorded, Issue.Resolved)

    def __init__(self, issues: Issues, estate: EstateLookup) -> None:
        super().__init__(issues)
        self.issues = issues
        self.estate = estate

    def react(self, events: Iterable[Any], reply: Reply) -> None:
        batch = list(events)
        resolved = [e for e in batch if isinstance(e, Issue.Resolved)]
        readings = [
            e
            for e in batch
            if isinstance(e, Reading.Recorded)
            and isinstance(e.values.get(PEOPLE_FIELD), int | float)
        ]
        if resolved:
            self._restart(resolved, reply)
        if readings:
            self._count(readings, reply)

    # Counting --------------------------------------------------------------------------

    def _count(self, readings: list[Reading.Recorded], reply: Reply) -> None:
        """Counts the readings into their facilities' counters; opens the issues due."""
        placements = self.estate.placements({e.device_id for e in readings})
        by_facility: dict[str, list[Reading.Recorded]] = defaultdict(list)
        buildings: dict[str, str | None] = {}
        for event in readings:
            placement = placements.get(event.device_id)
            if placement is not None and placement.facility_id:
                by_facility[placement.facility_id].append(event)
                buildings[placement.facility_id] = placement.building_id
        counters = self._counters(by_facility)
        for facility_id, counter in counters.items():
            counted = by_facility[facility_id]
            found = counter.tally(
                PeopleReading(e.device_id, e.time, float(e.values[PEOPLE_FIELD])) for e in counted
            )
            counter.count_in(found)
            changed: list[Aggregate] = [counter]
            if found.reached_at is not None:
                past = any(e.source == HISTORY_SOURCE for e in counted)
                reached = (moment(found.reached_at), found.reached_count)
                changed.extend(self._open(counter, buildings[facility_id], reached, past))
            if counter.pending_events:
                reply.collect_events(*changed)

    def _counters(
        self, facility_ids: Iterable[str], *, on_only: bool = True
    ) -> dict[str, CleaningCounter]:
        """The facilities' counters (only those with their setting on, by default)."""
        found = self.issues.get_many({CleaningCounter.create_id(f) for f in facility_ids})
        return {
            c.facility_id: c
            for c in found.values()
            if isinstance(c, CleaningCounter) and (c.is_on or not on_only)
        }

    # Opening and resolving -------------------------------------------------------------

    def _open(
        self,
        counter: CleaningCounter,
        building_id: str | None,
        reached: tuple[datetime, float],
        past: bool,
    ) -> list[Aggregate]:
        """Opens the facility's issue (unless one is open) with the reading that reached the
        setting (when, and the count with it): the issue, its index and its notices, and the
        counter that remembers it."""
        facility_id = counter.facility_id
        reached_at, visitors = reached
        circle = self.issues.recipients.around_place(facility_id, building_id)
        raised = RuleRaise(
            device_id=None,
            facility_id=facility_id,
            building_id=building_id,
            issue_type=CLEANING_DUE,
            reading={
                "time": reached_at.isoformat(),
                "visitors": round(visitors),
                "cleanAfterVisitors": counter.clean_after_visitors,
            },
            recipients=who_hears(ISSUE_OPENED, circle, RULES_ACTOR, CLEANING_DUE),
            place=self.estate.place_name(facility_id),
            measured_at=reached_at,
            happened_at=reached_at if past else None,
        )
        made = self.issues.from_rules([raised])
        issue = next((a for a in made if isinstance(a, Issue)), None)
        if issue is None:
            return []  # one is open already
        counter.raised(issue_id=str(issue.id), count=visitors)
        return made

    def _restart(self, resolved: list[Issue.Resolved], reply: Reply) -> None:
        """Each resolved `cleaning-due` issue starts its facility's count again."""
        issues = self.issues.get_many({e.originator_id for e in resolved})
        ours = [
            i
            for i in issues.values()
            if isinstance(i, Issue) and i.issue_type == CLEANING_DUE and i.facility_id
        ]
        if not ours:
            return
        counters = self._counters((str(i.facility_id) for i in ours), on_only=False)
        for issue in ours:
            counter = counters.get(str(issue.facility_id))
            if counter is None or counter.open_issue != str(issue.id) or issue.resolved_at is None:
                continue
            resolved_at = issue.resolved_at
            threshold = counter.clean_after_visitors or 0
            reached = reached_in_tail(counter.tail, resolved_at, threshold)
            counter.restart(str(issue.id), resolved_at)
            changed: list[Aggregate] = [counter]
            if counter.is_due and reached is not None:
                at = (moment(reached[0]), reached[1])
                changed.extend(self._open(counter, issue.building_id, at, False))
            reply.collect_events(*changed)
