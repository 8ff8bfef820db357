"""Base of every process: a reaction to events that replies in another application.

A process is a follower (`application.following`): the runner reads the logs it follows
(`upstream`) from its tracking position and hands it a batch at a time. This base owns what
is the same for every process:

- its position is the tracking record its target application keeps of the log;
- what it makes of a batch (its `Reply`) is saved with the batch's position in one
  transaction, so a crash neither loses nor repeats a reply;
- a batch offered again after its position was recorded (another runner of the process got
  there first, or a restart did not know of its own commit) is passed over: the answer is
  the recorded position, and nothing is applied twice;
- a conflict with a command that changed an aggregate the reply was made from is met by
  making the reply again on fresh state;
- any other failure (the storage away) goes to the runner, which retries with backoff.

A process says only how it reacts: a single-dispatch `policy(event, reply)` per class of
event, as the library's process applications do; one that must see a batch whole (the
rules) overrides `react` instead and names the classes it takes in `folds`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import singledispatchmethod
from typing import Any, ClassVar, TypeVar, cast
from uuid import UUID

import structlog
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError, Tracking

from application.base import ProcessApplication
from domain.dispatch import handler_of

log = structlog.get_logger(__name__)

#: Tries at a batch that keeps meeting commands changing what it read, before the runner
#: is told (it backs off and reports the process in health).
ATTEMPTS = 10

A = TypeVar("A", bound=Aggregate)


class StillConflicting(RuntimeError):
    """A batch met a concurrent change on every try."""


class Reply:
    """What a process makes of one batch: the aggregates it changed, to be recorded with
    the batch's tracking position, and what to remember once they are."""

    def __init__(self) -> None:
        self.aggregates: dict[UUID, Aggregate] = {}
        self._then: list[Callable[[], None]] = []

    def collect_events(self, *aggregates: Aggregate) -> None:
        """Adds the aggregates' pending events to the reply (each aggregate once)."""
        for aggregate in aggregates:
            self.aggregates[aggregate.id] = aggregate

    def loader(self, load: Callable[[Any], A]) -> Callable[[Any], A]:
        """`load`, answering an aggregate the reply has already changed as the reply left
        it: a second change in the batch is made on top of the first, not beside it."""

        def latest(aggregate_id: Any) -> A:
            held = self.aggregates.get(UUID(str(aggregate_id)))
            return cast(A, held) if held is not None else load(aggregate_id)

        return latest

    def on_saved(self, then: Callable[[], None]) -> None:
        """Runs `then` once the reply is recorded (what a process keeps between batches)."""
        self._then.append(then)

    def saved(self) -> None:
        for then in self._then:
            then()


class Process:
    """A follower of `upstream` whose reply is recorded in its `target` application."""

    name: ClassVar[str]
    upstream: ClassVar[tuple[str, ...]]
    #: Tracked under its own name (`log:name`) where its target tracks the same log for
    #: another process too; the first processes are tracked under the log's name alone.
    named_tracking: ClassVar[bool] = False
    #: The events a process with a `react` of its own takes, besides those of `policy`.
    folds: ClassVar[tuple[type, ...]] = ()

    def __init__(self, target: ProcessApplication) -> None:
        self.target = target

    @property
    def writes(self) -> tuple[str, ...]:
        return (self.target.name,)

    def tracking_name(self, upstream: str) -> str:
        return f"{upstream}:{self.name}" if self.named_tracking else upstream

    def position(self, upstream: str) -> int:
        return self.target.tracked_position(self.tracking_name(upstream))

    def follow(self, upstream: str, events: Sequence[Any], last: int, position: int) -> int:
        """Reacts to the events read after `position` and records the reply with the
        position `last`. Answers the position now recorded: `last`, or where another
        runner of this process had got to first."""
        tracking = Tracking(self.tracking_name(upstream), last)
        for attempt in range(1, ATTEMPTS + 1):
            reply = Reply()
            try:
                self.react(events, reply)
                self.target.save_with_tracking(list(reply.aggregates.values()), tracking)
            except IntegrityError:
                self.forget()
                recorded = self.position(upstream)
                if recorded != position:
                    return recorded  # already processed: read on from there
                # A command changed an aggregate the reply was made from: again, afresh.
                log.info(
                    "process.batch_not_saved", process=self.name, position=last, attempt=attempt
                )
                continue
            except BaseException:
                self.forget()
                raise
            reply.saved()
            return last
        raise StillConflicting(
            f"{self.name}: the batch of {upstream} up to {last} conflicted {ATTEMPTS} times"
        )

    def react(self, events: Iterable[Any], reply: Reply) -> None:
        """Applies the policy to each event in turn."""
        for event in events:
            handler = handler_of(type(self), "policy", type(event))
            if handler is not None:
                handler(self, event, reply)

    @singledispatchmethod
    def policy(self, event: Any, reply: Reply) -> None:
        """Each process declares its own `@singledispatchmethod`, so registries stay
        apart; an event without a handler asks nothing of it."""

    def wants(self, event_class: type) -> bool:
        """Whether it reacts to events of this class: the others are left undecoded."""
        return handler_of(type(self), "policy", event_class) is not None or issubclass(
            event_class, self.folds
        )

    def forget(self) -> None:
        """Drops what it keeps between batches: a batch's reply was not recorded."""
