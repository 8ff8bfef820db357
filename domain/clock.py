"""When an event happened: now, unless a past is being entered.

Every event of every aggregate takes its `timestamp` from the clock here: the wall clock, or,
inside `events_at(moment)`, that moment. Only what enters the estate's past after the fact
sets it: the demo's history (its estate, its staff, its workforce) and the rules answering a
reading entered as history (`HISTORY_SOURCE`). A live command never does.

The moment belongs to the caller's context (a `ContextVar`): a thread entering the past does
not move the clock of the threads answering live requests beside it, and a moment is set for
a `with` block only, restored however the block ends.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TypeVar

import eventsourcing.domain as library
from eventsourcing.domain import Aggregate

__all__ = ["HISTORY_SOURCE", "each_at", "event_time", "events_at"]

T = TypeVar("T")

#: The source of readings entered as the estate's past (the demo's history): what the rules
#: record in answer to one happened when the reading was measured. No message from outside
#: carries it: the edges name theirs (`http:<gateway>`, `nats`).
HISTORY_SOURCE = "demo:history"


@dataclass(frozen=True)
class _Setting:
    moment: datetime
    apart: timedelta
    # Which event of the block this is; `next` on a count is atomic under the GIL.
    count: Iterator[int] = field(default_factory=itertools.count)


_SETTING: ContextVar[_Setting | None] = ContextVar("event_clock", default=None)


def event_time() -> datetime:
    """The time of an event created now: the wall clock, or inside `events_at` its moment
    (each event `apart` after the one before), never later than the wall clock."""
    # The library's own clock (`datetime.now` in its time zone, UTC unless configured),
    # looked up as the library does, when called.
    now = library.datetime_now_with_tzinfo()
    setting = _SETTING.get()
    if setting is None:
        return now
    moment = setting.moment + setting.apart * next(setting.count)
    return min(moment, now)


@contextmanager
def events_at(moment: datetime | None, apart: timedelta = timedelta(0)) -> Iterator[None]:
    """Events created inside the block happened at `moment`, the next `apart` after each
    other (so a block's records keep the order they were made in); None: now, as outside.

    A moment still to come is taken as now: no event is stamped in the future. The moment
    must name its time zone; `apart` is not negative, so a block's times never go back.
    """
    if moment is not None and moment.utcoffset() is None:
        raise ValueError("an event's moment names its time zone")
    if apart < timedelta(0):
        raise ValueError("a block's events do not go back in time")
    token = _SETTING.set(None if moment is None else _Setting(moment.astimezone(UTC), apart))
    try:
        yield
    finally:
        _SETTING.reset(token)


def each_at(items: Iterable[T], moment_of: Callable[[T], datetime | None]) -> Iterator[T]:
    """Each item in turn, the clock set to its moment (`events_at`) while the loop's body
    handles it: a batch of changes that happened at different times, recorded together.

    The clock is restored when the next item is taken, when the loop ends, and when the
    loop is left by `break` or an exception (the generator is closed as the loop lets go of
    it); so a loop over it keeps no reference to it beyond the loop.
    """
    for item in items:
        with events_at(moment_of(item)):
            yield item


# Every aggregate's events inherit `create_timestamp` from `Aggregate.Event` (the library
# calls it for each event it creates, unless one is given): that one reads this clock. Set
# once, when this module is first imported, which any code setting the clock has done.
Aggregate.Event.create_timestamp = staticmethod(event_time)  # type: ignore[method-assign]
