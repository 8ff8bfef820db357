"""What the aggregates' unit tests ask of an aggregate: its events replayed and stored, its
refusals."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import pytest

from domain.errors import ValidationFailed, Violation

T = TypeVar("T")


def replay(aggregate: Any) -> Any:
    """A copy of the aggregate rebuilt from the events it has not saved yet."""
    copy = None
    for event in aggregate.collect_events():
        copy = event.mutate(copy)
    return copy


def messages_of(failed: pytest.ExceptionInfo[ValidationFailed]) -> dict[str, str]:
    """Each broken rule's field and message."""
    return {v.field: v.message for v in failed.value.violations}


def refused_on(check: Any) -> list[Violation] | None:
    try:
        check()
    except ValidationFailed as failed:
        return failed.violations
    return None


def refused_alike(
    check: Callable[[], object], broken: set[str], create: Callable[[], object]
) -> list[Violation] | None:
    """What a command's `check` refuses: exactly the fields drawn `broken`, and the same
    again when the aggregate is given the command (`create`)."""
    refused = refused_on(check)
    assert {v.field for v in refused or []} == broken
    assert refused_on(create) == refused
    return refused


def made_unless_refused(
    check: Callable[[], object], broken: set[str], create: Callable[[], T]
) -> T | None:
    """The aggregate `create` makes of a command, or None where the command's `check`
    refuses it (`refused_alike`)."""
    return None if refused_alike(check, broken, create) else create()


def created_event(aggregate: Any, topic: str, fields: Mapping[str, Any]) -> dict[str, Any]:
    """The aggregate's first event, as stored: checked to be of `topic` and to hold `fields`."""
    event = stored(aggregate)
    assert event == {"originator_version": 1, "originator_topic": topic, **fields}
    return event


def stored(aggregate: Any) -> dict[str, Any]:
    """The fields of the aggregate's last event, as stored."""
    event = aggregate.collect_events()[-1]
    return {k: v for k, v in vars(event).items() if k not in ("timestamp", "originator_id")}
