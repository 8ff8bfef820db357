"""What the commands share: their fields as an event stores them, and the ways they check."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any, Generic, TypeVar

from domain.errors import REQUIRED, ValidationFailed, Violation, Violations

T = TypeVar("T")


def given(command: object, cls: type) -> dict[str, Any]:
    """The fields `cls` declares (one of the command's bases), from the command, in order."""
    return {f.name: getattr(command, f.name) for f in fields(cls)}


def all_of(*checks: Callable[[], None]) -> None:
    """Runs every check; what any of them refuses is refused at once (400)."""
    violations: list[Violation] = []
    for check in checks:
        try:
            check()
        except ValidationFailed as failed:
            violations.extend(failed.violations)
    if violations:
        raise ValidationFailed(violations)


@dataclass(frozen=True, kw_only=True)
class Versioned:
    """A change made against a version of its record: when the record has moved on since,
    the change is a conflict (409) rather than undoing what came between. None: any."""

    expected_version: int | None = None


class Rules:
    """A command whose field rules are checked all at once: every broken one is reported
    together (400)."""

    def check(self) -> None:
        violations = Violations()
        self._collect(violations)
        violations.raise_if_any()

    def _collect(self, violations: Violations) -> None:
        """Adds each broken rule to `violations`."""
        raise NotImplementedError


class CheckedOnce(Generic[T]):
    """A command whose rules, once passed, give a value (a leave's span, a schedule's slot).

    The application asks before it books the roster and the aggregate before it records:
    the rules run once, on a command that cannot change in between.
    """

    def check(self) -> T:
        """The value; every broken field rule at once (400)."""
        return self._checked

    @cached_property
    def _checked(self) -> T:
        violations = Violations()
        value = self._collect(violations)
        violations.raise_if_any()
        assert value is not None
        return value

    def _collect(self, violations: Violations) -> T | None:
        """Adds each broken rule to `violations`; the value when there is one to give."""
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class ForMember(CheckedOnce[T]):
    """A command that makes a record for the staff member `staff_id`, who must be named."""

    staff_id: str

    def _collect(self, violations: Violations) -> T | None:
        if not self.staff_id:
            violations.add("staffId", REQUIRED, "required")
        return super()._collect(violations)
