"""Escalating the issues left open: each step of the issue type's escalation
(`domain.escalation`) reached while an issue is open is recorded on it (`Issue.Escalated`)
with a notification to each account the step names, in one save.

Time drives it, not an event, so it runs as the webhook sender does
(`application.webhook_sender`): a thread beside the followers that asks the read tables
every `INTERVAL` which open issues have a step due, and escalates each. What it has done is
the issue's own state (its `escalation_level`), recorded with the issue's version: of two
runners, or a runner and a person resolving the issue, the first to save wins and the other
is refused (`IntegrityError`) and looks again, so no step fires twice, none fires for a
resolved issue, and a restart picks up where the issues stand.

An issue found past several steps (the console was away, or the issue entered as the
estate's past) escalates to every step it passed, each once and in order, each stamped with
the moment it was reached (never later than now): its history shows each step as it would
have happened, and the KPI counts it in the period it escalated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Protocol

import structlog
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from application.issue_notices import escalated_notices
from application.issues import RULES_ACTOR, Issues
from application.periodic import Periodic
from domain.clock import events_at
from domain.errors import Conflict, NotFound
from domain.escalation import Steps, reached
from domain.kinds import ISSUE_TYPE_IDS

log = structlog.get_logger(__name__)

#: Seconds between looks at the read tables for steps that have become due.
INTERVAL = 20.0
#: Issues taken up a look.
BATCH = 100

#: An issue type, a level, and the latest opening time at which an issue of that type has
#: reached the level by now (ISO time, UTC).
Due = tuple[str, int, str]


class DueEscalations(Protocol):
    """What the escalator asks the read side (answered by `projections.queries.escalations`)."""

    def escalations_due(self, due: Sequence[Due], limit: int) -> list[str]:
        """The open issues, oldest first, of any type below any level whose opening time
        is at or before the one given with them."""
        ...

    def place_name(self, facility_id: str) -> str | None:
        """How messages name a facility: "Ladies Level 1, Harbourfront Tower"."""
        ...


def _now() -> datetime:
    return datetime.now(UTC)


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def due_levels(steps: Mapping[str, Steps], now: datetime) -> list[Due]:
    """What to ask the read side: per type and level, the openings that have reached it."""
    return [
        (issue_type, level, _iso(now - timedelta(minutes=step.after_minutes)))
        for issue_type, chosen in steps.items()
        for level, step in enumerate(chosen, 1)
    ]


class Escalator(Periodic):
    name = "escalation"

    def __init__(
        self,
        issues: Issues,
        due: DueEscalations,
        *,
        moved: Callable[[], object] = lambda: None,
        interval: float = INTERVAL,
        clock: Callable[[], datetime] = _now,
    ) -> None:
        super().__init__(interval)
        self.issues = issues
        self.due = due
        self.moved = moved  # told after each save, so the read tables follow at once
        self.clock = clock

    def round(self) -> bool:
        return self.escalate_due() >= BATCH

    # Escalating ----------------------------------------------------------------------

    def escalate_due(self) -> int:
        """Escalates the open issues with a step due now; answers how many issues it
        looked at (a full batch: there may be more)."""
        now = self.clock()
        settings = self.issues.type_settings(ISSUE_TYPE_IDS)
        steps = {t: s.escalation for t, s in settings.items() if s.escalation}
        if not steps:
            return 0
        found = self.due.escalations_due(due_levels(steps, now), BATCH)
        for issue_id in found:
            self.escalate(issue_id, steps, now)
        return len(found)

    def escalate(self, issue_id: str, steps: Mapping[str, Steps], now: datetime) -> int:
        """Records each step the issue has reached by `now` and not yet recorded; answers
        how many (none: resolved, not yet due, or another runner was first)."""
        try:
            issue = self.issues.get_issue(issue_id)
        except NotFound:
            return 0
        chosen = steps.get(issue.issue_type, ())
        levels = reached(chosen, issue.opened_at, issue.escalation_level, now)
        if not issue.is_open or not levels:
            return 0
        place = self.due.place_name(issue.facility_id) if issue.facility_id else None
        changed: list[Aggregate] = [issue]
        for level in levels:
            step = chosen[level - 1]
            with events_at(step.reached_at(issue.opened_at)):
                told = self.issues.recipients.of_escalation(
                    step.notify, issue.facility_id, issue.building_id
                )
                issue.escalate(level, step.after_minutes, step.notify, told, RULES_ACTOR)
                changed.extend(escalated_notices(issue, level, told, place, RULES_ACTOR))
        try:
            self.issues.save(*changed)
        except (IntegrityError, Conflict):
            return 0  # resolved or escalated meanwhile: the next look sees how it stands
        log.info("escalation.escalated", issue_id=issue_id, levels=levels)
        self.moved()
        return len(levels)
