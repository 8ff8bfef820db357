"""Base of every projection: a single-dispatch `process_event` writing read tables.

A projection is a follower of the event store (`application.following`): each batch's
table writes and its tracking position commit in one transaction, and `ReadStore.claim`
takes a per-projection lock, so several processes can follow one store and every event is
still applied exactly once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from domain.dispatch import Handler, handler_of
from projections.projectors.batched import Batched
from projections.store import SENSOR_LOG, ReadStore, Writer


class Projection:
    """Turns events into read-table rows.

    Subclasses define `process_event` as a `singledispatchmethod` and register handlers;
    events without a handler are skipped. `upstream` names the applications it follows.
    """

    name: ClassVar[str]
    upstream: ClassVar[tuple[str, ...]]
    writes: ClassVar[tuple[str, ...]] = ()  # read tables only, no events
    tables: ClassVar[dict[str, str]]  # table name -> CREATE TABLE statement
    indexes: ClassVar[tuple[str, ...]] = ()
    # Tables it declares (to join them) but another projection keeps.
    shared: ClassVar[tuple[str, ...]] = ()
    #: Events a projection with a `process_batch` of its own folds besides those its
    #: `process_event` handles; None: it is given every event of its logs.
    folds: ClassVar[tuple[type, ...] | None] = None

    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def create_tables(self) -> None:
        self.store.create_tables([*self.tables.values(), *self.indexes])

    @property
    def owned(self) -> list[str]:
        """The tables it keeps: emptied, rebuilt and swapped with it."""
        return [table for table in self.tables if table not in self.shared]

    def drop_rows(self, tx: Writer) -> None:
        """Empties the tables it keeps and forgets how far it had read."""
        for table in self.owned:
            tx.execute(f"DELETE FROM {table}")
        tx.execute("DELETE FROM projection_tracking WHERE projection = ?", (self.name,))

    def position(self, upstream: str) -> int:
        return self.store.position(self.name, upstream)

    def follow(self, upstream: str, events: Sequence[Any], last: int, position: int) -> int:
        # A batch of the sensors' log, or one with nothing for it (the rules' watches in the
        # issues log), leaves the settled version where it was.
        quiet = upstream == SENSOR_LOG or not events
        with self.store.transaction(sensors=quiet) as tx:
            claimed = self.store.claim(tx, self.name, upstream)
            if claimed != position:
                return claimed  # another process applied this batch meanwhile
            self.process_batch(events, tx)
            self.store.track(tx, self.name, upstream, last, changed=not quiet)
        return last

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        """Applies a batch in order, its writes sent in bulk; projections of high-volume
        streams fold it instead."""
        writer = Batched(tx)
        for event in events:
            self.handle(event, writer)
        writer.flush()

    def handle(self, event: Any, tx: Writer) -> None:
        """`process_event`, dispatched through a lookup kept per event class."""
        handler = _handler(type(self), type(event))
        if handler is not None:
            handler(self, event, tx)

    def wants(self, event_class: type) -> bool:
        """Whether it does anything with events of this class: the others are left
        undecoded when its logs are read."""
        return _wants(type(self), event_class)

    def process_event(self, event: Any, tx: Writer) -> None:
        """Each subclass declares its own `@singledispatchmethod` so registries stay apart."""
        raise NotImplementedError


_wanted: dict[tuple[type, type], bool] = {}


def _handler(projection: type[Projection], event_class: type) -> Handler | None:
    """The function `process_event` runs for this class of event; None for the default,
    which does nothing."""
    return handler_of(projection, "process_event", event_class)


def _wants(projection: type[Projection], event_class: type) -> bool:
    key = (projection, event_class)
    if key not in _wanted:
        if projection.folds is None and projection.process_batch is not Projection.process_batch:
            _wanted[key] = True  # a fold of its own that has not said what it takes
        else:
            folded = bool(projection.folds) and issubclass(event_class, projection.folds or ())
            _wanted[key] = folded or _handler(projection, event_class) is not None
    return _wanted[key]
