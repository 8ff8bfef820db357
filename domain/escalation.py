"""Escalation: whom an issue left open is brought to, and when.

An issue type's steps (`EscalationStep`) say how long after an issue opened whom to tell:
30 minutes → its supervisors, two hours → the cleaning company's managers. Each step
reached while the issue is open is recorded once on the issue (`Issue.Escalated`, its
level the step's number from 1). An issue found already past several steps (the console
was away, or the issue entered as the estate's past) escalates to each of them, in order,
each at the moment it was reached: the history shows every step, as it would have been.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from domain.errors import Violations

#: At most a week after the issue opened, and a handful of steps.
MAX_AFTER_MINUTES = 7 * 24 * 60
MAX_STEPS = 5


class Notify(StrEnum):
    """Whom a step tells: the role, of the issue's place (the admins: of the console)."""

    SUPERVISOR = "supervisor"
    CC_MANAGER = "cc-manager"
    LL_MANAGER = "ll-manager"
    ADMIN = "admin"


NOTIFY_ROLES = tuple(n.value for n in Notify)


@dataclass(frozen=True)
class EscalationStep:
    after_minutes: int
    notify: str

    def reached_at(self, opened_at: datetime) -> datetime:
        return opened_at + timedelta(minutes=self.after_minutes)

    def stored(self) -> dict[str, Any]:
        return {"after_minutes": self.after_minutes, "notify": self.notify}


Steps = tuple[EscalationStep, ...]

#: What the demo's issue types are given, so its estate shows escalation.
DEMO_STEPS: Steps = (EscalationStep(30, Notify.SUPERVISOR), EscalationStep(120, Notify.CC_MANAGER))


def check_steps(steps: Sequence[EscalationStep], field: str = "escalation") -> None:
    """At most `MAX_STEPS`, each after 1 to `MAX_AFTER_MINUTES` minutes, strictly later than
    the one before, telling one of `NOTIFY_ROLES`; every broken rule is reported (400)."""
    violations = Violations()
    if len(steps) > MAX_STEPS:
        violations.add(
            field, f"At most {MAX_STEPS} steps", code="too-many", max=MAX_STEPS, count=len(steps)
        )
    before = 0
    for n, step in enumerate(steps):
        after = step.after_minutes
        if type(after) is not int or not 1 <= after <= MAX_AFTER_MINUTES:
            violations.add(
                f"{field}[{n}].afterMinutes",
                f"Must be a whole number from 1 to {MAX_AFTER_MINUTES}",
                code="out-of-range",
                min=1,
                max=MAX_AFTER_MINUTES,
            )
        elif after <= before:
            violations.add(
                f"{field}[{n}].afterMinutes",
                "Must be later than the step before",
                code="not-increasing",
                after=before,
            )
        else:
            before = after
        if step.notify not in NOTIFY_ROLES:
            violations.add(
                f"{field}[{n}].notify", "Must be " + ", ".join(NOTIFY_ROLES), code="unknown-role"
            )
    violations.raise_if_any()


def steps_of(stored: Iterable[Mapping[str, Any]]) -> Steps:
    """Steps as an event stores them."""
    return tuple(EscalationStep(int(s["after_minutes"]), str(s["notify"])) for s in stored)


def stored_steps(steps: Iterable[EscalationStep]) -> list[dict[str, Any]]:
    return [step.stored() for step in steps]


def reached(steps: Steps, opened_at: datetime, level: int, now: datetime) -> list[int]:
    """The levels (from 1) past `level` whose steps are reached by `now`, in order."""
    return [n for n, step in enumerate(steps, 1) if n > level and step.reached_at(opened_at) <= now]
