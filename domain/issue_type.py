"""An issue type's settings: its target time to resolve, whether the rules resolve its
issues themselves once the condition clears, and its escalation steps (`domain.escalation`).

Each type has defaults (`default_settings`); an admin's change is an `IssueTypeSettings`
aggregate per type, whose id is derived from the type id.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain import kpi
from domain.errors import Violations
from domain.escalation import EscalationStep, Steps, check_steps, steps_of, stored_steps
from domain.kinds import ISSUE_TYPE_IDS, IssueType
from domain.validation import whole_number

MAX_TARGET_MINUTES = 7 * 24 * 60

# Consumables and a wet floor: a sensor sees the condition end (refilled, emptied, dry);
# a device offline, its next message.
AUTO_RESOLVED_BY_DEFAULT = frozenset(
    {
        IssueType.PAPER_LEVEL_LOW,
        IssueType.SOAP_LOW,
        IssueType.HAND_SANITISER_LOW,
        IssueType.PAPER_TOWEL_LOW,
        IssueType.BIN_FULL,
        IssueType.FLOOR_WET,
        # A device heard from again is no longer offline.
        IssueType.DEVICE_OFFLINE,
    }
)


@dataclass(frozen=True)
class TypeSettings:
    target_minutes: int
    auto_resolve: bool
    #: None escalate unless an admin (or the demo) set steps.
    escalation: Steps = ()


def default_settings(issue_type: str) -> TypeSettings:
    kind = IssueType(issue_type)
    return TypeSettings(kpi.target_minutes(kind), kind in AUTO_RESOLVED_BY_DEFAULT)


def check_type_settings(issue_type: str, target_minutes: int) -> None:
    violations = Violations()
    if issue_type not in ISSUE_TYPE_IDS:
        violations.add("id", "Unknown issue type")
    whole_number(violations, "targetMinutes", target_minutes, MAX_TARGET_MINUTES)
    violations.raise_if_any()


def type_of_settings(settings_id: uuid.UUID) -> str | None:
    """The issue type whose settings aggregate has this id."""
    return _TYPE_OF_ID.get(settings_id)


class IssueTypeSettings(Aggregate):
    """The settings of one issue type, once an admin changed them from the defaults."""

    class Configured(Aggregate.Created):
        issue_type: str
        target_minutes: int
        auto_resolve: bool
        actor: str

    class Changed(Aggregate.Event):
        target_minutes: int
        auto_resolve: bool
        actor: str

    class EscalationSet(Aggregate.Event):
        """The steps as `domain.escalation.stored_steps` writes them; none: no escalation."""

        steps: list[dict[str, Any]]
        actor: str

    @staticmethod
    def create_id(issue_type: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/issue-types/{issue_type}")

    @event(Configured)
    def __init__(
        self, issue_type: str, target_minutes: int, auto_resolve: bool, actor: str
    ) -> None:
        check_type_settings(issue_type, target_minutes)
        self.issue_type = issue_type
        self.target_minutes = target_minutes
        self.auto_resolve = bool(auto_resolve)
        self.escalation: Steps = ()
        self.modified_by = actor

    def change(self, target_minutes: int, auto_resolve: bool, actor: str) -> None:
        check_type_settings(self.issue_type, target_minutes)
        self._change(target_minutes=target_minutes, auto_resolve=bool(auto_resolve), actor=actor)

    @event(Changed)
    def _change(self, target_minutes: int, auto_resolve: bool, actor: str) -> None:
        self.target_minutes = target_minutes
        self.auto_resolve = auto_resolve
        self.modified_by = actor

    def set_escalation(self, steps: tuple[EscalationStep, ...], actor: str) -> None:
        """New steps, checked first; the same steps again record nothing."""
        check_steps(steps)
        if tuple(steps) != self.escalation:
            self._set_escalation(steps=stored_steps(steps), actor=actor)

    @event(EscalationSet)
    def _set_escalation(self, steps: list[dict[str, Any]], actor: str) -> None:
        self.escalation = steps_of(steps)
        self.modified_by = actor

    @property
    def settings(self) -> TypeSettings:
        return TypeSettings(self.target_minutes, self.auto_resolve, self.escalation)


_TYPE_OF_ID = {IssueTypeSettings.create_id(t): t for t in ISSUE_TYPE_IDS}
